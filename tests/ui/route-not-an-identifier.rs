#[derive(uri::Route)]
#[route("/users/{user.id}")]
struct User {
    id: u64,
}

fn main() {}
