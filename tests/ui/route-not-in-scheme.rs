#[derive(uri::Route)]
#[route("{scheme}://example.com/")]
struct Site {
    scheme: String,
}

fn main() {}
