fn main() {
    let _ = uri::uri!("ht_tp://example.com/");
}
