#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    id: u32,
    #[route(rename = "a b")]
    other: Option<String>,
}

fn main() {}
