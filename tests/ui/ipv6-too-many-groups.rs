fn main() {
    let _ = uri::uri!("http://[1:2:3:4:5:6:7:8:9]/");
}
