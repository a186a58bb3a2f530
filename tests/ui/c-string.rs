fn main() {
    let _ = uri::uri!(c"https://example.com/");
}
