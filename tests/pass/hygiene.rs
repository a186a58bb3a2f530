//! The expansion names nothing a caller can shadow.
#![no_implicit_prelude]
#![allow(dead_code, non_snake_case, unused_macros, clippy::all)]

mod core {}
mod std {}
mod __private {}

struct Uri;
struct UriRef;
struct UriBuf;
struct TemplateWriter;
struct Value;
trait CompositeProbe {}

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
    // A call with arguments: the caller's own names, even those of the
    // expansion's locals, capture nothing.
    let __uri_writer = "writer";
    let id = 7;
    let users = ::uri::uri!("https://api.example.com/users/{id}{?page,w}", id, page = "2", w = __uri_writer);
    let path = ::uri::uri_ref!("{+path}", path = "a/b");
    let _ = (users, path);
}
