#[derive(uri::Route)]
#[route("/users/{login:3}")]
struct User {
    login: String,
}

fn main() {
    let _ = User::into_params(|| None);
}
