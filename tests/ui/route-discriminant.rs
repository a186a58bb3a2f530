#[derive(uri::Route)]
enum Page {
    #[route("/")]
    Home = 1,
}

fn main() {}
