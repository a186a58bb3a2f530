fn main() {
    let _ = uri::uri!(r#"https://example.com/"quoted""#);
}
