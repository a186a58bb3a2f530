fn main() {
    let _ = uri::uri!(80);
}
