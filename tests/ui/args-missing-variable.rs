fn main() {
    let user = "octocat";
    let page = 2;
    let _ = uri::uri!("https://api.example.com/users/{user}/repos{?pag}", user, page);
}
