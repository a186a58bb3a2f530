fn main() {
    let _ = uri::uri!("http://[::1]x/");
}
