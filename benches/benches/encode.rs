//! Percent-encoding, decoding and query pairs of `uri` against the
//! `percent-encoding` and `form_urlencoded` crates, in one run.
//!
//! Run with `cargo bench -p uri-benches --bench encode`; see `benches/README.md`.

mod settings;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use percent_encoding::{AsciiSet, CONTROLS};
use uri::encoding::Place;

/// The bytes `Place::QueryValue` encodes, as a `percent-encoding` set: everything
/// but unreserved, sub-delims other than `&`, `=` and `+`, and `:`, `@`, `/`, `?`.
const QUERY_VALUE: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'<')
    .add(b'=')
    .add(b'>')
    .add(b'[')
    .add(b'\\')
    .add(b']')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// Data a program puts in query values: words, spaces, punctuation, non-ASCII.
fn data_corpus() -> Vec<String> {
    let words = [
        "rust",
        "uri",
        "caf\u{e9}",
        "na\u{ef}ve",
        "a&b",
        "x=y",
        "50%",
        "c++",
        "path/to",
        "what?",
        "#tag",
        "\u{65e5}\u{672c}",
        "email@example.com",
        "(1)",
        "don't",
        "a+b",
        "~user",
        "[0]",
    ];
    let mut state = 0x2545_f491_u64;
    (0..1000)
        .map(|_| {
            let mut text = String::new();
            let count = 1 + (state % 6) as usize;
            for k in 0..count {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                if k > 0 {
                    text.push(' ');
                }
                text.push_str(words[(state >> 33) as usize % words.len()]);
            }
            text
        })
        .collect()
}

fn encode(c: &mut Criterion) {
    let data = data_corpus();
    let bytes: usize = data.iter().map(String::len).sum();
    let mut group = c.benchmark_group("encode/query-value");
    group.throughput(Throughput::Bytes(bytes as u64));
    // The two minimal encoders agree byte for byte.
    for text in &data {
        let ours = uri::encoding::encode(text, Place::QueryValue);
        assert_eq!(
            ours,
            percent_encoding::utf8_percent_encode(text, QUERY_VALUE).to_string()
        );
    }
    group.bench_function("uri::encoding::encode", |b| {
        b.iter(|| {
            data.iter()
                .map(|t| black_box(uri::encoding::encode(black_box(t), Place::QueryValue)).len())
                .sum::<usize>()
        });
    });
    group.bench_function("uri::encoded (Display)", |b| {
        let mut out = String::with_capacity(bytes * 3);
        b.iter(|| {
            out.clear();
            for text in &data {
                use std::fmt::Write;
                let _ = write!(
                    out,
                    "{}",
                    uri::encoding::Encoded::new(black_box(text), Place::QueryValue)
                );
            }
            out.len()
        });
    });
    group.bench_function("percent-encoding", |b| {
        b.iter(|| {
            data.iter()
                .map(|t| {
                    black_box(
                        percent_encoding::utf8_percent_encode(black_box(t), QUERY_VALUE)
                            .to_string(),
                    )
                    .len()
                })
                .sum::<usize>()
        });
    });
    group.bench_function("form_urlencoded", |b| {
        b.iter(|| {
            data.iter()
                .map(|t| {
                    black_box(
                        form_urlencoded::byte_serialize(black_box(t).as_bytes())
                            .collect::<String>(),
                    )
                    .len()
                })
                .sum::<usize>()
        });
    });
    group.finish();
}

fn decode(c: &mut Criterion) {
    let encoded: Vec<String> = data_corpus()
        .iter()
        .map(|t| uri::encoding::encode(t, Place::QueryValue).into_owned())
        .collect();
    let bytes: usize = encoded.iter().map(String::len).sum();
    let mut group = c.benchmark_group("decode/utf8");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("uri::encoding::decode_utf8", |b| {
        b.iter(|| {
            encoded
                .iter()
                .map(|t| black_box(uri::encoding::decode_utf8(black_box(t)).unwrap()).len())
                .sum::<usize>()
        });
    });
    group.bench_function("percent-encoding", |b| {
        b.iter(|| {
            encoded
                .iter()
                .map(|t| {
                    black_box(
                        percent_encoding::percent_decode_str(black_box(t))
                            .decode_utf8()
                            .unwrap(),
                    )
                    .len()
                })
                .sum::<usize>()
        });
    });
    group.finish();

    // Whole queries: every pair decoded, form style.
    let queries: Vec<String> = data_corpus()
        .chunks(4)
        .map(|chunk| {
            let mut query = uri::query::QuerySerializer::new();
            for (i, value) in chunk.iter().enumerate() {
                query.push(&format!("key{i}"), Some(value));
            }
            query.finish()
        })
        .collect();
    let bytes: usize = queries.iter().map(String::len).sum();
    let mut group = c.benchmark_group("query/pairs");
    group.throughput(Throughput::Bytes(bytes as u64));
    let form = uri::query::QueryOptions::new().form(true);
    group.bench_function("uri::query::QueryPairs", |b| {
        b.iter(|| {
            let mut total = 0;
            for query in &queries {
                for pair in uri::query::QueryPairs::with_options(black_box(query), form) {
                    total += pair.key().decode().unwrap().len();
                    total += pair.value().map_or(0, |v| v.decode().unwrap().len());
                }
            }
            total
        });
    });
    group.bench_function("form_urlencoded::parse", |b| {
        b.iter(|| {
            let mut total = 0;
            for query in &queries {
                for (key, value) in form_urlencoded::parse(black_box(query).as_bytes()) {
                    total += key.len() + value.len();
                }
            }
            total
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = encode, decode
}
criterion_main!(benches);
