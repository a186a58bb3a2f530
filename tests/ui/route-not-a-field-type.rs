struct Opaque;

#[derive(uri::Route)]
#[route("/items/{item}{?tag,more*}")]
struct Item {
    item: Opaque,
    tag: Option<Opaque>,
    more: Vec<Opaque>,
}

fn main() {}
