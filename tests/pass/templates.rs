//! `uri_template!` in the places users put it, read in `const` code.

use uri::template::{Modifier, Operator};
use uri::{UriTemplate, uri_template};

const USERS: UriTemplate<'static> =
    uri_template!("https://api.example.com/users/{id}/repos{?page,per_page}");
static FILES: UriTemplate<'static> = uri_template!(r"/files{/path*}{?v:3}");

const QUERY: Operator = match USERS.expression(1) {
    Some(expression) => expression.operator(),
    None => Operator::Simple,
};
const PREFIX: Modifier = match FILES.expression(1) {
    Some(expression) => match expression.var(0) {
        Some(spec) => spec.modifier(),
        None => Modifier::None,
    },
    None => Modifier::None,
};

macro_rules! forwarded {
    ($text:literal) => {
        uri_template!($text)
    };
}

fn main() {
    assert_eq!(QUERY, Operator::Query);
    assert_eq!(PREFIX, Modifier::Prefix(3));
    assert_eq!(USERS.level(), 3);
    let local = uri_template!("{+base}/caf\u{e9}/{x}",);
    assert_eq!(local.expression_count(), 2);
    assert_eq!(forwarded!("/{a}").as_str(), "/{a}");
}
