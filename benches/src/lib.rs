//! Benchmark corpus.
