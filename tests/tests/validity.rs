//! Which inputs are valid, and where the invalid ones fail, rule by rule of
//! RFC 3986 Appendix A, under each grammar.
//!
//! The hand-written tables live in `uri_tests::rules` (shared with
//! `error_positions.rs` and `differential.rs`); this file checks them, checks the
//! host kind of numeric-looking hosts, and then puts every printable ASCII
//! character, every control and a sample of non-ASCII characters into each
//! component and compares with the ABNF's character sets, which are written out
//! again here independently of the parser's tables.

use uri::{HostKind, Uri, UriRef};
use uri_tests::rules::{self, TABLES};
use uri_tests::{Grammar, Table};

/// Checks every row of `table` and fails listing each row that was decided
/// wrongly: its input, the function that decided it, and the verdict or error
/// expected and found.
#[track_caller]
fn check_table(table: &Table) {
    if let Err(report) = table.check() {
        panic!("{report}");
    }
}

macro_rules! table_tests {
    ($($name:ident => $module:ident::$table:ident,)*) => {
        $(
            #[test]
            fn $name() {
                check_table(&rules::$module::$table);
            }
        )*

        /// Every table is checked by one of the tests above.
        #[test]
        fn every_table_has_a_test() {
            let tested = [$(rules::$module::$table.rule),*];
            for table in TABLES {
                assert!(tested.contains(&table.rule), "no test for `{}`", table.rule);
            }
        }
    };
}

table_tests! {
    scheme => scheme::SCHEME,
    scheme_in_reference => scheme::SCHEME_IN_REFERENCE,
    uri_needs_scheme => scheme::URI_NEEDS_SCHEME,
    userinfo => authority::USERINFO,
    authority_in_reference => authority::AUTHORITY_IN_REFERENCE,
    reg_name => host::REG_NAME,
    ipv4_dec_octet => host::IPV4_DEC_OCTET,
    ipv6_valid_forms => ipv6::IPV6_VALID_FORMS,
    ipv6_invalid => ipv6::IPV6_INVALID,
    ip_literal_framing => ip_literal::IP_LITERAL_FRAMING,
    ipvfuture => ip_literal::IPVFUTURE,
    port => port::PORT,
    path_abempty => path::PATH_ABEMPTY,
    path_absolute => path::PATH_ABSOLUTE,
    path_rootless => path::PATH_ROOTLESS,
    path_empty => path::PATH_EMPTY,
    path_in_reference => path::PATH_IN_REFERENCE,
    path_noscheme => relative::PATH_NOSCHEME,
    relative_path_absolute => relative::RELATIVE_PATH_ABSOLUTE,
    relative_path_empty => relative::RELATIVE_PATH_EMPTY,
    first_segment_colon => relative::FIRST_SEGMENT_COLON,
    pct_encoded => pct_encoded::PCT_ENCODED,
    query => query::QUERY,
    query_in_uri => query::QUERY_IN_URI,
    fragment => fragment::FRAGMENT,
    fragment_in_uri => fragment::FRAGMENT_IN_URI,
    absolute_uri => absolute::ABSOLUTE_URI,
    controls_and_non_ascii => controls::CONTROLS_AND_NON_ASCII,
}

#[test]
fn no_row_is_listed_twice_in_a_table() {
    for table in TABLES {
        let mut seen = std::collections::HashSet::new();
        for row in table.rows {
            assert!(
                seen.insert(row.text),
                "{:?} is listed twice in `{}`",
                row.text,
                table.rule
            );
        }
    }
}

/// The four grammars agree with one another on every input of every table:
/// `URI` is `URI-reference` with a scheme, `relative-ref` is `URI-reference`
/// without one, and `absolute-URI` is `URI` without a fragment.
#[test]
fn grammars_are_consistent_on_every_table_input() {
    for table in TABLES {
        for (input, _) in table.inputs() {
            let [uri, reference, relative, absolute] = Grammar::ALL.map(|g| g.parse(&input));
            let has_scheme = reference.is_ok_and(|r| r.scheme().is_some());
            assert_eq!(
                uri.is_ok(),
                has_scheme,
                "{input:?}: Uri vs UriRef with a scheme"
            );
            assert_eq!(
                relative.is_ok(),
                reference.is_ok() && !has_scheme,
                "{input:?}: parse_relative_ref vs UriRef without a scheme"
            );
            assert_eq!(
                absolute.is_ok(),
                uri.is_ok_and(|u| u.fragment().is_none()),
                "{input:?}: parse_absolute_uri vs Uri without a fragment"
            );
        }
    }
}

/// RFC 3986 §3.2.2: `IPv4address` is tried before `reg-name`, and only a dotted
/// quad of `dec-octet`s (0-255 without leading zeros) is an address.
#[test]
fn host_kinds_of_numeric_looking_hosts() {
    let ipv4 = [
        "0.0.0.0",
        "9.9.9.9",
        "10.10.10.10",
        "99.99.99.99",
        "100.100.100.100",
        "199.199.199.199",
        "200.200.200.200",
        "249.249.249.249",
        "250.250.250.250",
        "255.255.255.255",
        "192.0.2.16",
        "127.0.0.1",
        "1.22.133.244",
    ];
    let reg_names = [
        "256.256.256.256",
        "256.1.1.1",
        "1.1.1.256",
        "01.1.1.1",
        "001.1.1.1",
        "1.1.1.01",
        "1.1.1.001",
        "00.0.0.0",
        "1.1.1",
        "1.1",
        "1",
        "1.1.1.1.1",
        "1.1.1.",
        ".1.1.1",
        "1..1.1",
        "0x7f.0.0.1",
        "1000.1.1.1",
        "4294967295",
        "2130706433",
        "1.1.1.1a",
        "a1.1.1.1",
        "%31.1.1.1",
        "",
        "example.com",
        "999.999.999.999",
        "12.34.56.789",
    ];
    for host in ipv4 {
        let input = format!("s://{host}/");
        let uri = Uri::parse(&input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        let expected: std::net::Ipv4Addr = host.parse().unwrap();
        assert_eq!(uri.host(), Some(uri::Host::Ipv4(expected)), "{input:?}");
        assert_eq!(uri.host().unwrap().kind(), HostKind::Ipv4, "{input:?}");
        assert_eq!(uri.host_str(), Some(host), "{input:?}");
    }
    for host in reg_names {
        let input = format!("s://{host}/");
        let uri = Uri::parse(&input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(uri.host(), Some(uri::Host::RegName(host)), "{input:?}");
        assert_eq!(uri.host().unwrap().kind(), HostKind::RegName, "{input:?}");
    }
    // The same numbers inside an IPv6 literal are not a reg-name fallback: errors.
    for quad in ["256.1.1.1", "01.1.1.1", "1.1.1", "1.1.1.1.1", "1.1.1.001"] {
        let input = format!("s://[::{quad}]/");
        assert!(Uri::parse(&input).is_err(), "{input:?} was accepted");
    }
}

#[test]
fn host_kinds_of_ip_literals() {
    let cases = [
        ("s://[::1]", HostKind::Ipv6),
        ("s://[::ffff:1.2.3.4]", HostKind::Ipv6),
        ("s://[1:2:3:4:5:6:7:8]:80", HostKind::Ipv6),
        ("s://[v1.x]", HostKind::IpvFuture),
        ("s://[V1F.a:b]", HostKind::IpvFuture),
        ("s://h", HostKind::RegName),
        ("s://", HostKind::RegName),
        ("s://1.2.3.4:5", HostKind::Ipv4),
    ];
    for (input, kind) in cases {
        let uri = Uri::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(uri.host().map(|h| h.kind()), Some(kind), "{input:?}");
    }
    assert_eq!(
        Uri::parse("s://[::ffff:1.2.3.4]").unwrap().host(),
        Some(uri::Host::Ipv6("::ffff:1.2.3.4".parse().unwrap()))
    );
    assert_eq!(
        Uri::parse("s://[V1F.a:b]").unwrap().host(),
        Some(uri::Host::IpvFuture {
            version: "1F",
            address: "a:b"
        })
    );
}

// ---------------------------------------------------------------------------
// Every character in every component.
// ---------------------------------------------------------------------------

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
fn unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~".contains(c)
}

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
fn sub_delim(c: char) -> bool {
    "!$&'()*+,;=".contains(c)
}

/// `pchar` without `pct-encoded`.
fn pchar(c: char) -> bool {
    unreserved(c) || sub_delim(c) || c == ':' || c == '@'
}

/// A component probe: where the character goes, and what the ABNF says of it.
struct Probe {
    /// The component, for messages.
    name: &'static str,
    grammar: Grammar,
    /// Builds the input around the character.
    build: fn(char) -> String,
    /// Whether the input is valid, by the ABNF.
    valid: fn(char) -> bool,
    /// When the character is part of the component: the component as parsed,
    /// and what it should be.
    component: ComponentCheck,
}

/// Given the character and the input: the component as parsed and as expected,
/// when the character belongs to the component.
type ComponentCheck = fn(char, &str) -> Option<(Option<String>, String)>;

const PROBES: &[Probe] = &[
    Probe {
        name: "scheme",
        grammar: Grammar::Uri,
        build: |c| format!("a{c}b:x"),
        // A ':' ends the scheme "a"; "b:x" is then a rootless path.
        valid: |c| c.is_ascii_alphanumeric() || "+-.:".contains(c),
        component: |c, input| {
            (c.is_ascii_alphanumeric() || "+-.".contains(c)).then(|| {
                let scheme = Uri::parse(input).ok().map(|u| u.scheme().to_owned());
                (scheme, format!("a{c}b"))
            })
        },
    },
    Probe {
        name: "userinfo",
        grammar: Grammar::Uri,
        build: |c| format!("s://a{c}b@h/"),
        // '/', '?' and '#' end the authority "a" early: still valid.
        valid: |c| unreserved(c) || sub_delim(c) || ":/?#".contains(c),
        component: |c, input| {
            (unreserved(c) || sub_delim(c) || c == ':').then(|| {
                let userinfo = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.userinfo().map(str::to_owned));
                (userinfo, format!("a{c}b"))
            })
        },
    },
    Probe {
        name: "host (reg-name)",
        grammar: Grammar::Uri,
        build: |c| format!("s://a{c}b/"),
        // '@' makes "a" a userinfo; '/', '?', '#' end the host.
        valid: |c| unreserved(c) || sub_delim(c) || "@/?#".contains(c),
        component: |c, input| {
            (unreserved(c) || sub_delim(c)).then(|| {
                let host = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.host_str().map(str::to_owned));
                (host, format!("a{c}b"))
            })
        },
    },
    Probe {
        name: "port",
        grammar: Grammar::Uri,
        build: |c| format!("s://h:1{c}2/"),
        // '@' makes "h:1" a userinfo and "2" the host.
        valid: |c| c.is_ascii_digit() || "@/?#".contains(c),
        component: |c, input| {
            c.is_ascii_digit().then(|| {
                let port = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.port_str().map(str::to_owned));
                (port, format!("1{c}2"))
            })
        },
    },
    Probe {
        name: "IPv6address",
        grammar: Grammar::Uri,
        build: |c| format!("s://[::a{c}]/"),
        valid: |c| c.is_ascii_hexdigit(),
        component: |_, _| None,
    },
    Probe {
        name: "IPvFuture",
        grammar: Grammar::Uri,
        build: |c| format!("s://[v1.a{c}b]/"),
        valid: |c| unreserved(c) || sub_delim(c) || c == ':',
        component: |c, input| {
            (unreserved(c) || sub_delim(c) || c == ':').then(|| {
                let host = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.host_str().map(str::to_owned));
                (host, format!("[v1.a{c}b]"))
            })
        },
    },
    Probe {
        name: "path (path-absolute)",
        grammar: Grammar::Uri,
        build: |c| format!("s:/a{c}b"),
        valid: |c| pchar(c) || "/?#".contains(c),
        component: |c, input| {
            (pchar(c) || c == '/').then(|| {
                let path = Uri::parse(input).ok().map(|u| u.path().as_str().to_owned());
                (path, format!("/a{c}b"))
            })
        },
    },
    Probe {
        name: "path (path-noscheme)",
        grammar: Grammar::Relative,
        build: |c| format!("a{c}b"),
        valid: |c| (pchar(c) && c != ':') || "/?#".contains(c),
        component: |c, input| {
            ((pchar(c) && c != ':') || c == '/').then(|| {
                let path = UriRef::parse_relative_ref(input)
                    .ok()
                    .map(|u| u.path().as_str().to_owned());
                (path, format!("a{c}b"))
            })
        },
    },
    Probe {
        name: "query",
        grammar: Grammar::Uri,
        build: |c| format!("s:?a{c}b"),
        valid: |c| pchar(c) || "/?#".contains(c),
        component: |c, input| {
            (pchar(c) || "/?".contains(c)).then(|| {
                let query = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.query().map(str::to_owned));
                (query, format!("a{c}b"))
            })
        },
    },
    Probe {
        name: "fragment",
        grammar: Grammar::Uri,
        build: |c| format!("s:#a{c}b"),
        valid: |c| pchar(c) || "/?".contains(c),
        component: |c, input| {
            (pchar(c) || "/?".contains(c)).then(|| {
                let fragment = Uri::parse(input)
                    .ok()
                    .and_then(|u| u.fragment().map(str::to_owned));
                (fragment, format!("a{c}b"))
            })
        },
    },
];

/// Printable ASCII (with the space), the C0 controls and DEL, and non-ASCII
/// characters of every UTF-8 width.
fn all_probe_chars() -> Vec<char> {
    let mut chars: Vec<char> = (0x00..=0x7F_u8).map(char::from).collect();
    chars.extend([
        '\u{80}',
        '\u{a0}',
        '\u{e9}',
        '\u{ff}',
        '\u{100}',
        '\u{2028}',
        '\u{3000}',
        '\u{feff}',
        '\u{fffd}',
        '\u{1f600}',
        '\u{10ffff}',
    ]);
    chars
}

/// Parses `input` under `grammar`; a description of the mismatch if the verdict is
/// not `expected_ok`, or if an accepted value does not hold the input.
fn check(grammar: Grammar, input: &str, expected_ok: bool) -> Option<String> {
    match grammar.parse(input) {
        Ok(value) if expected_ok => (value.as_str() != input)
            .then(|| format!("  {input:?}: parsed to different text {:?}", value.as_str())),
        Ok(_) => Some(format!(
            "  {input:?}: {grammar} accepted it; expected an error"
        )),
        Err(error) if expected_ok => Some(format!(
            "  {input:?}: {grammar} rejected it; expected Ok; error: {error}"
        )),
        Err(_) => None,
    }
}

#[test]
fn every_character_in_every_component() {
    let mut failures = Vec::new();
    for probe in PROBES {
        for c in all_probe_chars() {
            let input = (probe.build)(c);
            let expected_ok = (probe.valid)(c);
            if let Some(failure) = check(probe.grammar, &input, expected_ok) {
                failures.push(format!("{} {:?}:{failure}", probe.name, c));
            }
            if let Some((actual, expected)) = (probe.component)(c, &input) {
                if actual.as_deref() != Some(expected.as_str()) {
                    failures.push(format!(
                        "{} {c:?}: {input:?} gives {actual:?}, expected {expected:?}",
                        probe.name
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A control or non-ASCII character is rejected in every component, under every
/// grammar, and the error points at it.
#[test]
fn controls_and_non_ascii_are_rejected_where_they_stand() {
    let bad: Vec<char> = all_probe_chars()
        .into_iter()
        .filter(|c| c.is_control() || !c.is_ascii() || *c == ' ')
        .collect();
    let templates: [(&str, Grammar); 9] = [
        ("s://{}@h", Grammar::Uri),
        ("s://h{}", Grammar::Uri),
        ("s://h:8{}", Grammar::Uri),
        ("s://h/{}", Grammar::Uri),
        ("s:{}", Grammar::Uri),
        ("s:?{}", Grammar::Absolute),
        ("s:#{}", Grammar::Uri),
        ("{}", Grammar::UriRef),
        ("a/{}", Grammar::Relative),
    ];
    for c in bad {
        for (template, grammar) in templates {
            let input = template.replace("{}", &c.to_string());
            let index = template.find("{}").unwrap();
            match grammar.parse(&input) {
                Ok(_) => panic!("{input:?} accepted by {}", grammar.function()),
                Err(error) => {
                    assert_eq!(error.index(), index, "{input:?}: {error}");
                    assert_eq!(error.found(), Some(c), "{input:?}: {error}");
                    assert_eq!(error.len(), c.len_utf8(), "{input:?}: {error}");
                }
            }
        }
    }
}
