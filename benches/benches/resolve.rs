//! Reference resolution and normalization of `uri` against its peers, in one run.
//!
//! Every contender gets the same pre-parsed bases and the same reference strings,
//! parses each reference and resolves it, producing an owned result; for
//! normalization, each gets pre-parsed URIs and produces an owned normal form.
//!
//! Run with `cargo bench -p uri-benches --bench resolve`; see `benches/README.md`.

mod settings;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iri_string::types::{UriAbsoluteStr, UriReferenceStr, UriStr};

use uri_tests::rfc3986;

/// (base, reference) pairs: each base of the absolute corpus (without its
/// fragment, as a base must be) with a relative reference of the realistic corpus.
fn realistic_pairs() -> Vec<(String, String)> {
    let bases = uri_tests::corpus::absolute_corpus(1000);
    let references: Vec<String> = uri_tests::corpus::realistic_corpus(4000)
        .into_iter()
        .filter(|text| uri::UriRef::parse(text).is_ok_and(|r| r.is_relative_ref()))
        .collect();
    bases
        .iter()
        .zip(references.iter().cycle())
        .map(|(base, reference)| {
            let base = uri::Uri::parse(base).expect("corpus is valid");
            (
                base.without_fragment().as_str().to_owned(),
                reference.clone(),
            )
        })
        // url::Url and oxiri read some bases (`mailto:` with a query, `urn:`) as
        // cannot-be-a-base; keep the pairs every contender can resolve.
        .filter(|(base, _)| url::Url::parse(base).is_ok_and(|url| !url.cannot_be_a_base()))
        .collect()
}

/// Every contender over `pairs`: (name, function) where the function resolves
/// every pair and returns the total length of the results.
type Run = Box<dyn Fn(&[(String, String)]) -> usize>;

fn contenders() -> Vec<(&'static str, Run)> {
    vec![
        (
            "uri",
            Box::new(|pairs: &[(String, String)]| {
                let bases: Vec<uri::Uri<'_>> = pairs
                    .iter()
                    .map(|(b, _)| uri::Uri::parse(b).unwrap())
                    .collect();
                let mut total = 0;
                for (base, (_, reference)) in bases.iter().zip(pairs) {
                    let reference = uri::UriRef::parse(black_box(reference)).unwrap();
                    total += black_box(base.resolve(reference).unwrap()).as_str().len();
                }
                total
            }),
        ),
        (
            "fluent-uri",
            Box::new(|pairs: &[(String, String)]| {
                let bases: Vec<_> = pairs
                    .iter()
                    .map(|(b, _)| fluent_uri::Uri::parse(b.as_str()).unwrap())
                    .collect();
                let mut total = 0;
                for (base, (_, reference)) in bases.iter().zip(pairs) {
                    let reference =
                        fluent_uri::UriRef::parse(black_box(reference.as_str())).unwrap();
                    total += black_box(reference.resolve_against(base).unwrap())
                        .as_str()
                        .len();
                }
                total
            }),
        ),
        (
            "iri-string",
            Box::new(|pairs: &[(String, String)]| {
                let bases: Vec<_> = pairs
                    .iter()
                    .map(|(b, _)| UriAbsoluteStr::new(b.as_str()).unwrap())
                    .collect();
                let mut total = 0;
                for (base, (_, reference)) in bases.iter().zip(pairs) {
                    let reference = UriReferenceStr::new(black_box(reference.as_str())).unwrap();
                    total += black_box(reference.resolve_against(base).to_string()).len();
                }
                total
            }),
        ),
        (
            "oxiri",
            Box::new(|pairs: &[(String, String)]| {
                let bases: Vec<_> = pairs
                    .iter()
                    .map(|(b, _)| oxiri::Iri::parse(b.as_str()).unwrap())
                    .collect();
                let mut total = 0;
                for (base, (_, reference)) in bases.iter().zip(pairs) {
                    let reference = oxiri::IriRef::parse(black_box(reference.as_str())).unwrap();
                    total += black_box(base.resolve(&reference).unwrap()).as_str().len();
                }
                total
            }),
        ),
        (
            "url::Url::join",
            Box::new(|pairs: &[(String, String)]| {
                let bases: Vec<_> = pairs
                    .iter()
                    .map(|(b, _)| url::Url::parse(b).unwrap())
                    .collect();
                let mut total = 0;
                for (base, (_, reference)) in bases.iter().zip(pairs) {
                    total += black_box(base.join(black_box(reference)).unwrap())
                        .as_str()
                        .len();
                }
                total
            }),
        ),
    ]
}

fn resolve(c: &mut Criterion) {
    let rfc: Vec<(String, String)> = rfc3986::EXAMPLES
        .iter()
        .map(|example| (rfc3986::BASE.to_owned(), example.reference.to_owned()))
        .collect();
    for (name, pairs) in [
        ("resolve/rfc", rfc),
        ("resolve/realistic", realistic_pairs()),
    ] {
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(pairs.len() as u64));
        for (contender, run) in contenders() {
            // url::Url joins differently (WHATWG): `http:g` and friends resolve
            // against the base there, so it is only timed, not compared.
            if contender != "url::Url::join" {
                assert_eq!(
                    run(&pairs),
                    contenders()[0].1(&pairs),
                    "{contender} resolves {name} differently"
                );
            }
            group.bench_function(contender, |b| b.iter(|| run(black_box(&pairs))));
        }
        group.finish();
    }
}

fn normalize(c: &mut Criterion) {
    normalize_group(
        c,
        "normalize/realistic",
        &uri_tests::corpus::absolute_corpus(1000),
    );
    normalize_group(
        c,
        "normalize/needs-work",
        &uri_tests::corpus::normalization_corpus(1000),
    );
}

/// `uri`, `fluent-uri` and `iri-string` normalizing the same pre-parsed URIs.
fn normalize_group(c: &mut Criterion, name: &str, corpus: &[String]) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(corpus.len() as u64));
    let ours: Vec<uri::Uri<'_>> = corpus.iter().map(|t| uri::Uri::parse(t).unwrap()).collect();
    group.bench_function("uri", |b| {
        b.iter(|| {
            ours.iter()
                .map(|u| black_box(u.normalize()).as_str().len())
                .sum::<usize>()
        });
    });
    let fluent: Vec<_> = corpus
        .iter()
        .map(|t| fluent_uri::Uri::parse(t.as_str()).unwrap())
        .collect();
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            fluent
                .iter()
                .map(|u| black_box(u.normalize()).as_str().len())
                .sum::<usize>()
        });
    });
    let iri: Vec<_> = corpus
        .iter()
        .map(|t| UriStr::new(t.as_str()).unwrap())
        .collect();
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            iri.iter()
                .map(|u| black_box(u.normalize().to_string()).len())
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = resolve, normalize
}
criterion_main!(benches);
