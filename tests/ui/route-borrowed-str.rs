#[derive(uri::Route)]
#[route("/users/{name}")]
struct User<'a> {
    name: &'a str,
}

fn main() {}
