//! `query = *( pchar / "/" / "?" )` (§3.4).

use uri::Component::Query;
use uri::ParseErrorKind::{FragmentChar, QueryChar};

use crate::{Grammar, Table, err, ok, pct};

/// `query = *( pchar / "/" / "?" )` (§3.4).
pub const QUERY: Table = Table {
    rule: "query",
    grammar: Grammar::UriRef,
    prefix: "?",
    suffix: "",
    rows: &[
        ok(""),
        ok("?"),
        ok("/?"),
        ok("a=b&c=d"),
        ok(":@"),
        ok("/"),
        ok("a?b"),
        ok("%20"),
        ok("!$&'()*+,;="),
        ok("-._~"),
        ok("AZaz09"),
        ok("a/b?c:d@e"),
        ok("#"),
        ok("#f"),
        err("a b", 1, QueryChar),
        err("[", 0, QueryChar),
        err("]", 0, QueryChar),
        err("{", 0, QueryChar),
        err("}", 0, QueryChar),
        err("a\"b", 1, QueryChar),
        err("a\"", 1, QueryChar),
        err("<", 0, QueryChar),
        err(">", 0, QueryChar),
        err("|", 0, QueryChar),
        err("\\", 0, QueryChar),
        err("^", 0, QueryChar),
        err("`", 0, QueryChar),
        pct("%", 1, Query),
        pct("%2", 2, Query),
        err("\u{e9}", 0, QueryChar),
        err("\t", 0, QueryChar),
        err("#a#", 2, FragmentChar),
    ],
};

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (§3): a query after
/// each kind of `hier-part`.
pub const QUERY_IN_URI: Table = Table {
    rule: "query (URI)",
    grammar: Grammar::Uri,
    prefix: "",
    suffix: "",
    rows: &[
        ok("s:?a"),
        ok("s://h/p?q=%20"),
        err("s:?a b", 4, QueryChar),
        err("s:?\u{e9}", 3, QueryChar),
        pct("s://h/p?q=%zz", 11, Query),
    ],
};
