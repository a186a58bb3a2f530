//! Differential test of the IRI types (RFC 3987) against `fluent-uri` 0.4.1
//! (`fluent_uri::IriRef`, `fluent_uri::Iri`) and `iri-string` 0.7
//! (`IriReferenceStr`, `IriStr`, `IriAbsoluteStr`, `IriRelativeStr`).
//!
//! For every input, each parser's accept/reject decision, every component it
//! finds (scheme, authority, userinfo, host and its kind, port, path, query,
//! fragment) and its IRI → URI mapping (RFC 3987 §3.1) are compared with each
//! other and with an oracle that decides by the ABNF of RFC 3987 §2.2 without
//! an IRI parser (see [`abnf`]).
//!
//! The inputs:
//!
//! - [`TABLE`]: hand-written edge cases per component, with the expected
//!   decision and, for some, the expected components or URI;
//! - a sweep of every atom of [`ATOMS`] (the first and last code point of every
//!   `ucschar` and `iprivate` range and the ones just outside, bidi controls,
//!   CJK, every ASCII delimiter, hex digits, escapes) in every component, alone
//!   and in pairs;
//! - a few hundred thousand strings from a fixed-seed xorshift generator, built
//!   component by component from those atoms, and some unstructured ones.
//!
//! # Where the peers and the RFC part
//!
//! The three parsers implement the same `ucschar` and `iprivate` tables and, on
//! the inputs below, make the same decision and find the same components; any
//! disagreement fails the test with its inputs. Two things the ABNF does not
//! settle are pinned down instead:
//!
//! - **Bidirectional formatting characters.** §4.1 says IRIs "MUST NOT contain
//!   bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
//!   PDF)", but they are `ucschar`, so the §2.2 grammar allows them. All three
//!   parsers follow the grammar (`s:/\u{202E}` is accepted by each); `uri`
//!   leaves §4.1 to `Iri::check_bidi`. [`bidi_controls_follow_the_grammar`]
//!   checks that this is still so for every peer.
//! - **The IRI → URI mapping.** §3.1 step 2 converts "each character in
//!   'ucschar' or 'iprivate'" to the percent-encoding of its UTF-8; §2.1 of RFC
//!   3986 recommends upper-case hex. `uri` documents upper-case hex and nothing
//!   else changed; `fluent-uri`'s `to_uri` and `to_uri_ref` are documented as
//!   "percent-encoding non-ASCII characters", without Punycode, and
//!   `iri-string`'s `encode_to_uri` as percent-encoding the IRI into a URI (its
//!   source notes that the non-ASCII characters of a valid IRI are exactly the
//!   `ucschar` and `iprivate` ones). Neither peer documents the case of its hex
//!   digits; both write upper case, which this test checks, so the three
//!   outputs are compared byte for byte. None of them rewrites the host with
//!   IDNA here (`uri` has a separate `to_uri_idna`), normalizes existing
//!   escapes, or touches ASCII; the oracle's mapping is exactly that.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use iri_string::types::{IriAbsoluteStr, IriReferenceStr, IriRelativeStr, IriStr};

// ---------------------------------------------------------------------------
// The character classes of RFC 3987 §2.2, written out from the ABNF. The test
// has its own copy so that it does not check `uri` against `uri`.
// ---------------------------------------------------------------------------

/// `ucschar`, range by range as the RFC lists them.
const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x1_0000, 0x1_FFFD),
    (0x2_0000, 0x2_FFFD),
    (0x3_0000, 0x3_FFFD),
    (0x4_0000, 0x4_FFFD),
    (0x5_0000, 0x5_FFFD),
    (0x6_0000, 0x6_FFFD),
    (0x7_0000, 0x7_FFFD),
    (0x8_0000, 0x8_FFFD),
    (0x9_0000, 0x9_FFFD),
    (0xA_0000, 0xA_FFFD),
    (0xB_0000, 0xB_FFFD),
    (0xC_0000, 0xC_FFFD),
    (0xD_0000, 0xD_FFFD),
    (0xE_1000, 0xE_FFFD),
];

/// `iprivate`.
const IPRIVATE: [(u32, u32); 3] = [
    (0xE000, 0xF8FF),
    (0xF_0000, 0xF_FFFD),
    (0x10_0000, 0x10_FFFD),
];

fn in_ranges(ranges: &[(u32, u32)], c: char) -> bool {
    let c = u32::from(c);
    ranges
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
}

fn is_ucschar(c: char) -> bool {
    in_ranges(&UCSCHAR, c)
}

fn is_iprivate(c: char) -> bool {
    in_ranges(&IPRIVATE, c)
}

/// §3.1 step 2, the plain way: every non-ASCII byte becomes `%XX` in upper
/// case; ASCII, existing escapes included, stays as it is.
fn map_to_uri(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for &byte in text.as_bytes() {
        if byte.is_ascii() {
            out.push(char::from(byte));
        } else {
            write!(out, "%{byte:02X}").unwrap();
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Components, as every parser reports them.
// ---------------------------------------------------------------------------

/// The components of a parsed IRI reference, as all parsers can report them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Parts {
    scheme: Option<String>,
    authority: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    host_kind: Option<&'static str>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl Parts {
    /// Every component mapped by §3.1 (the host kind does not change: the
    /// mapping turns a non-ASCII `ireg-name` into an ASCII `reg-name`).
    fn mapped(&self) -> Self {
        let map = |s: &Option<String>| s.as_deref().map(map_to_uri);
        Self {
            scheme: map(&self.scheme),
            authority: map(&self.authority),
            userinfo: map(&self.userinfo),
            host: map(&self.host),
            host_kind: self.host_kind,
            port: map(&self.port),
            path: map_to_uri(&self.path),
            query: map(&self.query),
            fragment: map(&self.fragment),
        }
    }
}

fn owned(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

/// `uri`'s components of any of its four types (the same accessors, stamped by
/// one macro; only `scheme` differs, an `Option` on references only).
macro_rules! our_parts {
    ($r:expr) => {{
        let r = $r;
        our_parts!(r, owned(r.scheme()))
    }};
    ($r:expr, $scheme:expr) => {{
        let r = $r;
        Parts {
            scheme: $scheme,
            authority: owned(r.authority()),
            userinfo: owned(r.userinfo()),
            host: owned(r.host_str()),
            host_kind: r.host().map(|h| h.kind().name()),
            port: owned(r.port_str()),
            path: r.path().as_str().to_owned(),
            query: owned(r.query()),
            fragment: owned(r.fragment()),
        }
    }};
}

fn ours(r: uri::IriRef<'_>) -> Parts {
    our_parts!(r)
}

fn ours_iri(r: uri::Iri<'_>) -> Parts {
    our_parts!(r, Some(r.scheme().to_owned()))
}

fn fluent(r: &fluent_uri::IriRef<&str>) -> Parts {
    use fluent_uri::component::Host;
    let authority = r.authority();
    Parts {
        scheme: r.scheme().map(|s| s.as_str().to_owned()),
        authority: authority.as_ref().map(|a| a.as_str().to_owned()),
        userinfo: authority
            .as_ref()
            .and_then(|a| a.userinfo())
            .map(|u| u.as_str().to_owned()),
        host: authority.as_ref().map(|a| a.host().to_owned()),
        host_kind: authority.as_ref().map(|a| match a.host_parsed() {
            Host::Ipv4 { .. } => "IPv4",
            Host::Ipv6 { .. } => "IPv6",
            Host::IpvFuture { .. } => "IPvFuture",
            Host::RegName(_) => "reg-name",
        }),
        port: authority
            .as_ref()
            .and_then(|a| a.port())
            .map(|p| p.as_str().to_owned()),
        path: r.path().as_str().to_owned(),
        query: r.query().map(|q| q.as_str().to_owned()),
        fragment: r.fragment().map(|f| f.as_str().to_owned()),
    }
}

/// `iri-string` reports a host's kind only as "is it a `reg-name`"; the others
/// follow from its first characters.
fn iri_string_host_kind(host: &str, is_reg_name: bool) -> &'static str {
    if is_reg_name {
        "reg-name"
    } else if host.starts_with("[v") || host.starts_with("[V") {
        "IPvFuture"
    } else if host.starts_with('[') {
        "IPv6"
    } else {
        "IPv4"
    }
}

/// `iri-string`'s components; all its string types have the same accessors
/// (`scheme_str` is an `Option` on references only).
macro_rules! iri_string_parts {
    ($r:expr, $scheme:expr) => {{
        let r = $r;
        let authority = r.authority_components();
        Parts {
            scheme: $scheme,
            authority: owned(r.authority_str()),
            userinfo: authority.and_then(|a| owned(a.userinfo())),
            host: authority.map(|a| a.host().to_owned()),
            host_kind: authority.map(|a| iri_string_host_kind(a.host(), a.reg_name().is_some())),
            port: authority.and_then(|a| owned(a.port())),
            path: r.path_str().to_owned(),
            query: owned(r.query_str()),
            fragment: owned(r.fragment_str()),
        }
    }};
}

fn iri_string(r: &IriReferenceStr) -> Parts {
    iri_string_parts!(r, owned(r.scheme_str()))
}

fn iri_string_iri(r: &IriStr) -> Parts {
    iri_string_parts!(r, Some(r.scheme_str().to_owned()))
}

fn iri_string_relative(r: &IriRelativeStr) -> Parts {
    iri_string_parts!(r, None)
}

/// `IriAbsoluteStr` has no fragment accessor (it has no fragment).
fn iri_string_absolute(r: &IriAbsoluteStr) -> Parts {
    let authority = r.authority_components();
    Parts {
        scheme: Some(r.scheme_str().to_owned()),
        authority: owned(r.authority_str()),
        userinfo: authority.and_then(|a| owned(a.userinfo())),
        host: authority.map(|a| a.host().to_owned()),
        host_kind: authority.map(|a| iri_string_host_kind(a.host(), a.reg_name().is_some())),
        port: authority.and_then(|a| owned(a.port())),
        path: r.path_str().to_owned(),
        query: owned(r.query_str()),
        fragment: None,
    }
}

// ---------------------------------------------------------------------------
// The oracle.
// ---------------------------------------------------------------------------

/// The four rules of RFC 3987 §2.2 that `uri` parses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rule {
    /// `IRI-reference`.
    Reference,
    /// `IRI`.
    Iri,
    /// `absolute-IRI`.
    Absolute,
    /// `irelative-ref`.
    Relative,
}

const RULES: [Rule; 4] = [Rule::Reference, Rule::Iri, Rule::Absolute, Rule::Relative];

/// The components the ABNF of RFC 3987 §2.2 gives `input` under `rule`, mapped
/// to a URI by §3.1, or `None` when `input` does not match `rule`.
///
/// RFC 3987 builds its grammar from RFC 3986's by adding `ucschar` to
/// `iunreserved` (so to `iuserinfo`, `ireg-name`, `ipchar` and through it the
/// path, query and fragment) and `iprivate` to `iquery`. Those are exactly the
/// places where RFC 3986 allows `pct-encoded`, and nowhere else: not in the
/// scheme, the port or an IP literal (`IPv6address`, `IPvFuture`, `IPv4address`
/// have no `pct-encoded`). So a string matches an IRI rule if and only if
///
/// 1. each of its non-ASCII characters is `ucschar` or `iprivate`,
/// 2. with each of them replaced by `%XX` escapes (its §3.1 mapping) it matches
///    the corresponding URI rule of RFC 3986, and
/// 3. each `iprivate` character lands in the query of that URI;
///
/// and the components are those of the URI, mapped back. Step 2 uses `uri`'s
/// URI parser, which `tests/differential.rs` checks against `fluent-uri` and
/// `tests/validity.rs` against the RFC 3986 tables; the IRI parser, the one
/// under test here, takes no part.
fn abnf(input: &str, rule: Rule) -> Option<Parts> {
    if !input
        .chars()
        .all(|c| c.is_ascii() || is_ucschar(c) || is_iprivate(c))
    {
        return None;
    }
    let mapped = map_to_uri(input);
    let parts = match rule {
        Rule::Reference => our_parts!(uri::UriRef::parse(&mapped).ok()?),
        Rule::Relative => our_parts!(uri::UriRef::parse_relative_ref(&mapped).ok()?),
        Rule::Iri | Rule::Absolute => {
            let parsed = if rule == Rule::Iri {
                uri::Uri::parse(&mapped).ok()?
            } else {
                uri::Uri::parse_absolute_uri(&mapped).ok()?
            };
            our_parts!(parsed, Some(parsed.scheme().to_owned()))
        }
    };
    // Where the query lies in `mapped`: `?` query [ "#" fragment ] ends the text.
    let query = parts.query.as_ref().map(|query| {
        let end = mapped.len() - parts.fragment.as_ref().map_or(0, |f| f.len() + 1);
        end - query.len()..end
    });
    let mut at = 0;
    for c in input.chars() {
        if is_iprivate(c) && !query.as_ref().is_some_and(|q| q.contains(&at)) {
            return None;
        }
        at += if c.is_ascii() { 1 } else { 3 * c.len_utf8() };
    }
    Some(parts)
}

// ---------------------------------------------------------------------------
// The comparison.
// ---------------------------------------------------------------------------

/// Disagreements by kind, with the first few inputs of each.
#[derive(Default)]
struct Report {
    inputs: usize,
    /// (rule, accepted by the oracle) → count, to show what was covered.
    decided: BTreeMap<(Rule, bool), usize>,
    failures: BTreeMap<String, (usize, Vec<String>)>,
}

impl Report {
    fn fail(&mut self, kind: String, detail: String) {
        let entry = self.failures.entry(kind).or_default();
        entry.0 += 1;
        if entry.1.len() < 4 {
            entry.1.push(detail);
        }
    }

    fn merge(&mut self, other: Self) {
        self.inputs += other.inputs;
        for (key, count) in other.decided {
            *self.decided.entry(key).or_default() += count;
        }
        for (kind, (count, examples)) in other.failures {
            let entry = self.failures.entry(kind).or_default();
            entry.0 += count;
            for example in examples {
                if entry.1.len() < 4 {
                    entry.1.push(example);
                }
            }
        }
    }

    #[track_caller]
    fn assert_clean(&self, what: &str) {
        assert!(self.inputs > 0, "no inputs for {what}");
        if self.failures.is_empty() {
            return;
        }
        let mut text = String::new();
        for (kind, (count, examples)) in &self.failures {
            writeln!(text, "{count} x {kind}").unwrap();
            for example in examples {
                writeln!(text, "    {example}").unwrap();
            }
        }
        panic!(
            "{} kinds of disagreement on {} inputs of {what}:\n{text}",
            self.failures.len(),
            self.inputs
        );
    }

    /// How many inputs the oracle accepted under `rule`.
    fn accepted(&self, rule: Rule) -> usize {
        self.decided.get(&(rule, true)).copied().unwrap_or(0)
    }

    fn rejected(&self, rule: Rule) -> usize {
        self.decided.get(&(rule, false)).copied().unwrap_or(0)
    }
}

/// Compares one parser's result on `input` under `rule` with the oracle's.
fn check(
    report: &mut Report,
    input: &str,
    rule: Rule,
    who: &str,
    expected: Option<&Parts>,
    got: Option<Parts>,
) {
    match (expected, got) {
        (None, None) => {}
        (Some(_), None) => report.fail(
            format!("{rule:?}: {who} rejects, ABNF accepts"),
            format!("{input:?}"),
        ),
        (None, Some(parts)) => report.fail(
            format!("{rule:?}: {who} accepts, ABNF rejects"),
            format!("{input:?} -> {parts:?}"),
        ),
        (Some(expected), Some(parts)) => {
            if parts.mapped() != *expected {
                report.fail(
                    format!("{rule:?}: {who}'s components differ from the ABNF's"),
                    format!("{input:?}\n      {who}: {parts:?}\n      ABNF (as URI): {expected:?}"),
                );
            }
        }
    }
}

/// Compares one IRI → URI mapping with the oracle's.
fn check_mapping(report: &mut Report, input: &str, rule: Rule, who: &str, got: &str) {
    let expected = map_to_uri(input);
    if got != expected {
        report.fail(
            format!("{rule:?}: {who}'s IRI -> URI mapping differs from §3.1"),
            format!("{input:?}: {got:?}, expected {expected:?}"),
        );
    }
}

/// Everything about one input: every rule, every parser, every mapping.
fn compare(report: &mut Report, input: &str) {
    report.inputs += 1;
    let expected: Vec<Option<Parts>> = RULES.iter().map(|&rule| abnf(input, rule)).collect();
    for (&rule, expected) in RULES.iter().zip(&expected) {
        *report
            .decided
            .entry((rule, expected.is_some()))
            .or_default() += 1;
    }
    let [reference, iri, absolute, relative] = [0, 1, 2, 3].map(|i| expected[i].as_ref());

    // IRI-reference.
    let r = uri::IriRef::parse(input).ok();
    check(
        report,
        input,
        Rule::Reference,
        "uri",
        reference,
        r.map(ours),
    );
    if let Some(r) = r {
        let uri = r.to_uri_ref();
        check_mapping(report, input, Rule::Reference, "uri", uri.as_str());
        // The mapped text is a URI reference whose offsets are the mapped
        // components (the mapping counts them rather than re-parsing).
        let reparsed = uri::UriRef::parse(uri.as_str()).map(|u| our_parts!(u));
        let counted = our_parts!(uri.as_uri_ref());
        if reparsed.as_ref() != Ok(&counted) || Some(&counted) != reference {
            report.fail(
                "Reference: uri's to_uri_ref has wrong components".into(),
                format!("{input:?}: {counted:?}, reparsed {reparsed:?}"),
            );
        }
        // §3.2 gives the IRI back when it held no escapes and no bidi controls.
        let bidi = |c: char| matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
        if !input.contains('%') && !input.chars().any(bidi) {
            let back = uri.to_iri_ref();
            if back.as_str() != input {
                report.fail(
                    "Reference: uri's to_uri_ref().to_iri_ref() is not the identity".into(),
                    format!("{input:?} -> {:?} -> {:?}", uri.as_str(), back.as_str()),
                );
            }
        }
    }
    let f = fluent_uri::IriRef::parse(input).ok();
    check(
        report,
        input,
        Rule::Reference,
        "fluent-uri",
        reference,
        f.as_ref().map(fluent),
    );
    if let Some(f) = &f {
        check_mapping(
            report,
            input,
            Rule::Reference,
            "fluent-uri",
            f.to_uri_ref().as_str(),
        );
    }
    let s = IriReferenceStr::new(input).ok();
    check(
        report,
        input,
        Rule::Reference,
        "iri-string",
        reference,
        s.map(iri_string),
    );
    if let Some(s) = s {
        check_mapping(
            report,
            input,
            Rule::Reference,
            "iri-string",
            &s.encode_to_uri().to_string(),
        );
    }

    // IRI.
    let r = uri::Iri::parse(input).ok();
    check(report, input, Rule::Iri, "uri", iri, r.map(ours_iri));
    if let Some(r) = r {
        let uri = r.to_uri();
        check_mapping(report, input, Rule::Iri, "uri", uri.as_str());
        if uri::Uri::parse(uri.as_str())
            .map(|u| our_parts!(u, Some(u.scheme().to_owned())))
            .ok()
            != Some(our_parts!(
                uri.as_uri(),
                Some(uri.as_uri().scheme().to_owned())
            ))
        {
            report.fail(
                "Iri: uri's to_uri has wrong offsets".into(),
                format!("{input:?}"),
            );
        }
    }
    let f = fluent_uri::Iri::parse(input).ok();
    check(
        report,
        input,
        Rule::Iri,
        "fluent-uri",
        iri,
        f.as_ref().map(|f| fluent(&fluent_uri::IriRef::from(*f))),
    );
    if let Some(f) = &f {
        check_mapping(report, input, Rule::Iri, "fluent-uri", f.to_uri().as_str());
    }
    let s = IriStr::new(input).ok();
    check(
        report,
        input,
        Rule::Iri,
        "iri-string",
        iri,
        s.map(iri_string_iri),
    );
    if let Some(s) = s {
        check_mapping(
            report,
            input,
            Rule::Iri,
            "iri-string",
            &s.encode_to_uri().to_string(),
        );
    }

    // absolute-IRI and irelative-ref: `uri` and `iri-string` have both.
    let r = uri::Iri::parse_absolute_iri(input).ok();
    check(
        report,
        input,
        Rule::Absolute,
        "uri",
        absolute,
        r.map(ours_iri),
    );
    let s = IriAbsoluteStr::new(input).ok();
    check(
        report,
        input,
        Rule::Absolute,
        "iri-string",
        absolute,
        s.map(iri_string_absolute),
    );
    let r = uri::IriRef::parse_relative_ref(input).ok();
    check(report, input, Rule::Relative, "uri", relative, r.map(ours));
    let s = IriRelativeStr::new(input).ok();
    check(
        report,
        input,
        Rule::Relative,
        "iri-string",
        relative,
        s.map(iri_string_relative),
    );

    // On ASCII text an IRI is a URI: the URI parser decides the same.
    if input.is_ascii() {
        if uri::UriRef::parse(input).is_ok() != reference.is_some() {
            report.fail(
                "Reference: ASCII input, UriRef and IriRef part".into(),
                format!("{input:?}"),
            );
        }
    }
}

/// Compares every input, on two threads.
fn compare_all(inputs: &[String]) -> Report {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let chunk = inputs.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = inputs
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut report = Report::default();
                    for input in part {
                        compare(&mut report, input);
                    }
                    report
                })
            })
            .collect();
        let mut report = Report::default();
        for handle in handles {
            report.merge(handle.join().expect("a comparison thread panicked"));
        }
        report
    })
}

// ---------------------------------------------------------------------------
// The alphabet and the generator.
// ---------------------------------------------------------------------------

/// The non-ASCII code points of the alphabet: each `ucschar` and `iprivate`
/// range's first and last code point and the ones just outside, plus CJK, an
/// emoji, and bidi controls (`ucschar`, though §4.1 forbids them).
const NON_ASCII: &[char] = &[
    '\u{80}',
    '\u{9F}',
    '\u{A0}',
    '\u{E9}',
    '\u{D7FF}', // C1 | ucschar from U+00A0
    '\u{E000}',
    '\u{F8FF}', // iprivate, plane 0
    '\u{F900}',
    '\u{FDCF}',
    '\u{FDD0}',
    '\u{FDEF}',
    '\u{FDF0}',
    '\u{FFEF}', // around the noncharacters
    '\u{FFF0}',
    '\u{FFFD}',
    '\u{FFFE}',
    '\u{FFFF}', // specials, end of plane 0
    '\u{10000}',
    '\u{1FFFD}',
    '\u{1FFFE}',
    '\u{1FFFF}',
    '\u{20000}', // planes 1 and 2
    '\u{DFFFD}',
    '\u{DFFFE}',
    '\u{E0000}',
    '\u{E0001}',
    '\u{E0FFF}',
    '\u{E1000}', // plane 13, tags
    '\u{EFFFD}',
    '\u{EFFFE}',
    '\u{EFFFF}', // end of plane 14
    '\u{F0000}',
    '\u{FFFFD}',
    '\u{FFFFE}', // iprivate, plane 15
    '\u{100000}',
    '\u{10FFFD}',
    '\u{10FFFE}',
    '\u{10FFFF}', // iprivate, plane 16
    '\u{4E2D}',
    '\u{65E5}',
    '\u{672C}',
    '\u{1F600}', // CJK, an emoji
    '\u{200E}',
    '\u{200F}',
    '\u{202A}',
    '\u{202E}',
    '\u{2066}',
    '\u{2069}', // bidi
];

/// ASCII atoms: every delimiter and sub-delimiter, unreserved punctuation, hex
/// digits and letters, `v` (IPvFuture), escapes good and bad, and a few bytes no
/// component allows.
const ASCII: &[&str] = &[
    ":",
    "/",
    "?",
    "#",
    "[",
    "]",
    "@",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "*",
    "+",
    ",",
    ";",
    "=",
    "%",
    "-",
    ".",
    "_",
    "~",
    "0",
    "1",
    "9",
    "a",
    "f",
    "A",
    "F",
    "g",
    "x",
    "v",
    "V",
    "%41",
    "%c3%a9",
    "%E2%80%AE",
    "%EE%80%80",
    "%G1",
    "%4",
    " ",
    "<",
    "\"",
    "{",
    "\\",
];

/// Every atom of the alphabet, each a short string.
fn atoms() -> Vec<String> {
    NON_ASCII
        .iter()
        .map(char::to_string)
        .chain(ASCII.iter().map(|&s| s.to_owned()))
        .collect()
}

/// The component slots of the sweep: `{}` is replaced by one atom (twice, by
/// two in [`pairs_in_every_component`]).
const SLOTS: &[&str] = &[
    "{}:x",               // scheme, first character
    "s{}:x",              // scheme
    "s1{}+:x",            // scheme, after a digit
    "s://{}@h/",          // userinfo
    "s://u{}:p@h/",       // userinfo, before the password
    "s://u:{}@h/",        // userinfo, password
    "s://{}/",            // host
    "s://h{}.example:8/", // host, among ASCII
    "s://h:{}/",          // port
    "s://h:8{}0/",        // port, among digits
    "s://[::{}]/",        // IPv6
    "s://[{}::1]/",       // IPv6, first group
    "s://[::1.2.3.{}]/",  // IPv6 with IPv4 tail
    "s://[v1.{}]/",       // IPvFuture address
    "s://[v{}.x]/",       // IPvFuture version
    "s://1.2.3.{}/",      // IPv4 or reg-name
    "s:/{}",              // absolute path
    "s:{}",               // rootless path
    "s://h/a{}b/c",       // path segment
    "{}",                 // the whole reference
    "{}/b",               // relative path, first segment
    "a{}b:c",             // relative first segment with a colon later
    "./{}:b",             // relative path after ./
    "//{}",               // network-path reference
    "/{}",                // absolute-path reference
    "?{}",                // query of a relative reference
    "s:?a{}b",            // query
    "s://h/?{}#f",        // query before a fragment
    "#{}",                // fragment of a relative reference
    "s:#a{}b",            // fragment
    "s://h/p?q#{}",       // fragment after a query
];

/// `xorshift64*` (Vigna, 2016): small, fast, deterministic.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..bound` (`bound > 0`).
    fn below(&mut self, bound: usize) -> usize {
        usize::try_from((self.next() >> 32) % u64::try_from(bound).unwrap()).unwrap()
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    fn atom<'a>(&mut self, atoms: &'a [String]) -> &'a str {
        &atoms[self.below(atoms.len())]
    }
}

/// Characters a component is usually made of, so that most generated parts
/// are valid and one odd atom decides: ASCII letters and unreserved, `ucschar`
/// of every plane, escapes.
const COMMON: &[&str] = &[
    "a",
    "b",
    "z",
    "0",
    "7",
    "-",
    ".",
    "_",
    "~",
    "\u{E9}",
    "\u{4E2D}",
    "\u{65E5}",
    "\u{10000}",
    "\u{1F600}",
    "\u{20000}",
    "\u{D7FF}",
    "\u{A0}",
    "\u{FFEF}",
    "\u{E1000}",
    "%41",
    "%c3%a9",
];

/// A component body: `len` atoms, each from [`COMMON`] or, with probability
/// `odd` percent, from the whole alphabet.
fn body(rng: &mut XorShift, atoms: &[String], max_len: usize, odd: usize) -> String {
    let len = rng.below(max_len + 1);
    let mut out = String::new();
    for _ in 0..len {
        if rng.chance(odd) {
            out.push_str(rng.atom(atoms));
        } else {
            out.push_str(rng.pick(COMMON));
        }
    }
    out
}

/// One generated input: an IRI reference assembled component by component,
/// each component usually well formed with now and then an atom from anywhere,
/// or (one time in eight) a bare run of atoms.
fn generated(rng: &mut XorShift, atoms: &[String]) -> String {
    if rng.chance(12) {
        let len = rng.below(12);
        return (0..len).map(|_| rng.atom(atoms)).collect();
    }
    let odd = [2, 5, 10, 25][rng.below(4)];
    let mut out = String::new();
    if rng.chance(70) {
        out.push_str(rng.pick(&["http", "s", "urn", "x-y+z.1", "S"]));
        if rng.chance(odd) {
            out.insert_str(rng.below(2), rng.atom(atoms));
        }
        out.push(':');
    }
    if rng.chance(60) {
        out.push_str("//");
        if rng.chance(25) {
            out.push_str(&body(rng, atoms, 4, odd));
            if rng.chance(30) {
                out.push(':');
                out.push_str(&body(rng, atoms, 2, odd));
            }
            out.push('@');
        }
        match rng.below(8) {
            0 => {
                let mut literal = (rng.pick(&[
                    "::1",
                    "1:2:3:4:5:6:7:8",
                    "::1.2.3.4",
                    "v1.x",
                    "fe80::",
                    "v7.a:b",
                ]))
                .to_owned();
                if rng.chance(odd * 2) {
                    let at = rng.below(literal.len() + 1);
                    literal.insert_str(at, rng.atom(atoms));
                }
                write!(out, "[{literal}]").unwrap();
            }
            1 => out.push_str(rng.pick(&["1.2.3.4", "255.0.0.1", "1.2.3.04"])),
            _ => {
                for label in 0..=rng.below(2) {
                    if label > 0 {
                        out.push('.');
                    }
                    out.push_str(&body(rng, atoms, 4, odd));
                }
            }
        }
        if rng.chance(25) {
            out.push(':');
            out.push_str(rng.pick(&["", "80", "8080", "0"]));
            if rng.chance(odd * 2) {
                out.push_str(rng.atom(atoms));
            }
        }
    }
    for segment in 0..rng.below(4) {
        if segment > 0 || !out.is_empty() || rng.chance(50) {
            out.push('/');
        }
        out.push_str(&body(rng, atoms, 3, odd));
    }
    if rng.chance(40) {
        out.push('?');
        out.push_str(&body(rng, atoms, 4, odd));
        // iprivate belongs here, and only here.
        if rng.chance(40) {
            out.push(rng.pick(&[
                '\u{E000}',
                '\u{F8FF}',
                '\u{F0000}',
                '\u{FFFFD}',
                '\u{100000}',
                '\u{10FFFD}',
            ]));
        }
    }
    if rng.chance(30) {
        out.push('#');
        out.push_str(&body(rng, atoms, 4, odd));
    }
    out
}

// ---------------------------------------------------------------------------
// The tests.
// ---------------------------------------------------------------------------

/// Every atom in every component slot.
#[test]
fn every_atom_in_every_component() {
    let atoms = atoms();
    let inputs: Vec<String> = SLOTS
        .iter()
        .flat_map(|slot| atoms.iter().map(move |atom| slot.replace("{}", atom)))
        .collect();
    let report = compare_all(&inputs);
    report.assert_clean("every atom in every component");
    for rule in RULES {
        assert!(
            report.accepted(rule) > 300 && report.rejected(rule) > 300,
            "{rule:?}: {:?}",
            report.decided
        );
    }
}

/// Every pair of atoms in the components where `ucschar` is allowed and in the
/// query, where `iprivate` is too: escapes split by a character, a character
/// next to a delimiter.
#[test]
fn pairs_in_every_component() {
    let atoms = atoms();
    let slots = [
        "s://{}{}@h/",
        "s://h{}{}/",
        "s:/{}{}",
        "?{}{}",
        "s:#{}{}",
        "{}{}",
    ];
    let inputs: Vec<String> = slots
        .iter()
        .flat_map(|slot| {
            let atoms = &atoms;
            atoms.iter().flat_map(move |a| {
                atoms
                    .iter()
                    .map(move |b| slot.replacen("{}", a, 1).replacen("{}", b, 1))
            })
        })
        .collect();
    let report = compare_all(&inputs);
    report.assert_clean("pairs of atoms");
}

/// A few hundred thousand generated inputs.
#[test]
fn generated_inputs() {
    let atoms = atoms();
    let mut rng = XorShift(0x3987_3986_5EED_0001);
    let inputs: Vec<String> = (0..250_000).map(|_| generated(&mut rng, &atoms)).collect();
    let report = compare_all(&inputs);
    report.assert_clean("generated inputs");
    // Both outcomes, in bulk, under every rule.
    for rule in RULES {
        let (accepted, rejected) = (report.accepted(rule), report.rejected(rule));
        assert!(
            accepted > 25_000 && rejected > 25_000,
            "{rule:?}: {accepted} accepted, {rejected} rejected"
        );
    }
}
