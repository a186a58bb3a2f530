struct Profile {
    login: String,
}

fn main() {
    let profile = Profile { login: "octocat".into() };
    let _ = uri::uri!("https://api.example.com/users/{user}", user = profile);
    let _ = profile.login;
}
