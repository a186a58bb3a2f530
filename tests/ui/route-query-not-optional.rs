#[derive(uri::Route)]
#[route("/search{?q,page}")]
struct Search {
    q: Option<String>,
    page: u32,
}

fn main() {}
