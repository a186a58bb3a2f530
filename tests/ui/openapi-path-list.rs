use uri::Route;

#[derive(Route)]
#[route("/files/{owner}{/path*}")]
struct File {
    owner: String,
    path: Vec<String>,
}

fn main() {
    // A route like any other, until its OpenAPI description is asked for.
    let _ = File::from_uri("/files/ada/a/b");
    let _ = File::openapi_paths();
}
