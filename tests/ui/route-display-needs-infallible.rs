#[derive(uri::Route)]
#[route("/users/{login}")]
struct User {
    login: String,
}

fn main() {
    // `login` may be `..`: `to_uri` is a `Result`, and there is no `Display`.
    let _ = User { login: "a".into() }.to_string();
}
