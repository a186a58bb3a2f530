fn main() {
    let _ = uri::uri_template!("https://api.example.com/users/{id");
}
