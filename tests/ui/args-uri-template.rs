fn main() {
    let _ = uri::uri_template!("/users/{id}", id = 7);
}
