fn main() {
    let _ = uri::uri!("https://example.com/a\tb");
}
