fn main() {
    let _ = uri::link!("/users/7");
}
