//! The groups of `parse`, plus one per escape-dense shape, the web mix with
//! invalid input, normalization and resolution (see `common::groups`), timed
//! differently for a machine shared with other work: the contenders of a group take turns, round after round, each
//! running a short batch, and each keeps its best batch. Other processes only
//! ever make a batch slower, so the best of many short interleaved batches is
//! a steadier estimate of the uncontended speed, and of the ratios between
//! contenders, than one long criterion measurement each. The groups take turns
//! too, pass after pass, so that a burst of other work cannot spoil one group
//! throughout.
//!
//! Run with `cargo bench -p uri-benches --bench ratios [FILTER]`; it prints
//! Markdown tables, and last the targets table, worst group first.

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How many times the groups take turns.
const PASSES: u32 = 6;

/// How many times each contender of a group gets its turn in one pass.
const ROUNDS: u32 = 50;

/// About how long one timed batch runs.
const BATCH: Duration = Duration::from_micros(500);

/// How many corpus passes make a batch of about [`BATCH`].
fn batch_len(run: fn(&[String]) -> usize, corpus: &[String]) -> u32 {
    black_box(run(black_box(corpus)));
    let start = Instant::now();
    black_box(run(black_box(corpus)));
    let once = start.elapsed().as_nanos().max(1);
    u32::try_from((BATCH.as_nanos() / once).clamp(1, 100_000)).unwrap_or(1)
}

#[allow(clippy::cast_precision_loss, reason = "display only")]
fn per_item_ns(time: Duration, items: usize) -> f64 {
    time.as_secs_f64() * 1e9 / items as f64
}

/// One group's line in the table of targets.
struct Target {
    name: String,
    fluent: f64,
    oxiri: Option<f64>,
    floor: f64,
    mean_len: usize,
    escapes: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `cargo bench` passes `--bench`; without it (`cargo test --benches`), only
    // check that every group builds and every contender accepts its corpus.
    if !args.iter().any(|arg| arg == "--bench") {
        let groups = common::groups();
        println!(
            "ratios: {} groups checked; run with `cargo bench` to measure",
            groups.len()
        );
        return;
    }
    let filter = args.iter().find(|arg| !arg.starts_with('-'));
    let groups: Vec<common::Group> = common::groups()
        .into_iter()
        .filter(|group| filter.is_none_or(|filter| group.name.contains(filter.as_str())))
        .collect();
    let batches: Vec<Vec<u32>> = groups
        .iter()
        .map(|group| {
            group
                .contenders
                .iter()
                .map(|&(_, run)| batch_len(run, &group.corpus))
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
                for ((&(_, run), &batch), best) in
                    group.contenders.iter().zip(batches).zip(best.iter_mut())
                {
                    let start = Instant::now();
                    for _ in 0..batch {
                        black_box(run(black_box(&group.corpus)));
                    }
                    *best = (*best).min(start.elapsed() / batch);
                }
            }
        }
    }

    let mut targets = Vec::new();
    for (group, best) in groups.iter().zip(&bests) {
        let corpus = &group.corpus;
        let time_of = |wanted: &str| {
            let index = group
                .contenders
                .iter()
                .position(|&(name, _)| name == wanted);
            best[index.expect("every group has uri, fluent-uri and floor")]
        };
        let uri = time_of("uri");
        let bytes = group.bytes();
        println!(
            "\n#### `{}`: {} input(s), {bytes} bytes\n",
            group.name,
            corpus.len()
        );
        let unit = if corpus.len() > 1 { "ns/URI" } else { "ns" };
        println!("| parser | {unit} (best) | MB/s | time / uri's |");
        println!("|---|---:|---:|---:|");
        let mut rows: Vec<(&str, Duration)> = group
            .contenders
            .iter()
            .map(|&(name, _)| name)
            .zip(best.iter().copied())
            .collect();
        rows.sort_by_key(|&(_, time)| time);
        for (name, time) in rows {
            println!(
                "| {name} | {:.1} | {:.0} | {:.2} |",
                per_item_ns(time, corpus.len()),
                1e3 / per_item_ns(time, bytes),
                time.as_secs_f64() / uri.as_secs_f64(),
            );
        }
        let oxiri = group
            .contenders
            .iter()
            .position(|&(name, _)| name == "oxiri")
            .map(|index| best[index].as_secs_f64() / uri.as_secs_f64());
        targets.push(Target {
            name: group.name.clone(),
            fluent: time_of("fluent-uri").as_secs_f64() / uri.as_secs_f64(),
            oxiri,
            floor: uri.as_secs_f64() / time_of("floor").as_secs_f64(),
            mean_len: group.mean_len(),
            escapes: group.escape_percent(),
        });
    }
    print_targets(targets);
}

/// The table of targets, worst group first: the group furthest from its
/// fluent-uri target.
fn print_targets(mut targets: Vec<Target>) {
    targets.sort_by(|a, b| a.fluent.total_cmp(&b.fluent));
    println!("\n#### Targets, worst group first\n");
    println!(
        "| group | mean bytes | bytes in escapes | uri throughput / fluent-uri's (≥ 1.5) | / oxiri's | uri time / floor's (≤ 2 parsing) |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    let verdict = |met: bool| if met { "met" } else { "**not met**" };
    for target in targets {
        // Resolution has its own target against oxiri; elsewhere its ratio is
        // shown for information.
        let oxiri = target.oxiri.map_or_else(String::new, |ratio| {
            if target.name.starts_with("resolve") {
                format!("{ratio:.2} ({})", verdict(ratio >= 1.2))
            } else {
                format!("{ratio:.2}")
            }
        });
        // The floor of normalization and resolution is a copy: no target.
        let floor = if target.name.starts_with("parse") {
            format!("{:.2} ({})", target.floor, verdict(target.floor <= 2.0))
        } else {
            format!("{:.2}", target.floor)
        };
        println!(
            "| `{}` | {} | {}% | {:.2} ({}) | {oxiri} | {floor} |",
            target.name,
            target.mean_len,
            target.escapes,
            target.fluent,
            verdict(target.fluent >= 1.5),
        );
    }
}
