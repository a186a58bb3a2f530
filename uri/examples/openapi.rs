//! A service that serves its OpenAPI document at `/openapi.json`, built from
//! the route types it reads requests with: each path and parameter is
//! written once, in `#[route("…")]`, and the document cannot drift from it.
//!
//! ```text
//! cargo run -p strict-uri --example openapi --features axum,utoipa
//! curl http://127.0.0.1:PORT/openapi.json
//! cargo run -p strict-uri --example openapi --features axum,utoipa -- --once
//! ```
//!
//! With `--once` it asks itself for the document, prints it and exits.
//! Every other route answers with what it read (`tests/tests/openapi.rs`
//! fills in each described path as an OpenAPI client would, and checks the
//! service reads the same values back).

#[allow(dead_code, reason = "only `ask` is used here")]
#[path = "service/serve.rs"]
pub(crate) mod serve;

use std::fmt;
use std::str::FromStr;

use axum::Router;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use uri::Route;
use uri::axum::{RouterExt, Typed};
use utoipa::openapi::path::{HttpMethod, OperationBuilder};
use utoipa::openapi::{InfoBuilder, OpenApi, OpenApiBuilder, ResponseBuilder};

/// The API: each variant one route, `V1` a route type nested under `/v1`.
#[derive(Route, Debug, PartialEq)]
pub(crate) enum Api {
    /// This document.
    #[route("/openapi.json")]
    Document,
    /// A user, in a format: `/users/ada.json` (`{.format}`, a label).
    #[route("/users/{login}{.format}")]
    User {
        login: String,
        format: Option<Format>,
    },
    /// A place: `/map;lat=52.5;long=13.4?zoom=9` (`{;…}`, matrix parameters).
    #[route("/map{;lat,long}{?zoom}")]
    Map {
        lat: f64,
        long: f64,
        zoom: Option<u8>,
    },
    /// The repositories' routes, under `/v1`.
    #[route("/v1")]
    V1(Repos),
}

/// Routes of repositories, nested in `Api` under `/v1`.
#[derive(Route, Debug, PartialEq)]
pub(crate) enum Repos {
    /// A repository's issues, a page at a time.
    #[route("/repos/{owner}/{repo}/issues{?state,page,labels*}")]
    Issues {
        owner: String,
        repo: String,
        state: Option<State>,
        page: Option<u32>,
        labels: Vec<String>,
    },
    /// One issue.
    #[route("/repos/{owner}/{repo}/issues/{number}")]
    Issue {
        owner: String,
        repo: String,
        number: u64,
    },
}

/// An issue's state: a field type with an OpenAPI schema of its own (an
/// enumeration), which the description uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum State {
    Open,
    Closed,
}

impl State {
    pub(crate) const ALL: [State; 2] = [State::Open, State::Closed];

    fn as_str(self) -> &'static str {
        match self {
            State::Open => "open",
            State::Closed => "closed",
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for State {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        State::ALL
            .into_iter()
            .find(|state| state.as_str() == text)
            .ok_or_else(|| format!("unknown state {text:?}"))
    }
}

impl utoipa::PartialSchema for State {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::String)
            .enum_values(Some(State::ALL.map(State::as_str)))
            .into()
    }
}

impl utoipa::ToSchema for State {}

/// A format: a field type without a schema, described as a string.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Format(pub(crate) String);

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for Format {
    type Err = &'static str;

    fn from_str(text: &str) -> Result<Self, &'static str> {
        Ok(Format(text.to_owned()))
    }
}

/// The document: every route of `Api`, each a `GET`.
pub(crate) fn document() -> OpenApi {
    let operation = OperationBuilder::new()
        .response(
            "200",
            ResponseBuilder::new().description("what the route read"),
        )
        .response(
            "400",
            ResponseBuilder::new().description("a malformed value"),
        )
        .response("404", ResponseBuilder::new().description("no route"))
        .build();
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("uri example")
                .version("0.1.0")
                .build(),
        )
        .paths(Api::paths(HttpMethod::Get, &operation))
        .build()
}

/// The document as JSON, or what the route read.
async fn api(Typed(api): Typed<Api>) -> Response {
    match api {
        Api::Document => match serde_json::to_string_pretty(&document()) {
            Ok(json) => ([(CONTENT_TYPE, "application/json")], json).into_response(),
            Err(error) => error.to_string().into_response(),
        },
        other => format!("{other:?}").into_response(),
    }
}

/// The service: `Api`'s paths, registered by the type.
pub(crate) fn app() -> Result<Router, uri::axum::RegisterError> {
    Router::new().route_typed::<Api>(get(api))
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let port: u16 = match std::env::var("PORT") {
        Ok(port) => port
            .parse()
            .map_err(|error| format!("PORT={port:?} is not a port number: {error}"))?,
        Err(_) => 0,
    };
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    let address = listener.local_addr()?;
    println!("serving on http://{address}");
    let server = axum::serve(listener, app()?);
    if std::env::args().any(|argument| argument == "--once") {
        tokio::spawn(async move { server.await });
        let answer = serve::ask(address, "/openapi.json").await?;
        let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
        if !head.starts_with("HTTP/1.1 200") {
            return Err(format!("the service did not answer 200: {head}").into());
        }
        println!("{body}");
        return Ok(());
    }
    server.await?;
    Ok(())
}
