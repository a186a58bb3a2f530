//! `uri!` with arguments against the other ways to build a URI from run-time
//! values, in the same run: `format!` then `UriBuf::parse` (which checks the text
//! but encodes nothing: the values here need no encoding, as that code assumes),
//! `url::Url` with `path_segments_mut` and `query_pairs_mut` from a parsed base,
//! and the run-time `UriTemplate::expand` of a pre-parsed template (which parses
//! its result). Run with `cargo bench -p uri-benches --bench macro_args`.
//!
//! All four build the same URI, an API call with a path segment and a query
//! (`url` writes the query in form encoding, the same text for these values).

mod settings;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use uri::template::{UriTemplate, Value};
use uri::{UriBuf, uri};

const EXPECTED: &str = "https://api.example.com/users/42/repos?page=2&sort=stars";

fn with_macro(id: u64, page: Option<u32>, sort: &str) -> UriBuf {
    uri!(
        "https://api.example.com/users/{id}/repos{?page,sort}",
        id,
        page,
        sort
    )
}

fn with_format(id: u64, page: Option<u32>, sort: &str) -> UriBuf {
    let text = match page {
        Some(page) => format!("https://api.example.com/users/{id}/repos?page={page}&sort={sort}"),
        None => format!("https://api.example.com/users/{id}/repos?sort={sort}"),
    };
    UriBuf::try_from(text).unwrap()
}

fn with_url(base: &url::Url, id: u64, page: Option<u32>, sort: &str) -> url::Url {
    let mut url = base.clone();
    url.path_segments_mut()
        .unwrap()
        .push("users")
        .push(&id.to_string())
        .push("repos");
    {
        let mut query = url.query_pairs_mut();
        if let Some(page) = page {
            query.append_pair("page", &page.to_string());
        }
        query.append_pair("sort", sort);
    }
    url
}

fn with_template(
    template: UriTemplate<'_>,
    id: u64,
    page: Option<u32>,
    sort: &str,
) -> uri::UriRefBuf {
    let variables: [(&str, &dyn Value); 3] = [("id", &id), ("page", &page), ("sort", &sort)];
    template.expand(&variables).unwrap()
}

fn building(c: &mut Criterion) {
    let base = url::Url::parse("https://api.example.com").unwrap();
    let template =
        UriTemplate::parse("https://api.example.com/users/{id}/repos{?page,sort}").unwrap();
    let (id, page, sort) = (42, Some(2), "stars");
    assert_eq!(with_macro(id, page, sort), EXPECTED);
    assert_eq!(with_format(id, page, sort), EXPECTED);
    assert_eq!(with_url(&base, id, page, sort).as_str(), EXPECTED);
    assert_eq!(with_template(template, id, page, sort), EXPECTED);

    let mut group = c.benchmark_group("macro-args/rest");
    group.bench_function("uri!", |b| {
        b.iter(|| with_macro(black_box(id), black_box(page), black_box(sort)));
    });
    group.bench_function("format!+parse", |b| {
        b.iter(|| with_format(black_box(id), black_box(page), black_box(sort)));
    });
    group.bench_function("url", |b| {
        b.iter(|| {
            with_url(
                black_box(&base),
                black_box(id),
                black_box(page),
                black_box(sort),
            )
        });
    });
    group.bench_function("UriTemplate::expand", |b| {
        b.iter(|| {
            with_template(
                black_box(template),
                black_box(id),
                black_box(page),
                black_box(sort),
            )
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = building
}
criterion_main!(benches);
