struct Opaque;

#[derive(uri::Route)]
#[route("/items/{item}")]
struct Item {
    item: Opaque,
}

fn main() {}
