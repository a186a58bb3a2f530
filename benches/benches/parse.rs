//! Parsing throughput of `uri` against its peers, all in one run.
//!
//! Every benchmark parses a whole corpus per iteration, so criterion's
//! throughput is bytes of URI text per second and its time divided by the
//! corpus size is the time per URI. The `floor` is a single table-lookup pass
//! over the same bytes: no validator can do less work.
//!
//! Run with `cargo bench -p uri-benches --bench parse`; see `benches/README.md`.

mod settings;

mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn parse(c: &mut Criterion) {
    for group in common::groups() {
        let bytes = group.bytes();
        eprintln!(
            "{}: {} inputs, {bytes} bytes",
            group.name,
            group.corpus.len()
        );
        let mut benchmarks = c.benchmark_group(&group.name);
        benchmarks.throughput(Throughput::Bytes(u64::try_from(bytes).expect("fits")));
        for &(name, run) in &group.contenders {
            benchmarks.bench_function(name, |b| b.iter(|| run(black_box(&group.corpus))));
        }
        benchmarks.finish();
    }
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = parse
}
criterion_main!(benches);
