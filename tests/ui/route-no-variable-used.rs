use uri::Route;

#[derive(Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
    name: String,
}

fn main() {
    let user = User::from_uri("/users/7").unwrap();
    let _link: Result<uri::UriRefBuf, uri::template::ExpandError> = user.to_uri();
    let _text = user.to_string();
    let _parsed: User = "/users/7".parse().unwrap();
    let _url = user.to_url(uri::uri!("https://example.com/"));
}
