fn main() {
    let _ = uri::uri!(br"https://example.com/");
}
