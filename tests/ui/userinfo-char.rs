fn main() {
    let _ = uri::uri!("http://us er@example.com/");
}
