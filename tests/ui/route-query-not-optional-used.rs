use uri::Route;

#[derive(Route)]
#[route("/search{?page}")]
struct Search {
    page: u32,
}

fn main() {
    let search: Search = "/search?page=2".parse().unwrap();
    let _link: uri::UriRefBuf = search.to_uri();
    let _text = search.to_string();
}
