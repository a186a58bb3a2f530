#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

#[derive(uri::Route)]
enum Api {
    #[route("/v{version}")]
    V1(User),
}

fn main() {}
