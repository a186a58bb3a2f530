fn main() {
    let _ = uri::uri!("http://[fe80::1%25eth0]/");
}
