//! Differential test against `fluent-uri` 0.4.1, another strict RFC 3986 parser:
//! for every input of the validity tables, every character in every component,
//! and the benchmark corpora (`uri_tests::corpus::realistic_corpus` and
//! `invalid_corpus`), both crates must make the same accept/reject decision and,
//! when both accept, find the same components.

use std::fmt::Write as _;

use fluent_uri::component::Authority;
use uri_tests::rfc3986;
use uri_tests::rules::TABLES;

/// The components of a parsed reference as both crates can report them.
#[derive(Debug, PartialEq, Eq)]
struct Components {
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

fn owned(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

fn ours(r: uri::UriRef<'_>) -> Components {
    Components {
        scheme: owned(r.scheme()),
        authority: owned(r.authority()),
        userinfo: owned(r.userinfo()),
        host: owned(r.host_str()),
        host_kind: r.host().map(|h| h.kind().name()),
        port: owned(r.port_str()),
        path: r.path().as_str().to_owned(),
        query: owned(r.query()),
        fragment: owned(r.fragment()),
    }
}

fn fluent_host_kind(authority: &Authority<'_>) -> &'static str {
    use fluent_uri::component::Host;
    match authority.host_parsed() {
        Host::Ipv4 { .. } => "IPv4",
        Host::Ipv6 { .. } => "IPv6",
        Host::RegName(_) => "reg-name",
        Host::IpvFuture { .. } => "IPvFuture",
    }
}

fn theirs_ref(r: &fluent_uri::UriRef<&str>) -> Components {
    let authority = r.authority();
    Components {
        scheme: r.scheme().map(|s| s.as_str().to_owned()),
        authority: authority.as_ref().map(|a| a.as_str().to_owned()),
        userinfo: authority
            .as_ref()
            .and_then(Authority::userinfo)
            .map(|u| u.as_str().to_owned()),
        host: authority.as_ref().map(|a| a.host().to_owned()),
        host_kind: authority.as_ref().map(fluent_host_kind),
        port: authority
            .as_ref()
            .and_then(Authority::port)
            .map(|p| p.as_str().to_owned()),
        path: r.path().as_str().to_owned(),
        query: r.query().map(|q| q.as_str().to_owned()),
        fragment: r.fragment().map(|f| f.as_str().to_owned()),
    }
}

fn theirs_uri(u: &fluent_uri::Uri<&str>) -> Components {
    theirs_ref(&fluent_uri::UriRef::from(*u))
}

/// Compares both crates on `input`, as `URI-reference` and as `URI`; describes
/// each disagreement.
fn compare(input: &str) -> Vec<String> {
    let mut disagreements = Vec::new();

    let ours_ref = uri::UriRef::parse(input);
    let theirs = fluent_uri::UriRef::parse(input);
    match (&ours_ref, &theirs) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (ours(*a), theirs_ref(b));
            if a != b {
                disagreements.push(format!(
                    "UriRef {input:?}: components differ\n  uri:    {a:?}\n  fluent: {b:?}"
                ));
            }
        }
        (Err(_), Err(_)) => {}
        (Ok(_), Err(e)) => disagreements.push(format!(
            "UriRef {input:?}: uri accepts, fluent rejects at {} ({:?})",
            e.index(),
            e.kind()
        )),
        (Err(e), Ok(_)) => {
            disagreements.push(format!(
                "UriRef {input:?}: uri rejects ({e}), fluent accepts"
            ));
        }
    }

    let ours_uri = uri::Uri::parse(input);
    let theirs = fluent_uri::Uri::parse(input);
    match (&ours_uri, &theirs) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (ours(a.as_uri_ref()), theirs_uri(b));
            if a != b {
                disagreements.push(format!(
                    "Uri {input:?}: components differ\n  uri:    {a:?}\n  fluent: {b:?}"
                ));
            }
        }
        (Err(_), Err(_)) => {}
        (Ok(_), Err(e)) => disagreements.push(format!(
            "Uri {input:?}: uri accepts, fluent rejects at {} ({:?})",
            e.index(),
            e.kind()
        )),
        (Err(e), Ok(_)) => {
            disagreements.push(format!("Uri {input:?}: uri rejects ({e}), fluent accepts"));
        }
    }
    disagreements
}

/// Runs `compare` over `inputs` and fails listing every disagreement; returns
/// how many inputs `uri` accepted as a URI reference.
#[track_caller]
fn assert_agree(what: &str, inputs: impl IntoIterator<Item = String>) -> usize {
    let mut count = 0;
    let mut accepted = 0;
    let mut report = String::new();
    let mut failures = 0;
    for input in inputs {
        count += 1;
        accepted += usize::from(uri::UriRef::parse(&input).is_ok());
        for disagreement in compare(&input) {
            failures += 1;
            writeln!(report, "{disagreement}").unwrap();
        }
    }
    assert!(count > 0, "no inputs for {what}");
    assert!(
        failures == 0,
        "{failures} disagreements on {count} inputs of {what}:\n{report}"
    );
    accepted
}

#[test]
fn validity_tables() {
    let inputs = TABLES
        .iter()
        .flat_map(|table| table.inputs().map(|(input, _)| input));
    assert_agree("the validity tables", inputs.collect::<Vec<_>>());
}

/// Every ASCII character and some non-ASCII ones, in every component.
#[test]
fn every_character_in_every_component() {
    let templates = [
        "a{}b:x",
        "s://a{}b@h/",
        "s://a{}b/",
        "s://h:1{}2/",
        "s://[::a{}]/",
        "s://[v1.a{}b]/",
        "s:/a{}b",
        "a{}b",
        "s:?a{}b",
        "s:#a{}b",
        "//{}",
        "{}",
        "s://[{}::1]/",
        "s:{}",
        "?{}",
    ];
    let mut chars: Vec<char> = (0..=0x7F_u8).map(char::from).collect();
    chars.extend(['\u{80}', '\u{e9}', '\u{3000}', '\u{1f600}']);
    let inputs = templates
        .iter()
        .flat_map(|t| chars.iter().map(move |c| t.replace("{}", &c.to_string())));
    assert!(assert_agree("the character probes", inputs.collect::<Vec<_>>()) > 500);
}

#[test]
fn realistic_corpus() {
    let corpus = uri_tests::corpus::realistic_corpus(2000);
    assert_eq!(corpus.len(), 2000);
    assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_ok()));
    assert_eq!(assert_agree("realistic_corpus(2000)", corpus), 2000);
}

#[test]
fn invalid_corpus() {
    let corpus = uri_tests::corpus::invalid_corpus(2000);
    assert_eq!(corpus.len(), 2000);
    assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_err()));
    assert_eq!(assert_agree("invalid_corpus(2000)", corpus), 0);
}

/// Long queries dense with escapes, one corpus per shape (where the scanner
/// switches between its block test and its escape-by-escape loop), and copies
/// of each with a bad escape, a cut escape, a space or a non-ASCII character
/// put in at seven places, so that the switch meets every kind of refusal.
#[test]
fn dense_corpora_and_spoiled_copies() {
    let mut inputs = Vec::new();
    for shape in uri_tests::corpus::DenseShape::ALL {
        for text in uri_tests::corpus::dense_corpus(shape, 40) {
            for k in 1..8 {
                let at = text.len() * k / 8;
                for spoil in ["%G1", "%4", " ", "\u{e9}", "%%41"] {
                    let mut spoiled = text.clone();
                    spoiled.insert_str(at, spoil);
                    inputs.push(spoiled);
                }
            }
            inputs.push(text);
        }
    }
    // A cut escape put before a hex digit completes it, so some copies stay
    // valid; every original is.
    let accepted = assert_agree("the dense corpora", inputs);
    assert!((200..2000).contains(&accepted), "{accepted}");
}

/// The web mix: realistic references, one in ten invalid.
#[test]
fn web_mix_corpus() {
    assert_eq!(
        assert_agree(
            "web_mix_corpus(2000)",
            uri_tests::corpus::web_mix_corpus(2000)
        ),
        1800
    );
}

/// The RFC's own examples (§5.4's references and targets from
/// `uri_tests::rfc3986`), with a few inputs near the edges of the grammar.
#[test]
fn rfc_examples_and_edges() {
    let typed = [
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "http://www.ietf.org/rfc/rfc2396.txt",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "telnet://192.0.2.16:80/",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "http://example.com:/",
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
        "s:////",
        "//@:",
        "s://u@[v1.x]:",
        "s://[::1.2.3.4]",
        "s://1.2.3.4.5",
        "s://[0:0:0:0:0:0:0.0.0.0]",
    ];
    let section_5_4 = rfc3986::EXAMPLES
        .iter()
        .flat_map(|example| [example.reference, example.target]);
    let inputs: Vec<String> = typed
        .into_iter()
        .chain([rfc3986::BASE])
        .chain(section_5_4)
        .map(str::to_owned)
        .collect();
    // Every one of them is valid, so both crates must accept it.
    let count = inputs.len();
    assert_eq!(assert_agree("RFC examples", inputs), count);
}

/// Random strings over the characters URIs are made of, where the two parsers'
/// decisions are most likely to part.
#[test]
fn random_uri_like_strings() {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::{Config, TestRunner};

    let alphabet: Vec<char> = "aAfFvV019:/?#[]@%.!$&'()*+,;=-_~ \"<>\\^`{|}\u{e9}"
        .chars()
        .collect();
    let strategy = proptest::collection::vec(proptest::sample::select(alphabet), 0..24)
        .prop_map(|c| c.into_iter().collect::<String>());
    let mut runner = TestRunner::new(Config {
        failure_persistence: None,
        ..Config::default()
    });
    let inputs: Vec<String> = (0..20_000)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .flat_map(|s| [format!("s://{s}"), format!("s:{s}"), format!("//[{s}"), s])
        .collect();
    let total = inputs.len();
    let accepted = assert_agree("random URI-like strings", inputs);
    assert!(
        accepted > total / 20 && accepted < total - total / 20,
        "{accepted} of {total}"
    );

    // IP literals built from groups and separators, where IPv6 forms are decided.
    let group = proptest::sample::select(vec![
        "0",
        "1",
        "ff",
        "0db8",
        "FFFF",
        "12345",
        "",
        "1.2.3.4",
        "255.0.0.1",
        "256.1.1.1",
        "1.2.3",
        "01.1.1.1",
        "g",
        "v1.x",
    ]);
    let separator = proptest::sample::select(vec![":", ":", ":", "::", ":::", ".", "%25"]);
    let strategy = proptest::collection::vec((group, separator), 0..10).prop_map(|pairs| {
        let mut text: String = pairs.iter().flat_map(|(g, s)| [*g, *s]).collect();
        // Half of the time, end with a group rather than a separator.
        if pairs.len() % 2 == 0 {
            if let Some((g, s)) = pairs.last() {
                text.truncate(text.len() - s.len());
                if g.is_empty() {
                    text.push_str("::");
                }
            }
        }
        text
    });
    let inputs: Vec<String> = (0..40_000)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .map(|s| format!("s://[{s}]/"))
        .collect();
    let total = inputs.len();
    let accepted = assert_agree("random IP literals", inputs);
    assert!(
        accepted > total / 50,
        "only {accepted} of {total} IP literals were valid"
    );
}
