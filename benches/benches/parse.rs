//! Parsing throughput of `uri` against its peers, all in one run.
//!
//! Every benchmark parses a whole corpus per iteration, so criterion's
//! throughput is bytes of URI text per second and its time divided by the
//! corpus size is the time per URI. The `floor` is a single table-lookup pass
//! over the same bytes: no validator can do less work.
//!
//! Run with `cargo bench -p uri-benches --bench parse`; see `benches/README.md`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// How many URIs each corpus holds: about 60 KB, which stays in L2.
const CORPUS_SIZE: usize = 1000;

/// The bytes RFC 3986 allows anywhere in a URI reference: unreserved,
/// reserved (gen-delims and sub-delims) and `%`.
static ALLOWED: [bool; 256] = {
    let mut table = [false; 256];
    let allowed =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
    let mut i = 0;
    while i < allowed.len() {
        table[allowed[i] as usize] = true;
        i += 1;
    }
    table
};

/// The floor: counts the allowed bytes of every text, one table load per byte.
fn floor(corpus: &[String]) -> usize {
    let mut allowed = 0;
    for text in corpus {
        let bytes = black_box(text.as_bytes());
        allowed += bytes
            .iter()
            .filter(|&&byte| ALLOWED[usize::from(byte)])
            .count();
    }
    allowed
}

/// Parses every text of `corpus` with `$parse`, keeping each result alive
/// through `black_box`; evaluates to how many parsed. A macro, not a generic
/// function, because each parser's result borrows the text.
macro_rules! parse_all {
    ($corpus:expr, $parse:expr) => {{
        let mut ok = 0_usize;
        for text in $corpus {
            let result = black_box($parse(black_box(text.as_str())));
            ok += usize::from(result.is_ok());
        }
        ok
    }};
}

/// A parser under test: its name and a function over a whole corpus.
type Contender = (&'static str, fn(&[String]) -> usize);

fn uri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::UriRef::parse)
}

fn uri_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::Uri::parse)
}

fn fluent_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, fluent_uri::UriRef::parse)
}

fn fluent_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, fluent_uri::Uri::parse)
}

fn iri_string_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, iri_string::types::UriReferenceStr::new)
}

fn iri_string_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, iri_string::types::UriStr::new)
}

fn oxiri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, oxiri::IriRef::parse)
}

fn oxiri_iri(corpus: &[String]) -> usize {
    parse_all!(corpus, oxiri::Iri::parse)
}

fn http(corpus: &[String]) -> usize {
    parse_all!(corpus, http::Uri::try_from)
}

fn url(corpus: &[String]) -> usize {
    parse_all!(corpus, url::Url::parse)
}

/// Checks that every contender accepts every text, so that all of them do the
/// same work; panics with the texts a contender rejects.
fn check_all_accept(group: &str, corpus: &[String], contenders: &[Contender]) {
    for &(name, run) in contenders {
        if name == "floor" {
            continue;
        }
        let rejected: Vec<&String> = corpus
            .iter()
            .filter(|text| run(std::slice::from_ref(*text)) == 0)
            .collect();
        assert!(rejected.is_empty(), "{group}: {name} rejects {rejected:#?}");
    }
}

fn bench_group(c: &mut Criterion, group: &str, corpus: &[String], contenders: &[Contender]) {
    check_all_accept(group, corpus, contenders);
    let bytes: usize = corpus.iter().map(String::len).sum();
    eprintln!("{group}: {} inputs, {bytes} bytes", corpus.len());
    let mut benchmarks = c.benchmark_group(group);
    benchmarks.throughput(Throughput::Bytes(u64::try_from(bytes).expect("fits")));
    for &(name, run) in contenders {
        benchmarks.bench_function(name, |b| b.iter(|| run(black_box(corpus))));
    }
    benchmarks.finish();
}

/// URI references, relative ones included.
fn realistic(c: &mut Criterion) {
    let corpus = uri_benches::realistic_corpus(CORPUS_SIZE);
    bench_group(
        c,
        "parse/realistic",
        &corpus,
        &[
            ("uri", uri_ref),
            ("fluent-uri", fluent_ref),
            ("iri-string", iri_string_ref),
            ("oxiri", oxiri_ref),
            ("floor", floor),
        ],
    );
}

/// URIs with a scheme; `url` (WHATWG, allocating) joins in.
fn absolute(c: &mut Criterion) {
    let corpus = uri_benches::absolute_corpus(CORPUS_SIZE);
    bench_group(
        c,
        "parse/absolute",
        &corpus,
        &[
            ("uri", uri_uri),
            ("fluent-uri", fluent_uri),
            ("iri-string", iri_string_uri),
            ("oxiri", oxiri_iri),
            ("url", url),
            ("floor", floor),
        ],
    );
}

/// `http::Uri` is made for HTTP request targets: it rejects `urn:`, `data:`,
/// `file:///` (empty authority) and more, and reads some `mailto:` and `tel:`
/// URIs as `host:port`. So it gets the `scheme://authority` URIs of the
/// absolute corpus that it accepts, and `uri` and `fluent-uri` run on the same
/// subset.
fn absolute_http(c: &mut Criterion) {
    let all = uri_benches::absolute_corpus(CORPUS_SIZE * 2);
    let corpus: Vec<String> = all
        .into_iter()
        .filter(|text| text.contains("://") && http(std::slice::from_ref(text)) == 1)
        .take(CORPUS_SIZE)
        .collect();
    assert_eq!(corpus.len(), CORPUS_SIZE);
    bench_group(
        c,
        "parse/absolute-http",
        &corpus,
        &[
            ("uri", uri_uri),
            ("fluent-uri", fluent_uri),
            ("http", http),
            ("floor", floor),
        ],
    );
}

/// One long URI: time must grow linearly with length.
fn long(c: &mut Criterion) {
    for (label, len) in [
        ("1k", 1 << 10),
        ("4k", 4 << 10),
        ("16k", 16 << 10),
        ("64k", 64 << 10),
    ] {
        let corpus = vec![uri_benches::long_uri(len)];
        bench_group(
            c,
            &format!("parse/long/{label}"),
            &corpus,
            &[
                ("uri", uri_uri),
                ("fluent-uri", fluent_uri),
                ("floor", floor),
            ],
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30);
    targets = realistic, absolute, absolute_http, long
}
criterion_main!(benches);
