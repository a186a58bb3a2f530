//! The expansion names nothing a caller can shadow.
#![no_implicit_prelude]
#![allow(dead_code, non_snake_case, unused_macros, clippy::all)]

mod core {}
mod std {}
mod __private {}

struct Uri;
struct UriRef;

fn Ok() {}
fn Err() {}
fn Some() {}
fn None() {}
fn compile_error() {}

macro_rules! compile_error {
    ($($t:tt)*) => {
        ()
    };
}

const API: ::uri::Uri<'static> = ::uri::uri!("https://api.example.com/v1");
static LOGO: ::uri::UriRef<'static> = ::uri::uri_ref!("../logo.png");

fn main() {
    let _ = (API, LOGO, ::uri::uri!("mailto:a@example.com"));
}
