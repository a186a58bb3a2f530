fn main() {
    let login = "octocat";
    let _repos: uri::UriBuf = uri::uri!("https://api.example.com/users/{login}/repos");
}
