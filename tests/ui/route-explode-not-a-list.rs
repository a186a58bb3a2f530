#[derive(uri::Route)]
#[route("/files{/path*}")]
struct File {
    path: String,
}

fn main() {}
