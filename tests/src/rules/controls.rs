//! Characters that no rule of Appendix A holds literally: controls, the space and
//! everything beyond ASCII (§2). Their percent-encodings are valid, and that is
//! how an IRI's characters get into a URI (RFC 3987 §3.1).

use uri::ParseErrorKind::{FragmentChar, PathChar, QueryChar, RegNameChar};

use crate::{Grammar, Table, err, ok};

/// No component holds a control, a space or a non-ASCII character literally;
/// their percent-encodings are fine.
pub const CONTROLS_AND_NON_ASCII: Table = Table {
    rule: "controls and non-ASCII",
    grammar: Grammar::UriRef,
    prefix: "",
    suffix: "",
    rows: &[
        err("\u{0}", 0, PathChar),
        err("a\u{0}", 1, PathChar),
        err("\t", 0, PathChar),
        err("a\tb", 1, PathChar),
        err("a\nb", 1, PathChar),
        err("a\rb", 1, PathChar),
        err("a\r\n", 1, PathChar),
        err("\u{1f}", 0, PathChar),
        err("\u{7f}", 0, PathChar),
        err("a\u{7f}", 1, PathChar),
        err("\u{e9}", 0, PathChar),
        err("a\u{e9}", 1, PathChar),
        err("\u{80}", 0, PathChar),
        err("\u{a0}", 0, PathChar),
        err("\u{feff}a", 0, PathChar),
        err("\u{2028}", 0, PathChar),
        err("\u{1f600}", 0, PathChar),
        err("//ex\u{e4}mple.com", 4, RegNameChar),
        err("?\u{e9}", 1, QueryChar),
        err("#\u{e9}", 1, FragmentChar),
        err("s://h/\u{e9}", 6, PathChar),
        err(" ", 0, PathChar),
        err("a ", 1, PathChar),
        err(" a", 0, PathChar),
        err("http://h/ ", 9, PathChar),
        err("http://h\u{3000}", 8, RegNameChar),
        ok("%C3%A9"),
        ok("%7F"),
        ok("%00"),
        ok("%E2%80%A8"),
    ],
};
