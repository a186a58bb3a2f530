fn main() {
    let _ = uri::uri_template!("/users/{名前}");
}
