fn main() {
    let _ = uri::uri!("http://[::ffff:192.0.2.256]/");
}
