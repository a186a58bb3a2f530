#[derive(uri::Route)]
#[route("/items/{id}")]
struct Item {
    #[route(default)]
    id: u64,
}

fn main() {}
