fn main() {
    let _ = uri::uri!("http://ex%zample.com/");
}
