use uri::template::{Captures, Route, RouteError};

/// A route written by hand: generic code reads it, but an enum cannot nest
/// it, as it has no link the derive could write.
struct Health;

impl Route for Health {
    fn templates() -> Vec<String> {
        vec!["/health".to_string()]
    }

    fn from_captures(_: usize, _: &Captures<'_, '_>) -> Result<Self, RouteError> {
        Ok(Health)
    }
}

#[derive(uri::Route)]
#[route("https://{host}/status")]
struct Status {
    host: String,
}

/// A relative path: under a prefix its link would lose the `/` between.
#[derive(uri::Route)]
#[route("items/{id}")]
struct Relative {
    id: u32,
}

#[derive(uri::Route)]
enum Api {
    #[route("/items")]
    Item(u32),
    #[route("/v1")]
    Hand(Health),
    #[route("/v2")]
    Absolute(Status),
    #[route("/v3")]
    Relative(Relative),
}

fn main() {}
