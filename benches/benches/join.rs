//! A crawler's work: the links of one page, each resolved against the page as a
//! browser resolves it. `uri`'s `join_lenient` (WHATWG reading, strict RFC 3986
//! result and a repair report) against `url::Url::join` (the same standard),
//! over a few hundred hrefs of the shapes pages hold: relative paths, `../`,
//! root-relative paths, queries, fragments, protocol-relative and absolute
//! links, and the messy ones (spaces, backslashes, padding, `#` twice).
//!
//! Both get the base already parsed and produce one owned result per href. The
//! goal is `join_lenient` within 1.5x of `url::Url::join`.
//!
//! Run with `cargo bench -p uri-benches --bench join`; see `benches/README.md`.

mod settings;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const PAGE: &str = "https://www.example.com/blog/2024/05/a-post-title.html?ref=home";

/// The hrefs of a page: the relative and absolute `http(s)` references of the
/// realistic corpus, and messy variants of some of them; only those both
/// contenders accept.
fn hrefs() -> Vec<String> {
    let mut hrefs: Vec<String> = uri_tests::corpus::realistic_corpus(3000)
        .into_iter()
        .filter(|text| {
            let reference = uri::UriRef::parse(text).unwrap();
            reference.is_relative_ref() || matches!(reference.scheme(), Some("http" | "https"))
        })
        .take(300)
        .collect();
    let messy: Vec<String> = hrefs
        .iter()
        .take(100)
        .enumerate()
        .map(|(i, href)| match i % 5 {
            0 => format!(" {href} "),
            1 => href.replace('/', "\\"),
            2 => format!("{href}#top#2"),
            3 => href.replacen('a', "a b", 1),
            _ => format!("{href}\n"),
        })
        .collect();
    hrefs.extend(messy);
    let base = uri::Uri::parse(PAGE).unwrap();
    let url_base = url::Url::parse(PAGE).unwrap();
    hrefs.retain(|href| base.join_lenient(href).is_ok() && url_base.join(href).is_ok());
    hrefs
}

fn join(c: &mut Criterion) {
    let hrefs = hrefs();
    assert!(hrefs.len() >= 300, "only {} hrefs", hrefs.len());
    let mut group = c.benchmark_group("join/crawler");
    group.throughput(Throughput::Elements(hrefs.len() as u64));
    let base = uri::Uri::parse(PAGE).unwrap();
    group.bench_function("uri::Uri::join_lenient", |b| {
        b.iter(|| {
            hrefs
                .iter()
                .map(|href| {
                    let joined = base.join_lenient(black_box(href)).unwrap();
                    black_box(joined).value().as_str().len()
                })
                .sum::<usize>()
        });
    });
    let url_base = url::Url::parse(PAGE).unwrap();
    group.bench_function("url::Url::join", |b| {
        b.iter(|| {
            hrefs
                .iter()
                .map(|href| {
                    black_box(url_base.join(black_box(href)).unwrap())
                        .as_str()
                        .len()
                })
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = join
}
criterion_main!(benches);
