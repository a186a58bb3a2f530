use uri::{Route, link};

#[derive(Route)]
#[route("/repos/{owner}/{repo}/issues")]
struct Issues {
    owner: String,
    repo: String,
}

fn main() {
    let _ = link!(Issues, "/repos/rust-lang/rust/pulls");
}
