//! Implementation detail of the [`uri`](https://docs.rs/uri) crate: the procedural
//! macros behind `uri!` and `uri_ref!`. Depend on `uri` instead.
//!
//! The macros will call `uri-core`'s parser at compile time; they carry no grammar
//! of their own.
