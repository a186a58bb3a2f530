//! `port = *DIGIT` (§3.2.3).
//!
//! A character that is not a digit fails the port where it stands. By the
//! grammar alone, `h:8o` is not yet beyond repair: an '@' after it would make it
//! a userinfo. The parser names the `o` rather than the end of the authority, as
//! `ParseErrorKind` documents; the rows follow it.

use uri::ParseErrorKind::PortChar;

use crate::{Grammar, Table, err, ok};

/// `port = *DIGIT` (§3.2.3): any number of digits, possibly none.
pub const PORT: Table = Table {
    rule: "port",
    grammar: Grammar::Uri,
    prefix: "s://",
    suffix: "",
    rows: &[
        ok("h:"),
        ok("h:0"),
        ok("h:1"),
        ok("h:80"),
        ok("h:65535"),
        ok("h:65536"),
        ok("h:99999999999999999999"),
        ok("h:0080"),
        ok("h:00000"),
        ok("h:/p"),
        ok("h:?q"),
        ok("h:#f"),
        ok(":"),
        ok(":80"),
        ok("[::1]:"),
        ok("u@h:1"),
        ok("1.2.3.4:5"),
        ok("h:8/p?q#f"),
        err("h:a", 2, PortChar),
        err("h:80a", 4, PortChar),
        err("h:8o", 3, PortChar),
        err("h:a80", 2, PortChar),
        err("h:-1", 2, PortChar),
        err("h:+1", 2, PortChar),
        err("h: 80", 2, PortChar),
        err("h:8 0", 3, PortChar),
        err("h:80 ", 4, PortChar),
        err("u@h:80 ", 6, PortChar),
        err("h:1:2", 3, PortChar),
        err("h::", 2, PortChar),
        err("h:%38%30", 2, PortChar),
        err("h:8%30", 3, PortChar),
        err("h:80%zz", 4, PortChar),
        err("h:80:", 4, PortChar),
        err("h:1.5", 3, PortChar),
        err("h:0x50", 3, PortChar),
        err("h:\u{663}", 2, PortChar),
        err("h:80\\", 4, PortChar),
        err("h:80;", 4, PortChar),
        err("h:1,2", 3, PortChar),
        err("h:[80]", 2, PortChar),
        err("[::1]:x", 6, PortChar),
    ],
};
