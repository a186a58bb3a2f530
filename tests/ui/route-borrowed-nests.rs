use std::borrow::Cow;

#[derive(uri::Route)]
#[route("/items/{id}")]
struct Item {
    id: u32,
}

#[derive(uri::Route)]
enum Api<'a> {
    #[route("/users/{name}")]
    User { name: Cow<'a, str> },
    #[route("/v1")]
    Items(Item),
}

fn main() {}
