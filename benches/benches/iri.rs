//! IRI parsing (RFC 3987) of `uri` against its peers, and the IRI → URI mapping
//! (§3.1), in one run.
//!
//! - `iri/non-ascii`: `non_ascii_iri_corpus(1000)` (Japanese, Chinese, Russian,
//!   Arabic, Korean and Greek paths and queries, German and other
//!   internationalized host names, relative references; 38% of the bytes
//!   non-ASCII; one item in ten invalid) parsed by `uri::IriRef::parse`,
//!   `fluent_uri::IriRef::parse`, `iri_string::types::IriReferenceStr::new` and
//!   `oxiri::IriRef::parse`. Before timing, every contender must make the same
//!   decision on every item, so all of them do the same work.
//! - `iri/ascii`: `realistic_corpus(1000)` (ASCII only) parsed by
//!   `uri::IriRef::parse` and `uri::UriRef::parse`: what the IRI grammar costs
//!   on text that has no non-ASCII character.
//! - `iri/to-uri`: the 900 valid items of the non-ASCII corpus, parsed
//!   beforehand, each mapped to an owned URI reference: `uri`'s `to_uri_ref`
//!   (a `UriRefBuf`, offsets included), `iri-string`'s
//!   `encode_to_uri().to_dedicated_string()` (a `UriReferenceString`) and
//!   `fluent-uri`'s `to_uri_ref` (a `UriRef<String>`). Before timing, the three
//!   outputs must be identical.
//!
//! `cargo bench -p uri-benches --bench iri` runs criterion;
//! `cargo bench -p uri-benches --bench iri -- --interleaved` times the same
//! contenders as `ratios` does, in short interleaved batches, best of many,
//! which a machine shared with other work disturbs less. See
//! `benches/README.md`.

mod alternating;
mod settings;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use iri_string::format::ToDedicatedString;
use iri_string::types::IriReferenceStr;

/// How many items each corpus holds.
const CORPUS_SIZE: usize = 1000;

/// A parser: its name and a function over a whole corpus that returns how many
/// texts it accepted.
type Parser = (&'static str, fn(&[String]) -> usize);

/// A contender: its name, and one pass over its group's data that returns a
/// count (texts accepted, bytes written) so that the work cannot be skipped.
type Contender = (&'static str, Box<dyn Fn() -> usize>);

/// One benchmark group: its name, how many items and bytes one pass reads, and
/// who runs on it.
struct Group {
    name: &'static str,
    items: usize,
    bytes: usize,
    contenders: Vec<Contender>,
}

/// Parses every text of `corpus` with `$parse`, keeping each result alive
/// through `black_box`; evaluates to how many parsed.
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

fn uri_iri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::IriRef::parse)
}

fn uri_uri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::UriRef::parse)
}

fn fluent_iri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, fluent_uri::IriRef::parse)
}

fn iri_string_iri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, IriReferenceStr::new)
}

fn oxiri_iri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, oxiri::IriRef::parse)
}

/// A parsing group over `corpus`, after checking that every parser makes the
/// same decision on every text (panics with the first text where one parts
/// from the first parser).
fn parse_group(name: &'static str, corpus: &'static [String], parsers: &[Parser]) -> Group {
    let (first, decide) = parsers[0];
    for text in corpus {
        let expected = decide(std::slice::from_ref(text));
        for &(parser, run) in &parsers[1..] {
            assert_eq!(
                run(std::slice::from_ref(text)),
                expected,
                "{name}: {parser} and {first} decide {text:?} differently"
            );
        }
    }
    let contenders = parsers
        .iter()
        .map(|&(parser, run)| -> Contender { (parser, Box::new(move || run(corpus))) })
        .collect();
    Group {
        name,
        items: corpus.len(),
        bytes: corpus.iter().map(String::len).sum(),
        contenders,
    }
}

/// `iri/to-uri`: the valid items of `corpus`, parsed once by each library,
/// mapped to URIs; checks first that the three mappings agree byte for byte.
fn to_uri_group(corpus: &'static [String]) -> Group {
    let valid: Vec<&'static str> = corpus
        .iter()
        .map(String::as_str)
        .filter(|text| uri::IriRef::parse(text).is_ok())
        .collect();
    let ours: Vec<uri::IriRef<'static>> = valid
        .iter()
        .map(|text| uri::IriRef::parse(text).expect("filtered"))
        .collect();
    let theirs: Vec<&'static IriReferenceStr> = valid
        .iter()
        .map(|text| IriReferenceStr::new(text).expect("same decisions"))
        .collect();
    let fluent: Vec<fluent_uri::IriRef<&'static str>> = valid
        .iter()
        .map(|text| fluent_uri::IriRef::parse(*text).expect("same decisions"))
        .collect();
    for ((ours, theirs), fluent) in ours.iter().zip(&theirs).zip(&fluent) {
        let mapped = ours.to_uri_ref();
        let encoded = theirs.encode_to_uri().to_dedicated_string();
        assert_eq!(mapped.as_str(), encoded.as_str());
        assert_eq!(mapped.as_str(), fluent.to_uri_ref().as_str());
    }
    Group {
        name: "iri/to-uri",
        items: valid.len(),
        bytes: valid.iter().map(|text| text.len()).sum(),
        contenders: vec![
            (
                "uri",
                Box::new(move || {
                    ours.iter()
                        .map(|iri| black_box(black_box(iri).to_uri_ref()).as_str().len())
                        .sum()
                }),
            ),
            (
                "iri-string",
                Box::new(move || {
                    theirs
                        .iter()
                        .map(|iri| {
                            black_box(black_box(iri).encode_to_uri().to_dedicated_string())
                                .as_str()
                                .len()
                        })
                        .sum()
                }),
            ),
            (
                "fluent-uri",
                Box::new(move || {
                    fluent
                        .iter()
                        .map(|iri| black_box(black_box(iri).to_uri_ref()).as_str().len())
                        .sum()
                }),
            ),
        ],
    }
}

/// Every group, checked.
fn groups() -> Vec<Group> {
    // The corpora live as long as the bench: the contenders hold values that
    // borrow them.
    let non_ascii: &'static [String] =
        Vec::leak(uri_tests::corpus::non_ascii_iri_corpus(CORPUS_SIZE));
    let ascii: &'static [String] = Vec::leak(uri_tests::corpus::realistic_corpus(CORPUS_SIZE));
    vec![
        parse_group(
            "iri/non-ascii",
            non_ascii,
            &[
                ("uri", uri_iri_ref),
                ("fluent-uri", fluent_iri_ref),
                ("iri-string", iri_string_iri_ref),
                ("oxiri", oxiri_iri_ref),
            ],
        ),
        parse_group(
            "iri/ascii",
            ascii,
            &[("uri::IriRef", uri_iri_ref), ("uri::UriRef", uri_uri_ref)],
        ),
        to_uri_group(non_ascii),
    ]
}

fn criterion_groups(c: &mut Criterion) {
    for group in groups() {
        eprintln!(
            "{}: {} inputs, {} bytes",
            group.name, group.items, group.bytes
        );
        let mut benchmarks = c.benchmark_group(group.name);
        benchmarks.throughput(Throughput::Bytes(u64::try_from(group.bytes).expect("fits")));
        for (name, run) in &group.contenders {
            benchmarks.bench_function(*name, |b| b.iter(run));
        }
        benchmarks.finish();
    }
}

/// How many times the groups take turns.
const PASSES: u32 = 6;

/// How many times each contender of a group runs a batch in one pass.
const ROUNDS: u32 = 50;

/// About how long one timed batch runs.
const BATCH: Duration = Duration::from_micros(500);

#[allow(clippy::cast_precision_loss, reason = "display only")]
fn per_item_ns(time: Duration, items: usize) -> f64 {
    time.as_secs_f64() * 1e9 / items as f64
}

/// The contenders of each group take turns, round after round, each running a
/// short batch and keeping its best; the groups take turns too. Prints Markdown
/// tables.
fn interleaved() {
    let groups = groups();
    let batches: Vec<Vec<u32>> = groups
        .iter()
        .map(|group| {
            group
                .contenders
                .iter()
                .map(|(_, run)| {
                    black_box(run());
                    let start = Instant::now();
                    black_box(run());
                    let once = start.elapsed().as_nanos().max(1);
                    u32::try_from((BATCH.as_nanos() / once).clamp(1, 100_000)).unwrap_or(1)
                })
                .collect()
        })
        .collect();
    let mut bests: Vec<Vec<Duration>> = groups
        .iter()
        .map(|group| vec![Duration::MAX; group.contenders.len()])
        .collect();
    for _ in 0..PASSES {
        for ((group, batches), best) in groups.iter().zip(&batches).zip(&mut bests) {
            for _ in 0..ROUNDS {
                for (((_, run), &batch), best) in
                    group.contenders.iter().zip(batches).zip(best.iter_mut())
                {
                    let start = Instant::now();
                    for _ in 0..batch {
                        black_box(run());
                    }
                    *best = (*best).min(start.elapsed() / batch);
                }
            }
        }
    }
    for (group, best) in groups.iter().zip(&bests) {
        println!(
            "\n#### `{}`: {} inputs, {} bytes\n",
            group.name, group.items, group.bytes
        );
        println!("| contender | ns/item (best) | MB/s | time / uri's |");
        println!("|---|---:|---:|---:|");
        let base = best[0];
        let mut rows: Vec<(&str, Duration)> = group
            .contenders
            .iter()
            .map(|(name, _)| *name)
            .zip(best.iter().copied())
            .collect();
        rows.sort_by_key(|&(_, time)| time);
        for (name, time) in rows {
            println!(
                "| {name} | {:.1} | {:.0} | {:.2} |",
                per_item_ns(time, group.items),
                1e3 / per_item_ns(time, group.bytes),
                time.as_secs_f64() / base.as_secs_f64(),
            );
        }
    }
}

fn main() {
    alternating::main_with_interleaved(
        interleaved,
        || {
            groups();
        },
        criterion_groups,
    );
}
