fn main() {
    let base = "https://api.example.com/v1/";
    let _ = uri::uri!("{+base}users/{id}", base, id = 7);
}
