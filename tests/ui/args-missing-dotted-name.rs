fn main() {
    let _ = uri::uri_ref!("/users/{user.id}", id = 7);
}
