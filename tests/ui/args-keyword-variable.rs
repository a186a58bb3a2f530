fn main() {
    let _ = uri::uri!("https://example.com/search{?type}");
}
