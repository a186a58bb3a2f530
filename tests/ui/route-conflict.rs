#[derive(uri::Route)]
enum Api {
    #[route("/users/{id}")]
    User { id: u64 },
    #[route("/users/{name}")]
    Named { name: String },
}

fn main() {}
