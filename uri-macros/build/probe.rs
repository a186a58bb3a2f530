// Compiled by build.rs: if this builds, the compiler has the unstable span API the
// macro uses to point inside a literal, with the signatures the macro calls.
#![feature(proc_macro_span)]

extern crate proc_macro;

pub fn narrow(literal: &proc_macro::Literal) -> Option<proc_macro::Span> {
    literal.subspan(1..2)
}
