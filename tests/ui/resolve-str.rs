fn main() {
    let base = uri::Uri::parse("https://example.com/docs/").unwrap();
    let _ = base.resolve("../about.html");
}
