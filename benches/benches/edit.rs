//! Editing owned values: n appends must cost O(n) in all, so the time per append
//! (criterion's throughput, in elements) stays flat from 1k to 100k appends.
//! Each edit writes only its own part and moves the offsets by arithmetic; a URI
//! crate that re-parses (or copies) the whole text per edit is quadratic here.
//! Run with `cargo bench -p uri-benches --bench edit`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use uri::{UriBuf, UriBuilder};

const COUNTS: [usize; 3] = [1_000, 10_000, 100_000];

fn appends(c: &mut Criterion) {
    let segments: Vec<String> = (0..COUNTS[2]).map(|n| format!("s{n}")).collect();
    let mut group = c.benchmark_group("edit/push_path_segment");
    for count in COUNTS {
        group.throughput(Throughput::Elements(count as u64));
        group.bench_with_input(BenchmarkId::new("uri", count), &count, |b, &count| {
            b.iter(|| {
                let mut uri = UriBuf::parse("https://api.example.com/v1/?key=1#top").unwrap();
                for segment in &segments[..count] {
                    uri.push_path_segment(black_box(segment)).unwrap();
                }
                uri.as_str().len()
            });
        });
        group.bench_with_input(BenchmarkId::new("url", count), &count, |b, &count| {
            b.iter(|| {
                let mut url = url::Url::parse("https://api.example.com/v1/?key=1#top").unwrap();
                for segment in &segments[..count] {
                    url.path_segments_mut()
                        .unwrap()
                        .pop_if_empty()
                        .push(black_box(segment));
                }
                url.as_str().len()
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("edit/append_query_pair");
    for count in COUNTS {
        group.throughput(Throughput::Elements(count as u64));
        group.bench_with_input(BenchmarkId::new("uri", count), &count, |b, &count| {
            b.iter(|| {
                let mut uri = UriBuf::parse("https://api.example.com/v1/search#top").unwrap();
                for value in &segments[..count] {
                    uri.append_query_pair("k", black_box(value));
                }
                uri.as_str().len()
            });
        });
        group.bench_with_input(BenchmarkId::new("url", count), &count, |b, &count| {
            b.iter(|| {
                let mut url = url::Url::parse("https://api.example.com/v1/search#top").unwrap();
                for value in &segments[..count] {
                    url.query_pairs_mut().append_pair("k", black_box(value));
                }
                url.as_str().len()
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("edit/builder_query_pair");
    for count in COUNTS {
        group.throughput(Throughput::Elements(count as u64));
        group.bench_with_input(BenchmarkId::new("uri", count), &count, |b, &count| {
            b.iter(|| {
                let mut builder = UriBuilder::new().scheme("https").host("h");
                for value in &segments[..count] {
                    builder = builder.query_pair("k", black_box(value));
                }
                builder.build().unwrap().as_str().len()
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .sample_size(10);
    targets = appends
}
criterion_main!(benches);
