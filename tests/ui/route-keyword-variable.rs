#[derive(uri::Route)]
#[route("/items/{type}")]
struct Item {
    kind: String,
}

#[derive(uri::Route)]
#[route("/crates/{crate}")]
struct Crate {
    name: String,
}

fn main() {}
