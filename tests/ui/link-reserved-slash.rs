use uri::{Route, link};

#[derive(Route)]
#[route("/files/{name}")]
struct File {
    name: String,
}

fn main() {
    let name = "a/b";
    let _ = link!(File, "/files/{+name}");
}
