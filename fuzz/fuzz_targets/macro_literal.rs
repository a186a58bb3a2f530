//! The proc macro's inner function, string in, offsets or diagnostic out: no
//! literal source text may make it panic (with arguments or without, or placed
//! as a template), and a valid literal expands to exactly what the run-time
//! parser returns.
#![no_main]

// The proc-macro crate can only export macros, so its modules are compiled here
// directly, as they are: this is the code the compiler runs.
#[path = "../../uri-macros/src/arguments/mod.rs"]
mod arguments;
#[path = "../../uri-macros/src/call.rs"]
mod call;
#[path = "../../uri-macros/src/diagnostic/mod.rs"]
mod diagnostic;
#[path = "../../uri-macros/src/kind.rs"]
mod kind;
#[path = "../../uri-macros/src/literal/mod.rs"]
mod literal;
#[path = "../../uri-macros/src/request/mod.rs"]
mod request;

use std::str::FromStr;

use kind::Kind;
use libfuzzer_sys::fuzz_target;
use literal::check::check;
use proc_macro2::{Span, TokenStream};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Arbitrary text as a literal's source.
    for kind in [Kind::Uri, Kind::UriRef] {
        if let Err(diagnostic) = check(text, kind, Span::call_site()) {
            let _ = diagnostic.message(false);
            let _ = diagnostic.message(true);
        }
    }
    // The text as the value of a well-formed literal.
    let source = format!("{text:?}");
    match (
        check(&source, Kind::UriRef, Span::call_site()),
        uri::UriRef::parse(text),
    ) {
        (Ok(offsets), Ok(parsed)) => assert_eq!(offsets, uri::__private::offsets(parsed)),
        (Err(diagnostic), Err(_)) => {
            let _ = diagnostic.message(false);
        }
        (ours, runtime) => panic!(
            "macro and run time disagree on {text:?}: {:?} {runtime:?}",
            ours.is_ok()
        ),
    }
    // Whole token streams, as a macro call would pass them, with and without
    // arguments.
    if let Ok(tokens) = TokenStream::from_str(&format!("(p) uri {text}")) {
        let _ = call::expand(tokens).to_string();
    }
    if let Ok(tokens) = TokenStream::from_str(&format!("(p) uri_ref {source}, a = 1, b")) {
        let _ = call::expand(tokens).to_string();
    }
    // The text as a template: placing its expressions never panics.
    if let Ok(template) = uri::UriTemplate::parse(text) {
        for kind in [Kind::Uri, Kind::UriRef, Kind::Iri, Kind::IriRef] {
            let _ = arguments::placement::place(template, kind);
        }
    }
});
