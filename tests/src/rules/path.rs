//! The path after a scheme or an authority (§3.3): `path-abempty`,
//! `path-absolute`, `path-rootless` and `path-empty`, and a path under
//! `URI-reference`.

use uri::Component::Path;
use uri::ParseErrorKind::{FragmentChar, PathChar};

use crate::{Grammar, Table, err, ok, pct};

/// `path-abempty = *( "/" segment )`, after an authority.
pub const PATH_ABEMPTY: Table = Table {
    rule: "path-abempty",
    grammar: Grammar::Uri,
    prefix: "s://h",
    suffix: "",
    rows: &[
        ok(""),
        ok("/"),
        ok("//"),
        ok("///"),
        ok("/a"),
        ok("/a/b"),
        ok("/a//b"),
        ok("/a/"),
        ok("/:@"),
        ok("/!$&'()*+,;="),
        ok("/-._~"),
        ok("/AZaz09"),
        ok("/%20"),
        ok("/%2F"),
        ok("/a:b"),
        ok("/@"),
        ok("/a@b:c"),
        ok("/."),
        ok("/.."),
        ok("/a/./b/../c"),
        err("/a b", 2, PathChar),
        err("/a/b c", 4, PathChar),
        err("/a\\b", 2, PathChar),
        err("/[", 1, PathChar),
        err("/]", 1, PathChar),
        err("/a|b", 2, PathChar),
        err("/a^b", 2, PathChar),
        err("/a`b", 2, PathChar),
        err("/a{b", 2, PathChar),
        err("/a}b", 2, PathChar),
        err("/a<b", 2, PathChar),
        err("/a>b", 2, PathChar),
        err("/a\"b", 2, PathChar),
        pct("/%", 2, Path),
        pct("/%2", 3, Path),
        pct("/%2g", 3, Path),
        err("/\u{e9}", 1, PathChar),
        err("/caf\u{e9} x", 4, PathChar),
        err("/a\u{7f}", 2, PathChar),
    ],
};

/// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`, after a scheme.
pub const PATH_ABSOLUTE: Table = Table {
    rule: "path-absolute",
    grammar: Grammar::Uri,
    prefix: "s:",
    suffix: "",
    rows: &[
        ok("/"),
        ok("/a"),
        ok("/a/b"),
        ok("/a/"),
        ok("/a//b"),
        ok("/a:b"),
        ok("/:"),
        ok("/@"),
        ok("/."),
        ok("/.."),
        ok("/./a"),
        ok("/.//"),
        ok("/%41"),
        err("/a b", 2, PathChar),
        pct("/%", 2, Path),
        pct("/a%", 3, Path),
        pct("/a%4", 4, Path),
        pct("/a%zz", 3, Path),
        err("/a#b#c", 4, FragmentChar),
        err("/[", 1, PathChar),
        err("/\u{e9}", 1, PathChar),
    ],
};

/// `path-rootless = segment-nz *( "/" segment )`, after a scheme.
pub const PATH_ROOTLESS: Table = Table {
    rule: "path-rootless",
    grammar: Grammar::Uri,
    prefix: "s:",
    suffix: "",
    rows: &[
        ok("a"),
        ok("a/b"),
        ok("a:b"),
        ok("a::"),
        ok(":"),
        ok("@"),
        ok("a//b"),
        ok("%41"),
        ok("a/"),
        ok("."),
        ok(".."),
        ok("!$&'()*+,;="),
        ok("-._~"),
        ok("a@b.c"),
        ok("+1-816-555-1212"),
        err("a b", 1, PathChar),
        err(" ", 0, PathChar),
        pct("a%", 2, Path),
        pct("a%zz", 2, Path),
        err("a[b", 1, PathChar),
        err("a{b", 1, PathChar),
        err("a]", 1, PathChar),
        err("a|", 1, PathChar),
        err("a\\b", 1, PathChar),
        err("\u{e9}", 0, PathChar),
        err("a\"b", 1, PathChar),
        err("a\nb", 1, PathChar),
        err("\u{1f600}", 0, PathChar),
    ],
};

/// `path-empty = 0<pchar>`, after a scheme.
pub const PATH_EMPTY: Table = Table {
    rule: "path-empty",
    grammar: Grammar::Uri,
    prefix: "s:",
    suffix: "",
    rows: &[
        ok(""),
        ok("?"),
        ok("#"),
        ok("?q"),
        ok("#f"),
        ok("?#"),
        ok("?q#f"),
        err("##", 1, FragmentChar),
    ],
};

/// `relative-part = path-absolute / path-noscheme / ...` (§4.2), under
/// `URI-reference`: a path with no scheme before it.
pub const PATH_IN_REFERENCE: Table = Table {
    rule: "path (URI-reference)",
    grammar: Grammar::UriRef,
    prefix: "",
    suffix: "",
    rows: &[
        ok("/a/b"),
        ok("a/b"),
        ok("../a"),
        err("/a\\b", 2, PathChar),
        err("../a b", 4, PathChar),
    ],
};
