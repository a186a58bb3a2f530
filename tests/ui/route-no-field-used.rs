use uri::Route;

#[derive(Route)]
#[route("/users/{idd}")]
struct User {
    id: u64,
}

async fn handler(uri::axum::Typed(user): uri::axum::Typed<User>) -> String {
    user.to_uri().to_string()
}

fn main() {
    let user = User::from_uri("/users/7").unwrap();
    let _link = user.to_uri();
    let _text = user.to_string();
    let _parsed: Result<User, _> = "/users/7".parse::<User>();
    let _linked = uri::link!(User, "/users/7");
    let _ = handler;
}
