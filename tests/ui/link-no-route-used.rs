use uri::{Route, link};

#[derive(Route)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

fn main() {
    let link = link!(User, "/user/7");
    println!("{}", link.as_str());
}
