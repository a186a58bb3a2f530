//! The invariants the fuzz targets check, shared with the regression test that
//! replays the committed corpus and crash inputs (`tests/tests/fuzz_regressions.rs`).

use std::fmt::Write as _;

use uri::__private::offsets;
use uri::encoding::{Place, decode_utf8, encode, encode_preserving};
use uri::{ResolveMode, Uri, UriRef};

/// Parsing never panics; errors point inside the input at a character boundary;
/// a valid input displays back to itself and re-parses to the same components.
pub(crate) fn parse(text: &str) {
    match UriRef::parse(text) {
        Ok(reference) => {
            let shown = reference.to_string();
            assert_eq!(shown, text);
            let again = UriRef::parse(&shown).expect("displayed text re-parses");
            assert_eq!(offsets(again), offsets(reference));
            assert_eq!(Uri::parse(text).is_ok(), reference.scheme().is_some());
            let _ = (
                reference.host(),
                reference.port(),
                reference.path().segments().count(),
            );
            let _ = reference.redacted().to_string();
        }
        Err(error) => {
            assert!(error.index() <= text.len());
            assert!(text.is_char_boundary(error.index()));
            assert!(error.index() + error.len() <= text.len());
            let _ = error.render(text).to_string();
            assert!(Uri::parse(text).is_err());
        }
    }
    if let Ok(uri) = Uri::parse_absolute_uri(text) {
        assert!(uri.fragment().is_none());
    }
    if let Ok(relative) = UriRef::parse_relative_ref(text) {
        assert!(relative.scheme().is_none());
    }
}

/// `uri`, `fluent-uri` and `iri-string` implement the same RFC 3986 grammar: the
/// accept/reject decision and the components agree.
pub(crate) fn differential(text: &str) {
    let ours = UriRef::parse(text);
    let fluent = fluent_uri::UriRef::parse(text);
    let iri = iri_string::types::UriReferenceStr::new(text);
    assert_eq!(
        ours.is_ok(),
        fluent.is_ok(),
        "fluent-uri disagrees on {text:?}: {ours:?}"
    );
    assert_eq!(
        ours.is_ok(),
        iri.is_ok(),
        "iri-string disagrees on {text:?}: {ours:?}"
    );
    let (Ok(ours), Ok(fluent), Ok(iri)) = (ours, fluent, iri) else {
        return;
    };
    assert_eq!(
        ours.scheme(),
        fluent.scheme().map(fluent_uri::component::Scheme::as_str)
    );
    assert_eq!(ours.authority(), fluent.authority().map(|a| a.as_str()));
    assert_eq!(ours.host_str(), fluent.authority().map(|a| a.host()));
    assert_eq!(
        ours.userinfo(),
        fluent
            .authority()
            .and_then(|a| a.userinfo())
            .map(fluent_uri::pct_enc::EStr::as_str)
    );
    assert_eq!(
        ours.port_str(),
        fluent
            .authority()
            .and_then(|a| a.port())
            .map(fluent_uri::pct_enc::EStr::as_str)
    );
    assert_eq!(ours.path().as_str(), fluent.path().as_str());
    assert_eq!(
        ours.query(),
        fluent.query().map(fluent_uri::pct_enc::EStr::as_str)
    );
    assert_eq!(
        ours.fragment(),
        fluent.fragment().map(fluent_uri::pct_enc::EStr::as_str)
    );
    assert_eq!(ours.scheme(), iri.scheme_str());
    assert_eq!(ours.authority(), iri.authority_str());
    assert_eq!(ours.path().as_str(), iri.path_str());
    assert_eq!(
        ours.query(),
        iri.query().map(iri_string::types::RiQueryStr::as_str)
    );
    assert_eq!(
        ours.fragment(),
        iri.fragment().map(iri_string::types::RiFragmentStr::as_str)
    );
}

/// Resolution and normalization never panic; results re-parse to the offsets they
/// were built with; normalization is idempotent and keeps equivalence;
/// `make_relative` inverts resolution. The input is `base\nreference`.
pub(crate) fn resolve_normalize(text: &str) {
    let (base, reference) = text.split_once('\n').unwrap_or((text, ""));
    let Ok(reference) = UriRef::parse(reference) else {
        return;
    };
    let normal = reference.normalize();
    assert_eq!(
        normal.as_str(),
        normal_by_the_rules(reference),
        "normal form"
    );
    let reparsed = UriRef::parse(normal.as_str()).expect("a normal form parses");
    assert_eq!(offsets(reparsed), offsets(normal.as_uri_ref()));
    assert_eq!(reparsed.normalize(), normal, "normalization is idempotent");
    assert!(reference.normalized_eq(&reparsed));
    let Ok(base) = Uri::parse(base) else { return };
    for mode in [
        ResolveMode::Strict,
        ResolveMode::NonStrict,
        ResolveMode::Safe,
    ] {
        match base.resolve_with(reference, mode) {
            Ok(target) => {
                let reparsed = Uri::parse(target.as_str()).expect("a resolution parses");
                assert_eq!(
                    offsets(reparsed.as_uri_ref()),
                    offsets(target.as_uri().as_uri_ref())
                );
                if mode == ResolveMode::Strict {
                    let relative = base.make_relative(target.as_uri());
                    if base.scheme() == target.scheme() && base.authority() == target.authority() {
                        assert_eq!(base.resolve(relative.as_uri_ref()).unwrap(), target);
                    }
                }
            }
            Err(error) => {
                assert_ne!(mode, ResolveMode::Safe);
                assert!(error.path().starts_with("//"));
            }
        }
    }
}

/// The normal form of `reference` written straight from RFC 3986 §6.2.2-6.2.3,
/// a byte at a time from the public accessors: what the word-at-a-time
/// `normalize` must agree with.
fn normal_by_the_rules(reference: UriRef<'_>) -> String {
    fn component(text: &str, lowercase: bool) -> String {
        let bytes = text.as_bytes();
        let mut out = String::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'%' {
                let value = u8::from_str_radix(&text[i + 1..i + 3], 16).expect("parsed escapes");
                if value.is_ascii_alphanumeric() || b"-._~".contains(&value) {
                    let shown = char::from(value);
                    out.push(if lowercase {
                        shown.to_ascii_lowercase()
                    } else {
                        shown
                    });
                } else {
                    out.push('%');
                    out.push_str(&text[i + 1..i + 3].to_ascii_uppercase());
                }
                i += 3;
            } else {
                let rest = &text[i..];
                let next = rest.chars().next().expect("inside the text");
                out.push(if lowercase {
                    next.to_ascii_lowercase()
                } else {
                    next
                });
                i += next.len_utf8();
            }
        }
        out
    }
    let mut out = String::new();
    let scheme = reference.scheme().map(str::to_ascii_lowercase);
    if let Some(scheme) = &scheme {
        out.push_str(scheme);
        out.push(':');
    }
    let has_authority = reference.authority().is_some();
    if has_authority {
        out.push_str("//");
        if let Some(userinfo) = reference.userinfo() {
            out.push_str(&component(userinfo, false));
            out.push('@');
        }
        match reference.host() {
            Some(uri::Host::Ipv6(address)) => {
                write!(out, "[{address}]").expect("writing to a String");
            }
            _ => out.push_str(&component(reference.host_str().unwrap_or(""), true)),
        }
        if let Some(port) = reference.port_str().filter(|port| !port.is_empty()) {
            let default = scheme.as_deref().and_then(uri::default_port);
            if default.is_none() || reference.port().ok().flatten() != default {
                let digits = port.trim_start_matches('0');
                out.push(':');
                out.push_str(if digits.is_empty() { "0" } else { digits });
            }
        }
    }
    let mut path = component(reference.path().as_str(), false);
    if path.starts_with('/') {
        path = uri::path::remove_dot_segments(&path);
        if !has_authority && path.starts_with("//") {
            path.insert_str(0, "/.");
        }
    }
    if has_authority
        && path.is_empty()
        && matches!(scheme.as_deref(), Some("http" | "https" | "ws" | "wss"))
    {
        path.push('/');
    }
    out.push_str(&path);
    if let Some(query) = reference.query() {
        out.push('?');
        out.push_str(&component(query, false));
    }
    if let Some(fragment) = reference.fragment() {
        out.push('#');
        out.push_str(&component(fragment, false));
    }
    out
}

/// Every place's encoder round-trips through decoding, keeps its own output as it
/// is, and puts the datum into the intended component. The first byte picks the
/// place.
pub(crate) fn encode_decode(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let place = Place::ALL[usize::from(selector) % Place::ALL.len()];
    let out = encode(text, place);
    assert_eq!(decode_utf8(&out).unwrap(), text);
    assert_eq!(encode_preserving(&out, place), out);
    let uri = match place {
        Place::PathSegment | Place::Path => format!("s://h/{out}"),
        Place::Query | Place::QueryKey | Place::QueryValue => format!("s://h?{out}"),
        Place::Fragment => format!("s://h#{out}"),
        Place::Userinfo => format!("s://{out}@h"),
        _ => format!("s://{out}"),
    };
    let uri = Uri::parse(&uri).unwrap_or_else(|e| panic!("{place:?} {text:?}: {e}"));
    let component = match place {
        Place::PathSegment | Place::Path => &uri.path().as_str()[1..],
        Place::Query | Place::QueryKey | Place::QueryValue => uri.query().unwrap(),
        Place::Fragment => uri.fragment().unwrap(),
        Place::Userinfo => uri.userinfo().unwrap(),
        _ => uri.host_str().unwrap(),
    };
    assert_eq!(component, out);
    let _ = uri::encoding::decode_form(text);
    for pair in uri.query_pairs() {
        let _ = (
            pair.key().to_string(),
            pair.value().map(|value| value.to_string()),
        );
    }
}

/// Every password the `messages` target plants starts with this; the rest of its
/// input is checked not to spell it.
pub(crate) const PASSWORD_MARK: &str = "SECRET";

/// Whether `c` hides or reorders text when printed raw: control characters other
/// than the line breaks of a diagram, `Bidi_Control`, and the zero-width and other
/// format characters of the General Punctuation and Specials blocks and the tags.
/// Written out here, apart from the crate's own predicate, so the two can disagree.
fn hides(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(
            u32::from(c),
            0x61C | 0xAD | 0x180E | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F
                | 0x3164 | 0xFEFF | 0xFFF9..=0xFFFB | 0xE0000..=0xE0FFF
        )
}

/// The authority forms the `messages` target plants a password after: the
/// RFC 3986 one, and those only a browser reads (issue 42), which
/// `join_lenient` reads too.
const AUTHORITY_FORMS: &[&str] = &[
    "http://",
    "//",
    "\\\\",
    "/\\",
    "\\/",
    "http:\\\\",
    "http:",
    "https:///",
    "/\t/",
    "HTTPS:/",
    "ws:\\",
    " \\\\",
    "x?next=ftp:",
    "http:/\r/",
    "wss:",
];

/// No message about `text` (a URI with a planted password) shows the password or
/// a hiding character raw: `Display`, `Debug`, the caret diagram, the hint, the
/// owned types' errors, the reports (`Report`, `MietteReport`), the lenient
/// parser's and `join_lenient`'s repairs and errors, and the `Debug` of valid
/// values. The host's address reader never panics, and agrees with the standard
/// library on dotted quads. The input is `password\nrest`, which becomes
/// `http://u:SECRET<password>@<rest>`; a first byte below `0x20` (not a tab,
/// line feed or carriage return) picks another opening of the authority from
/// [`AUTHORITY_FORMS`] (`\\u:SECRET<password>@<rest>`, `http:u:...`).
pub(crate) fn messages(text: &str) {
    let (form, text) = match text.as_bytes().first() {
        Some(&byte) if byte < 0x20 && !matches!(byte, b'\t' | b'\n' | b'\r') => (
            AUTHORITY_FORMS[usize::from(byte) % AUTHORITY_FORMS.len()],
            &text[1..],
        ),
        _ => (AUTHORITY_FORMS[0], text),
    };
    let (password, rest) = text.split_once('\n').unwrap_or((text, ""));
    if password.contains(['/', '?', '#', '@']) || rest.contains(PASSWORD_MARK) {
        return;
    }
    let input = format!("{form}u:{PASSWORD_MARK}{password}@{rest}");
    let check = |what: &str, output: String| {
        assert!(
            !output.contains(PASSWORD_MARK),
            "{what} shows the password: {output:?}"
        );
        // Printable ASCII first: the character test is most of the target's
        // time otherwise.
        if output.bytes().all(|b| matches!(b, b' '..=b'~' | b'\n')) {
            return;
        }
        if let Some(c) = output.chars().find(|&c| hides(c)) {
            panic!("{what} shows U+{:04X} raw: {output:?}", u32::from(c));
        }
    };
    // The parsers and the lenient entry points mostly find the same error:
    // each is shown once. What shows the input whatever the error (the
    // fields of a drawing, the source a `MietteReport` gives `miette`) is
    // checked for the first; `Report` draws as `render` does.
    let seen = std::cell::RefCell::new(Vec::new());
    let check_error = |error: uri::ParseError| {
        if seen.borrow().contains(&error) {
            return;
        }
        if seen.borrow().is_empty() {
            check("render's Debug", format!("{:#?}", error.render(&input)));
            let miette = uri::error::MietteReport::from(error.report(&input));
            check("MietteReport", miette.to_string());
            check("MietteReport's Debug", format!("{miette:?}"));
        }
        seen.borrow_mut().push(error);
        check("Display", error.to_string());
        check("Debug", format!("{error:?}"));
        check("render", error.render(&input).to_string());
        if let Some(hint) = error.hint() {
            check("hint", hint.to_string());
        }
    };
    let check_repairs = |repairs: &[uri::lenient::Repair]| {
        for repair in repairs {
            check("Repair", repair.to_string());
            check("Repair's Debug", format!("{repair:?}"));
        }
    };
    match Uri::parse(&input) {
        Ok(uri) => {
            check("Debug", format!("{uri:?}"));
            // `redacted` hides the password of the value's own authority.
            if form == AUTHORITY_FORMS[0] {
                check("redacted", uri.redacted().to_string());
            }
            check("UriBuf's Debug", format!("{:?}", uri.into_owned()));
            if let Some(host) = uri.host() {
                let ip = host.effective_ip();
                if let Some(std_ip) = uri
                    .host_str()
                    .and_then(|h| h.parse::<std::net::Ipv4Addr>().ok())
                {
                    assert_eq!(ip, Some(std::net::IpAddr::V4(std_ip)));
                }
            }
        }
        Err(error) => {
            check_error(error);
            let failed = uri::UriBuf::try_from(input.clone()).unwrap_err();
            check("FromStringError's Debug", format!("{failed:?}"));
            assert_eq!(failed.into_input(), input);
        }
    }
    match UriRef::parse(&input) {
        Ok(reference) => check("UriRef's Debug", format!("{reference:?}")),
        Err(error) => check_error(error),
    }
    match uri::IriRef::parse(&input) {
        Ok(reference) => check("IriRef's Debug", format!("{reference:?}")),
        Err(error) => check_error(error),
    }
    match uri::UriRefBuf::parse_lenient(&input) {
        Ok(repaired) => check_repairs(repaired.repairs()),
        Err(error) => check_error(error),
    }
    // A link on a page whose scheme is special, and on one whose is not.
    for page in ["http://example.org/foo/bar", "sc://h/p"] {
        match Uri::parse(page).unwrap().join_lenient(&input) {
            Ok(joined) => check_repairs(joined.repairs()),
            Err(error) => check_error(error),
        }
    }
    captures_hide_passwords(&input, &check);
    // The diagram of any text, with any span, masks and escapes too.
    let start = input.len() - rest.len() / 2;
    check(
        "Diagram",
        uri::__private::Diagram::new(&input, start..input.len()).to_string(),
    );
}

/// Edits an owned value step by step and checks after each step that the text
/// parses back to the components the value reports, and that a refused edit
/// changed nothing. The input is `start\nops`: each op is a selector byte, a
/// length byte and that many bytes of argument.
pub(crate) fn edit(data: &[u8]) {
    let Some(newline) = data.iter().position(|&b| b == b'\n') else {
        return;
    };
    let Ok(start) = std::str::from_utf8(&data[..newline]) else {
        return;
    };
    let Ok(mut reference) = uri::UriRefBuf::parse(start) else {
        return;
    };
    let mut ops = &data[newline + 1..];
    while let [selector, length, rest @ ..] = ops {
        let length = usize::from(*length).min(rest.len());
        let argument = String::from_utf8_lossy(&rest[..length]).into_owned();
        ops = &rest[length..];
        let before = reference.clone();
        let refused = match selector % 14 {
            0 => reference.push_path_segment(&argument).is_err(),
            1 => {
                reference.pop_path_segment();
                false
            }
            2 => reference.set_path(&argument).is_err(),
            3 => reference.set_path_encoded(&argument).is_err(),
            4 => {
                let (key, value) = argument.split_once('=').unwrap_or((&argument, ""));
                reference.append_query_pair(key, value);
                false
            }
            5 => {
                let (key, value) = argument.split_once('=').unwrap_or((&argument, ""));
                reference.set_query_pair(key, value);
                assert_eq!(
                    reference
                        .query_pairs()
                        .get(key)
                        .map(|v| v.decode().unwrap().into_owned()),
                    Some(value.to_owned())
                );
                false
            }
            6 => {
                reference.remove_query_pairs(&argument);
                assert!(reference.query_pairs().get(&argument).is_none());
                false
            }
            7 => reference.set_query_encoded(Some(&argument)).is_err(),
            8 => {
                reference.set_fragment((!argument.is_empty()).then_some(argument.as_str()));
                false
            }
            9 => reference
                .set_host((!argument.is_empty()).then_some(argument.as_str()))
                .is_err(),
            10 => reference
                .set_port(
                    argument
                        .len()
                        .checked_sub(1)
                        .map(|n| u16::try_from(n * 257).unwrap_or(0)),
                )
                .is_err(),
            11 => reference
                .set_userinfo((!argument.is_empty()).then_some((argument.as_str(), Some("pw"))))
                .is_err(),
            12 => reference
                .set_scheme((!argument.is_empty()).then_some(argument.as_str()))
                .is_err(),
            _ => {
                reference.set_query(Some(&argument));
                false
            }
        };
        let again =
            uri::UriRefBuf::parse(reference.as_str()).expect("an edit keeps the text valid");
        assert_eq!(offsets(again.as_uri_ref()), offsets(reference.as_uri_ref()));
        if refused {
            assert_eq!(reference, before, "a refused edit changed the value");
        }
    }
}

/// Checks that `template`'s expansion holds only characters a URI may hold,
/// and only whole escapes; whether they form a URI reference depends on the
/// literals too (`http://h:x{y}` has a bad port).
fn uri_characters_only(template: &str, expansion: &str) {
    let bytes = expansion.as_bytes();
    for (i, &byte) in bytes.iter().enumerate() {
        assert!(
            byte.is_ascii_alphanumeric() || b"-._~:/?#[]@!$&'()*+,;=%".contains(&byte),
            "{template:?} expanded to {expansion:?}"
        );
        if byte == b'%' {
            assert!(
                bytes.len() > i + 2
                    && bytes[i + 1].is_ascii_hexdigit()
                    && bytes[i + 2].is_ascii_hexdigit()
            );
        }
    }
}

/// URI Templates: parsing never panics and errors point inside the input; a
/// template's parts rebuild it; expansion never panics and writes only URI
/// characters and whole escapes; where the template is
/// unambiguous, matching the expansion gives every value back. The input is the
/// template, then after a NUL byte the values of its variables, separated by
/// `\x01`, in the order the variables first appear.
pub(crate) fn template(data: &[u8]) {
    use uri::template::{ExpandError, Part, UriTemplate};

    let (text, values) = match data.iter().position(|&b| b == 0) {
        Some(nul) => (&data[..nul], &data[nul + 1..]),
        None => (data, &[][..]),
    };
    let (Ok(text), Ok(values)) = (std::str::from_utf8(text), std::str::from_utf8(values)) else {
        return;
    };
    let template = match UriTemplate::parse(text) {
        Ok(template) => template,
        Err(error) => {
            assert!(error.index() <= text.len() && text.is_char_boundary(error.index()));
            assert!(error.index() + error.len() <= text.len());
            let _ = error.render(text).to_string();
            return;
        }
    };
    let rebuilt: String = template
        .parts()
        .map(|part| match part {
            Part::Literal(literal) => literal,
            Part::Expression(expression) => expression.as_str(),
        })
        .collect();
    assert_eq!(rebuilt, text);
    let mut names: Vec<&str> = Vec::new();
    for spec in template.variables() {
        if !names.contains(&spec.name()) {
            names.push(spec.name());
        }
    }
    let mut values = values.split('\x01');
    let variables: Vec<(&str, &str)> = names
        .iter()
        .map(|name| (*name, values.next().unwrap_or("")))
        .collect();
    let expansion = match template.expand_to_string(&variables) {
        Ok(expansion) => expansion,
        // A value that would be a whole `.` or `..` path segment is refused,
        // naming a variable of the template (its first 32 bytes, for a
        // longer name).
        Err(ExpandError::DotSegment { name, .. }) => {
            assert!(
                names.iter().any(|known| known.starts_with(name.as_str())),
                "{text:?}: {name}"
            );
            return;
        }
        Err(other) => panic!("{text:?}: strings expand, but {other}"),
    };
    assert!(expansion.is_ascii(), "{text:?} gave {expansion:?}");
    // The same values as one-member lists expand, or are refused for a prefix
    // or a dot segment.
    let lists: Vec<(&str, [&str; 1])> = variables.iter().map(|(n, v)| (*n, [*v])).collect();
    match template.expand_to_string(&lists) {
        Ok(_) | Err(ExpandError::PrefixOnComposite { .. } | ExpandError::DotSegment { .. }) => {}
        Err(other) => panic!("{text:?}: {other}"),
    }
    uri_characters_only(text, &expansion);
    if let Ok(checked) = template.expand(&variables) {
        assert_eq!(checked.as_str(), expansion);
    }
    values_read_back(template, &variables, &expansion);
}

/// Where `matcher()` accepts `template`, matching its `expansion` of
/// `variables` gives every value back (decoded, prefixes applied), but where
/// the matcher's documented rules read a value otherwise.
fn values_read_back(
    template: uri::template::UriTemplate<'_>,
    variables: &[(&str, &str)],
    expansion: &str,
) {
    use uri::template::{Modifier, Operator, Part};

    let text = template.as_str();
    let Ok(matcher) = template.matcher() else {
        return;
    };
    // Expansions read back with dot segments and escaped controls allowed
    // (a client's `..` or `%00` in a path is a bad request; an expansion's
    // is the values').
    let matcher = matcher.options(
        uri::template::MatchOptions::new()
            .dot_segments(true)
            .control_characters(true),
    );
    // The rules the matcher's docs state read some values otherwise, or not
    // at all where another variable disagrees then: a reserved expansion's
    // `?` or `#` ends the path or the query, and a label is read from the
    // last `.` of its run.
    let otherwise = template.expressions().any(|expression| {
        expression.variables().any(|spec| {
            let value = variables
                .iter()
                .find(|(n, _)| *n == spec.name())
                .map_or("", |v| v.1);
            (expression.operator().allows_reserved() && value.contains(['?', '#']))
                || (value.contains('.')
                    && template
                        .expressions()
                        .any(|e| e.operator() == Operator::Label))
        })
    });
    if otherwise {
        return;
    }
    let found = matcher
        .captures(expansion)
        .unwrap_or_else(|error| panic!("{text:?} {expansion:?}: {error}"));
    // Each defined variable's value, in the template's order; compared with
    // the captures name by name, in order within a name: a query pair is
    // found wherever the text holds it, so a pair the template's literal
    // query also writes (`?em=&…{&em}`) may be read from the literal's place.
    let mut expected_values: Vec<(&str, Option<String>)> = Vec::new();
    for part in template.parts() {
        let Part::Expression(expression) = part else {
            continue;
        };
        let operator = expression.operator();
        for spec in expression.variables() {
            let value = variables
                .iter()
                .find(|(n, _)| *n == spec.name())
                .map_or("", |v| v.1);
            let expected: String = match spec.modifier() {
                Modifier::Prefix(n) => prefix(value, usize::from(n), operator.allows_reserved()),
                _ => value.to_owned(),
            };
            if operator.first().is_empty() && expression.var_count() == 1 && expected.is_empty() {
                continue;
            }
            // A reserved expansion's value is read as it is written.
            let decoded = (!operator.allows_reserved()).then_some(expected);
            expected_values.push((spec.name(), decoded));
        }
    }
    let mut read: Vec<(&str, Option<String>)> = found
        .iter()
        .map(|capture| (capture.name(), capture.decoded().ok().map(Into::into)))
        .collect();
    expected_values.sort_by_key(|(name, _)| *name);
    read.sort_by_key(|(name, _)| *name);
    assert_eq!(
        read.len(),
        expected_values.len(),
        "{text:?} {expansion:?}: a capture per defined variable"
    );
    for ((name, value), (expected_name, expected)) in read.iter().zip(&expected_values) {
        assert_eq!(name, expected_name, "{text:?} {expansion:?}");
        if let Some(expected) = expected {
            assert_eq!(
                value.as_deref(),
                Some(expected.as_str()),
                "{text:?} {expansion:?}"
            );
        }
    }
}

/// The first `n` characters of `value`, a `%XX` that reserved expansion keeps
/// counting as one.
fn prefix(value: &str, n: usize, reserved: bool) -> String {
    let bytes = value.as_bytes();
    let mut out = String::new();
    let mut chars = value.char_indices();
    let mut taken = 0;
    while taken < n {
        let Some((i, c)) = chars.next() else { break };
        let triplet = reserved
            && c == '%'
            && bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
        out.push(c);
        if triplet {
            out.push_str(&value[i + 1..i + 3]);
            chars.nth(1);
        }
        taken += 1;
    }
    out
}

/// The lenient parser: never panics; its value parses strictly to itself;
/// strict input comes back unchanged without repairs; repair ranges lie inside
/// the input on character boundaries, in order of their starts; an error points
/// inside the input, and strict parsing fails there too.
pub(crate) fn lenient(text: &str) {
    match uri::UriRefBuf::parse_lenient(text) {
        Ok(repaired) => {
            let value = repaired.value().as_str();
            assert_eq!(UriRef::parse(value).map(|r| r.as_str()), Ok(value));
            if UriRef::parse(text).is_ok() {
                assert!(repaired.is_unchanged() && value == text, "{text:?}");
            }
            let mut last = 0;
            for repair in repaired.repairs() {
                let range = repair.range();
                assert!(range.start >= last && range.start < range.end && range.end <= text.len());
                assert!(text.is_char_boundary(range.start) && text.is_char_boundary(range.end));
                last = range.start;
            }
            if let Ok(uri) = uri::UriBuf::parse_lenient(text) {
                assert_eq!(uri.value().as_str(), value);
            }
        }
        Err(error) => {
            assert!(UriRef::parse(text).is_err());
            assert!(error.index() <= text.len() && text.is_char_boundary(error.index()));
            let _ = error.render(text).to_string();
        }
    }
}

/// What matching reads of a text with a password shows none of it: the
/// captures and each capture (a reserved value holding the whole text; the
/// userinfo's password as its own variable; the text percent-encoded in a
/// query value) and the errors of reading a value as a type.
fn captures_hide_passwords(input: &str, check: &dyn Fn(&str, String)) {
    use uri::template::UriTemplate;

    let encoded = format!("/go?to={}&x=1", encode(input, Place::QueryValue));
    for (template, text) in [
        ("{+all}", input),
        ("{scheme}://{user}:{pass}@{+rest}", input),
        ("/go{?to}", encoded.as_str()),
    ] {
        let matcher = UriTemplate::parse(template)
            .expect("a template")
            .matcher()
            .expect("a matcher");
        let Ok(found) = matcher.captures(text) else {
            continue;
        };
        check("Captures' Debug", format!("{found:?}"));
        for capture in &found {
            check("Capture's Debug", format!("{capture:?}"));
            if let Err(error) = found.parse::<u8>(capture.name()) {
                check("CaptureError", error.to_string());
                check("CaptureError's Debug", format!("{error:?}"));
            }
        }
        for pair in found.extra_pairs() {
            check("an extra pair's Debug", format!("{pair:?}"));
        }
    }
}

/// The lenient join (`base\nhref`; the base must parse, as a URI or else as an
/// IRI): never panics; the result re-parses strictly to the offsets it was
/// built with; joining it again to the base gives it back; every repair lies
/// inside the href (or, for a repair of the base, inside the base) on
/// character boundaries, the base's first, in order of their starts, and
/// quotes the text there; an error points inside the href. Every change is
/// reported: without a repair, the href is an RFC 3986 reference and the
/// result is its RFC 3986 resolution against the base (the same by
/// normalization, and by the two changes `join_lenient` documents as none).
/// An IRI result holds no bidi formatting character (RFC 3987 §4.1). A
/// URI result of a special scheme but `file` that `url` also joins converts
/// to `url::Url` without `Changed`.
pub(crate) fn lenient_join(text: &str) {
    use uri::__private::iri_offsets;
    use uri::lenient::Repair;
    use uri::{Iri, IriRef};

    let (base, href) = text.split_once('\n').unwrap_or((text, ""));
    let check_repairs = |repairs: &[Repair]| repairs_quote_their_input(text, repairs);
    let check_error = |error: uri::ParseError| {
        assert!(
            error.index() + error.len() <= href.len(),
            "{text:?}: {error:?}"
        );
        assert!(href.is_char_boundary(error.index()));
        let _ = error.render(href).to_string();
    };
    if let Ok(base) = Uri::parse(base) {
        match base.join_lenient(href) {
            Ok(joined) => {
                let value = joined.value();
                let again = UriRef::parse(value.as_str()).expect("a join gives a URI");
                assert_eq!(offsets(again), offsets(value.as_uri_ref()), "{text:?}");
                // A special-scheme base that a browser reads otherwise is used
                // as written, as the docs of `join_lenient` say: `http://o35-.3`
                // (a host ending in a number that is no address), `http:to:x@y`
                // (no authority, where a browser finds one). Its results are
                // no hrefs a browser would follow to the same place, so only
                // the results of other bases must join to themselves. So is a
                // base that a browser refuses as an href of its own
                // (`hptp://u:p@/x`: credentials without a host).
                let url_base = url::Url::try_from(base).ok();
                let readable = base.join_lenient(base.as_str()).is_ok();
                let special_base = is_special_scheme(base.scheme());
                if readable && (!special_base || (url_base.is_some() && host_reaches(base))) {
                    // The base's authority is kept as written (`[::0]`,
                    // `EXAMPLE.com`), an absolute href's is written as a
                    // browser reads it (`[::]`): the same URI by RFC 3986.
                    let rejoined = base.join_lenient(value.as_str()).expect("the result joins");
                    assert!(
                        rejoined.value().as_uri().normalized_eq(&value.as_uri()),
                        "{text:?}: {value} rejoins as {}",
                        rejoined.value()
                    );
                }
                check_repairs(joined.repairs());
                if joined.repairs().is_empty() {
                    let strict = base.join(href);
                    let strict = strict.map(|strict| components(strict.normalize().as_str()));
                    unreported_is_rfc(text, &components(value.normalize().as_str()), strict);
                }
                let scheme = value.scheme();
                let special = matches!(scheme, "http" | "https" | "ws" | "wss" | "ftp");
                // Only where `url` reads the base as we do: `http:/.example.org/`
                // has no authority to RFC 3986, and the host `.example.org`
                // to `url`, so the two join against different bases.
                // Asked only for those schemes: `url` 2.5.8 panics joining
                // `..//^.:` to `file://lt-/ttp:/t:` (an assertion in its path
                // parser), a fault of its own that a panic hook cannot catch here.
                let url_joins = || url_base.is_some_and(|url_base| url_base.join(href).is_ok());
                if special && url_joins() {
                    if let Err(error @ uri::interop::UrlConversionError::Changed { .. }) =
                        url::Url::try_from(value)
                    {
                        panic!("{text:?}: {value}: {error}");
                    }
                }
            }
            Err(error) => check_error(error),
        }
    } else if let Ok(base) = Iri::parse(base) {
        match base.join_lenient(href) {
            Ok(joined) => {
                let value = joined.value();
                let again = IriRef::parse(value.as_str()).expect("a join gives an IRI");
                assert_eq!(
                    iri_offsets(again),
                    iri_offsets(value.as_iri_ref()),
                    "{text:?}"
                );
                // As for a URI base: only a base a browser reads as we do.
                let browser_base = base.to_uri_idna().is_ok_and(|uri| {
                    url::Url::try_from(&uri).is_ok() && host_reaches(uri.as_uri())
                });
                let readable = base.join_lenient(base.as_str()).is_ok();
                if readable && (!is_special_scheme(base.scheme()) || browser_base) {
                    let rejoined = base.join_lenient(value.as_str()).expect("the result joins");
                    assert!(
                        rejoined.value().as_iri().normalized_eq(&value.as_iri()),
                        "{text:?}: {value} rejoins as {}",
                        rejoined.value()
                    );
                }
                check_repairs(joined.repairs());
                if joined.repairs().is_empty() {
                    let strict = base.join(href);
                    let strict = strict.map(|strict| components(strict.normalize().as_str()));
                    unreported_is_rfc(text, &components(value.normalize().as_str()), strict);
                }
                // RFC 3987 §4.1's bidi formatting characters and the
                // isolates, written out apart from the crate's own list.
                let bidi = |text: &str| {
                    text.chars().any(|c| {
                        matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
                    })
                };
                assert!(
                    !bidi(value.as_str()),
                    "{text:?}: {value:?} holds a bidi formatting character"
                );
            }
            Err(error) => check_error(error),
        }
    }
}

/// Every repair of a lenient join (`text` is `base\nhref`) lies inside the
/// href, or for a repair of the base inside the base, on character
/// boundaries, the base's first, in order of their starts, and quotes the
/// text there.
fn repairs_quote_their_input(text: &str, repairs: &[uri::lenient::Repair]) {
    let (base, href) = text.split_once('\n').unwrap_or((text, ""));
    let mut last = (false, 0);
    for repair in repairs {
        let range = repair.range();
        let input = if repair.in_base() { base } else { href };
        let at = (!repair.in_base(), range.start);
        assert!(
            at >= last && range.end <= input.len(),
            "{text:?}: {repair:?}"
        );
        assert!(input.is_char_boundary(range.start) && input.is_char_boundary(range.end));
        assert_eq!(repair.chars(), &input[range.clone()]);
        let _ = repair.to_string();
        last = at;
    }
}

/// A join without a repair: the href is a reference RFC 3986 (or 3987)
/// takes, and `strict`, its resolution, is `joined` once both are
/// normalized, but for what `join_lenient` documents as no change.
fn unreported_is_rfc(text: &str, joined: &Parts, strict: Result<Parts, uri::ParseError>) {
    let strict = strict.unwrap_or_else(|error| {
        panic!("{text:?}: joined without a repair, but RFC 3986 refuses the href: {error}")
    });
    assert_eq!(
        as_documented(joined),
        as_documented(&strict),
        "{text:?}: joined without a repair, RFC 3986 resolution differs"
    );
}

/// The components of a URI or IRI, normalized: scheme, authority (userinfo,
/// host, port), path, query, fragment.
type Parts = (
    String,
    Option<(Option<String>, String, Option<String>)>,
    String,
    Option<String>,
    Option<String>,
);

/// The components of `normal`, the normal form of a URI or IRI (every URI
/// is an IRI reference too).
fn components(normal: &str) -> Parts {
    let iri = uri::IriRef::parse(normal).expect("a normal form parses");
    let owned = |part: Option<&str>| part.map(str::to_owned);
    let authority = iri.host_str().map(|host| {
        (
            owned(iri.userinfo()),
            host.to_owned(),
            owned(iri.port_str()),
        )
    });
    (
        owned(iri.scheme()).unwrap_or_default(),
        authority,
        iri.path().as_str().to_owned(),
        owned(iri.query()),
        owned(iri.fragment()),
    )
}

/// A normal form written again with the two changes `join_lenient` makes
/// without a repair beyond normalization: an empty userinfo loses its `@`,
/// and a special scheme's empty path after an authority is `/`.
fn as_documented((scheme, authority, path, query, fragment): &Parts) -> String {
    let mut out = format!("{scheme}:");
    if let Some((userinfo, host, port)) = authority {
        out.push_str("//");
        if let Some(userinfo) = userinfo.as_deref().filter(|userinfo| !userinfo.is_empty()) {
            out.push_str(userinfo);
            out.push('@');
        }
        out.push_str(host);
        if let Some(port) = port {
            out.push(':');
            out.push_str(port);
        }
    }
    let root = authority.is_some() && path.is_empty() && is_special_scheme(scheme);
    out.push_str(if root { "/" } else { path });
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

/// Whether the base's host, if it has one, reaches a host: `file://./x` has
/// the host `.`, which browsers take and `Host::reach` refuses (an empty
/// label). A relative href keeps such a host as written, but the result, given
/// as an href, is refused, so it cannot join to itself.
fn host_reaches(base: Uri<'_>) -> bool {
    base.host().is_none_or(|host| host.reach().is_ok())
}

/// Whether the WHATWG URL Standard treats `scheme` (in any case) as special.
fn is_special_scheme(scheme: &str) -> bool {
    ["http", "https", "ws", "wss", "ftp", "file"]
        .iter()
        .any(|special| scheme.eq_ignore_ascii_case(special))
}

/// IRIs: parsing never panics and errors stay inside the input on a character
/// boundary; every URI reference is an IRI reference with the same components,
/// and ASCII text is one exactly when it is the other; the mapping to a URI
/// (§3.1) gives an ASCII URI reference with the offsets it counted, and mapping
/// back (§3.2) gives the IRI again when it held no escapes and no bidi
/// formatting character; normalization re-parses to its offsets and is
/// idempotent; resolving against itself gives an IRI.
pub(crate) fn iri(text: &str) {
    use uri::__private::iri_offsets;
    use uri::IriRef;
    let as_uri = UriRef::parse(text);
    match IriRef::parse(text) {
        Err(error) => {
            assert!(error.index() <= text.len() && text.is_char_boundary(error.index()));
            assert!(
                as_uri.is_err(),
                "a URI reference that is no IRI reference: {text:?}"
            );
        }
        Ok(iri) => {
            if let Ok(uri) = as_uri {
                assert_eq!(offsets(uri), offsets(iri.to_uri_ref().as_uri_ref()));
                assert_eq!(uri.as_iri_ref().path().as_str(), iri.path().as_str());
            } else {
                assert!(!text.is_ascii(), "ASCII IRI that is no URI: {text:?}");
            }
            let uri = iri.to_uri_ref();
            assert!(uri.as_str().is_ascii());
            let reparsed = UriRef::parse(uri.as_str()).expect("the mapping gives a URI reference");
            assert_eq!(offsets(reparsed), offsets(uri.as_uri_ref()));
            let back = uri.to_iri_ref();
            let back_parsed = IriRef::parse(back.as_str()).expect("the mapping back gives an IRI");
            assert_eq!(iri_offsets(back_parsed), iri_offsets(back.as_iri_ref()));
            let bidi = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
            if !text.contains('%') && !text.chars().any(bidi) {
                assert_eq!(back.as_str(), text, "round trip");
            }
            let normal = iri.normalize();
            let normal_parsed = IriRef::parse(normal.as_str()).expect("a normal form is an IRI");
            assert_eq!(iri_offsets(normal_parsed), iri_offsets(normal.as_iri_ref()));
            assert_eq!(normal.normalize(), normal, "idempotent: {text:?}");
            if let Some(absolute) = iri.as_iri() {
                let base = absolute.without_fragment();
                if let Ok(resolved) = base.resolve_with(iri, ResolveMode::Safe) {
                    let parsed =
                        uri::Iri::parse(resolved.as_str()).expect("resolution gives an IRI");
                    assert_eq!(
                        iri_offsets(parsed.as_iri_ref()),
                        iri_offsets(resolved.as_iri_ref())
                    );
                }
            }
        }
    }
}

/// Whatever made a value, its accessors are those of a fresh parse of its text:
/// the offsets it carries equal the offsets the parser finds. Checked for every
/// producer of values from one input: parsing, the lenient repair and join, the builder
/// (which must also give the text back as written), the IRI mappings with and
/// without IDNA, normalization, resolution, template expansion, and the
/// conversions to and back from `http::Uri` and `url::Url`. A host that a
/// conversion or IDNA writes is the host [`Host::reach`](uri::Host::reach)
/// answered for the input.
pub(crate) fn accessors(text: &str) {
    use uri::__private::iri_offsets;
    use uri::{IriRef, UriBuf, UriRefBuf};

    let agrees = |made: UriRef<'_>, how: &str| {
        let again = UriRef::parse(made.as_str())
            .unwrap_or_else(|e| panic!("{how} of {text:?} made {:?}: {e}", made.as_str()));
        assert_eq!(offsets(again), offsets(made), "{how} of {text:?}");
    };
    let iri_agrees = |made: IriRef<'_>, how: &str| {
        let again = IriRef::parse(made.as_str())
            .unwrap_or_else(|e| panic!("{how} of {text:?} made {:?}: {e}", made.as_str()));
        assert_eq!(iri_offsets(again), iri_offsets(made), "{how} of {text:?}");
    };

    if let Ok(repaired) = UriRefBuf::parse_lenient(text) {
        agrees(repaired.value().as_uri_ref(), "the lenient repair");
    }
    let page = Uri::parse("http://example.org/foo/bar?q").expect("a URI");
    if let Ok(joined) = page.join_lenient(text) {
        agrees(joined.value().as_uri_ref(), "the lenient join");
    }
    if let Ok(template) = uri::UriTemplate::parse(text) {
        let values = [("a", "x/y?z#"), ("b", "caf\u{e9}"), ("id", "42"), ("q", "")];
        if let Ok(expanded) = template.expand(&values) {
            agrees(expanded.as_uri_ref(), "template expansion");
        }
    }
    let Ok(iri) = IriRef::parse(text) else {
        return;
    };
    let mapped = iri.to_uri_ref();
    agrees(mapped.as_uri_ref(), "the IRI mapping");
    iri_agrees(mapped.to_iri_ref().as_iri_ref(), "the URI-to-IRI mapping");
    iri_agrees(iri.normalize().as_iri_ref(), "IRI normalization");
    let reached = iri.host().map(|host| host.reach());
    match iri.to_uri_ref_idna() {
        Ok(idna) => {
            agrees(idna.as_uri_ref(), "the IDNA mapping");
            if !iri.host_str().unwrap_or("").is_ascii() {
                let again = idna.host().map(|host| host.reach());
                assert_eq!(again, reached, "the IDNA mapping's host of {text:?}");
            }
        }
        Err(_) => assert!(matches!(reached, Some(Err(_)))),
    }

    let reference = mapped.as_uri_ref();
    agrees(reference.normalize().as_uri_ref(), "normalization");
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    for mode in [
        ResolveMode::Strict,
        ResolveMode::NonStrict,
        ResolveMode::Safe,
    ] {
        if let Ok(resolved) = base.resolve_with(reference, mode) {
            agrees(resolved.as_uri().as_uri_ref(), "resolution");
        }
    }
    let Some(uri) = reference.as_uri() else {
        return;
    };
    match uri::UriBuilder::from_uri(uri).build() {
        Ok(built) => {
            agrees(built.as_uri().as_uri_ref(), "the builder");
            assert_eq!(built.as_str(), uri.as_str(), "the builder rewrote {text:?}");
        }
        Err(error) => panic!("the builder refused the parts of {text:?}: {error}"),
    }
    let reached = uri.host().map(|host| host.reach());
    if let Ok(theirs) = http::Uri::try_from(uri) {
        if let Ok(back) = UriRefBuf::try_from(&theirs) {
            agrees(back.as_uri_ref(), "the http round trip");
            if let Some(Ok(ours)) = &reached {
                let back_reach = back.host().map(|host| host.reach());
                assert_eq!(
                    back_reach.as_ref(),
                    Some(&Ok(ours.clone())),
                    "http: {text:?}"
                );
            }
        }
    }
    if let Ok(theirs) = url::Url::try_from(uri) {
        if let Ok(back) = UriBuf::try_from(&theirs) {
            agrees(back.as_uri().as_uri_ref(), "the url round trip");
        }
    }
    if let Ok(theirs) = url::Url::parse(text) {
        if let Ok(back) = UriBuf::try_from(&theirs) {
            agrees(back.as_uri().as_uri_ref(), "the conversion from url");
        }
    }
}

/// The names of the variables of a template's query section: from its first
/// `{?…}` or literal `?` to its first `{#…}` or literal `#` after that.
fn query_section_names(template: uri::template::UriTemplate<'_>) -> Vec<&str> {
    use uri::template::{Operator, Part};
    // The fragment begins at the first literal `#` or `{#…}`; a `{?…}` after
    // it is part of the fragment, not of a query.
    let (mut in_query, mut in_fragment) = (false, false);
    let mut names = Vec::new();
    for part in template.parts() {
        if in_fragment {
            break;
        }
        match part {
            Part::Literal(text) => {
                if text.contains('#') {
                    in_fragment = true;
                } else if text.contains('?') {
                    in_query = true;
                }
            }
            Part::Expression(expression) => match expression.operator() {
                Operator::Query => {
                    in_query = true;
                    names.extend(expression.variables().map(|spec| spec.name()));
                }
                Operator::QueryContinuation if in_query => {
                    names.extend(expression.variables().map(|spec| spec.name()));
                }
                Operator::Fragment => in_fragment = true,
                _ => {}
            },
        }
    }
    names
}

/// Templates as routes: for any template and text, `matcher()` and matching
/// never panic, an error points inside the text, and every capture is a slice
/// of the text; an accepted template's expansion of values without `?` or `#`
/// (which end a path) always matches, and so does the same text with its query
/// pairs in reverse order, giving the same values; a template set holding the
/// template and a few others finds a template exactly when one of them
/// matches, and what it finds does match. The input is the template, then
/// after a NUL byte a text to match, which also gives, split at `\x01`, the
/// values of the template's variables.
pub(crate) fn matching(data: &[u8]) {
    use uri::template::{Operator, UriTemplate};

    let (template, text) = match data.iter().position(|&b| b == 0) {
        Some(nul) => (&data[..nul], &data[nul + 1..]),
        None => (data, &[][..]),
    };
    let (Ok(template), Ok(text)) = (std::str::from_utf8(template), std::str::from_utf8(text))
    else {
        return;
    };
    let Ok(template) = UriTemplate::parse(template) else {
        return;
    };
    let Ok(matcher) = template.matcher() else {
        return;
    };
    // Expansions read back with dot segments and escaped controls allowed:
    // they are a request's fault only where a client sent them.
    let expansions = matcher.clone().options(
        uri::template::MatchOptions::new()
            .dot_segments(true)
            .control_characters(true),
    );
    let read = |text: &str| -> Option<Vec<(String, String)>> {
        match expansions.captures(text) {
            Ok(found) => {
                let range = text.as_ptr() as usize..text.as_ptr() as usize + text.len() + 1;
                let mut values = Vec::new();
                for capture in &found {
                    let value = capture.as_str();
                    assert!(
                        range.contains(&(value.as_ptr() as usize)),
                        "{template:?} {text:?}"
                    );
                    let _ = found.parse::<String>(capture.name());
                    let _ = found.parse_all::<u32>(capture.name());
                    values.push((capture.name().to_owned(), value.to_owned()));
                }
                // An extra pair is one that no variable of the query section
                // names (a path variable's name is free in the query, and so
                // is that of a `{&…}` in the path).
                let query_names: Vec<String> = query_section_names(template)
                    .into_iter()
                    .map(normal_key)
                    .collect();
                for pair in found.extra_pairs() {
                    let key = normal_key(pair.key().as_encoded());
                    assert!(!query_names.contains(&key), "{template:?} {text:?}: {key}");
                }
                let _ = format!("{found:?}");
                values.sort();
                Some(values)
            }
            Err(error) => {
                assert!(
                    error.index() <= text.len(),
                    "{template:?} {text:?}: {error}"
                );
                let _ = error.render(text).to_string();
                None
            }
        }
    };
    let _ = read(text);

    let mut names: Vec<&str> = Vec::new();
    for spec in template.variables() {
        if !names.contains(&spec.name()) {
            names.push(spec.name());
        }
    }
    // A value of `\x02` alone leaves its variable undefined: expansion then
    // leaves it out, and the text must match all the same.
    let mut values = text.split('\x01');
    let variables: Vec<(&str, &str)> = names
        .iter()
        .map(|name| (*name, values.next().unwrap_or("")))
        .filter(|&(_, value)| value != "\x02")
        .collect();
    // A label is read after the last `.` of its run (`{id}{.format}`), as
    // the matcher's docs state: that rule reads back a label value without
    // `.` only, so only such values must give themselves back.
    let labels: Vec<&str> = template
        .expressions()
        .filter(|e| e.operator() == Operator::Label)
        .flat_map(|e| e.variables().map(|spec| spec.name()))
        .collect();
    // A reserved expansion writes a value's `?` and `#` as they are, where
    // they end the path or the query, as the docs state.
    let reserved: Vec<&str> = template
        .expressions()
        .filter(|e| e.operator().allows_reserved())
        .flat_map(|e| e.variables().map(|spec| spec.name()))
        .collect();
    let ends_section =
        |(name, value): &(&str, &str)| reserved.contains(name) && value.contains(['?', '#']);
    let dotted_label = |(name, value): &(&str, &str)| labels.contains(name) && value.contains('.');
    // Every expansion matches but where a label's `.` moves a cut; it reads
    // back the same values but where a reserved `?` or `#` ends a section.
    if !variables.iter().any(dotted_label) {
        // Expansion refuses a value that would be a dot segment of the path.
        let Ok(expansion) = template.expand_to_string(&variables) else {
            set_finds_what_matches(template, &matcher, text);
            return;
        };
        let found = read(&expansion)
            .unwrap_or_else(|| panic!("{template:?} does not match its expansion {expansion:?}"));
        let (head, query, fragment) = sections_of(&expansion);
        if let Some(query) = query.strip_prefix('?') {
            let reversed: Vec<&str> = query.split('&').rev().collect();
            let shuffled = format!("{head}?{}{fragment}", reversed.join("&"));
            if query_is_a_set(template) && !variables.iter().any(ends_section) {
                assert_eq!(read(&shuffled), Some(found), "{template:?} {shuffled:?}");
            }
        }
    }

    set_finds_what_matches(template, &matcher, text);
}

/// `text` cut before its query and its fragment. The query is what follows a
/// `?` before the fragment: a `?` after the first `#` is the fragment's own
/// (`{?a}#x?b&c`).
fn sections_of(text: &str) -> (&str, &str, &str) {
    let fragment_at = text.find('#').unwrap_or(text.len());
    let query_at = text[..fragment_at].find('?').unwrap_or(fragment_at);
    (
        &text[..query_at],
        &text[query_at..fragment_at],
        &text[fragment_at..],
    )
}

/// A query key in RFC 3986's normal form for comparison (§6.2.2): escapes of
/// unreserved characters decoded, the hex digits of the others upper-case.
fn normal_key(key: &str) -> String {
    let bytes = key.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let escape = bytes
            .get(i + 1..i + 3)
            .filter(|hex| bytes[i] == b'%' && hex.iter().all(u8::is_ascii_hexdigit))
            .and_then(|hex| u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok());
        match escape {
            Some(byte) if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) => {
                out.push(char::from(byte));
                i += 3;
            }
            Some(byte) => {
                let _ = write!(out, "%{byte:02X}");
                i += 3;
            }
            None => {
                let c = key[i..].chars().next().unwrap_or_default();
                out.push(c);
                i += c.len_utf8().max(1);
            }
        }
    }
    out
}

/// The templates [`set_finds_what_matches`] puts beside the fuzzed one, in a
/// set built once (building one per input took most of the target's time),
/// and their matchers.
fn other_routes() -> &'static (
    uri::template::TemplateSet<usize>,
    Vec<uri::template::Matcher<'static>>,
) {
    use uri::template::{TemplateSet, UriTemplate};
    static ROUTES: std::sync::OnceLock<(TemplateSet<usize>, Vec<uri::template::Matcher<'static>>)> =
        std::sync::OnceLock::new();
    ROUTES.get_or_init(|| {
        let mut set = TemplateSet::new();
        let mut matchers = Vec::new();
        for (i, other) in [
            "/{a}",
            "/x/{+rest}",
            "{/p*}",
            "/{a}.json",
            "/x{?q}",
            "{+all}",
        ]
        .into_iter()
        .enumerate()
        {
            let template = UriTemplate::parse(other).expect("a template");
            matchers.push(template.matcher().expect("a matcher"));
            set.insert(template, i + 1).expect("no conflict among them");
        }
        (set, matchers)
    })
}

/// A template set holding `template` and a few others finds a template for
/// `text` exactly when one of them matches it, and what it finds matches.
fn set_finds_what_matches(
    template: uri::template::UriTemplate<'_>,
    matcher: &uri::template::Matcher<'_>,
    text: &str,
) {
    let (others, other_matchers) = other_routes();
    let mut set = others.clone();
    // Refused when another template has its shape: then only the others count.
    let inserted = set.insert(template, 0).is_ok();
    let answers: Vec<_> = other_matchers
        .iter()
        .chain(inserted.then_some(matcher))
        .map(|matcher| {
            matcher
                .captures(text)
                .map_err(|error| error.is_bad_request())
        })
        .collect();
    let any_match = answers.iter().any(Result::is_ok);
    let any_bad = answers.contains(&Err(true));
    match set.at(text) {
        Ok(found) => {
            assert!(any_match, "{template:?} {text:?}");
            let matcher = found.template().matcher().expect("in a set, so accepted");
            assert_eq!(matcher.captures(text).as_ref(), Ok(found.captures()));
        }
        // A bad request comes from a template whose path matches, and names
        // its variable (but a repeat of a key the template writes as
        // literal text, which may have none).
        Err(error) if error.is_bad_request() => {
            assert!(any_bad, "{template:?} {text:?}: {error}");
            assert!(
                error.variable().is_some()
                    || error.kind() == uri::template::MatchErrorKind::Repeated,
                "{template:?} {text:?}: {error}"
            );
        }
        Err(error) => assert!(!any_match && !any_bad, "{template:?} {text:?}: {error}"),
    }
}

/// Whether the template's query is `{?…}` followed by `{&…}` expressions
/// only, up to its fragment: a query matched as a set of pairs, of variables.
fn query_is_a_set(template: uri::template::UriTemplate<'_>) -> bool {
    use uri::template::{Operator, Part};

    let mut in_query = false;
    for part in template.parts() {
        match part {
            Part::Literal(text) if in_query => return text.starts_with('#'),
            Part::Literal(text) if text.contains(['?', '#']) => return false,
            Part::Literal(_) => {}
            Part::Expression(expression) => match expression.operator() {
                Operator::Query if !in_query => in_query = true,
                Operator::QueryContinuation if in_query => {}
                Operator::Fragment => return in_query,
                _ if in_query => return false,
                _ => {}
            },
        }
    }
    in_query
}

/// Route types the `routes` target writes and reads: strings and numbers in
/// segments, an exploded path, optional and repeated query values, a field
/// named by a keyword, and an enum that nests one of them.
mod route_types {
    use std::borrow::Cow;

    #[derive(uri::Route, Clone, Debug, PartialEq)]
    #[route("/repos/{owner}/{repo}/issues{?state,page,labels*}")]
    pub(crate) struct Issues {
        pub(crate) owner: String,
        pub(crate) repo: String,
        pub(crate) state: Option<String>,
        pub(crate) page: Option<u32>,
        pub(crate) labels: Vec<String>,
    }

    #[derive(uri::Route, Clone, Debug, PartialEq)]
    #[route("/files{/path*}{?ref}")]
    pub(crate) struct Files {
        pub(crate) path: Vec<String>,
        pub(crate) r#ref: Option<String>,
    }

    /// Positional variables that a link may leave out from the end.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    #[route("/archive{/year,month,day}{?q}")]
    pub(crate) struct Archive {
        pub(crate) year: Option<String>,
        pub(crate) month: Option<u8>,
        pub(crate) day: Vec<String>,
        pub(crate) q: Option<String>,
    }

    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Api {
        #[route("/health")]
        Health,
        #[route("/users/{id}{.format}")]
        User { id: u64, format: Option<String> },
        #[route("/v1")]
        Issues(Issues),
        #[route("/v1")]
        Files(Files),
    }

    /// A table the derive writes at compile time (no nested type), to read
    /// against one built at run time from the same templates.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Flat {
        #[route("/")]
        Home,
        #[route("/files{/path*}")]
        File { path: Vec<String> },
        #[route("/files/{name}.json")]
        Json { name: String },
        #[route("/files/{+rest}/raw")]
        Raw { rest: String },
        #[route("/users/{id}{?tab}")]
        User { id: u32, tab: Option<String> },
        #[route("/users/v{version}/{id}")]
        Versioned { version: u8, id: u32 },
        #[route("/list{?sort}{&page}")]
        List {
            sort: Option<String>,
            page: Option<u32>,
        },
        #[route("/docs{/section}{.format}")]
        Docs {
            section: Option<String>,
            format: Option<String>,
        },
    }

    /// A table of whole-segment templates, which the derive reads directly
    /// (without the table) where it is sure to agree with it: read against
    /// one built at run time.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Segments {
        #[route("/")]
        Root,
        #[route("/users")]
        Users,
        #[route("/users/{id}")]
        User { id: u32 },
        #[route("/users/me/repos")]
        Mine,
        #[route("/users/{name}/repos/{repo}")]
        Repo { name: String, repo: Option<String> },
        #[route("/~user/{id}")]
        Tilde { id: String },
        #[route("/{org}/{team}/members")]
        Members {
            org: String,
            team: String,
            #[route(skip)]
            seen: bool,
        },
        #[route("/items/{tags}")]
        Tags { tags: Vec<String> },
        #[route("/a/")]
        Slash,
    }

    /// Whole-segment templates, some with a query of variables alone (one
    /// named with an escape, which the table reads), beside templates the
    /// table reads alone (a rest, a pattern): read directly where the walk
    /// meets none.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Mixed {
        #[route("/orgs/{org}/events{?since,%61,page}")]
        Events {
            org: String,
            since: Option<String>,
            #[route(rename = "%61")]
            a: Option<u32>,
            page: Option<u32>,
        },
        #[route("/users/{id}")]
        User { id: u32 },
        #[route("/users/{id}/repos{?page}")]
        Repos { id: u32, page: Option<u32> },
        #[route("/search{?q}")]
        Search { q: Option<String> },
        #[route("/orgs/{org}/issues{?state,labels*,ids}")]
        Issues {
            org: String,
            state: Option<String>,
            labels: Vec<String>,
            ids: Vec<u32>,
        },
        #[route("/files{/path*}")]
        Files { path: Vec<String> },
        #[route("/files/index")]
        Index,
        #[route("/docs/{name}.html")]
        Html { name: String },
        #[route("/docs/{page}")]
        Doc { page: String },
        #[route("/orgs/{org}")]
        Org { org: String },
    }

    /// [`Mixed`] with its strings borrowed from the request (`Cow<'a,
    /// str>`): read alike, value for value and error for error.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum MixedBorrowed<'a> {
        #[route("/orgs/{org}/events{?since,%61,page}")]
        Events {
            org: Cow<'a, str>,
            since: Option<Cow<'a, str>>,
            #[route(rename = "%61")]
            a: Option<u32>,
            page: Option<u32>,
        },
        #[route("/users/{id}")]
        User { id: u32 },
        #[route("/users/{id}/repos{?page}")]
        Repos { id: u32, page: Option<u32> },
        #[route("/search{?q}")]
        Search { q: Option<Cow<'a, str>> },
        #[route("/orgs/{org}/issues{?state,labels*,ids}")]
        Issues {
            org: Cow<'a, str>,
            state: Option<Cow<'a, str>>,
            labels: Vec<Cow<'a, str>>,
            ids: Vec<u32>,
        },
        #[route("/files{/path*}")]
        Files { path: Vec<Cow<'a, str>> },
        #[route("/files/index")]
        Index,
        #[route("/docs/{name}.html")]
        Html { name: Cow<'a, str> },
        #[route("/docs/{page}")]
        Doc { page: Cow<'a, str> },
        #[route("/orgs/{org}")]
        Org { org: Cow<'a, str> },
    }

    /// An enum whose nested types read apart: each request under a prefix
    /// on the nested type's own table, after the prefix, the others on a
    /// compiled table of the rest; read against one table built at run time
    /// from all its templates.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Apart {
        #[route("/health")]
        Health,
        #[route("/list{?sort}{&page}")]
        List {
            sort: Option<String>,
            page: Option<u32>,
        },
        #[route("/v1")]
        Issues(Issues),
        #[route("/v2")]
        Flat(Flat),
    }

    /// A value in each place a path value can be, as `SafePath`s (issue 63).
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Safe {
        #[route("/files{/path*}")]
        Tree { path: uri::path::SafePath },
        #[route("/raw/{+rest}")]
        Raw { rest: uri::path::SafePath },
        #[route("/one/{name}")]
        One { name: uri::path::SafePath },
        #[route("/q{?file}")]
        Query { file: Option<uri::path::SafePath> },
    }

    /// [`Safe`]'s templates with strings: what a plain field reads.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum PlainPaths {
        #[route("/files{/path*}")]
        Tree { path: Vec<String> },
        #[route("/raw/{+rest}")]
        Raw { rest: String },
        #[route("/one/{name}")]
        One { name: String },
        #[route("/q{?file}")]
        Query { file: Option<String> },
    }

    /// An enum whose nested type reads apart beside whole-segment
    /// templates, which are read directly before their compiled table.
    #[derive(uri::Route, Clone, Debug, PartialEq)]
    pub(crate) enum Hosted {
        #[route("/users/{id}")]
        User { id: u32 },
        #[route("/users/{id}/events{?day,labels*}")]
        Events {
            id: u32,
            day: Option<String>,
            labels: Vec<String>,
        },
        #[route("/users/me")]
        Me,
        #[route("/v1")]
        Issues(Issues),
    }
}

/// `R::from_uri` reads `text` as a table built at run time from `R`'s
/// templates does (without the derive's compiled tables). The table is
/// built once into `table`, not on every input.
fn assert_reads_as_a_built_table<R: uri::template::Route + std::fmt::Debug>(
    table: &std::sync::OnceLock<uri::template::TemplateSet<usize>>,
    text: &str,
) {
    use uri::template::{RouteError, TemplateSet};

    let set = table.get_or_init(|| {
        let mut set = TemplateSet::new();
        for (index, template) in R::templates().iter().enumerate() {
            let template = uri::UriTemplate::parse(template).expect("a derive's template");
            set.insert(template, index).expect("a derive's table");
        }
        set
    });
    let built = set
        .at(text)
        .map_err(RouteError::Match)
        .and_then(|found| R::from_captures(*found.value(), found.captures()));
    assert_eq!(
        format!("{:?}", R::from_uri(text)),
        format!("{built:?}"),
        "{} reads {text:?} unlike a table built from its templates",
        std::any::type_name::<R>()
    );
}

/// A value with a planted password (in one of [`AUTHORITY_FORMS`], picked by
/// the text's first byte as [`messages`] picks it) in a request, raw and
/// encoded, where a field cannot read it: the error shows none of it.
fn route_errors_hide_passwords(text: &str) {
    use route_types::Api;

    let (form, text) = match text.as_bytes().first() {
        Some(&byte) if byte < 0x20 => (
            AUTHORITY_FORMS[usize::from(byte) % AUTHORITY_FORMS.len()],
            &text[1..],
        ),
        _ => (AUTHORITY_FORMS[0], text),
    };
    let (password, rest) = text.split_once('\n').unwrap_or((text, ""));
    if password.contains(['/', '?', '#', '@', '%']) || rest.contains(PASSWORD_MARK) {
        return;
    }
    let value = format!("{form}u:{PASSWORD_MARK}{password}@{rest}");
    let segment = encode(&value, Place::PathSegment);
    let query = encode(&value, Place::QueryValue);
    for request in [
        format!("/users/{segment}.json"),
        format!("/v1/repos/o/r/issues?page={query}"),
        format!("/v1/repos/{segment}/r/issues?page={query}"),
        format!("/v1/files/{value}"),
        format!("/users/{value}"),
    ] {
        if let Err(error) = Api::from_uri(&request) {
            for shown in [error.to_string(), format!("{error:?}")] {
                assert!(
                    !shown.contains(PASSWORD_MARK),
                    "a route error shows the password of {request:?}: {shown}"
                );
            }
        }
    }
}

/// Whether reading refuses `value` in a path: `.` or `..` as a `/`-separated
/// segment.
fn climbs(value: &str) -> bool {
    value
        .split('/')
        .any(|segment| segment == "." || segment == "..")
}

/// Whether reading refuses `value` in a path for a control of C0 or DEL.
fn holds_control(value: &str) -> bool {
    value.chars().any(|c| c < ' ' || c == '\u{7f}')
}

/// Whether `to_uri`'s `error` is the one it owes a link whose path values
/// are `values`: a control character (checked first), or a dot segment.
fn refused_for<'a>(
    error: &uri::template::ExpandError,
    mut values: impl Iterator<Item = &'a String>,
) -> bool {
    use uri::template::ExpandError;
    match error {
        ExpandError::ControlCharacter { .. } => values.any(|v| holds_control(v)),
        ExpandError::DotSegment { .. } => values.any(|v| climbs(v)),
        _ => false,
    }
}

/// An [`route_types::Archive`] from the text's parts (the first bytes decide
/// which are left out): its link reads back as the same value, or `to_uri`
/// refuses it for a control character, a dot segment or a variable left out
/// before a defined one, which the value then holds.
fn archive_reads_back(data: &[u8], text: &str) {
    use route_types::Archive;
    use uri::template::ExpandError;

    let mut parts = text.split('\u{1}');
    let flags = data.get(2).copied().unwrap_or(0);
    let archive = Archive {
        year: parts.next().filter(|_| flags & 1 == 0).map(str::to_owned),
        month: data.get(3).copied().filter(|_| flags & 2 == 0),
        day: parts
            .next()
            .filter(|_| flags & 4 == 0)
            .map(|day| day.split('\u{2}').map(str::to_owned).collect())
            .unwrap_or_default(),
        q: parts.next().map(str::to_owned),
    };
    match archive.to_uri() {
        Ok(link) => assert_eq!(Archive::from_uri(link.as_str()).unwrap(), archive, "{link}"),
        Err(ExpandError::LeftOut { .. }) => {
            let defined = [
                archive.year.is_some(),
                archive.month.is_some(),
                !archive.day.is_empty(),
            ];
            assert!(
                defined.windows(2).any(|pair| !pair[0] && pair[1]) || (!defined[0] && defined[2]),
                "{archive:?}"
            );
        }
        Err(error) => {
            let values = archive.year.iter().chain(&archive.day);
            assert!(refused_for(&error, values), "{error} {archive:?}");
        }
    }
}

/// Each derived route type reads `text`, and texts made of it under its
/// routes' prefixes, as a table built at run time from its templates does
/// (an `Api`, whose table is built on first use, only without a panic).
fn routes_read_as_built_tables(text: &str) {
    use route_types::Api;

    // The tables built at run time to read against, once, not per input.
    static FLAT: std::sync::OnceLock<uri::template::TemplateSet<usize>> =
        std::sync::OnceLock::new();
    static APART: std::sync::OnceLock<uri::template::TemplateSet<usize>> =
        std::sync::OnceLock::new();
    static SEGMENTS: std::sync::OnceLock<uri::template::TemplateSet<usize>> =
        std::sync::OnceLock::new();
    static MIXED: std::sync::OnceLock<uri::template::TemplateSet<usize>> =
        std::sync::OnceLock::new();
    static HOSTED: std::sync::OnceLock<uri::template::TemplateSet<usize>> =
        std::sync::OnceLock::new();

    for candidate in [
        text,
        &format!("/v1/files/{text}"),
        &format!("/users/{text}"),
    ] {
        let _ = Api::from_uri(candidate);
    }
    for candidate in [
        text,
        &format!("/files/{text}"),
        &format!("/users/{text}"),
        &format!("/list{text}"),
    ] {
        assert_reads_as_a_built_table::<route_types::Flat>(&FLAT, candidate);
    }
    for candidate in [
        text,
        &format!("/v1{text}"),
        &format!("/v2/files/{text}"),
        &format!("/v2{text}"),
        &format!("/list{text}"),
    ] {
        assert_reads_as_a_built_table::<route_types::Apart>(&APART, candidate);
    }
    for candidate in [
        text,
        &format!("/users/{text}"),
        &format!("/users/me/{text}"),
        &format!("/{text}/members"),
        &format!("/~user/{text}"),
    ] {
        assert_reads_as_a_built_table::<route_types::Segments>(&SEGMENTS, candidate);
    }
    for candidate in [
        text,
        &format!("/users/{text}"),
        &format!("/docs/{text}"),
        &format!("/files/{text}"),
        &format!("/orgs/o/events?{text}"),
        &format!("/orgs/o/issues?{text}"),
    ] {
        assert_reads_as_a_built_table::<route_types::Mixed>(&MIXED, candidate);
        assert_eq!(
            format!("{:?}", route_types::MixedBorrowed::from_uri(candidate)),
            format!("{:?}", route_types::Mixed::from_uri(candidate)),
            "borrowed fields read {candidate:?} unlike owned ones"
        );
    }
    for candidate in [
        text,
        &format!("/users/{text}"),
        &format!("/users/7/events?{text}"),
        &format!("/v1{text}"),
    ] {
        assert_reads_as_a_built_table::<route_types::Hosted>(&HOSTED, candidate);
    }
}

/// Each [`route_types::Safe`] read of `text` (and of texts made of it under
/// its routes) is what [`route_types::PlainPaths`] reads, each path safe:
/// valid as a `SafePath` and joined below a base, whatever was sent; where
/// `PlainPaths` reads a value `Safe` refuses, the value breaks a rule of
/// `SafePath` (or, under `{+rest}`, held an escaped `/`, which is no
/// separator); and [`safe_path_links`].
fn safe_paths(text: &str) {
    use route_types::{PlainPaths, Safe};
    use uri::path::SafePath;

    let below = stays_below;
    for candidate in [
        text,
        &format!("/files/{text}"),
        &format!("/raw/{text}"),
        &format!("/one/{text}"),
        &format!("/q?file={text}"),
    ] {
        let safe = Safe::from_uri(candidate);
        let plain = PlainPaths::from_uri(candidate);
        match (&safe, &plain) {
            (Ok(safe), Ok(plain)) => {
                let agree = match (safe, plain) {
                    (Safe::Tree { path }, PlainPaths::Tree { path: plain }) => {
                        below(path);
                        path.segments().eq(plain.iter().map(String::as_str))
                    }
                    (Safe::Raw { rest: path }, PlainPaths::Raw { rest: plain })
                    | (Safe::One { name: path }, PlainPaths::One { name: plain }) => {
                        below(path);
                        path.as_str() == plain
                    }
                    (Safe::Query { file }, PlainPaths::Query { file: plain }) => {
                        file.iter().for_each(below);
                        file.as_ref().map(SafePath::as_str) == plain.as_deref()
                    }
                    _ => false,
                };
                assert!(agree, "{candidate:?}: {safe:?} against {plain:?}");
            }
            (Ok(safe), Err(error)) => {
                panic!("{candidate:?}: {safe:?}, but a string field: {error}")
            }
            (Err(error), Ok(plain)) => {
                assert!(error.is_bad_request(), "{candidate:?}: {error}");
                let escaped_slash = candidate.to_ascii_lowercase().contains("%2f");
                let refused = match plain {
                    PlainPaths::Tree { path } => SafePath::from_segments(path).is_err(),
                    PlainPaths::Raw { rest } => SafePath::parse(rest).is_err() || escaped_slash,
                    PlainPaths::One { name } => SafePath::from_segment(name).is_err(),
                    PlainPaths::Query { file } => file
                        .as_deref()
                        .is_some_and(|file| SafePath::parse(file).is_err()),
                };
                assert!(refused, "{candidate:?}: {plain:?} refused: {error}");
            }
            // The same match error; where a string field cannot decode its
            // value, the path field refuses it too (perhaps for a rule it
            // breaks before the bytes that do not decode).
            (Err(safe), Err(plain)) => match plain {
                uri::template::RouteError::Match(_) => {
                    assert_eq!(safe.to_string(), plain.to_string(), "{candidate:?}");
                }
                _ => assert!(
                    safe.is_bad_request(),
                    "{candidate:?}: {safe} against {plain}"
                ),
            },
        }
    }
    safe_path_links(text);
}

/// A `SafePath` built of the text's parts is written by each place of
/// [`route_types::Safe`] as a link that reads back, or refused naming its
/// variable.
fn safe_path_links(text: &str) {
    use route_types::Safe;
    use uri::path::SafePath;
    use uri::template::ExpandError;

    let Ok(path) = SafePath::from_segments(text.split('\u{1}')) else {
        return;
    };
    for value in [
        Safe::Tree { path: path.clone() },
        Safe::Raw { rest: path.clone() },
        Safe::One { name: path.clone() },
        Safe::Query {
            file: Some(path.clone()),
        },
    ] {
        match value.to_uri() {
            Ok(link) => assert_eq!(Safe::from_uri(link.as_str()).ok(), Some(value), "{link}"),
            Err(error) => assert!(
                matches!(
                    error,
                    ExpandError::NotOneSegment { .. }
                        | ExpandError::EndsPath { .. }
                        | ExpandError::ReservedEscape { .. }
                        | ExpandError::DotSegment { .. }
                        | ExpandError::ControlCharacter { .. }
                        | ExpandError::ReadsAsAnother { .. }
                ),
                "{value:?}: {error}"
            ),
        }
    }
}

/// `path` is a `SafePath` as `parse` reads one, and joined below a base
/// it stays there, one normal component a segment.
fn stays_below(path: &uri::path::SafePath) {
    assert_eq!(uri::path::SafePath::parse(path.as_str()).as_ref(), Ok(path));
    let base = std::path::Path::new("base");
    let joined = path.join_below(base);
    let parts: Vec<_> = joined
        .strip_prefix(base)
        .expect("below the base")
        .components()
        .collect();
    assert!(
        parts
            .iter()
            .all(|part| matches!(part, std::path::Component::Normal(_))),
        "{path:?} leaves the base"
    );
    assert_eq!(parts.len(), path.segments().count(), "{path:?}");
}

/// No path value a route type reads holds a control character, whatever
/// the text escapes (issue 63); a query value may.
fn no_control_in_path_values(text: &str) {
    use route_types::{Files, Issues};

    for candidate in [
        text,
        &format!("/repos/{text}/r/issues"),
        &format!("/repos/o/r/issues?state={text}"),
    ] {
        if let Ok(issues) = Issues::from_uri(candidate) {
            assert!(
                !holds_control(&issues.owner) && !holds_control(&issues.repo),
                "{candidate:?}: {issues:?}"
            );
        }
    }
    for candidate in [text, &format!("/files/{text}")] {
        if let Ok(files) = Files::from_uri(candidate) {
            assert!(
                !files.path.iter().any(|member| holds_control(member)),
                "{candidate:?}: {files:?}"
            );
        }
    }
}

/// A route's link reads back as the same value, or `to_uri` refuses it for a
/// control character or a dot segment in a path value, which then holds
/// one; reading any text never panics, and its error never shows a
/// password; `SafePath` fields read only safe paths, and no path value
/// holds a control character (issue 63).
pub(crate) fn routes(data: &[u8]) {
    use route_types::{Api, Files, Issues};

    let text = String::from_utf8_lossy(data);
    routes_read_as_built_tables(&text);
    route_errors_hide_passwords(&text);
    safe_paths(&text);
    no_control_in_path_values(&text);
    let mut parts = text.split('\u{1}').map(str::to_owned);
    let mut next = || parts.next().unwrap_or_default();
    let (owner, repo, state, labels, path) = (next(), next(), next(), next(), next());
    let page = data.first().map(|&b| u32::from(b) * 7919);
    let issues = Issues {
        owner,
        repo,
        state: (!state.is_empty()).then_some(state),
        page,
        labels: labels
            .split('\u{2}')
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect(),
    };
    match issues.to_uri() {
        Ok(link) => {
            assert_eq!(Issues::from_uri(link.as_str()).unwrap(), issues, "{link}");
            let nested = Api::Issues(issues.clone()).to_uri().unwrap();
            assert_eq!(Api::from_uri(nested.as_str()).unwrap(), Api::Issues(issues));
        }
        Err(error) => {
            let values = [&issues.owner, &issues.repo].into_iter();
            assert!(refused_for(&error, values), "{error} {issues:?}");
        }
    }
    archive_reads_back(data, &text);
    let files = Files {
        path: path.split('\u{2}').map(str::to_owned).collect(),
        r#ref: data.get(1).map(ToString::to_string),
    };
    match files.to_uri() {
        Ok(link) => assert_eq!(Files::from_uri(link.as_str()).unwrap(), files, "{link}"),
        Err(error) => assert!(refused_for(&error, files.path.iter()), "{error} {files:?}"),
    }
}
