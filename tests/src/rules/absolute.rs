//! `absolute-URI = scheme ":" hier-part [ "?" query ]` (§4.3): a URI without a
//! fragment, as a base URI must be (§5.1).

use uri::ParseErrorKind::{FragmentNotAllowed, MissingScheme, QueryChar, SchemeChar, SchemeStart};

use crate::{Grammar, Table, err, ok};

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` (§4.3): no fragment.
pub const ABSOLUTE_URI: Table = Table {
    rule: "absolute-URI",
    grammar: Grammar::Absolute,
    prefix: "",
    suffix: "",
    rows: &[
        ok("s:"),
        ok("s:a"),
        ok("s://h/p?q"),
        ok("http://a/b/c/d;p?q"),
        ok("s:?"),
        ok("s://h?a?b"),
        ok("urn:example:animal:ferret:nose"),
        err("s:#", 2, FragmentNotAllowed),
        err("s:a#f", 3, FragmentNotAllowed),
        err("http://a/b#c", 10, FragmentNotAllowed),
        err("s://h#", 5, FragmentNotAllowed),
        err("s:?q#", 4, FragmentNotAllowed),
        err("s://h?a|b", 7, QueryChar),
        err("a", 0, MissingScheme),
        err("//h", 0, MissingScheme),
        err("", 0, MissingScheme),
        err("/p", 0, MissingScheme),
        err("?q", 0, MissingScheme),
        err("#f", 0, MissingScheme),
        err("1:a", 0, SchemeStart),
        err("a_b:c", 1, SchemeChar),
    ],
};
