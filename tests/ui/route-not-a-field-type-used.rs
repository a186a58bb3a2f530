use uri::Route;

struct Color;

#[derive(Route)]
#[route("/paint/{color}")]
struct Paint {
    color: Color,
}

fn main() {
    let paint = Paint::from_uri("/paint/red").unwrap();
    let _link = paint.to_uri();
    let _parsed: Paint = "/paint/red".parse().unwrap();
}
