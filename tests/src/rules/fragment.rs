//! `fragment = *( pchar / "/" / "?" )` (§3.5): like a query, without a second '#'.

use uri::Component::Fragment;
use uri::ParseErrorKind::FragmentChar;

use crate::{Grammar, Table, err, ok, pct};

/// `fragment = *( pchar / "/" / "?" )` (§3.5): no second '#'.
pub const FRAGMENT: Table = Table {
    rule: "fragment",
    grammar: Grammar::UriRef,
    prefix: "#",
    suffix: "",
    rows: &[
        ok(""),
        ok("/"),
        ok("?"),
        ok("a/b?c"),
        ok(":@"),
        ok("%23"),
        ok("!$&'()*+,;="),
        ok("-._~"),
        ok("//"),
        ok("??"),
        err("#", 0, FragmentChar),
        err("a#b", 1, FragmentChar),
        err("[", 0, FragmentChar),
        err("]", 0, FragmentChar),
        err("a b", 1, FragmentChar),
        pct("%", 1, Fragment),
        pct("%g0", 1, Fragment),
        pct("%4x", 2, Fragment),
        err("\u{e9}", 0, FragmentChar),
        err("{", 0, FragmentChar),
        err("\\", 0, FragmentChar),
        err("^", 0, FragmentChar),
        err("|", 0, FragmentChar),
        err("\"", 0, FragmentChar),
        err("<", 0, FragmentChar),
        err(">", 0, FragmentChar),
        err("`", 0, FragmentChar),
    ],
};

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (§3): a fragment
/// after each kind of `hier-part`, and after a query.
pub const FRAGMENT_IN_URI: Table = Table {
    rule: "fragment (URI)",
    grammar: Grammar::Uri,
    prefix: "",
    suffix: "",
    rows: &[
        ok("s:#a"),
        ok("s://h/p?q#f"),
        err("s:#a#", 4, FragmentChar),
        err("s:?q#f g", 6, FragmentChar),
        err("s://h/p?q#f#", 11, FragmentChar),
    ],
};
