#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

#[derive(uri::Route)]
enum Root {
    #[route("/")]
    Users(User),
}

#[derive(uri::Route)]
enum Versioned {
    #[route("/v1/")]
    V1(User),
}

fn main() {}
