fn main() {
    let _ = uri::uri_ref!("../a b");
}
