fn main() {
    let _ = uri::uri!("https://bücher.example/");
}
