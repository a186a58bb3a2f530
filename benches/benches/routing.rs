//! Routing: `uri`'s `TemplateSet` against `matchit`, the radix-tree router
//! that axum uses, in the same run, on the same 50-route table shaped like a
//! public REST API (GitHub's: `/repos/{owner}/{repo}/issues/{number}`, ...).
//! Both syntaxes agree on this table (`{name}` for one segment), so each route
//! is written once. Run with `cargo bench -p uri-benches --bench routing`.
//!
//! One iteration looks up one path per route (50 lookups, each reading the
//! found value and one parameter, so that the captures are not optimized
//! away). The paths are path-only: `matchit` routes paths, and queries are
//! `TemplateSet`'s own (`?page=2&state=open` in any order).

mod settings;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use uri::UriTemplate;
use uri::template::TemplateSet;
use uri_tests::corpus::GITHUB_ROUTES as ROUTES;

/// The parameter each lookup reads: the route's last, or none.
fn last_param(template: &str) -> Option<&str> {
    let start = template.rfind('{')? + 1;
    let end = start + template[start..].find('}')?;
    Some(&template[start..end])
}

fn routing(c: &mut Criterion) {
    let mut ours = TemplateSet::new();
    let mut theirs = matchit::Router::new();
    for (index, (template, _)) in ROUTES.iter().enumerate() {
        ours.insert(UriTemplate::parse(template).unwrap(), index)
            .unwrap();
        theirs.insert(*template, index).unwrap();
    }
    // Both find every route, and read the same parameter.
    for (index, (template, path)) in ROUTES.iter().enumerate() {
        let found = ours.find(path).unwrap();
        let other = theirs.at(path).unwrap();
        assert_eq!((*found.value(), *other.value), (index, index), "{path}");
        if let Some(name) = last_param(template) {
            let value = found.captures().capture(name).unwrap().as_str();
            assert_eq!(Some(value), other.params.get(name), "{path}");
        }
    }
    let names: Vec<Option<&str>> = ROUTES.iter().map(|(t, _)| last_param(t)).collect();

    let mut group = c.benchmark_group("routing/github-50");
    group.throughput(Throughput::Elements(ROUTES.len() as u64));
    group.bench_function("uri", |b| {
        b.iter(|| {
            let mut sum = 0;
            for ((_, path), name) in ROUTES.iter().zip(&names) {
                let found = black_box(&ours).find(black_box(path)).unwrap();
                sum += *found.value();
                if let Some(name) = name {
                    sum += found
                        .captures()
                        .capture(name)
                        .map_or(0, |c| c.as_str().len());
                }
            }
            sum
        });
    });
    group.bench_function("matchit", |b| {
        b.iter(|| {
            let mut sum = 0;
            for ((_, path), name) in ROUTES.iter().zip(&names) {
                let found = black_box(&theirs).at(black_box(path)).unwrap();
                sum += *found.value;
                if let Some(name) = name {
                    sum += found.params.get(name).map_or(0, str::len);
                }
            }
            sum
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = settings::criterion();
    targets = routing
}
criterion_main!(benches);
