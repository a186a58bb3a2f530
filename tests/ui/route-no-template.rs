#[derive(uri::Route)]
struct User {
    id: u64,
}

fn main() {}
