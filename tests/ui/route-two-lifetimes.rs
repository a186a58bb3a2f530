use std::borrow::Cow;

#[derive(uri::Route)]
#[route("/users/{name}/{repo}")]
struct Repo<'a, 'b> {
    name: Cow<'a, str>,
    repo: Cow<'b, str>,
}

fn main() {}
