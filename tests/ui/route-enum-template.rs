#[derive(uri::Route)]
#[route("/api")]
enum Api {
    #[route("/users/{id}")]
    User { id: u32 },
}

fn main() {}
