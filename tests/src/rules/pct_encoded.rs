//! `pct-encoded = "%" HEXDIG HEXDIG` (§2.1), in every component.
//!
//! The error points at the first character after the '%' that is not a hex
//! digit, or at the end of the input when it runs out; its kind is the same in
//! every component, so each row names the component.

use uri::Component::{Fragment, Host, Path, Query, Userinfo};
use uri::ParseErrorKind::PortChar;

use crate::{Grammar, Table, err, ok, pct};

/// `pct-encoded = "%" HEXDIG HEXDIG` (§2.1), in every component.
pub const PCT_ENCODED: Table = Table {
    rule: "pct-encoded",
    grammar: Grammar::UriRef,
    prefix: "",
    suffix: "",
    rows: &[
        ok("%00"),
        ok("%41"),
        ok("%7e"),
        ok("%7E"),
        ok("%fF"),
        ok("%Ff"),
        ok("a%20b"),
        ok("%25"),
        ok("%2525"),
        ok("/%2F"),
        ok("?%23"),
        ok("#%23"),
        ok("//%41@h"),
        ok("//h%41"),
        ok("//%5B%3A%3A1%5D"),
        // Without an '@' the first ':' ends a reg-name: this port is ':1%5D'.
        err("//%5B::1%5D", 6, PortChar),
        ok("s:%41"),
        ok("%C3%A9"),
        ok("%e2%82%ac"),
        ok("?%00"),
        ok("#%FF"),
        pct("%", 1, Path),
        pct("%1", 2, Path),
        pct("%G1", 1, Path),
        pct("%1G", 2, Path),
        pct("%g1", 1, Path),
        pct("%1g", 2, Path),
        pct("a%", 2, Path),
        pct("a%2", 3, Path),
        pct("a%zz", 2, Path),
        pct("100%", 4, Path),
        pct("/%", 2, Path),
        pct("?%", 2, Query),
        pct("#%", 2, Fragment),
        pct("%%41", 1, Path),
        pct("%-1", 1, Path),
        pct("% 1", 1, Path),
        pct("%1 ", 2, Path),
        pct("%\u{e9}", 1, Path),
        pct("%+1", 1, Path),
        pct("%0x", 2, Path),
        pct("//%@h", 3, Userinfo),
        pct("//h%", 4, Host),
        pct("//h%4", 5, Host),
        pct("//u%zz@h", 4, Userinfo),
        pct("s:%", 3, Path),
        pct("s:%4", 4, Path),
        pct("?a%2", 4, Query),
        pct("#a%2", 4, Fragment),
        pct("%\u{0}0", 1, Path),
    ],
};
