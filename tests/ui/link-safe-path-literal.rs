use uri::Route;
use uri::path::SafePath;

#[derive(Route)]
#[route("/icons/{name}")]
struct Icon {
    name: SafePath,
}

fn main() {
    let _ = uri::link!(Icon, "/icons/C:");
}
