#[derive(uri::Route)]
enum Links {
    #[route("https://example.com/{page}")]
    Site { page: String },
    #[route("/local/{page}")]
    Local { page: String },
}

fn main() {}
