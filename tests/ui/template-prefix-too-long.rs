fn main() {
    let _ = uri::uri_template!("/names/{name:10000}");
}
