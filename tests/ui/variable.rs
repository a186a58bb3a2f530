fn main() {
    let text = "https://example.com/";
    let _ = uri::uri!(text);
}
