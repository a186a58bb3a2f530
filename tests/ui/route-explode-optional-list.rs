#[derive(uri::Route)]
#[route("/docs{/path*}")]
struct Docs {
    path: Option<Vec<String>>,
}

fn main() {}
