//! `examples/client.rs` against `examples/service`, served on `127.0.0.1:0`:
//! values built into requests by the service's own route types reach its
//! handler unchanged, in every place a request holds them.

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../../uri/examples/client.rs"]
mod client;

use axum::http::StatusCode;
use client::service::{Echo, app};
use uri::UriBuf;
use uri::template::ExpandError;

/// Values that each need care somewhere: a `/`, a `%` (alone, before hex
/// digits, before non-hex), non-ASCII, empty, a space, the query's
/// delimiters, brackets, control characters (in the query only), a
/// backslash, an emoji, the path's sub-delimiters, an escaped dot segment.
const VALUES: [&str; 19] = [
    "a/b", "100%", "%zz", "日本", "", " ", "+", "&", "=", "#", "?", "[x]", "\t", "\n", "\\", "👍",
    ";", ",", "%2e%2e",
];

async fn serve() -> UriBuf {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let app = app().unwrap();
    tokio::spawn(async move { axum::serve(listener, app.into_make_service()).await });
    UriBuf::parse(&format!("http://{address}/")).unwrap()
}

fn echo(segment: &str, item: &str, value: &str) -> Echo {
    Echo {
        segment: segment.to_owned(),
        items: vec![item.to_owned(), item.to_owned()],
        value: Some(value.to_owned()),
        values: vec![value.to_owned(), String::new(), value.to_owned()],
    }
}

/// Whether a value is a control character, which no path value holds: the
/// client refuses it there, as the route would refuse the request (issue
/// 63), and sends it in the query, where a form's `textarea` sends CR LF.
fn is_control(value: &str) -> bool {
    value.chars().any(char::is_control)
}

#[tokio::test]
async fn every_value_reaches_the_handler_unchanged_in_every_place() {
    let base = serve().await;
    let client = client::client();
    for value in VALUES {
        let in_path = if is_control(value) { "a" } else { value };
        let sent = echo(in_path, in_path, value);
        let (status, body) = client::echo(&client, &base, &sent).await.unwrap();
        let url = sent.to_url(&base).unwrap();
        assert_eq!(status, StatusCode::OK, "{value:?} as {url}: {body}");
        assert_eq!(body, format!("{sent:?}"), "{value:?} as {url}");
    }
}

#[test]
fn control_characters_in_a_path_are_refused_before_anything_is_sent() {
    let base = UriBuf::parse("http://127.0.0.1:1/").unwrap();
    for value in VALUES.into_iter().filter(|value| is_control(value)) {
        for (sent, variable) in [
            (echo(value, "a", "a"), "segment"),
            (echo("a", value, "a"), "items"),
        ] {
            let refused = sent.to_url(&base);
            assert!(
                matches!(&refused, Err(ExpandError::ControlCharacter { name, .. }) if name.as_str() == variable),
                "{value:?}: {refused:?}"
            );
        }
    }
}

#[tokio::test]
async fn dot_segments_are_refused_before_anything_is_sent() {
    let base = serve().await;
    for dots in [".", ".."] {
        let in_segment = echo(dots, "a", "a").to_url(&base);
        assert!(
            matches!(&in_segment, Err(ExpandError::DotSegment { name, .. }) if name.as_str() == "segment"),
            "{in_segment:?}"
        );
        let in_list = echo("a", dots, "a").to_url(&base);
        assert!(
            matches!(&in_list, Err(ExpandError::DotSegment { name, .. }) if name.as_str() == "items"),
            "{in_list:?}"
        );
        // In the query, dots are data.
        let client = client::client();
        let sent = echo("a", "a", dots);
        let (status, body) = client::echo(&client, &base, &sent).await.unwrap();
        assert_eq!((status, body), (StatusCode::OK, format!("{sent:?}")));
    }
}
