fn main() {
    let _ = uri::uri_ref!("1a:b/c");
}
