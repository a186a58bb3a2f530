//! `examples/service` with route types and `link!`, against the same
//! service written with axum's own extractors and links encoded by hand
//! (`service_lines/plain.rs`): both answer the same requests alike, and the
//! one with route types takes fewer lines.

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../../uri/examples/client.rs"]
mod client;

#[path = "service_lines/plain.rs"]
mod plain;

use client::service as typed;

use axum::http::StatusCode;
use uri::UriBuf;

/// Serves `app` on a free port: its base URL.
async fn serve<S>(app: S) -> UriBuf
where
    S: tower_service::Service<
            axum::extract::Request,
            Response = axum::response::Response,
            Error = std::convert::Infallible,
        > + Clone
        + Send
        + 'static,
    S::Future: Send,
{
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let app = axum::ServiceExt::<axum::extract::Request>::into_make_service(app);
    tokio::spawn(async move { axum::serve(listener, app).await });
    UriBuf::parse(&format!("http://{address}/")).unwrap()
}

/// Requests both services read: every route, a link of each answer.
const REQUESTS: [&str; 9] = [
    "/",
    "/repos/rust-lang/rust/issues?state=open",
    "/repos/rust-lang/rust/issues?page=2",
    "/repos/rust-lang/rust/issues?state=closed&page=3&utm_source=x",
    "/repos/rust-lang/rust/issues/100",
    "/repos/rust-lang/rust/files/README.md",
    "/repos/a%20b/c/files/docs/guide.md",
    "/echo/a%2Fb/items/x/y%20z?value=1%2B1&values=a&values=b",
    "/echo/%E6%97%A5/items/%F0%9F%91%8D?values=",
];

#[tokio::test]
async fn both_services_answer_alike() {
    let typed = serve(typed::app().unwrap()).await;
    let plain = serve(plain::app()).await;
    let client = client::client();
    for target in REQUESTS {
        let typed_answer = client::get(&client, &typed.join(target).unwrap())
            .await
            .unwrap();
        let plain_answer = client::get(&client, &plain.join(target).unwrap())
            .await
            .unwrap();
        assert_eq!(
            typed_answer.0,
            StatusCode::OK,
            "{target}: {}",
            typed_answer.1
        );
        assert_eq!(typed_answer, plain_answer, "{target}");
    }
}

/// The lines of a Rust file that hold code: neither blank nor comments.
fn code_lines(source: &str) -> usize {
    source
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .count()
}

#[test]
fn route_types_take_fewer_lines() {
    let typed = code_lines(include_str!("../../uri/examples/service/main.rs"))
        + code_lines(include_str!("../../uri/examples/service/routes.rs"));
    let plain = code_lines(include_str!("service_lines/plain.rs"));
    println!("code lines: route types {typed}, axum's extractors {plain}");
    assert!(
        typed < plain,
        "route types {typed}, axum's extractors {plain}"
    );
}
