fn main() {
    let _ = uri::uri!('a');
}
