fn main() {
    let _ = uri::uri!("/index.html");
}
