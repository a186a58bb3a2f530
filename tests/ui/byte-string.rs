fn main() {
    let _ = uri::uri!(b"https://example.com/");
}
