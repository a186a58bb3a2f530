fn main() {
    let _ = uri::uri!("1http://example.com/");
}
