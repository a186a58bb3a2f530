fn main() {
    let _ = uri::uri!("https://api.example.com/users/{id}", id = 7, sort = "stars");
}
