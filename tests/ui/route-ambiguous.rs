#[derive(uri::Route)]
#[route("/{a}{b}")]
struct Pair {
    a: String,
    b: String,
}

fn main() {}
