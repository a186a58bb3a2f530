fn main() {
    let _ = uri::uri!("https://example.com/[{id}]", id = 7);
}
