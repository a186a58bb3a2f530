//! `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (§4.2), and the
//! rule that sets it apart from a URI: the first segment of a relative path
//! holds no ':' (`path-noscheme`), which would read as the end of a scheme.

use uri::Component::Path;
use uri::ParseErrorKind::{FirstSegmentColon, FragmentChar, PathChar};

use crate::{Grammar, Table, err, ok, pct};

/// `path-noscheme = segment-nz-nc *( "/" segment )` (§4.2).
pub const PATH_NOSCHEME: Table = Table {
    rule: "path-noscheme",
    grammar: Grammar::Relative,
    prefix: "",
    suffix: "",
    rows: &[
        ok("a"),
        ok("a/b"),
        ok("a/b:c"),
        ok("./a:b"),
        ok("a@b"),
        ok("@"),
        ok("%3A"),
        ok("a%3Ab"),
        ok("this%3Athat"),
        ok("."),
        ok(".."),
        ok("../a:b"),
        ok("a/:"),
        ok("a/"),
        ok("a//b"),
        ok("!$&'()*+,;="),
        ok("-._~"),
        ok("1"),
        ok("1/2:3"),
        ok("a?b:c"),
        ok("a#b:c"),
        ok("g;x=1/../y"),
        err("a:b", 1, FirstSegmentColon),
        err(":", 0, FirstSegmentColon),
        err(":a", 0, FirstSegmentColon),
        err("a:", 1, FirstSegmentColon),
        err("1:2", 1, FirstSegmentColon),
        err("a:/b", 1, FirstSegmentColon),
        err("@:a", 1, FirstSegmentColon),
        err("%41:b", 3, FirstSegmentColon),
        err("this:that", 4, FirstSegmentColon),
        err("a b", 1, PathChar),
        err("a/b c", 3, PathChar),
        pct("a%", 2, Path),
        pct("a%g1", 2, Path),
        err("http://h", 4, FirstSegmentColon),
        err("s:a", 1, FirstSegmentColon),
        err("mailto:x@y", 6, FirstSegmentColon),
    ],
};

/// `relative-part = "//" authority path-abempty / path-absolute / ...`.
pub const RELATIVE_PATH_ABSOLUTE: Table = Table {
    rule: "relative-part path-absolute / authority",
    grammar: Grammar::Relative,
    prefix: "",
    suffix: "",
    rows: &[
        ok("/"),
        ok("/a"),
        ok("/a:b"),
        ok("/:"),
        ok("/a//b"),
        ok("/a/"),
        ok("/."),
        ok("/.."),
        ok("/%41"),
        ok("//"),
        ok("///"),
        ok("////a"),
        ok("//h/a:b"),
        ok("//h:1"),
        err("/a b", 2, PathChar),
        pct("/%", 2, Path),
        err("/a#b#", 4, FragmentChar),
        err("/[", 1, PathChar),
        err("/\u{e9}", 1, PathChar),
    ],
};

/// `relative-part = path-empty`, then query and fragment.
pub const RELATIVE_PATH_EMPTY: Table = Table {
    rule: "relative-part path-empty",
    grammar: Grammar::Relative,
    prefix: "",
    suffix: "",
    rows: &[
        ok(""),
        ok("?"),
        ok("#"),
        ok("?q"),
        ok("#f"),
        ok("?#"),
        ok("?a:b"),
        ok("#a:b"),
    ],
};

/// A relative reference's first segment may not hold ':' (§4.2); with a valid
/// scheme before the ':' the text is a URI instead.
pub const FIRST_SEGMENT_COLON: Table = Table {
    rule: "first-segment colon (URI-reference)",
    grammar: Grammar::UriRef,
    prefix: "",
    suffix: "",
    rows: &[
        ok("a:b"),
        ok("a:"),
        ok("x-y:z"),
        ok("./1:b"),
        ok("./:"),
        ok("1/a:b"),
        ok("1%3Ab"),
        ok("1?a:b"),
        ok("1#a:b"),
        ok("/1:b"),
        ok("//h/1:b"),
        ok("a/:"),
        ok("?:"),
        ok("#:"),
        err("1:b", 1, FirstSegmentColon),
        err("1a:b", 2, FirstSegmentColon),
        err("-:b", 1, FirstSegmentColon),
        err(":b", 0, FirstSegmentColon),
        err(":", 0, FirstSegmentColon),
        err("_:", 1, FirstSegmentColon),
        err("a b:c", 1, PathChar),
        err("%41:b", 3, FirstSegmentColon),
        err("a_b:c", 3, FirstSegmentColon),
        err("1:", 1, FirstSegmentColon),
        err("::", 0, FirstSegmentColon),
        err("@:", 1, FirstSegmentColon),
        err(".:", 1, FirstSegmentColon),
        err("..:a", 2, FirstSegmentColon),
        err("~:", 1, FirstSegmentColon),
        err("a%3A:b", 4, FirstSegmentColon),
    ],
};
