fn main() {
    let _ = uri::uri!(concat!("https://", "example.com/"));
}
