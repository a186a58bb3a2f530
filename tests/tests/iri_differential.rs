//! Differential test of the IRI types (RFC 3987) against `fluent-uri` 0.4.1
//! (`fluent_uri::IriRef`, `fluent_uri::Iri`) and `iri-string` 0.7
//! (`IriReferenceStr`, `IriStr`, `IriAbsoluteStr`, `IriRelativeStr`).
//!
//! For every input, each parser's accept/reject decision, every component it
//! finds (scheme, authority, userinfo, host and its kind, port, path, query,
//! fragment) and its IRI → URI mapping (RFC 3987 §3.1) are compared with `uri`'s
//! and with an oracle that decides by the ABNF of RFC 3987 §2.2 without an IRI
//! parser (see [`abnf`]).
//!
//! The inputs:
//!
//! - [`TABLE`]: hand-written edge cases per component with the expected
//!   decision and component, and [`MAPPINGS`], expected URIs;
//! - a sweep of every atom of the alphabet ([`NON_ASCII`]: the first and last
//!   code point of every `ucschar` and `iprivate` range and the ones just
//!   outside, bidi controls, CJK; [`ASCII`]: every delimiter, hex digits,
//!   escapes good and bad) in every component slot ([`SLOTS`]), alone and in
//!   pairs;
//! - 250,000 strings from a fixed-seed xorshift generator, built component by
//!   component from those atoms, and some unstructured runs of atoms;
//! - the benchmarks' corpus of realistic IRIs,
//!   `uri_tests::corpus::non_ascii_iri_corpus(2000)`.
//!
//! # Where the peers and the RFC part
//!
//! On all of these inputs the three parsers make the same decision as the
//! §2.2 ABNF, find the same components and produce the same URI; there is no
//! category of known disagreement to exempt, and any disagreement fails the
//! test with its inputs. Two points the ABNF leaves open are pinned down
//! instead of skipped:
//!
//! - **Bidirectional formatting characters.** §4.1 says IRIs "MUST NOT contain
//!   bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
//!   PDF)", but they are `ucschar`, so the §2.2 grammar allows them. All three
//!   parsers follow the grammar (each accepts `s:/\u{202E}`), and so does the
//!   oracle; `uri` leaves §4.1 to `Iri::check_bidi`.
//!   [`bidi_controls_follow_the_grammar`] checks that this is still so for
//!   every parser, so that a peer that starts enforcing §4.1 shows up there
//!   rather than as noise in the random inputs.
//! - **The IRI → URI mapping.** §3.1 step 2 replaces "each character in
//!   'ucschar' or 'iprivate'" by the `%XX` escapes of its UTF-8 (in a valid IRI
//!   that is every non-ASCII character) and changes nothing else; it does not
//!   fix the case of the hex digits (RFC 3986 §2.1 recommends upper case). `uri`
//!   documents upper case. `fluent-uri` documents `to_uri` and `to_uri_ref` as
//!   "percent-encoding non-ASCII characters", without Punycode, and shows upper
//!   case in its examples; `iri-string` documents `encode_to_uri` as
//!   percent-encoding the IRI and writes upper case (`HEXDIGITS` in its
//!   `convert.rs`), without saying so. None of them rewrites the host with IDNA
//!   here (`uri` has a separate `to_uri_idna`), decodes or re-cases existing
//!   escapes, or touches ASCII. So the three outputs are compared byte for byte
//!   with the plain mapping; if a peer ever writes lower case, the comparison
//!   should become case-insensitive in the hex digits for that peer only.

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

/// The bidirectional formatting characters of §4.1, and the isolates.
fn is_bidi(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Upper-case hex digits.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// The escape of a non-ASCII byte.
fn escape(byte: u8) -> [u8; 3] {
    [
        b'%',
        HEX[usize::from(byte >> 4)],
        HEX[usize::from(byte & 15)],
    ]
}

/// §3.1 step 2, the plain way: every non-ASCII byte becomes `%XX` in upper
/// case; ASCII, existing escapes included, stays as it is.
fn map_to_uri(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len() * 3);
    for &byte in text.as_bytes() {
        if byte.is_ascii() {
            out.push(byte);
        } else {
            out.extend_from_slice(&escape(byte));
        }
    }
    String::from_utf8(out).expect("ASCII")
}

/// Whether `iri` maps to `uri` by §3.1 (`map_to_uri(iri) == uri`, without
/// allocating).
fn maps_to(iri: &str, uri: &str) -> bool {
    let mut rest = uri.as_bytes();
    for &byte in iri.as_bytes() {
        let expected: &[u8] = if byte.is_ascii() {
            &[byte]
        } else {
            &escape(byte)
        };
        match rest.strip_prefix(expected) {
            Some(tail) => rest = tail,
            None => return false,
        }
    }
    rest.is_empty()
}

// ---------------------------------------------------------------------------
// Components, as every parser reports them.
// ---------------------------------------------------------------------------

/// The components of a parsed IRI reference, as all parsers can report them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    host_kind: Option<&'static str>,
    port: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl Parts<'_> {
    /// Whether these components, each mapped by §3.1, are `uri`'s. The host
    /// kind does not change: the mapping turns a non-ASCII `ireg-name` into an
    /// ASCII `reg-name`, and IP addresses are ASCII.
    fn map_to(&self, uri: &Parts<'_>) -> bool {
        let same = |iri: Option<&str>, uri: Option<&str>| match (iri, uri) {
            (None, None) => true,
            (Some(iri), Some(uri)) => maps_to(iri, uri),
            _ => false,
        };
        same(self.scheme, uri.scheme)
            && same(self.authority, uri.authority)
            && same(self.userinfo, uri.userinfo)
            && same(self.host, uri.host)
            && self.host_kind == uri.host_kind
            && same(self.port, uri.port)
            && maps_to(self.path, uri.path)
            && same(self.query, uri.query)
            && same(self.fragment, uri.fragment)
    }
}

/// `uri`'s components of any of its four types: the same accessors, stamped by
/// one macro, but for the scheme, an `Option` on references only.
macro_rules! our_parts {
    ($r:expr) => {{
        let r = $r;
        our_parts!(r, r.scheme())
    }};
    ($r:expr, $scheme:expr) => {{
        let r = $r;
        Parts {
            scheme: $scheme,
            authority: r.authority(),
            userinfo: r.userinfo(),
            host: r.host_str(),
            host_kind: r.host().map(|h| h.kind().name()),
            port: r.port_str(),
            path: r.path().as_str(),
            query: r.query(),
            fragment: r.fragment(),
        }
    }};
}

fn ours(r: uri::IriRef<'_>) -> Parts<'_> {
    our_parts!(r)
}

fn ours_iri(r: uri::Iri<'_>) -> Parts<'_> {
    our_parts!(r, Some(r.scheme()))
}

fn fluent<'a>(r: &'a fluent_uri::IriRef<&str>) -> Parts<'a> {
    use fluent_uri::component::Host;
    use fluent_uri::pct_enc::EStr;
    let authority = r.authority();
    Parts {
        scheme: r.scheme().map(fluent_uri::component::Scheme::as_str),
        authority: authority.map(|a| a.as_str()),
        userinfo: authority.and_then(|a| a.userinfo()).map(EStr::as_str),
        host: authority.map(|a| a.host()),
        host_kind: authority.map(|a| match a.host_parsed() {
            Host::Ipv4 { .. } => "IPv4",
            Host::Ipv6 { .. } => "IPv6",
            Host::IpvFuture { .. } => "IPvFuture",
            Host::RegName(_) => "reg-name",
        }),
        port: authority.and_then(|a| a.port()).map(EStr::as_str),
        path: r.path().as_str(),
        query: r.query().map(EStr::as_str),
        fragment: r.fragment().map(EStr::as_str),
    }
}

/// `iri-string` tells a host's kind only as "is it a `reg-name`"; the others
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

/// `iri-string`'s components: all its string types have the same accessors,
/// but for the scheme (an `Option` on references only) and the fragment (none
/// on `IriAbsoluteStr`).
macro_rules! iri_string_parts {
    ($r:expr, $scheme:expr, $fragment:expr) => {{
        let r = $r;
        let authority = r.authority_components();
        Parts {
            scheme: $scheme,
            authority: r.authority_str(),
            userinfo: authority.and_then(|a| a.userinfo()),
            host: authority.map(|a| a.host()),
            host_kind: authority.map(|a| iri_string_host_kind(a.host(), a.reg_name().is_some())),
            port: authority.and_then(|a| a.port()),
            path: r.path_str(),
            query: r.query_str(),
            fragment: $fragment,
        }
    }};
}

fn iri_string(r: &IriReferenceStr) -> Parts<'_> {
    iri_string_parts!(r, r.scheme_str(), r.fragment_str())
}

fn iri_string_iri(r: &IriStr) -> Parts<'_> {
    iri_string_parts!(r, Some(r.scheme_str()), r.fragment_str())
}

fn iri_string_absolute(r: &IriAbsoluteStr) -> Parts<'_> {
    iri_string_parts!(r, Some(r.scheme_str()), None)
}

fn iri_string_relative(r: &IriRelativeStr) -> Parts<'_> {
    iri_string_parts!(r, None, r.fragment_str())
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

/// The components the ABNF of RFC 3987 §2.2 gives `input` under each of
/// [`RULES`], mapped to a URI by §3.1 (`mapped` is `map_to_uri(input)`), or
/// `None` where `input` does not match the rule.
///
/// RFC 3987 builds its grammar from RFC 3986's by adding `ucschar` to
/// `iunreserved` (so to `iuserinfo`, `ireg-name`, `ipchar` and through it to
/// the path, query and fragment) and `iprivate` to `iquery`. Those are exactly
/// the places where RFC 3986 allows `pct-encoded`, and nowhere else: not in the
/// scheme, the port or an IP literal (`IPv6address`, `IPvFuture` and
/// `IPv4address` have no `pct-encoded`). So a string matches an IRI rule if and
/// only if
///
/// 1. each of its non-ASCII characters is `ucschar` or `iprivate`,
/// 2. with each of them replaced by its `%XX` escapes (the §3.1 mapping) it
///    matches the corresponding URI rule of RFC 3986, and
/// 3. each `iprivate` character lands in the query of that URI;
///
/// and its components are those of the URI, unmapped. Step 2 uses `uri`'s URI
/// parser, which `tests/differential.rs` checks against `fluent-uri` and
/// `tests/validity.rs` against the RFC 3986 tables; the IRI grammar, the part
/// under test here, takes no part in it.
fn abnf<'m>(input: &str, mapped: &'m str) -> [Option<Parts<'m>>; 4] {
    if !input
        .chars()
        .all(|c| c.is_ascii() || is_ucschar(c) || is_iprivate(c))
    {
        return [None; 4];
    }
    let parts = [
        uri::UriRef::parse(mapped).ok().map(|r| our_parts!(r)),
        uri::Uri::parse(mapped)
            .ok()
            .map(|r| our_parts!(r, Some(r.scheme()))),
        uri::Uri::parse_absolute_uri(mapped)
            .ok()
            .map(|r| our_parts!(r, Some(r.scheme()))),
        uri::UriRef::parse_relative_ref(mapped)
            .ok()
            .map(|r| our_parts!(r)),
    ];
    // Where each `iprivate` character lands in `mapped`.
    let mut private = Vec::new();
    let mut at = 0;
    for c in input.chars() {
        if is_iprivate(c) {
            private.push(at);
        }
        at += if c.is_ascii() { 1 } else { 3 * c.len_utf8() };
    }
    parts.map(|parts| {
        let parts = parts?;
        let query = parts.query.map(|query| {
            let start = query.as_ptr() as usize - mapped.as_ptr() as usize;
            start..start + query.len()
        });
        private
            .iter()
            .all(|at| query.as_ref().is_some_and(|query| query.contains(at)))
            .then_some(parts)
    })
}

// ---------------------------------------------------------------------------
// The comparison.
// ---------------------------------------------------------------------------

/// Disagreements by kind, with the first few inputs of each.
#[derive(Default)]
struct Report {
    inputs: usize,
    /// (rule, accepted by the oracle) → count: what was covered.
    decided: BTreeMap<(Rule, bool), usize>,
    failures: BTreeMap<String, (usize, Vec<String>)>,
}

impl Report {
    fn fail(&mut self, kind: impl Into<String>, detail: String) {
        let entry = self.failures.entry(kind.into()).or_default();
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
            let room = 4_usize.saturating_sub(entry.1.len());
            entry.1.extend(examples.into_iter().take(room));
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

    /// How many inputs the oracle accepted (`true`) or rejected under `rule`.
    fn decided(&self, rule: Rule, accepted: bool) -> usize {
        self.decided.get(&(rule, accepted)).copied().unwrap_or(0)
    }
}

/// One input under comparison, its §3.1 mapping, and where its disagreements
/// go.
struct Case<'a> {
    report: &'a mut Report,
    input: &'a str,
    mapped: &'a str,
}

impl Case<'_> {
    /// Compares one parser's result under `rule` with the oracle's and, for a
    /// peer, with `uri`'s (`ours`).
    fn check(
        &mut self,
        rule: Rule,
        who: &str,
        (expected, ours): (Option<&Parts<'_>>, Option<&Parts<'_>>),
        got: Option<Parts<'_>>,
    ) {
        let input = self.input;
        match (expected, got) {
            (None, None) => {}
            (Some(_), None) => self.report.fail(
                format!("{rule:?}: {who} rejects, the ABNF accepts"),
                format!("{input:?}"),
            ),
            (None, Some(parts)) => self.report.fail(
                format!("{rule:?}: {who} accepts, the ABNF rejects"),
                format!("{input:?} -> {parts:?}"),
            ),
            (Some(expected), Some(parts)) => {
                // A peer that agrees with `uri` agrees with what `uri` was
                // checked against.
                if ours != Some(&parts) && !parts.map_to(expected) {
                    self.report.fail(
                        format!("{rule:?}: {who}'s components differ from the ABNF's"),
                        format!(
                            "{input:?}\n      {who}: {parts:?}\n      ABNF, mapped: {expected:?}"
                        ),
                    );
                }
                // The mapping is not one to one (`é` and `%C3%A9` both give
                // `%C3%A9`), so the peers' components are compared as written
                // too.
                if let Some(ours) = ours.filter(|ours| **ours != parts) {
                    self.report.fail(
                        format!("{rule:?}: {who}'s components differ from uri's"),
                        format!("{input:?}\n      {who}: {parts:?}\n      uri: {ours:?}"),
                    );
                }
            }
        }
    }

    /// Compares one IRI → URI mapping with the plain one.
    fn check_mapping(&mut self, who: &str, got: &str) {
        if got != self.mapped {
            self.report.fail(
                format!("{who}'s IRI -> URI mapping differs from §3.1"),
                format!("{:?}: {got:?}, expected {:?}", self.input, self.mapped),
            );
        }
    }

    /// `IRI-reference`: `uri`, `fluent-uri`, `iri-string`, the mappings, and
    /// the offsets and round trip of `uri`'s.
    fn references(&mut self, expected: Option<&Parts<'_>>) {
        let input = self.input;
        let r = uri::IriRef::parse(input).ok();
        let ours_ref = r.map(ours);
        self.check(Rule::Reference, "uri", (expected, None), ours_ref);
        let want = (expected, ours_ref.as_ref());
        if let Some(r) = r {
            let uri = r.to_uri_ref();
            self.check_mapping("uri", uri.as_str());
            // The URI's offsets, counted while mapping, are a fresh parse's.
            let counted = our_parts!(uri.as_uri_ref());
            let reparsed = uri::UriRef::parse(uri.as_str()).map(|u| our_parts!(u));
            if reparsed != Ok(counted) || Some(&counted) != expected {
                self.report.fail(
                    "uri's to_uri_ref has wrong offsets",
                    format!("{input:?}: {counted:?}, reparsed {reparsed:?}"),
                );
            }
            // §3.2 gives the IRI back when it held no escapes and no bidi
            // controls.
            if !input.contains('%') && !input.chars().any(is_bidi) {
                let back = uri.to_iri_ref();
                if back.as_str() != input {
                    self.report.fail(
                        "uri's to_uri_ref().to_iri_ref() is not the identity",
                        format!("{input:?} -> {:?} -> {:?}", uri.as_str(), back.as_str()),
                    );
                }
            }
        }
        let f = fluent_uri::IriRef::parse(input).ok();
        self.check(Rule::Reference, "fluent-uri", want, f.as_ref().map(fluent));
        if let Some(f) = &f {
            self.check_mapping("fluent-uri", f.to_uri_ref().as_str());
        }
        let s = IriReferenceStr::new(input).ok();
        self.check(Rule::Reference, "iri-string", want, s.map(iri_string));
        if let Some(s) = s {
            self.check_mapping("iri-string", &s.encode_to_uri().to_string());
        }
        // On ASCII text an IRI reference is a URI reference.
        if input.is_ascii() && uri::UriRef::parse(input).is_ok() != ours_ref.is_some() {
            self.report
                .fail("ASCII input: UriRef and IriRef part", format!("{input:?}"));
        }
    }

    /// `IRI`: `uri`, `fluent-uri`, `iri-string`, the mappings.
    fn iris(&mut self, expected: Option<&Parts<'_>>) {
        let input = self.input;
        let r = uri::Iri::parse(input).ok();
        let ours = r.map(ours_iri);
        self.check(Rule::Iri, "uri", (expected, None), ours);
        let want = (expected, ours.as_ref());
        if let Some(r) = r {
            let uri = r.to_uri();
            self.check_mapping("uri", uri.as_str());
            let counted = our_parts!(uri.as_uri(), Some(uri.as_uri().scheme()));
            let reparsed = uri::Uri::parse(uri.as_str()).map(|u| our_parts!(u, Some(u.scheme())));
            if reparsed != Ok(counted) || Some(&counted) != expected {
                self.report.fail(
                    "uri's to_uri has wrong offsets",
                    format!("{input:?}: {counted:?}, reparsed {reparsed:?}"),
                );
            }
        }
        let f = fluent_uri::Iri::parse(input).ok();
        let f_ref = f.map(fluent_uri::IriRef::from);
        self.check(Rule::Iri, "fluent-uri", want, f_ref.as_ref().map(fluent));
        if let Some(f) = &f {
            self.check_mapping("fluent-uri", f.to_uri().as_str());
        }
        let s = IriStr::new(input).ok();
        self.check(Rule::Iri, "iri-string", want, s.map(iri_string_iri));
        if let Some(s) = s {
            self.check_mapping("iri-string", &s.encode_to_uri().to_string());
        }
    }

    /// `absolute-IRI` and `irelative-ref`: `uri` and `iri-string` have both.
    fn absolute_and_relative(
        &mut self,
        absolute: Option<&Parts<'_>>,
        relative: Option<&Parts<'_>>,
    ) {
        let input = self.input;
        let r = uri::Iri::parse_absolute_iri(input).ok().map(ours_iri);
        self.check(Rule::Absolute, "uri", (absolute, None), r);
        let s = IriAbsoluteStr::new(input).ok().map(iri_string_absolute);
        self.check(Rule::Absolute, "iri-string", (absolute, r.as_ref()), s);
        let r = uri::IriRef::parse_relative_ref(input).ok().map(ours);
        self.check(Rule::Relative, "uri", (relative, None), r);
        let s = IriRelativeStr::new(input).ok().map(iri_string_relative);
        self.check(Rule::Relative, "iri-string", (relative, r.as_ref()), s);
    }
}

/// Everything about one input: every rule, every parser, every mapping.
fn compare(report: &mut Report, input: &str) {
    report.inputs += 1;
    let mapped = map_to_uri(input);
    let expected = abnf(input, &mapped);
    for (rule, expected) in RULES.iter().zip(&expected) {
        *report
            .decided
            .entry((*rule, expected.is_some()))
            .or_default() += 1;
    }
    let [reference, iri, absolute, relative] = expected;
    let mut case = Case {
        report,
        input,
        mapped: &mapped,
    };
    case.references(reference.as_ref());
    case.iris(iri.as_ref());
    case.absolute_and_relative(absolute.as_ref(), relative.as_ref());
}

/// Compares every input, on as many threads as there are cores (up to four).
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
// The hand-written edge cases.
// ---------------------------------------------------------------------------

/// A component of [`Parts`], to name the one a row of [`TABLE`] is about.
#[derive(Clone, Copy, Debug)]
enum Field {
    Userinfo,
    Host,
    Path,
    Query,
    Fragment,
}

impl Field {
    fn of<'a>(self, parts: &Parts<'a>) -> Option<&'a str> {
        match self {
            Self::Userinfo => parts.userinfo,
            Self::Host => parts.host,
            Self::Path => Some(parts.path),
            Self::Query => parts.query,
            Self::Fragment => parts.fragment,
        }
    }
}

/// What a row of [`TABLE`] expects of `IRI-reference`.
#[derive(Clone, Copy, Debug)]
enum Want {
    /// Valid, with this component.
    Ok(Field, &'static str),
    /// Invalid.
    Err,
}

use Field::{Fragment, Host, Path, Query, Userinfo};
use Want::Err;

/// Edge cases per component, decided by the §2.2 ABNF. Each row goes through
/// [`compare`] too (all parsers, all rules, the mappings).
const TABLE: &[(&str, Want)] = &[
    // ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ...
    //         / %xD0000-DFFFD / %xE1000-EFFFD, in a path.
    ("/\u{80}", Err),
    ("/\u{9F}", Err),
    ("/\u{A0}", Want::Ok(Path, "/\u{A0}")),
    ("/\u{D7FF}", Want::Ok(Path, "/\u{D7FF}")),
    ("/\u{E000}", Err),
    ("/\u{F8FF}", Err),
    ("/\u{F900}", Want::Ok(Path, "/\u{F900}")),
    ("/\u{FDCF}", Want::Ok(Path, "/\u{FDCF}")),
    ("/\u{FDD0}", Err),
    ("/\u{FDEF}", Err),
    ("/\u{FDF0}", Want::Ok(Path, "/\u{FDF0}")),
    ("/\u{FFEF}", Want::Ok(Path, "/\u{FFEF}")),
    ("/\u{FFF0}", Err),
    ("/\u{FFFD}", Err),
    ("/\u{FFFE}", Err),
    ("/\u{FFFF}", Err),
    ("/\u{10000}", Want::Ok(Path, "/\u{10000}")),
    ("/\u{1FFFD}", Want::Ok(Path, "/\u{1FFFD}")),
    ("/\u{1FFFE}", Err),
    ("/\u{1FFFF}", Err),
    ("/\u{20000}", Want::Ok(Path, "/\u{20000}")),
    ("/\u{DFFFD}", Want::Ok(Path, "/\u{DFFFD}")),
    ("/\u{DFFFE}", Err),
    ("/\u{E0000}", Err),
    ("/\u{E0FFF}", Err),
    ("/\u{E1000}", Want::Ok(Path, "/\u{E1000}")),
    ("/\u{EFFFD}", Want::Ok(Path, "/\u{EFFFD}")),
    ("/\u{EFFFE}", Err),
    ("/\u{F0000}", Err),
    ("/\u{FFFFD}", Err),
    ("/\u{100000}", Err),
    ("/\u{10FFFD}", Err),
    ("/\u{10FFFF}", Err),
    // iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD: in the query.
    ("?\u{D7FF}\u{E000}", Want::Ok(Query, "\u{D7FF}\u{E000}")),
    ("?\u{E000}", Want::Ok(Query, "\u{E000}")),
    ("?\u{F8FF}", Want::Ok(Query, "\u{F8FF}")),
    ("?\u{EFFFF}", Err),
    ("?\u{F0000}", Want::Ok(Query, "\u{F0000}")),
    ("?\u{FFFFD}", Want::Ok(Query, "\u{FFFFD}")),
    ("?\u{FFFFE}", Err),
    ("?\u{100000}", Want::Ok(Query, "\u{100000}")),
    ("?\u{10FFFD}", Want::Ok(Query, "\u{10FFFD}")),
    ("?\u{10FFFE}", Err),
    ("?\u{10FFFF}", Err),
    ("?\u{FDD0}", Err),
    ("?\u{9F}", Err),
    ("?\u{A0}/?\u{E1000}", Want::Ok(Query, "\u{A0}/?\u{E1000}")),
    (
        "s://h/p?a=\u{E000}&b=\u{10FFFD}#f",
        Want::Ok(Query, "a=\u{E000}&b=\u{10FFFD}"),
    ),
    // ... and nowhere else: not the fragment, path, host or userinfo.
    ("?\u{E000}#x", Want::Ok(Fragment, "x")),
    ("?x#\u{E000}", Err),
    ("#\u{F8FF}", Err),
    ("#\u{F0000}", Err),
    ("#\u{10FFFD}", Err),
    (
        "#\u{E1000}\u{EFFFD}",
        Want::Ok(Fragment, "\u{E1000}\u{EFFFD}"),
    ),
    ("#?\u{E9}/", Want::Ok(Fragment, "?\u{E9}/")),
    ("//\u{E000}/", Err),
    ("//h\u{F0000}/", Err),
    ("//\u{10FFFD}", Err),
    ("//\u{E000}@h/", Err),
    ("//u:\u{F8FF}@h", Err),
    ("//\u{100000}@h", Err),
    ("s:\u{E000}", Err),
    ("\u{E000}", Err),
    // ucschar in the userinfo and the host.
    ("//\u{FC}:\u{E9}@h", Want::Ok(Userinfo, "\u{FC}:\u{E9}")),
    ("//\u{A0}/", Want::Ok(Host, "\u{A0}")),
    (
        "//b\u{FC}cher.example/",
        Want::Ok(Host, "b\u{FC}cher.example"),
    ),
    (
        "//\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}:80",
        Want::Ok(Host, "\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}"),
    ),
    ("//h\u{FFFE}/", Err),
    ("//\u{9F}@h", Err),
    // A non-ASCII last label makes a dotted quad a reg-name.
    ("//1.2.3.\u{E9}/", Want::Ok(Host, "1.2.3.\u{E9}")),
    ("//1.2.3.4\u{E9}/", Want::Ok(Host, "1.2.3.4\u{E9}")),
    // Never in the scheme: a relative reference's first segment cannot hold
    // the colon, so no reading of these is valid.
    ("\u{E9}:x", Err),
    ("s\u{E9}:x", Err),
    ("s\u{E9}+:x", Err),
    // Without a colon, the same text is a relative path.
    ("s\u{E9}", Want::Ok(Path, "s\u{E9}")),
    ("\u{E9}/b:c", Want::Ok(Path, "\u{E9}/b:c")),
    ("./\u{E9}:b", Want::Ok(Path, "./\u{E9}:b")),
    // Never in the port.
    ("//h:8\u{E9}/", Err),
    ("//h:\u{E9}", Err),
    ("//h:\u{FF18}/", Err),
    ("s://h:\u{10000}", Err),
    // Never in an IP literal.
    ("//[::\u{E9}]/", Err),
    ("//[\u{FF11}::1]/", Err),
    ("//[::1.2.3.\u{E9}]/", Err),
    ("//[v1.\u{E9}]/", Err),
    ("//[v\u{E9}.x]/", Err),
    ("//[v1.x\u{A0}]/", Err),
    ("//[::1]\u{E9}/", Err),
    ("//\u{E9}[::1]/", Err),
    // Escapes next to non-ASCII characters: `%` takes two ASCII hex digits.
    ("/%\u{E9}", Err),
    ("/%\u{E9}9", Err),
    ("/%E\u{E9}", Err),
    ("/%\u{FF10}\u{FF10}", Err),
    ("/%C3\u{A9}", Want::Ok(Path, "/%C3\u{A9}")),
    ("?%EE%80%80\u{E000}", Want::Ok(Query, "%EE%80%80\u{E000}")),
    // Bidi controls are ucschar (§4.1 forbids them outside the grammar).
    ("/\u{200E}", Want::Ok(Path, "/\u{200E}")),
    ("?\u{202E}", Want::Ok(Query, "\u{202E}")),
    ("//\u{202E}/", Want::Ok(Host, "\u{202E}")),
    ("#\u{2066}", Want::Ok(Fragment, "\u{2066}")),
    // Non-ASCII look-alikes of delimiters are plain characters.
    (
        "/a\u{FF0F}b\u{FF1F}c\u{FF03}d",
        Want::Ok(Path, "/a\u{FF0F}b\u{FF1F}c\u{FF03}d"),
    ),
    ("//h\u{FF1A}80/", Want::Ok(Host, "h\u{FF1A}80")),
];

/// IRIs and their URIs by §3.1: every non-ASCII character as the escapes of
/// its UTF-8 in upper case, nothing else changed.
const MAPPINGS: &[(&str, &str)] = &[
    (
        "s://\u{FC}:\u{E4}@b\u{FC}cher.example:8/\u{65E5}?\u{E000}=\u{10FFFD}#\u{1F600}",
        "s://%C3%BC:%C3%A4@b%C3%BCcher.example:8/%E6%97%A5?%EE%80%80=%F4%8F%BF%BD#%F0%9F%98%80",
    ),
    // Existing escapes keep their case; nothing is normalized.
    (
        "HTTP://EXAMPLE.com/./a/../%c3%a9\u{E9}",
        "HTTP://EXAMPLE.com/./a/../%c3%a9%C3%A9",
    ),
    (
        "?\u{A0}\u{D7FF}\u{F900}\u{FFEF}",
        "?%C2%A0%ED%9F%BF%EF%A4%80%EF%BF%AF",
    ),
    ("#\u{10000}\u{EFFFD}", "#%F0%90%80%80%F3%AF%BF%BD"),
    ("?\u{F0000}\u{FFFFD}", "?%F3%B0%80%80%F3%BF%BF%BD"),
    ("\u{4E2D}/\u{202E}", "%E4%B8%AD/%E2%80%AE"),
    ("", ""),
];

#[test]
fn table_of_edge_cases() {
    let mut report = Report::default();
    for &(input, want) in TABLE {
        compare(&mut report, input);
        let mapped = map_to_uri(input);
        let [abnf, ..] = abnf(input, &mapped);
        let ours = uri::IriRef::parse(input).ok().map(ours);
        match want {
            Want::Ok(field, text) => {
                let parts = ours.unwrap_or_else(|| panic!("uri rejects {input:?}"));
                assert_eq!(field.of(&parts), Some(text), "{input:?}: {parts:?}");
                assert!(abnf.is_some(), "the oracle rejects {input:?}");
            }
            Want::Err => {
                assert!(ours.is_none(), "uri accepts {input:?}: {ours:?}");
                assert!(abnf.is_none(), "the oracle accepts {input:?}");
            }
        }
    }
    for &(iri, expected) in MAPPINGS {
        compare(&mut report, iri);
        assert_eq!(map_to_uri(iri), expected, "the plain mapping of {iri:?}");
        let reference = uri::IriRef::parse(iri).unwrap();
        assert_eq!(reference.to_uri_ref().as_str(), expected, "{iri:?}");
        let fluent = fluent_uri::IriRef::parse(iri).unwrap();
        assert_eq!(
            fluent.to_uri_ref().as_str(),
            expected,
            "fluent-uri, {iri:?}"
        );
        let encoded = IriReferenceStr::new(iri)
            .unwrap()
            .encode_to_uri()
            .to_string();
        assert_eq!(encoded, expected, "iri-string, {iri:?}");
    }
    report.assert_clean("the table of edge cases");
}

/// §4.1 forbids the bidi formatting characters, the §2.2 grammar allows them:
/// every parser follows the grammar, in every component that takes `ucschar`.
#[test]
fn bidi_controls_follow_the_grammar() {
    for bidi in ['\u{200E}', '\u{200F}', '\u{202A}', '\u{202E}'] {
        for template in ["s://{}@h/", "s://{}/", "s:/{}", "s:?{}", "s:#{}"] {
            let input = template.replace("{}", &bidi.to_string());
            assert!(uri::Iri::parse(&input).is_ok(), "uri: {input:?}");
            assert!(
                fluent_uri::Iri::parse(input.as_str()).is_ok(),
                "fluent-uri: {input:?}"
            );
            assert!(IriStr::new(&input).is_ok(), "iri-string: {input:?}");
            assert!(
                abnf(&input, &map_to_uri(&input))[1].is_some(),
                "oracle: {input:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// The alphabet and the generator.
// ---------------------------------------------------------------------------

/// The non-ASCII code points of the alphabet: each `ucschar` and `iprivate`
/// range's first and last code point and the ones just outside, plus CJK, an
/// emoji and bidi controls (`ucschar`, though §4.1 forbids them). Surrogates
/// cannot be in a `str`.
const NON_ASCII: &[char] = &[
    // C1 controls, then the first ucschar range.
    '\u{80}',
    '\u{9F}',
    '\u{A0}',
    '\u{E9}',
    '\u{D7FF}',
    // iprivate of plane 0.
    '\u{E000}',
    '\u{F8FF}',
    // Around the noncharacters U+FDD0-FDEF.
    '\u{F900}',
    '\u{FDCF}',
    '\u{FDD0}',
    '\u{FDEF}',
    '\u{FDF0}',
    '\u{FFEF}',
    // Specials and the end of plane 0.
    '\u{FFF0}',
    '\u{FFFD}',
    '\u{FFFE}',
    '\u{FFFF}',
    // Planes 1, 2 and 13.
    '\u{10000}',
    '\u{1FFFD}',
    '\u{1FFFE}',
    '\u{1FFFF}',
    '\u{20000}',
    '\u{DFFFD}',
    '\u{DFFFE}',
    // Plane 14: tags until U+E0FFF, then ucschar.
    '\u{E0000}',
    '\u{E0001}',
    '\u{E0FFF}',
    '\u{E1000}',
    '\u{EFFFD}',
    '\u{EFFFE}',
    '\u{EFFFF}',
    // iprivate of planes 15 and 16.
    '\u{F0000}',
    '\u{FFFFD}',
    '\u{FFFFE}',
    '\u{100000}',
    '\u{10FFFD}',
    '\u{10FFFE}',
    '\u{10FFFF}',
    // CJK, an emoji.
    '\u{4E2D}',
    '\u{65E5}',
    '\u{672C}',
    '\u{1F600}',
    // Bidi formatting characters and isolates.
    '\u{200E}',
    '\u{200F}',
    '\u{202A}',
    '\u{202E}',
    '\u{2066}',
    '\u{2069}',
];

/// ASCII atoms: every delimiter and sub-delimiter, unreserved punctuation, hex
/// digits and letters, `v` (`IPvFuture`), escapes good and bad, and a few bytes
/// no component allows.
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

/// The component slots of the sweep: `{}` is replaced by one atom.
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
    "s://[::1.2.3.{}]/",  // IPv6 with an IPv4 tail
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
        let (accepted, rejected) = (report.decided(rule, true), report.decided(rule, false));
        assert!(
            accepted > 300 && rejected > 300,
            "{rule:?}: {accepted} accepted, {rejected} rejected"
        );
    }
}

/// Every pair of atoms in the components where `ucschar` is allowed, in the
/// query, where `iprivate` is too, and alone: an escape split by a character,
/// a character next to a delimiter, two edges side by side.
#[test]
fn pairs_of_atoms() {
    let atoms = atoms();
    let slots = [
        "s://{}{}@h/",
        "s://h{}{}/",
        "s:/{}{}",
        "?{}{}",
        "s:#{}{}",
        "{}{}",
    ];
    let mut inputs = Vec::with_capacity(slots.len() * atoms.len() * atoms.len());
    for slot in slots {
        for a in &atoms {
            for b in &atoms {
                inputs.push(slot.replacen("{}", a, 1).replacen("{}", b, 1));
            }
        }
    }
    compare_all(&inputs).assert_clean("pairs of atoms");
}

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

/// What components are usually made of, so that most generated components
/// are valid and one odd atom decides: ASCII letters and unreserved
/// characters, `ucschar` of several planes, escapes.
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

/// A component body: up to `max_len` atoms, each from [`COMMON`] or, with
/// probability `odd` percent, from the whole alphabet.
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
/// each usually well formed with now and then an atom from anywhere, or (one
/// time in eight) a bare run of atoms.
fn generated(rng: &mut XorShift, atoms: &[String]) -> String {
    if rng.chance(12) {
        let len = rng.below(12);
        return (0..len).map(|_| rng.atom(atoms)).collect();
    }
    let odd = rng.pick(&[2, 5, 10, 25]);
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
                let literals = [
                    "::1",
                    "1:2:3:4:5:6:7:8",
                    "::ffff:1.2.3.4",
                    "fe80::",
                    "v1.x",
                    "V7.a:b",
                ];
                let mut literal = rng.pick(&literals).to_owned();
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
            let private = [
                '\u{E000}',
                '\u{F8FF}',
                '\u{F0000}',
                '\u{FFFFD}',
                '\u{100000}',
                '\u{10FFFD}',
            ];
            out.push(rng.pick(&private));
        }
    }
    if rng.chance(30) {
        out.push('#');
        out.push_str(&body(rng, atoms, 4, odd));
    }
    out
}

/// 250,000 generated inputs.
#[test]
fn generated_inputs() {
    let atoms = atoms();
    let mut rng = XorShift(0x3987_3986_5EED_0001);
    let inputs: Vec<String> = (0..250_000).map(|_| generated(&mut rng, &atoms)).collect();
    let non_ascii = inputs.iter().filter(|input| !input.is_ascii()).count();
    assert!(
        non_ascii > 200_000,
        "only {non_ascii} inputs hold non-ASCII characters"
    );
    let report = compare_all(&inputs);
    report.assert_clean("generated inputs");
    // Both outcomes, in bulk, under every rule.
    for rule in RULES {
        let (accepted, rejected) = (report.decided(rule, true), report.decided(rule, false));
        assert!(
            accepted > 25_000 && rejected > 25_000,
            "{rule:?}: {accepted} accepted, {rejected} rejected"
        );
    }
}

/// The benchmark corpus of IRIs (`uri_tests::corpus::non_ascii_iri_corpus`): text in
/// six scripts, internationalized hosts, one item in ten spoiled.
#[test]
fn benchmark_corpus() {
    let corpus = uri_tests::corpus::non_ascii_iri_corpus(2000);
    let report = compare_all(&corpus);
    report.assert_clean("non_ascii_iri_corpus(2000)");
    assert_eq!(report.decided(Rule::Reference, true), 1800);
}
