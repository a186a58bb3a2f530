#[derive(uri::Route)]
#[route("/users/{id")]
struct User {
    id: u64,
}

fn main() {}
