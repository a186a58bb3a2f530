#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    #[route(skip)]
    id: u32,
}

fn main() {}
