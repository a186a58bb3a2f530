#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    #[route(rename = "idd")]
    id: u32,
}

fn main() {}
