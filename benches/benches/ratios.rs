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
//! Run with `cargo bench -p uri-benches --bench ratios -- [FILTER]`; it prints
//! Markdown tables, and last the targets table, worst group first. With
//! `--processes N` it runs itself N times and prints only the targets table,
//! each ratio the median over the runs with their range: on a VM the same
//! binary measures a third faster or slower from one process to the next, so
//! one process's figures are not enough to call a target met. With
//! `--corpus N` the corpora of short URIs hold N URIs instead of 1,000: from
//! 10,000 on, the branch predictor cannot learn the corpus, as it cannot learn
//! traffic, and branchy code measures as it runs in service.

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

/// Set for the runs that `--processes` starts: they print their targets as
/// [`Target::summary_line`]s for the first process to combine.
const CHILD: &str = "URI_RATIOS_CHILD";

/// The lowest and the highest of a ratio's values.
type Range = (f64, f64);

/// One group's line in the table of targets.
struct Target {
    name: String,
    fluent: f64,
    oxiri: Option<f64>,
    floor: f64,
    mean_len: usize,
    escapes: usize,
    /// The lowest and highest ratio to fluent-uri's over the processes
    /// combined, when there were several; the same for oxiri's.
    fluent_range: Option<Range>,
    oxiri_range: Option<Range>,
}

impl Target {
    /// The target as one tab-separated line, for the process combining runs.
    fn summary_line(&self) -> String {
        let oxiri = self
            .oxiri
            .map_or_else(|| "-".to_owned(), |ratio| ratio.to_string());
        format!(
            "summary\t{}\t{}\t{}\t{}\t{oxiri}\t{}",
            self.name, self.mean_len, self.escapes, self.fluent, self.floor
        )
    }

    /// Reads back a [`Target::summary_line`].
    fn from_summary(line: &str) -> Option<Self> {
        let mut fields = line.strip_prefix("summary\t")?.split('\t');
        let name = fields.next()?.to_owned();
        let mean_len = fields.next()?.parse().ok()?;
        let escapes = fields.next()?.parse().ok()?;
        let fluent = fields.next()?.parse().ok()?;
        let oxiri = fields.next()?.parse().ok();
        let floor = fields.next()?.parse().ok()?;
        Some(Self {
            name,
            fluent,
            oxiri,
            floor,
            mean_len,
            escapes,
            fluent_range: None,
            oxiri_range: None,
        })
    }
}

/// The median of `values` (not empty) and their range.
fn median_and_range(mut values: Vec<f64>) -> (f64, Range) {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    let median = if values.len() % 2 == 0 {
        f64::midpoint(values[middle - 1], values[middle])
    } else {
        values[middle]
    };
    (median, (values[0], values[values.len() - 1]))
}

/// The value of `--corpus N` (taken out of `args`): how many URIs each corpus
/// of short URIs holds; 1,000 without it.
fn take_corpus_size(args: &mut Vec<String>) -> usize {
    let Some(at) = args.iter().position(|arg| arg == "--corpus") else {
        return common::CORPUS_SIZE;
    };
    let size = args.get(at + 1).and_then(|size| size.parse().ok());
    args.drain(at..(at + 2).min(args.len()));
    size.unwrap_or(common::CORPUS_SIZE).max(1)
}

/// Takes `--processes N` out of `args`; how many processes to run (1 without it).
fn take_processes(args: &mut Vec<String>) -> usize {
    let Some(at) = args.iter().position(|arg| arg == "--processes") else {
        return 1;
    };
    let count = args.get(at + 1).and_then(|count| count.parse().ok());
    args.drain(at..(at + 2).min(args.len()));
    count.unwrap_or(1).max(1)
}

/// Runs this bench `count` times, one process each, and prints the targets
/// table of the medians.
fn run_processes(count: usize, args: &[String]) {
    let exe = std::env::current_exe().expect("the bench's own path");
    let mut runs: Vec<Vec<Target>> = Vec::new();
    for run in 1..=count {
        let output = std::process::Command::new(&exe)
            .args(args)
            .env(CHILD, "1")
            .output()
            .expect("the bench runs again");
        assert!(output.status.success(), "run {run} of {count} failed");
        let stdout = String::from_utf8_lossy(&output.stdout);
        runs.push(stdout.lines().filter_map(Target::from_summary).collect());
        eprintln!("ratios: run {run} of {count} done");
    }
    let combined = runs[0]
        .iter()
        .map(|first| {
            let same: Vec<&Target> = runs
                .iter()
                .filter_map(|run| run.iter().find(|target| target.name == first.name))
                .collect();
            let (fluent, fluent_range) =
                median_and_range(same.iter().map(|target| target.fluent).collect());
            let oxiris: Vec<f64> = same.iter().filter_map(|target| target.oxiri).collect();
            let oxiri = (!oxiris.is_empty()).then(|| median_and_range(oxiris));
            let (floor, _) = median_and_range(same.iter().map(|target| target.floor).collect());
            Target {
                name: first.name.clone(),
                fluent,
                oxiri: oxiri.map(|(median, _)| median),
                floor,
                mean_len: first.mean_len,
                escapes: first.escapes,
                fluent_range: Some(fluent_range),
                oxiri_range: oxiri.map(|(_, range)| range),
            }
        })
        .collect();
    println!("\nMedians of {count} processes, with their ranges.");
    print_targets(combined);
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let processes = take_processes(&mut args);
    let corpus_size = take_corpus_size(&mut args);
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
    if processes > 1 {
        let mut child_args = args.clone();
        child_args.extend(["--corpus".to_owned(), corpus_size.to_string()]);
        run_processes(processes, &child_args);
        return;
    }
    let filter = args.iter().find(|arg| !arg.starts_with('-'));
    let groups: Vec<common::Group> = common::groups_of(corpus_size)
        .into_iter()
        .filter(|group| filter.is_none_or(|filter| group.name.contains(filter.as_str())))
        .collect();
    let bests = measure(&groups);
    let targets = report(&groups, &bests);
    if std::env::var_os(CHILD).is_some() {
        for target in &targets {
            println!("{}", target.summary_line());
        }
        return;
    }
    print_targets(targets);
}

/// Each contender's best batch, per item, group by group: the groups and
/// their contenders take turns (see the module docs).
fn measure(groups: &[common::Group]) -> Vec<Vec<Duration>> {
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
    bests
}

/// Prints each group's table and returns its line in the targets table.
fn report(groups: &[common::Group], bests: &[Vec<Duration>]) -> Vec<Target> {
    let mut targets = Vec::new();
    for (group, best) in groups.iter().zip(bests) {
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
            fluent_range: None,
            oxiri_range: None,
        });
    }
    targets
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
    let range = |range: Option<Range>| {
        range.map_or_else(String::new, |(low, high)| format!(" [{low:.2}-{high:.2}]"))
    };
    for target in targets {
        let (fluent_range, oxiri_range) = (target.fluent_range, target.oxiri_range);
        // Resolution has its own target against oxiri; elsewhere its ratio is
        // shown for information.
        let oxiri = target.oxiri.map_or_else(String::new, |ratio| {
            if target.name.starts_with("resolve") {
                format!(
                    "{ratio:.2}{} ({})",
                    range(oxiri_range),
                    verdict(ratio >= 1.2)
                )
            } else {
                format!("{ratio:.2}{}", range(oxiri_range))
            }
        });
        // The floor of normalization and resolution is a copy: no target.
        let floor = if target.name.starts_with("parse") {
            format!("{:.2} ({})", target.floor, verdict(target.floor <= 2.0))
        } else {
            format!("{:.2}", target.floor)
        };
        println!(
            "| `{}` | {} | {}% | {:.2}{} ({}) | {oxiri} | {floor} |",
            target.name,
            target.mean_len,
            target.escapes,
            target.fluent,
            range(fluent_range),
            verdict(target.fluent >= 1.5),
        );
    }
}
