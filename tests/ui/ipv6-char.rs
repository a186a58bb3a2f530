fn main() {
    let _ = uri::uri!("http://[::g]/");
}
