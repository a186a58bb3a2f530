fn main() {
    let _ = uri::uri!("https://example.com/\u{5E}id");
}
