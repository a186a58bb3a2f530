fn main() {
    let _ = uri::uri!("http://h/\
    x");
}
