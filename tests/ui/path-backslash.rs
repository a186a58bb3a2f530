fn main() {
    let _ = uri::uri!("file:///C:\\Users\\me");
}
