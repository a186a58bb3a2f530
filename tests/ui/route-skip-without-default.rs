struct NoDefault;

#[derive(uri::Route)]
#[route("/users/{id}")]
struct User {
    id: u32,
    #[route(skip)]
    cache: NoDefault,
}

fn main() {}
