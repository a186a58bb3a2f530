fn main() {
    let _ = uri::uri_template!("/{list*x}");
}
