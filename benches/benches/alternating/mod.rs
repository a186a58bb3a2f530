//! The `main` of the benches that also time their contenders in turn
//! (`--interleaved`): `routing` and `iri`.

use criterion::Criterion;

/// The `main` of a bench with an `--interleaved` mode: with that flag it runs
/// `interleaved` (or, under `cargo test --benches`, which passes no
/// `--bench`, only `check`, which builds what it would time), else the
/// criterion groups of `benches`.
pub(crate) fn main_with_interleaved(interleaved: fn(), check: fn(), benches: fn(&mut Criterion)) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--interleaved") {
        if args.iter().any(|arg| arg == "--bench") {
            interleaved();
        } else {
            check();
        }
        return;
    }
    let mut criterion = crate::settings::criterion().configure_from_args();
    benches(&mut criterion);
    criterion.final_summary();
}
