fn main() {
    let _ = uri::uri!("a:b", "c:d");
}
