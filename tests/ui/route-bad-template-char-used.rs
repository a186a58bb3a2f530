use uri::Route;

#[derive(Route)]
#[route("/users/{id}^")]
struct User {
    id: u64,
}

fn main() {
    let user = User::from_uri("/users/7").unwrap();
    let _link = user.to_uri();
    let _text = user.to_string();
    let id = 7;
    let _linked = uri::link!(User, "/users/{id}");
}
