#[derive(uri::Route)]
#[route("/items/{id}")]
struct Item(u64);

fn main() {}
