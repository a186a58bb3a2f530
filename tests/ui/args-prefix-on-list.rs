fn main() {
    let tags = vec!["rust", "uri"];
    let _ = uri::uri!("https://example.com/posts/{tags:3}", tags);
}
