//! Hostile input at growing sizes: time per byte must stay flat (linear time).
//!
//! Each group parses (or resolves, or matches against a route) one input of
//! 1 KiB to 1 MiB made of one repeated unit; criterion's throughput (bytes
//! per second) should be about the same at every size. Run with `cargo bench -p uri-benches --bench scaling`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

const SIZES: [usize; 4] = [1 << 10, 1 << 14, 1 << 17, 1 << 20];

fn parse(c: &mut Criterion) {
    for (name, prefix, unit) in [
        ("dot-segments", "", "../"),
        ("percent", "a:", "%41"),
        ("colons-in-authority", "//", ":"),
        ("at-signs-in-path", "a:", "@"),
        ("stray-percent", "a:/", "%"),
        ("open-brackets", "//", "["),
    ] {
        let mut group = c.benchmark_group(format!("scaling/{name}"));
        for size in SIZES {
            let text = format!("{prefix}{}", unit.repeat(size / unit.len()));
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_with_input(BenchmarkId::from_parameter(size), &text, |b, text| {
                b.iter(|| uri::UriRef::parse(black_box(text)).is_ok());
            });
        }
        group.finish();
    }
}

fn resolve(c: &mut Criterion) {
    let base = uri::Uri::parse("http://a/b/c/d").unwrap();
    let mut group = c.benchmark_group("scaling/resolve-nested-dots");
    for size in SIZES {
        let half = size / 4;
        let text = format!("{}{}g", "x/".repeat(half / 2), "../".repeat(half / 3));
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &text, |b, text| {
            let reference = uri::UriRef::parse(text).unwrap();
            b.iter(|| base.resolve(black_box(reference)).unwrap().as_str().len());
        });
    }
    group.finish();
}

/// Request targets a client controls, read by a route: a query of many
/// pairs, a path of many segments, `@`s that look for passwords. Each is
/// read by the template's matcher and by a set holding it (the short way
/// where it applies, the general matcher elsewhere), and its captures are
/// formatted with `Debug`, as a service logs them.
fn matching(c: &mut Criterion) {
    for (name, template, prefix, unit, suffix) in [
        ("list-query-pairs", "/s{?a*}", "/s?", "a=1&", "a=1"),
        ("extra-query-pairs", "/s{?a}", "/s?", "b=1&", "a=1"),
        ("pairs-with-at-signs", "/s{?a*}", "/s?", "a=@&", "a=1"),
        ("path-segments", "/s{/p*}", "/s", "/x", ""),
        ("parameters", "/s{;a*}", "/s", ";a=1", ""),
        ("reserved-path", "/s{+p}/end", "/s/", "a/", "end"),
        (
            "authority-at-signs",
            "https://{host}{/p*}",
            "https://u:p@h",
            "/@:",
            "",
        ),
    ] {
        let template = uri::UriTemplate::parse(template).unwrap();
        let matcher = template.matcher().unwrap();
        let mut set = uri::template::TemplateSet::new();
        set.insert(template, ()).unwrap();
        let mut group = c.benchmark_group(format!("scaling/matching-{name}"));
        for size in SIZES {
            let text = format!("{prefix}{}{suffix}", unit.repeat(size / unit.len()));
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_with_input(BenchmarkId::new("matcher", size), &text, |b, text| {
                b.iter(|| matcher.captures(black_box(text)).map(|found| found.len()));
            });
            group.bench_with_input(BenchmarkId::new("set", size), &text, |b, text| {
                b.iter(|| set.at(black_box(text)).map(|found| found.captures().len()));
            });
            // What a service logs: the captures' `Debug`, passwords hidden.
            let found = matcher
                .captures(&text)
                .expect("each text matches its route");
            group.bench_with_input(BenchmarkId::new("debug", size), &found, |b, found| {
                b.iter(|| format!("{:?}", black_box(found)).len());
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20);
    targets = parse, resolve, matching
}
criterion_main!(benches);
