//! URI Templates (RFC 6570): parsing, expansion and matching.
//!
//! A [`UriTemplate`] is checked when it is made: by [`UriTemplate::parse`] at run
//! time, or by [`uri_template!`](crate::uri_template!) at compile time, where an
//! error points at the character. Expansion takes the variables through two small
//! traits: [`Variables`] (a set of named values: maps, slices of pairs, and with
//! the `serde` feature any serializable struct through [`Serialized`]) and
//! [`Value`] (a string, list or map: strings, numbers, `Option`, slices, `Vec`,
//! maps and pairs).
//!
//! Expansion follows RFC 6570 but for one deviation: a value that would be a
//! whole `.` or `..` segment of the path (`/users/{id}` with `id = ".."`, or
//! `{+path}` with `a/../b`) is refused with [`ExpandError::DotSegment`], which
//! names the variable. The RFC writes it as it is, but resolvers, HTTP clients
//! and browsers read such a segment as a step within or up the path, so the
//! value would change which resource the URI names, and no encoding keeps it
//! data (`%2E%2E` is the same URI as `..`). Dots in a longer segment, in the
//! query and in the fragment are data. [`uri!`](crate::uri!) decides at compile
//! time where no value can be such a segment ([`NeverDotSegment`]).
//!
//! Matching goes back (feature `matching`): [`UriTemplate::matcher`] checks a template and reads the
//! values out of a URI ([`Captures`], parsed into your types with
//! [`Captures::parse`]), with queries matched as sets of pairs; a
//! [`TemplateSet`] matches a router's table of templates at once, picking the
//! most specific. The rules matching follows, and what an accepted template
//! reads back otherwise, are under ["The rules" on `Matcher`'s
//! page][the-rules]; which values are checked is under ["Values are the
//! client's" on `Captures`' page][client-values].
//!
//! # Examples
//!
//! ```
//! use uri::template::UriTemplate;
//!
//! let template = UriTemplate::parse("https://example.com/search{?q,lang}{#section}")?;
//! let url = template.expand(&[("q", "uri templates"), ("section", "results")])?;
//! assert_eq!(url, "https://example.com/search?q=uri%20templates#results");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// A link to an item of a feature that is off goes to the crate's list of
// features, so `cargo doc` without `--all-features` resolves every link.
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`UriTemplate::matcher`]: ../index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`TemplateSet`]: ../index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`Captures`]: ../index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`Captures::parse`]: ../index.html#features"
)]
#![cfg_attr(not(feature = "serde"), doc = "[`Serialized`]: ../index.html#features")]
#![cfg_attr(feature = "matching", doc = "[the-rules]: Matcher#the-rules")]
#![cfg_attr(
    feature = "matching",
    doc = "[client-values]: Captures#values-are-the-clients"
)]
#![cfg_attr(not(feature = "matching"), doc = "[the-rules]: ../index.html#features")]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[client-values]: ../index.html#features"
)]

pub use uri_core::api::template::*;
