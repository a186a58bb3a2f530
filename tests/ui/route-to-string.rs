use uri::Route;

#[derive(Route)]
#[route("/users/{login}")]
struct User {
    login: String,
}

fn main() {
    let _ = User { login: "a".into() }.to_string();
}
