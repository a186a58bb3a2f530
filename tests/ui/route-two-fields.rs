#[derive(uri::Route)]
#[route("/teams/{id}")]
struct Team {
    id: u32,
    #[route(rename = "id")]
    other: u32,
}

fn main() {}
