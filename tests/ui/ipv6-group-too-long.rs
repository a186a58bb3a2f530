fn main() {
    let _ = uri::uri!("http://[12345::1]/");
}
