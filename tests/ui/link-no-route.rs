use uri::{Route, link};

#[derive(Route)]
enum Api {
    #[route("/users/{id}")]
    User { id: u64 },
    #[route("/users/{id}/repos")]
    Repos { id: u64 },
    #[route("/health")]
    Health,
}

fn main() {
    let id = 7;
    let _ = link!(Api, "/user/{id}/repos");
}
