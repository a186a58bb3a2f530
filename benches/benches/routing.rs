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
//!
//! `cargo bench -p uri-benches --bench routing -- --interleaved` times the
//! two in short interleaved batches instead, best of many, which a machine
//! shared with other work disturbs less than criterion's one contender after
//! the other.

mod alternating;
mod settings;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use uri::UriTemplate;
use uri::template::TemplateSet;
use uri_tests::corpus::GITHUB_ROUTES as ROUTES;

/// The parameter each lookup reads: the route's last, or none.
fn last_param(template: &str) -> Option<&str> {
    let start = template.rfind('{')? + 1;
    let end = start + template[start..].find('}')?;
    Some(&template[start..end])
}

/// Both routers, built from the table, and the parameter each lookup reads.
struct Routers {
    ours: TemplateSet<usize>,
    theirs: matchit::Router<usize>,
    names: Vec<Option<&'static str>>,
}

fn routers() -> Routers {
    let mut ours = TemplateSet::new();
    let mut theirs = matchit::Router::new();
    for (index, (template, _)) in ROUTES.iter().enumerate() {
        ours.insert(UriTemplate::parse(template).unwrap(), index)
            .unwrap();
        theirs.insert(*template, index).unwrap();
    }
    // Both find every route, and read the same parameter.
    for (index, (template, path)) in ROUTES.iter().enumerate() {
        let found = ours.at(path).unwrap();
        let other = theirs.at(path).unwrap();
        assert_eq!((*found.value(), *other.value), (index, index), "{path}");
        if let Some(name) = last_param(template) {
            let value = found.captures().get(name).unwrap().as_str();
            assert_eq!(Some(value), other.params.get(name), "{path}");
        }
    }
    let names = ROUTES.iter().map(|(t, _)| last_param(t)).collect();
    Routers {
        ours,
        theirs,
        names,
    }
}

/// One iteration of `uri`: a lookup of each path.
fn run_ours(routers: &Routers) -> usize {
    let mut sum = 0;
    for ((_, path), name) in ROUTES.iter().zip(&routers.names) {
        let found = black_box(&routers.ours).at(black_box(path)).unwrap();
        sum += *found.value();
        if let Some(name) = name {
            sum += found.captures().get(name).map_or(0, |c| c.as_str().len());
        }
    }
    sum
}

/// One iteration of `matchit`, the same lookups.
fn run_theirs(routers: &Routers) -> usize {
    let mut sum = 0;
    for ((_, path), name) in ROUTES.iter().zip(&routers.names) {
        let found = black_box(&routers.theirs).at(black_box(path)).unwrap();
        sum += *found.value;
        if let Some(name) = name {
            sum += found.params.get(name).map_or(0, str::len);
        }
    }
    sum
}

fn routing(c: &mut Criterion) {
    let routers = routers();
    let mut group = c.benchmark_group("routing/github-50");
    group.throughput(Throughput::Elements(ROUTES.len() as u64));
    group.bench_function("uri", |b| b.iter(|| run_ours(&routers)));
    group.bench_function("matchit", |b| b.iter(|| run_theirs(&routers)));
    group.finish();
}

/// One iteration of a contender.
type Run = fn(&Routers) -> usize;

/// How many rounds the contenders take turns for.
const ROUNDS: u32 = 2_000;

/// About how long one timed batch runs.
const BATCH: Duration = Duration::from_micros(500);

/// The contenders take turns, round after round, each running a short batch
/// and keeping its best; prints a Markdown table.
fn interleaved() {
    let routers = routers();
    let contenders: [(&str, Run); 2] = [("uri", run_ours), ("matchit", run_theirs)];
    let batches = contenders.map(|(_, run)| {
        black_box(run(&routers));
        let start = Instant::now();
        black_box(run(&routers));
        let once = start.elapsed().as_nanos().max(1);
        u32::try_from((BATCH.as_nanos() / once).clamp(1, 100_000)).unwrap_or(1)
    });
    let mut best = [Duration::MAX; 2];
    for _ in 0..ROUNDS {
        for (((_, run), &batch), best) in contenders.iter().zip(&batches).zip(&mut best) {
            let start = Instant::now();
            for _ in 0..batch {
                black_box(run(&routers));
            }
            *best = (*best).min(start.elapsed() / batch);
        }
    }
    println!("\n#### `routing/github-50`: {} lookups\n", ROUTES.len());
    println!("| contender | µs/iteration (best) | throughput vs matchit |");
    println!("|---|---:|---:|");
    for ((name, _), time) in contenders.iter().zip(best) {
        println!(
            "| {name} | {:.2} | {:.2} |",
            time.as_secs_f64() * 1e6,
            best[1].as_secs_f64() / time.as_secs_f64(),
        );
    }
}

fn main() {
    alternating::main_with_interleaved(
        interleaved,
        || {
            routers();
        },
        routing,
    );
}
