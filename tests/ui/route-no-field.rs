#[derive(uri::Route)]
#[route("/users/{id}/repos")]
struct Repos {
    user_id: u64,
}

fn main() {}
