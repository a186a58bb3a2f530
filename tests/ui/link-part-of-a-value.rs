use uri::{Route, link};

#[derive(Route)]
#[route("/files/{name}")]
struct File {
    name: String,
}

fn main() {
    let stem = "report";
    let _ = link!(File, "/files/{stem}.pdf");
}
