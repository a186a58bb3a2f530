fn main() {
    let _ = uri::uri_template!("/users/{user-id}");
}
