#[derive(uri::Route)]
#[route("/items/{id}")]
struct Item<T> {
    id: T,
}

fn main() {}
