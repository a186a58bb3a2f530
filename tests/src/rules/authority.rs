//! `authority = [ userinfo "@" ] host [ ":" port ]` (§3.2): the userinfo, and the
//! authority as a whole in a network-path reference.
//!
//! Whether text is userinfo or host depends on an '@' that may come later, so
//! an error in it is a userinfo error when an '@' follows and a host or port
//! error otherwise.

use uri::Component::Userinfo;
use uri::ParseErrorKind::{Ipv6Char, PortChar, RegNameChar, UserinfoChar};

use crate::{Grammar, Table, err, ok, pct};

/// `authority = [ userinfo "@" ] host [ ":" port ]`,
/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1).
pub const USERINFO: Table = Table {
    rule: "userinfo",
    grammar: Grammar::Uri,
    prefix: "s://",
    suffix: "",
    rows: &[
        ok("u@h"),
        ok("@h"),
        ok("@"),
        ok("u@"),
        ok("u:p@h"),
        ok("u:@h"),
        ok(":p@h"),
        ok(":@h"),
        ok("::@h"),
        ok("u:p:q@h"),
        ok("%41@h"),
        ok("%3A@h"),
        ok("u%40@h"),
        ok("!$&'()*+,;=@h"),
        ok("-._~@h"),
        ok("AZaz09@h"),
        ok("u@h:80"),
        ok("u@[::1]"),
        ok("u@[::1]:80"),
        ok("u@1.2.3.4"),
        ok("u:p@h:1/p?q#f"),
        ok("u@/p"),
        ok(""),
        ok("/"),
        ok("?"),
        ok("#"),
        err("u@h@x", 3, RegNameChar),
        err("@@h", 1, RegNameChar),
        err("a@b@c", 3, RegNameChar),
        err("u[@h", 1, UserinfoChar),
        err("u]@h", 1, UserinfoChar),
        err("u p@h", 1, UserinfoChar),
        // A later '@' makes "h: 80" a userinfo, not a host and a port.
        err("h: 80@i", 2, UserinfoChar),
        err("user:pa ss@h", 7, UserinfoChar),
        err("u\"@h", 1, UserinfoChar),
        err("u<@h", 1, UserinfoChar),
        err("u>@h", 1, UserinfoChar),
        err("u\\@h", 1, UserinfoChar),
        err("u^@h", 1, UserinfoChar),
        err("u`@h", 1, UserinfoChar),
        err("u{@h", 1, UserinfoChar),
        err("u|@h", 1, UserinfoChar),
        err("u}@h", 1, UserinfoChar),
        pct("%@h", 1, Userinfo),
        pct("%4@h", 2, Userinfo),
        pct("%zz@h", 1, Userinfo),
        pct("%4g@h", 2, Userinfo),
        pct("u%@h", 2, Userinfo),
        pct("u%4@h", 3, Userinfo),
        err("\u{e9}@h", 0, UserinfoChar),
        err("u\t@h", 1, UserinfoChar),
        err("[u]@h", 1, Ipv6Char),
        err("u@[h]", 3, Ipv6Char),
    ],
};

/// `relative-part = "//" authority path-abempty` (§4.2): the authority of a
/// network-path reference, under `URI-reference`.
pub const AUTHORITY_IN_REFERENCE: Table = Table {
    rule: "authority (URI-reference)",
    grammar: Grammar::UriRef,
    prefix: "//",
    suffix: "",
    rows: &[
        ok("u@h:80"),
        ok("[::1]"),
        err("\u{e9}@h", 0, UserinfoChar),
        err("h\\x", 1, RegNameChar),
        err("h:\u{663}", 2, PortChar),
    ],
};
