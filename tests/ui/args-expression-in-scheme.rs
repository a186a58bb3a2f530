fn main() {
    let _ = uri::uri!("{scheme}://example.com/", scheme = "https");
}
