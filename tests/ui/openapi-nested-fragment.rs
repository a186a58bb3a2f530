use uri::Route;
use uri::utoipa::OpenApiRoute;

#[derive(Route)]
#[route("/docs/{page}{#section}")]
struct Docs {
    page: String,
    section: Option<String>,
}

#[derive(Route)]
enum Api {
    #[route("/health")]
    Health,
    #[route("/v1")]
    V1(Docs),
}

fn describe<R: OpenApiRoute>() -> usize {
    R::openapi_paths().len()
}

fn main() {
    // The nested type's form, where the enum's description is asked for.
    let _ = describe::<Api>();
}
