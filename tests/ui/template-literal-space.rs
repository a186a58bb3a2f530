fn main() {
    let _ = uri::uri_template!("/my files/{name}");
}
