fn main() {
    let _ = uri::uri_ref!("/users/{id}", id = 7, id = 8);
}
