//! A client of `examples/service`: requests built from the service's own
//! route types, as whole URLs under the service's base URL (`to_url`), sent
//! with a real HTTP client (hyper's), and the links in its answers followed.
//!
//! ```text
//! cargo run -p strict-uri --example client --features axum
//! cargo run -p strict-uri --example client --features axum -- http://127.0.0.1:PORT/
//! ```
//!
//! Without a base URL it starts the service in this process first. A value
//! the service's route would not read back (`..` alone in a path segment)
//! is refused here, before anything is sent, with the variable named.

#[allow(dead_code, reason = "the service's `main` is not called here")]
#[path = "service/main.rs"]
pub(crate) mod service;

use std::error::Error;

use axum::body::Bytes;
use axum::http::{Request, StatusCode};
use http_body_util::{BodyExt as _, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use service::{Echo, Issues};
use uri::{UriBuf, link};

/// The HTTP client: hyper's, over plain TCP.
pub(crate) type HttpClient = Client<HttpConnector, Empty<Bytes>>;

/// A new client.
pub(crate) fn client() -> HttpClient {
    Client::builder(TokioExecutor::new()).build_http()
}

/// A GET of `url`: the answer's status and body.
pub(crate) async fn get(
    client: &HttpClient,
    url: &UriBuf,
) -> Result<(StatusCode, String), Box<dyn Error + Send + Sync>> {
    let request = Request::get(url.as_str()).body(Empty::new())?;
    let response = client.request(request).await?;
    let status = response.status();
    let body = response.into_body().collect().await?.to_bytes();
    Ok((status, String::from_utf8(body.to_vec())?))
}

/// `echo` sent to the service at `base`: the service's answer, the values
/// as its handler read them.
pub(crate) async fn echo(
    client: &HttpClient,
    base: &UriBuf,
    echo: &Echo,
) -> Result<(StatusCode, String), Box<dyn Error + Send + Sync>> {
    let url = echo.to_url(base)?;
    get(client, &url).await
}

/// The service's own address, where it was started in this process.
async fn start_service() -> Result<UriBuf, Box<dyn Error + Send + Sync>> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    let app = service::app()?;
    tokio::spawn(async move { axum::serve(listener, app.into_make_service()).await });
    Ok(UriBuf::parse(&format!("http://{address}/"))?)
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn Error + Send + Sync>> {
    let base = match std::env::args().nth(1) {
        Some(base) => UriBuf::parse(&base).map_err(|error| error.report(&base).to_string())?,
        None => start_service().await?,
    };
    let client = client();

    // A link written as text, checked against the service's routes.
    let open = link!(Issues, "/repos/rust-lang/rust/issues?state=open");
    let url = base.resolve(open)?;
    let (status, body) = get(&client, &url).await?;
    println!("GET {url}: {status}\n{body}");

    // A route value, its values encoded for their places.
    let values = Echo {
        segment: "a/b c".into(),
        items: vec!["100%".into(), "日本".into()],
        value: Some("x&y=z#".into()),
        values: vec!["+".into(), String::new()],
    };
    let (status, body) = echo(&client, &base, &values).await?;
    println!("GET {}: {status}\n{body}\n", values.to_url(&base)?);
    if body != format!("{values:?}") {
        return Err("the service read other values than were sent".into());
    }

    // A value the route would not read back is refused before it is sent.
    let climbing = Echo {
        segment: "..".into(),
        ..values
    };
    match climbing.to_url(&base) {
        Ok(url) => return Err(format!("{url} was not refused").into()),
        Err(error) => println!("not sent: {error}"),
    }
    Ok(())
}
