//! `scheme` (§3.1): what may start and fill one, and what a reference without a
//! valid scheme is instead, under `URI` (an error) and `URI-reference` (a
//! relative reference, unless its first segment holds a ':').
//!
//! Under `URI`, text that is a valid relative reference fails with
//! `MissingScheme` at index 0: what is wrong is the missing scheme, not the
//! first character that cannot be part of one. Text that is no reference at all
//! fails where it leaves the `scheme` rule.

use uri::ParseErrorKind::{FirstSegmentColon, MissingScheme, PathChar, SchemeChar, SchemeStart};

use crate::{Grammar, Table, err, ok};

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` then `":"` (§3.1).
pub const SCHEME: Table = Table {
    rule: "scheme",
    grammar: Grammar::Uri,
    prefix: "",
    suffix: "",
    rows: &[
        ok("a:"),
        ok("A:"),
        ok("z:"),
        ok("Z:"),
        ok("a0:"),
        ok("a9:"),
        ok("a+:"),
        ok("a-:"),
        ok("a.:"),
        ok("a+-.:"),
        ok("aZ09+-.:"),
        ok("http:"),
        ok("HTTP:"),
        ok("hTtP://h"),
        ok("coap+tcp://h"),
        ok("z39.50r://h"),
        ok("soap.beep://h"),
        ok("iris.xpc:x"),
        ok("ms-settings:display"),
        ok("x-1.2+3:y"),
        // The first ':' ends the scheme; later ones belong to the path.
        ok("a:b:c"),
        ok("a::"),
        // ...and a character no path holds is a path error, not a scheme one.
        err("a:b c", 3, PathChar),
        err("", 0, MissingScheme),
        err(":", 0, SchemeStart),
        err(":a", 0, SchemeStart),
        err("1:", 0, SchemeStart),
        err("9:", 0, SchemeStart),
        err("1a:b", 0, SchemeStart),
        err("+a:b", 0, SchemeStart),
        err("-a:b", 0, SchemeStart),
        err(".a:b", 0, SchemeStart),
        err("_a:b", 0, SchemeStart),
        err("~a:b", 0, SchemeStart),
        err("%61:b", 0, SchemeStart),
        err("a_b:c", 1, SchemeChar),
        err("a~b:c", 1, SchemeChar),
        err("a!b:c", 1, SchemeChar),
        err("a$b:c", 1, SchemeChar),
        err("a*b:c", 1, SchemeChar),
        err("a=b:c", 1, SchemeChar),
        err("a%2Bb:c", 1, SchemeChar),
        err("a b:c", 1, SchemeChar),
        err(" a:b", 0, SchemeStart),
        err("a :b", 1, SchemeChar),
        err("\u{e9}:b", 0, SchemeStart),
        err("a\u{e9}:b", 1, SchemeChar),
        err("a", 0, MissingScheme),
        err("http", 0, MissingScheme),
        err("a/b:c", 0, MissingScheme),
        err("a?b:c", 0, MissingScheme),
        err("a#b:c", 0, MissingScheme),
        err("a@b:c", 1, SchemeChar),
        err("[a]:b", 0, SchemeStart),
        err("ab~c:d", 2, SchemeChar),
        err("abc!:d", 3, SchemeChar),
        err("ht tp://x", 2, SchemeChar),
        err("https\u{e9}:x", 5, SchemeChar),
    ],
};

/// The same kind of text as `URI-reference`: without a valid scheme it must be a
/// `relative-ref`, whose first segment cannot hold a ':' (§4.2).
pub const SCHEME_IN_REFERENCE: Table = Table {
    rule: "scheme or path-noscheme (URI-reference)",
    grammar: Grammar::UriRef,
    prefix: "",
    suffix: "",
    rows: &[
        ok("a:"),
        ok("a:b"),
        ok(""),
        ok("a"),
        ok("http"),
        ok("+a"),
        ok("1a"),
        ok("a/b:c"),
        ok("a?b:c"),
        ok("a#b:c"),
        err("1a:b", 2, FirstSegmentColon),
        err(":", 0, FirstSegmentColon),
        err("_a:b", 2, FirstSegmentColon),
        err("a_b:c", 3, FirstSegmentColon),
        err("a@b:c", 3, FirstSegmentColon),
        err("%61:b", 3, FirstSegmentColon),
        err("a%2Bb:c", 5, FirstSegmentColon),
    ],
};

/// `URI` requires a scheme: every relative reference is rejected.
pub const URI_NEEDS_SCHEME: Table = Table {
    rule: "URI (relative references rejected)",
    grammar: Grammar::Uri,
    prefix: "",
    suffix: "",
    rows: &[
        err("", 0, MissingScheme),
        err("a", 0, MissingScheme),
        err("/a", 0, MissingScheme),
        err("//h", 0, MissingScheme),
        err("?q", 0, MissingScheme),
        err("#f", 0, MissingScheme),
        err("./a:b", 0, MissingScheme),
        err("../g", 0, MissingScheme),
        err("g;x?y#s", 0, MissingScheme),
        err("//h:80", 0, MissingScheme),
        err("abc", 0, MissingScheme),
        err("/index.html", 0, MissingScheme),
        err("//example.com", 0, MissingScheme),
    ],
};
