use uri::{Route, link};

#[derive(Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

fn main() {
    let id = "7";
    let _ = link!(User, "/users/{id}");
}
