fn main() {
    let _ = uri::uri!("http://a@b@example.com/");
}
