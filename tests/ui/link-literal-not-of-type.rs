use uri::{Route, link};

#[derive(Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

fn main() {
    let _ = link!(User, "/users/seven");
}
