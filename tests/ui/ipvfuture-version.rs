fn main() {
    let _ = uri::uri!("http://[v.addr]/");
}
