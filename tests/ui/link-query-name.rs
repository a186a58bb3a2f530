use uri::{Route, link};

#[derive(Route)]
#[route("/issues{?state,page}")]
struct Issues {
    state: Option<String>,
    page: Option<u32>,
}

fn main() {
    let _ = link!(Issues, "/issues{?state,pages}", state = "open", pages = 2);
}
