#[derive(uri::Route)]
#[route("/tags/{tags:3}")]
struct Tags {
    tags: Vec<String>,
}

fn main() {}
