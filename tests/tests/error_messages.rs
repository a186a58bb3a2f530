//! The messages of real parse errors: their hints, caret drawings and
//! reports, as users meet them. (The drawing itself, on made-up spans, is
//! unit-tested beside it in `uri-core`'s `error/render.rs`.)

use uri::{Uri, UriRef};

// Hints (`error/hint.rs`).

fn hint(input: &str) -> String {
    let error = UriRef::parse(input).unwrap_err();
    error.hint().map(|h| h.to_string()).unwrap_or_default()
}

#[test]
fn a_relative_reference_given_as_a_uri_is_pointed_at_uri_ref_and_join() {
    let hint = Uri::parse("../about.html")
        .unwrap_err()
        .hint()
        .unwrap()
        .to_string();
    assert_eq!(
        hint,
        "add a scheme such as `https:` at the start; or, for a relative reference, parse it \
         with `UriRef::parse` (`IriRef::parse` for an IRI), or resolve it against a base URI \
         with `base.join(text)`"
    );
}

#[test]
fn a_host_is_told_what_it_can_hold_not_to_percent_encode() {
    let rule = "a host holds letters, digits, '-' and '.' (a DNS name), or an IP address \
                (IPv6 inside `[]`): remove";
    assert_eq!(hint("https://exa mple.com/"), format!("{rule} the space"));
    assert_eq!(hint("//a|b/"), format!("{rule} `|`"));
    assert_eq!(hint("//a\u{7f}b/"), format!("{rule} `\\u{{7f}}`"));
    assert!(!hint("//exa mple.com").contains("%20"));
    // A second `@` still points at the userinfo, a backslash at the path.
    assert!(hint("//a@b@c").contains("%40"));
    assert!(hint("//h\\a").starts_with("separate path segments"));
}

#[test]
fn hints() {
    assert_eq!(hint("a b"), "encode the space as `%20`");
    assert_eq!(hint("/a{b"), "encode `{` as `%7B`");
    assert_eq!(hint("/caf\u{e9}"), "encode `\u{e9}` as `%C3%A9`");
    assert!(hint("//b\u{fc}cher.example").starts_with("write the host name as its IDNA A-labels"));
    assert!(hint("//b\u{fc}cher.example").ends_with("percent-encode `\u{fc}` as `%C3%BC`"));
    assert_eq!(
        hint("a\\b"),
        "separate path segments with `/`, or encode the backslash as `%5C`"
    );
    assert_eq!(hint("a#b#"), "encode `#` as `%23`");
    assert_eq!(hint("100%"), "encode a literal `%` as `%25`");
    assert!(hint("//[fe80::1%25eth0]").contains("RFC 6874"));
    assert!(hint("1a:b").contains("./"));
    assert!(hint("//a@b@c").contains("%40"));
    let missing = Uri::parse("//example.com").unwrap_err();
    assert!(missing.hint().unwrap().to_string().contains("https:"));
    assert_eq!(Uri::parse("1a:").unwrap_err().hint(), None);
}

// Drawings (`error/render.rs`).

#[test]
fn reordering_characters_are_escaped_and_the_caret_follows() {
    let input = "https://h/\u{202e}gpj.exe";
    let error = Uri::parse(input).unwrap_err();
    let text = error.render(input).to_string();
    assert!(!text.contains('\u{202e}'), "{text}");
    assert!(
        text.contains("\n  | https://h/\\u{202e}gpj.exe\n  |           ^^^^^^^^\n"),
        "{text}"
    );
}

#[test]
fn passwords_are_drawn_as_stars() {
    let input = "https://admin:hunter2@db.example/a b";
    let text = Uri::parse(input).unwrap_err().render(input).to_string();
    assert!(
        text.contains("\n  | https://admin:*******@db.example/a b\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "\n  |                                   ^\n  = help: encode the space as `%20`"
        ),
        "{text}"
    );
    // A link in the query holds a password too, hidden as the first is.
    let input = "https://u:one@h/?next=http://v:two@i/ x";
    let text = Uri::parse(input).unwrap_err().render(input).to_string();
    assert!(
        text.contains("\n  | https://u:***@h/?next=http://v:***@i/ x\n"),
        "{text}"
    );
    assert!(!text.contains("two") && !text.contains("one"), "{text}");
    // An error inside the password: the caret still sits under its column.
    let input = "http://u:p w@h/";
    let text = Uri::parse(input).unwrap_err().render(input).to_string();
    assert!(
        text.contains("\n  | http://u:***@h/\n  |           ^\n"),
        "{text}"
    );
    assert!(!text.contains("p w"), "{text}");
}

#[test]
fn long_inputs_are_cut_around_the_span() {
    let input = format!("http://h/{}^{}", "a".repeat(500), "b".repeat(500));
    let error = Uri::parse(&input).unwrap_err();
    let text = error.render(&input).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    let source = lines[1];
    let caret = lines[2];
    assert!(
        source.starts_with("  | ...") && source.ends_with("..."),
        "{source}"
    );
    assert!(source.len() < 120);
    let caret_at = caret.find('^').unwrap();
    assert_eq!(&source[caret_at..=caret_at], "^");
}

#[test]
fn rendered_error_text() {
    let input = "//[fe80::1%25eth0]/";
    let error = UriRef::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "invalid character `%` (U+0025) in host at index 10: expected the ']' that closes \
         the IPv6 address; zone identifiers (RFC 6874) are not part of RFC 3986\n  \
         | //[fe80::1%25eth0]/\n  \
         |           ^\n  \
         = help: remove the zone identifier: RFC 3986 has no syntax for it (RFC 6874 is not supported)"
    );
}

#[test]
fn end_of_input_is_drawn_past_the_text() {
    let input = "http://h/%4";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "unexpected end of input in path at index 11: expected two hex digits after '%'\n  \
         | http://h/%4\n  \
         |            ^\n  \
         = help: encode a literal `%` as `%25`"
    );
}

// Debug (`error/parse_error.rs`).

fn debug(text: &str) -> String {
    format!("{:?}", UriRef::parse(text).unwrap_err())
}

#[test]
fn debug_reads_like_a_derived_one_with_the_character_escaped() {
    assert_eq!(
        debug("a b"),
        "ParseError { index: 1, len: 1, found: Some(' '), component: Path, kind: PathChar }"
    );
    assert!(debug("a\u{3164}").contains("found: Some('\\u{3164}')"));
    assert!(debug("a\u{202e}").contains("found: Some('\\u{202e}')"));
    assert!(debug("a\n").contains("found: Some('\\n')"));
    assert!(debug("a\\").contains("found: Some('\\\\')"));
    assert!(debug("%'").contains("found: Some('\\'')"));
    assert!(debug("%4").contains("found: None"));
}

// Reports (`error/report.rs`).

#[test]
fn the_drawing_hides_the_password_in_every_form() {
    let input = "https://admin:hunter2@db.example/a b";
    let report = Uri::parse(input).unwrap_err().report(input);
    for shown in [
        report.to_string(),
        format!("{report:#}"),
        format!("{report:?}"),
        format!("{report:#?}"),
    ] {
        assert!(!shown.contains("hunter2"), "{shown}");
    }
    assert!(format!("{report:?}").contains("\n  | https://admin:*******@db.example/a b\n"));
    assert_eq!(report.input(), input);
}

#[test]
fn it_is_an_error_that_boxes() {
    let input = "no scheme";
    let boxed: std::boxed::Box<dyn core::error::Error> =
        std::boxed::Box::new(Uri::parse(input).unwrap_err().report(input));
    assert!(format!("{boxed:?}").contains("\n  | no scheme\n  |   ^"));
    assert!(boxed.source().is_none());
}
