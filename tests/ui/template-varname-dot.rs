fn main() {
    let _ = uri::uri_template!("/{user..name}");
}
