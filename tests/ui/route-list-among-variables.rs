#[derive(uri::Route)]
#[route("/map/{x,y}")]
struct Point {
    x: Vec<String>,
    y: String,
}

fn main() {}
