//! The lenient parser on messy real-world shapes: each case gives the input,
//! the strict text it becomes (or the index of the error no repair fixes), and
//! every repair with its byte range in the input. Kinds are abbreviated:
//! T trimmed whitespace, W removed tab or newline, L lower-cased scheme,
//! B backslash as slash, A encoded ASCII, N encoded non-ASCII, P encoded `%`,
//! H encoded `#`, I IDNA host (this crate's tests turn the `idna` feature on).

use proptest::prelude::*;
use uri::{ParseErrorKind, UriBuf, UriRef, UriRefBuf};
use uri_tests::repairs::shown;

/// `(input, Ok((output, repairs)) or Err(error index))`; repairs as `A5` (the
/// byte at 5) or `N4..6`, in input order.
type Case = (&'static str, Result<(&'static str, &'static str), usize>);

const CASES: &[Case] = &[
    (
        " https://example.com/ ",
        Ok(("https://example.com/", "T0 T21")),
    ),
    (
        "\thttps://example.com/\n",
        Ok(("https://example.com/", "T0 T21")),
    ),
    ("\0http://h/\u{1f}", Ok(("http://h/", "T0 T10"))),
    ("   /a   ", Ok(("/a", "T0..3 T5..8"))),
    (
        "https://exa\nmple.com/",
        Ok(("https://example.com/", "W11")),
    ),
    ("http://h/a\tb", Ok(("http://h/ab", "W10"))),
    (
        "http://h/p?q=1\r\n&x=2",
        Ok(("http://h/p?q=1&x=2", "W14 W15")),
    ),
    ("ht\ttp://h/", Ok(("http://h/", "W2"))),
    (
        "https://example.com/my file.pdf",
        Ok(("https://example.com/my%20file.pdf", "A22")),
    ),
    (
        "/search?q=hello world",
        Ok(("/search?q=hello%20world", "A15")),
    ),
    ("#section one", Ok(("#section%20one", "A8"))),
    (
        "http://h/a b/c d?e f#g h",
        Ok(("http://h/a%20b/c%20d?e%20f#g%20h", "A10 A14 A18 A22")),
    ),
    ("tel:+1 555 0100", Ok(("tel:+1%20555%200100", "A6 A10"))),
    (
        "mailto:someone@example.com?subject=Hello World",
        Ok(("mailto:someone@example.com?subject=Hello%20World", "A40")),
    ),
    (
        "https://www.google.com/search?q=rust lang&oq=rust lang",
        Ok((
            "https://www.google.com/search?q=rust%20lang&oq=rust%20lang",
            "A36 A49",
        )),
    ),
    (
        "https://example.com/?utm_source=news&utm_campaign=spring sale",
        Ok((
            "https://example.com/?utm_source=news&utm_campaign=spring%20sale",
            "A56",
        )),
    ),
    (
        "ftp://ftp.example.com/pub/file name.txt",
        Ok(("ftp://ftp.example.com/pub/file%20name.txt", "A30")),
    ),
    (
        "https://example.com:8080/pa th",
        Ok(("https://example.com:8080/pa%20th", "A27")),
    ),
    (
        "//cdn.example.com/lib.js ",
        Ok(("//cdn.example.com/lib.js", "T24")),
    ),
    ("../a b", Ok(("../a%20b", "A4"))),
    ("//h/a b", Ok(("//h/a%20b", "A5"))),
    ("a:b c", Ok(("a:b%20c", "A3"))),
    ("http://h/\"q\"", Ok(("http://h/%22q%22", "A9 A11"))),
    ("http://h/<b>", Ok(("http://h/%3Cb%3E", "A9 A11"))),
    ("http://h/`x`", Ok(("http://h/%60x%60", "A9 A11"))),
    (
        "https://example.com/api/v1/items/{id}",
        Ok(("https://example.com/api/v1/items/%7Bid%7D", "A33 A36")),
    ),
    (
        "https://example.com/a|b",
        Ok(("https://example.com/a%7Cb", "A21")),
    ),
    ("http://h/a^b", Ok(("http://h/a%5Eb", "A10"))),
    ("http://h/[x]", Ok(("http://h/%5Bx%5D", "A9 A11"))),
    ("foo://h/a\\b", Ok(("foo://h/a%5Cb", "A9"))),
    ("a\\b", Ok(("a%5Cb", "A1"))),
    ("/p?q=a|b", Ok(("/p?q=a%7Cb", "A6"))),
    (
        "/p?filter={\"a\":1}",
        Ok(("/p?filter=%7B%22a%22:1%7D", "A10 A11 A13 A16")),
    ),
    (
        "https://example.com/search?tags[]=a&tags[]=b",
        Ok((
            "https://example.com/search?tags%5B%5D=a&tags%5B%5D=b",
            "A31 A32 A40 A41",
        )),
    ),
    ("/p?q=a^b", Ok(("/p?q=a%5Eb", "A6"))),
    ("/p?q=<script>", Ok(("/p?q=%3Cscript%3E", "A5 A12"))),
    ("/p?q=a`b", Ok(("/p?q=a%60b", "A6"))),
    ("http://h/a\\b?c\\d", Ok(("http://h/a/b?c%5Cd", "B10 A14"))),
    (
        "https://github.com/rust-lang/rust/issues?q=is:open label:\"C-bug\"",
        Ok((
            "https://github.com/rust-lang/rust/issues?q=is:open%20label:%22C-bug%22",
            "A50 A57 A63",
        )),
    ),
    ("/p?json={}", Ok(("/p?json=%7B%7D", "A8 A9"))),
    ("#a{b}", Ok(("#a%7Bb%7D", "A2 A4"))),
    ("#x\"y", Ok(("#x%22y", "A2"))),
    ("#a#b", Ok(("#a%23b", "H2"))),
    ("#a#b#c", Ok(("#a%23b%23c", "H2 H4"))),
    (
        "https://example.com/page#section#2",
        Ok(("https://example.com/page#section%232", "H32")),
    ),
    (
        "https://example.com/#/route?x=1#top",
        Ok(("https://example.com/#/route?x=1%23top", "H31")),
    ),
    ("/café", Ok(("/caf%C3%A9", "N4..6"))),
    (
        "https://en.wikipedia.org/wiki/Café",
        Ok(("https://en.wikipedia.org/wiki/Caf%C3%A9", "N33..35")),
    ),
    (
        "https://example.com/中文/文件",
        Ok((
            "https://example.com/%E4%B8%AD%E6%96%87/%E6%96%87%E4%BB%B6",
            "N20..23 N23..26 N27..30 N30..33",
        )),
    ),
    ("/emoji/😀", Ok(("/emoji/%F0%9F%98%80", "N7..11"))),
    (
        "/search?q=東京",
        Ok(("/search?q=%E6%9D%B1%E4%BA%AC", "N10..13 N13..16")),
    ),
    (
        "#раздел",
        Ok((
            "#%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB",
            "N1..3 N3..5 N5..7 N7..9 N9..11 N11..13",
        )),
    ),
    (
        "http://üser:päss@h/",
        Ok(("http://%C3%BCser:p%C3%A4ss@h/", "N7..9 N14..16")),
    ),
    (
        "https://example.com/\u{200b}zero",
        Ok(("https://example.com/%E2%80%8Bzero", "N20..23")),
    ),
    (
        "https://example.com/smart “quotes”",
        Ok((
            "https://example.com/smart%20%E2%80%9Cquotes%E2%80%9D",
            "A25 N26..29 N35..38",
        )),
    ),
    (
        "https://example.com/ü?ü=ü#ü",
        Ok((
            "https://example.com/%C3%BC?%C3%BC=%C3%BC#%C3%BC",
            "N20..22 N23..25 N26..28 N29..31",
        )),
    ),
    ("/100%", Ok(("/100%25", "P4"))),
    ("/a%2", Ok(("/a%252", "P2"))),
    ("/a%zz", Ok(("/a%25zz", "P2"))),
    ("/p?discount=50%off", Ok(("/p?discount=50%25off", "P14"))),
    ("/%E9", Ok(("/%E9", ""))),
    (
        "https://example.com/%",
        Ok(("https://example.com/%25", "P20")),
    ),
    (
        "https://example.com/%%",
        Ok(("https://example.com/%25%25", "P20 P21")),
    ),
    ("/p?q=100%+sure", Ok(("/p?q=100%25+sure", "P8"))),
    ("#50%", Ok(("#50%25", "P3"))),
    (
        "http:\\\\example.com\\a",
        Ok(("http://example.com/a", "B5 B6 B18")),
    ),
    (
        "https://example.com\\path\\file",
        Ok(("https://example.com/path/file", "B19 B24")),
    ),
    ("http://h/a\\b", Ok(("http://h/a/b", "B10"))),
    (
        "https:\\/example.com/x",
        Ok(("https://example.com/x", "B6")),
    ),
    ("ws:\\\\h\\chat", Ok(("ws://h/chat", "B3 B4 B6"))),
    (
        "file:\\\\\\C:\\Windows",
        Ok(("file:///C:/Windows", "B5 B6 B7 B10")),
    ),
    (
        "HTTP://Example.com/a b",
        Ok(("http://Example.com/a%20b", "L0..4 A20")),
    ),
    ("Mailto:a@b c", Ok(("mailto:a@b%20c", "L0..6 A10"))),
    (
        "HTTPS://EXAMPLE.COM/ABC DEF",
        Ok(("https://EXAMPLE.COM/ABC%20DEF", "L0..5 A23")),
    ),
    ("hTtP://h/{x}", Ok(("http://h/%7Bx%7D", "L0..4 A9 A11"))),
    ("http://[fe80::1%eth0]/", Err(15)),
    ("http://exa mple.com/", Err(10)),
    (
        "https://bücher.example/",
        Ok(("https://xn--bcher-kva.example/", "I8..23")),
    ),
    (
        "https://例え.テスト/path",
        Ok(("https://xn--r8jz45g.xn--zckzah/path", "I8..24")),
    ),
    (
        "https://München.example/straße",
        Ok((
            "https://xn--mnchen-3ya.example/stra%C3%9Fe",
            "I8..24 N29..31",
        )),
    ),
    (
        "http://user name:pa ss@h/",
        Ok(("http://user%20name:pa%20ss@h/", "A11 A19")),
    ),
    ("http://a@b@h/", Ok(("http://a%40b@h/", "A8"))),
    (
        "http://user@h:80/a b",
        Ok(("http://user@h:80/a%20b", "A18")),
    ),
    ("1a:b c", Err(2)),
    ("http://h:8o/a b", Err(10)),
    (
        "http://[::1]:8080/a b",
        Ok(("http://[::1]:8080/a%20b", "A19")),
    ),
    ("http://[::1/a b", Err(11)),
    (
        "data:text/html,<h1>Hi</h1>",
        Ok(("data:text/html,%3Ch1%3EHi%3C/h1%3E", "A15 A18 A21 A25")),
    ),
    (
        "https://example.com/a/../b c",
        Ok(("https://example.com/a/../b%20c", "A26")),
    ),
    (
        "https://example.com/\u{a0}nbsp",
        Ok(("https://example.com/%C2%A0nbsp", "N20..22")),
    ),
    (
        "https://example.com/search?q=a+b c",
        Ok(("https://example.com/search?q=a+b%20c", "A32")),
    ),
    (
        "https://example.com/path?redirect=https://other.example/x?y=1 2",
        Ok((
            "https://example.com/path?redirect=https://other.example/x?y=1%202",
            "A61",
        )),
    ),
    (
        "https://example.com/?q=%",
        Ok(("https://example.com/?q=%25", "P23")),
    ),
    (
        "https://example.com/?q=%4",
        Ok(("https://example.com/?q=%254", "P23")),
    ),
    (
        "https://example.com/?q=%4g",
        Ok(("https://example.com/?q=%254g", "P23")),
    ),
    (
        "https://example.com/#%",
        Ok(("https://example.com/#%25", "P21")),
    ),
    (
        "https://example.com/a b#c d#e f",
        Ok(("https://example.com/a%20b#c%20d%23e%20f", "A21 A25 H27 A29")),
    ),
    (
        "\n\t https://example.com/a\tb \r\n",
        Ok(("https://example.com/ab", "T0..3 W24 T26..29")),
    ),
    (
        "https://example.com/foo bar/../baz",
        Ok(("https://example.com/foo%20bar/../baz", "A23")),
    ),
    (
        "https://example.com/ü",
        Ok(("https://example.com/%C3%BC", "N20..22")),
    ),
    (
        "https://example.com/a'b",
        Ok(("https://example.com/a'b", "")),
    ),
    (
        "https://example.com/?q='x'",
        Ok(("https://example.com/?q='x'", "")),
    ),
    (
        "https://example.com/ #top",
        Ok(("https://example.com/%20#top", "A20")),
    ),
    (
        "https://example.com/{{x}}",
        Ok(("https://example.com/%7B%7Bx%7D%7D", "A20 A21 A23 A24")),
    ),
    (
        "https://example.com/<%= id %>",
        Ok((
            "https://example.com/%3C%25=%20id%20%25%3E",
            "A20 P21 A23 A26 P27 A28",
        )),
    ),
    (
        "https://example.com/${id}",
        Ok(("https://example.com/$%7Bid%7D", "A21 A24")),
    ),
    (
        "https://example.com/:id/edit",
        Ok(("https://example.com/:id/edit", "")),
    ),
    (
        "/users/{id}/repos{?page}",
        Ok(("/users/%7Bid%7D/repos%7B?page%7D", "A7 A10 A17 A23")),
    ),
    (
        "javascript:alert(\"x\")",
        Ok(("javascript:alert(%22x%22)", "A17 A19")),
    ),
    (
        "https://example.com/\u{1f}x",
        Ok(("https://example.com/%1Fx", "A20")),
    ),
    (
        "https://example.com/\u{7f}x",
        Ok(("https://example.com/%7Fx", "A20")),
    ),
    (
        "https://example.com/a\u{85}b",
        Ok(("https://example.com/a%C2%85b", "N21..23")),
    ),
    ("?a=1 &b=2", Ok(("?a=1%20&b=2", "A4"))),
    ("# ", Ok(("#", "T1"))),
    (
        "https://example.com/~user/my docs/",
        Ok(("https://example.com/~user/my%20docs/", "A28")),
    ),
    (
        "https://example.com/?list=1,2,3&sep=|",
        Ok(("https://example.com/?list=1,2,3&sep=%7C", "A36")),
    ),
    (
        "https://example.com/?sql=SELECT * FROM t WHERE a<b",
        Ok((
            "https://example.com/?sql=SELECT%20*%20FROM%20t%20WHERE%20a%3Cb",
            "A31 A33 A38 A40 A46 A48",
        )),
    ),
];

#[test]
fn every_messy_shape_is_repaired_as_expected() {
    assert!(CASES.len() >= 100);
    for &(input, expected) in CASES {
        match (UriRefBuf::parse_lenient(input), expected) {
            (Ok(repaired), Ok((output, repairs))) => {
                assert_eq!(repaired.value().as_str(), output, "{input:?}");
                assert_eq!(shown(repaired.repairs()), repairs, "{input:?}");
            }
            (Err(error), Err(index)) => assert_eq!(error.index(), index, "{input:?}: {error}"),
            (got, _) => panic!("{input:?}: {got:?}"),
        }
    }
}

#[test]
fn a_uri_needs_its_scheme_after_the_repairs() {
    let repaired = UriBuf::parse_lenient(" HTTP://h/a b ").unwrap();
    assert_eq!(repaired.value(), "http://h/a%20b");
    assert_eq!(repaired.repairs().len(), 4);
    let error = UriBuf::parse_lenient("/a b").unwrap_err();
    assert_eq!(error.kind(), ParseErrorKind::MissingScheme);
}

#[test]
fn strict_input_keeps_its_capitals_and_comes_back_as_is() {
    // Lower-casing a scheme is a repair only where something needed repairing.
    for text in [
        "HTTP://Example.COM/",
        "",
        "#",
        "a:b",
        "//h",
        "?q",
        "HTTPS://h/%41",
    ] {
        let repaired = UriRefBuf::parse_lenient(text).unwrap();
        assert!(repaired.is_unchanged(), "{text:?}");
        assert_eq!(repaired.value(), text);
    }
}

/// Text made of URI pieces and the characters people paste.
fn messy() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "http:",
            "HTTPS:",
            "foo:",
            "//",
            "/",
            "\\",
            "\\\\",
            "h",
            "ex.com",
            "@",
            ":",
            "80",
            "[::1]",
            "?",
            "#",
            "=",
            "&",
            "a",
            "%",
            "%4",
            "%41",
            " ",
            "\t",
            "\n",
            "\"",
            "<",
            ">",
            "{",
            "}",
            "|",
            "^",
            "`",
            "[",
            "]",
            "\u{e9}",
            "\u{4e2d}",
            "\u{1f600}",
            "\u{0}",
            "b\u{fc}cher",
            "'",
            "~",
            ".",
            "..",
        ]),
        0..12,
    )
    .prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5000))]

    /// The output always parses strictly to itself; strict input comes back
    /// unchanged with no repairs; every repair range is inside the input on
    /// character boundaries, in order of their starts; an error points inside
    /// the input.
    #[test]
    fn repairs_end_in_strict_values(text in messy()) {
        match UriRefBuf::parse_lenient(&text) {
            Ok(repaired) => {
                let value = repaired.value().as_str();
                prop_assert_eq!(UriRef::parse(value).map(|r| r.as_str()), Ok(value));
                if UriRef::parse(&text).is_ok() {
                    prop_assert!(repaired.is_unchanged());
                    prop_assert_eq!(value, text.as_str());
                }
                // In input order; a lower-cased scheme's range may span a tab
                // removed from inside it.
                let mut last = 0;
                for repair in repaired.repairs() {
                    let range = repair.range();
                    prop_assert!(range.start >= last && range.start < range.end && range.end <= text.len());
                    prop_assert!(text.is_char_boundary(range.start) && text.is_char_boundary(range.end));
                    last = range.start;
                }
            }
            Err(error) => {
                prop_assert!(UriRef::parse(&text).is_err());
                prop_assert!(error.index() <= text.len() && text.is_char_boundary(error.index()));
            }
        }
    }
}
