//! URI Template expansion (RFC 6570) against iri-string's, the only other Rust
//! implementation, in the same run. Both expand pre-parsed templates into a
//! reused `String`, looking each variable up in a hash map of string, list and
//! map values (iri-string's `SimpleContext`; for `uri`, a `HashMap` of an
//! equivalent enum). Run with `cargo bench -p uri-benches --bench template`.
//!
//! The groups are the shapes API clients expand: a REST call with a query of
//! several plain values (`rest`), path and query from lists and maps (`level4`),
//! search text in UTF-8 that is all escapes (`non-ascii`), and reserved
//! expansion of paths and URLs (`reserved`).

mod settings;

use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iri_string::spec::UriSpec;
use iri_string::template::UriTemplateStr;
use iri_string::template::simple_context::{SimpleContext, Value as IriValue};
use uri::template::{UriTemplate, Value, ValueSink};

/// A variable's value for `uri`, shaped like iri-string's `simple_context::Value`.
enum Var {
    Text(&'static str),
    List(Vec<&'static str>),
    Map(Vec<(&'static str, &'static str)>),
}

impl Value for Var {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self {
            Self::Text(text) => sink.string(text),
            Self::List(items) => items.iter().try_for_each(|item| sink.item(item)),
            Self::Map(pairs) => pairs.iter().try_for_each(|(k, v)| sink.entry(k, v)),
        }
    }
}

struct Case {
    name: &'static str,
    template: &'static str,
    variables: Vec<(&'static str, Var)>,
}

fn cases() -> Vec<Case> {
    use Var::{List, Map, Text};
    vec![
        Case {
            name: "rest",
            template: "https://api.example.com/repos/{owner}/{repo}/issues{?state,labels,sort,direction,per_page,page}",
            variables: vec![
                ("owner", Text("rust-lang")),
                ("repo", Text("rust")),
                ("state", Text("open")),
                ("labels", Text("C-bug,T-compiler")),
                ("sort", Text("updated")),
                ("direction", Text("desc")),
                ("per_page", Text("100")),
                ("page", Text("3")),
            ],
        },
        Case {
            name: "level4",
            template: "https://example.com{/path*}{;params*}{?query*}{&extra}{#section:8}",
            variables: vec![
                (
                    "path",
                    List(vec!["docs", "guide", "getting started", "install.html"]),
                ),
                ("params", Map(vec![("lang", "en"), ("v", "2")])),
                (
                    "query",
                    Map(vec![
                        ("q", "uri template"),
                        ("from", "2024-01-01"),
                        ("to", "2024-12-31"),
                    ]),
                ),
                ("extra", List(vec!["a", "b", "c"])),
                ("section", Text("installation-on-linux")),
            ],
        },
        Case {
            name: "non-ascii",
            template: "https://search.example.jp/search{?q,lang,region}",
            variables: vec![
                (
                    "q",
                    Text("東京都 渋谷区 ラーメン 営業時間 口コミ ランキング"),
                ),
                ("lang", Text("日本語")),
                ("region", Text("関東")),
            ],
        },
        Case {
            name: "reserved",
            template: "{+base}/files/{+path}{?redirect}{#fragment}",
            variables: vec![
                ("base", Text("https://storage.example.com/v1/buckets/b-123")),
                ("path", Text("reports/2024/q3/summary (final).pdf")),
                ("redirect", Text("https://app.example.com/after?x=1&y=2")),
                ("fragment", Text("page=3")),
            ],
        },
    ]
}

fn iri_context(case: &Case) -> SimpleContext {
    let mut context = SimpleContext::new();
    for (name, value) in &case.variables {
        let value = match value {
            Var::Text(text) => IriValue::String((*text).to_owned()),
            Var::List(items) => IriValue::List(items.iter().map(|s| (*s).to_owned()).collect()),
            Var::Map(pairs) => IriValue::Assoc(
                pairs
                    .iter()
                    .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                    .collect(),
            ),
        };
        context.insert(*name, value);
    }
    context
}

fn expansion(c: &mut Criterion) {
    for case in cases() {
        let ours = UriTemplate::parse(case.template).unwrap();
        let variables: HashMap<&str, &Var> = case.variables.iter().map(|(n, v)| (*n, v)).collect();
        let theirs = UriTemplateStr::new(case.template).unwrap();
        let context = iri_context(&case);

        // The two expand to the same text (up to map order, which both keep).
        let mut mine = String::new();
        ours.expand_to(&mut mine, &variables).unwrap();
        let other = theirs.expand::<UriSpec, _>(&context).unwrap().to_string();
        assert_eq!(mine, other, "{}", case.name);

        let mut group = c.benchmark_group(format!("template/{}", case.name));
        group.throughput(Throughput::Bytes(mine.len() as u64));
        let mut out = String::with_capacity(256);
        group.bench_function("uri", |b| {
            b.iter(|| {
                out.clear();
                black_box(ours)
                    .expand_to(&mut out, black_box(&variables))
                    .unwrap();
                out.len()
            });
        });
        group.bench_function("iri-string", |b| {
            b.iter(|| {
                out.clear();
                let expanded = black_box(theirs)
                    .expand::<UriSpec, _>(black_box(&context))
                    .unwrap();
                write!(out, "{expanded}").unwrap();
                out.len()
            });
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = expansion
}
criterion_main!(benches);
