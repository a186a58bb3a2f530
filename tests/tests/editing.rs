//! Editing owned values: after any sequence of edits the text parses back to the
//! same components, every component an edit did not aim at is unchanged, and the
//! data given to an edit decodes back from the result.

use proptest::prelude::*;
use uri::encoding::decode_utf8;
use uri::error::BuildError;
use uri::{UriBuf, UriRefBuf};

/// The components of a value, as text, to compare before and after an edit.
#[derive(Clone, Debug, PartialEq)]
struct Parts {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

fn parts(uri: &UriRefBuf) -> Parts {
    Parts {
        scheme: uri.scheme().map(String::from),
        userinfo: uri.userinfo().map(String::from),
        host: uri.host_str().map(String::from),
        port: uri.port_str().map(String::from),
        path: uri.path().as_str().to_owned(),
        query: uri.query().map(String::from),
        fragment: uri.fragment().map(String::from),
    }
}

#[derive(Clone, Debug)]
enum Edit {
    PushSegment(String),
    PopSegment,
    SetPath(String),
    AppendPair(String, String),
    SetPair(String, String),
    RemovePairs(String),
    SetQuery(Option<String>),
    SetFragment(Option<String>),
    SetHost(Option<String>),
    SetPort(Option<u16>),
    SetUserinfo(Option<(String, Option<String>)>),
    SetScheme(String),
}

/// Data with every kind of character an edit must encode.
fn data() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-z0-9]{0,4}",
        2 => "[ -~]{0,6}",
        1 => any::<String>().prop_map(|s| s.chars().take(5).collect()),
        1 => prop::sample::select(vec!["", ".", "..", "...", "%", "%41", "a/b", "?", "#", "&", "=", "+", "é", ":"])
            .prop_map(str::to_owned),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        4 => data().prop_map(Edit::PushSegment),
        1 => Just(Edit::PopSegment),
        1 => data().prop_map(|path| Edit::SetPath(format!("/{path}"))),
        3 => (data(), data()).prop_map(|(k, v)| Edit::AppendPair(k, v)),
        2 => (data(), data()).prop_map(|(k, v)| Edit::SetPair(k, v)),
        1 => data().prop_map(Edit::RemovePairs),
        1 => prop::option::of(data()).prop_map(Edit::SetQuery),
        1 => prop::option::of(data()).prop_map(Edit::SetFragment),
        1 => prop::option::of("[a-z.]{0,6}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|::1|[a-z]+:[0-9]+").prop_map(Edit::SetHost),
        1 => prop::option::of(any::<u16>()).prop_map(Edit::SetPort),
        1 => prop::option::of((data(), prop::option::of(data()))).prop_map(Edit::SetUserinfo),
        1 => "[a-zA-Z][a-zA-Z0-9+.-]{0,5}|[0-9 :]{1,3}".prop_map(Edit::SetScheme),
    ]
}

fn last_segment(uri: &UriBuf) -> String {
    let path = uri.path().as_str();
    decode_utf8(&path[path.rfind('/').map_or(0, |i| i + 1)..])
        .unwrap()
        .into_owned()
}

/// Performs `edit`, checks that its data decodes back, and says which components
/// it may change and whether it succeeded.
fn perform(
    uri: &mut UriBuf,
    edit: &Edit,
    may_change: &mut Vec<&'static str>,
) -> Result<Result<(), BuildError>, TestCaseError> {
    Ok(match edit {
        Edit::PushSegment(segment) => {
            may_change.push("path");
            let result = uri.push_path_segment(segment);
            if result.is_ok() {
                prop_assert_eq!(&last_segment(uri), segment);
            } else {
                prop_assert!(matches!(segment.as_str(), "." | ".."));
            }
            result
        }
        Edit::PopSegment => {
            may_change.push("path");
            let path = uri.path().as_str().to_owned();
            match uri.pop_path_segment() {
                Some(removed) => prop_assert!(path.ends_with(&removed)),
                None => prop_assert!(path.is_empty() || path == "/"),
            }
            Ok(())
        }
        Edit::SetPath(path) => {
            may_change.push("path");
            let result = uri.set_path(path);
            if result.is_ok() {
                prop_assert_eq!(decode_utf8(uri.path().as_str()).unwrap(), path.as_str());
            }
            result
        }
        Edit::AppendPair(key, value) => {
            may_change.push("query");
            let count = uri.query_pairs().count();
            uri.append_query_pair(key, value);
            let last = uri.query_pairs().last().unwrap();
            prop_assert_eq!(last.key().decode().unwrap(), key.as_str());
            prop_assert_eq!(last.value().unwrap().decode().unwrap(), value.as_str());
            prop_assert_eq!(uri.query_pairs().count(), count + 1);
            Ok(())
        }
        Edit::SetPair(key, value) => {
            may_change.push("query");
            uri.set_query_pair(key, value);
            let found = uri.query_pairs().get(key).unwrap();
            prop_assert_eq!(found.decode().unwrap(), value.as_str());
            let with_key = uri
                .query_pairs()
                .filter(|pair| pair.key().decode().unwrap() == key.as_str())
                .count();
            prop_assert_eq!(with_key, 1);
            Ok(())
        }
        Edit::RemovePairs(key) => {
            may_change.push("query");
            uri.remove_query_pairs(key);
            prop_assert!(uri.query_pairs().get(key).is_none());
            Ok(())
        }
        Edit::SetQuery(query) => {
            may_change.push("query");
            uri.set_query(query.as_deref());
            let decoded = uri.query().map(|q| decode_utf8(q).unwrap().into_owned());
            prop_assert_eq!(decoded, query.clone());
            Ok(())
        }
        Edit::SetFragment(fragment) => {
            may_change.push("fragment");
            uri.set_fragment(fragment.as_deref());
            let decoded = uri.fragment().map(|f| decode_utf8(f).unwrap().into_owned());
            prop_assert_eq!(decoded, fragment.clone());
            Ok(())
        }
        Edit::SetHost(host) => {
            may_change.extend(["host", "userinfo", "port"]);
            uri.set_host(host.as_deref())
        }
        Edit::SetPort(port) => {
            may_change.push("port");
            let result = uri.set_port(*port);
            if result.is_ok() {
                prop_assert_eq!(uri.port().unwrap(), *port);
            }
            result
        }
        Edit::SetUserinfo(userinfo) => {
            may_change.push("userinfo");
            let userinfo = userinfo
                .as_ref()
                .map(|(user, password)| (user.as_str(), password.as_deref()));
            uri.set_userinfo(userinfo)
        }
        Edit::SetScheme(scheme) => {
            may_change.push("scheme");
            uri.set_scheme(scheme)
        }
    })
}

/// Applies `edit` and checks what it may have changed and what it must not have.
fn apply(uri: &mut UriBuf, edit: &Edit) -> Result<(), TestCaseError> {
    let before = parts(&UriRefBuf::from(uri.clone()));
    let mut may_change = Vec::new();
    let result = perform(uri, edit, &mut may_change)?;
    let after = parts(&UriRefBuf::from(uri.clone()));
    // The text parses back to exactly the components the value reports.
    let reparsed = UriBuf::parse(uri.as_str()).unwrap();
    prop_assert_eq!(parts(&UriRefBuf::from(reparsed)), after.clone());
    if result.is_err() {
        prop_assert_eq!(&after, &before, "a failed edit changed the value");
        return Ok(());
    }
    let unchanged = |name: &str| !may_change.contains(&name);
    if unchanged("scheme") {
        prop_assert_eq!(&after.scheme, &before.scheme);
    }
    if unchanged("userinfo") {
        prop_assert_eq!(&after.userinfo, &before.userinfo);
    }
    if unchanged("host") {
        prop_assert_eq!(&after.host, &before.host);
    }
    if unchanged("port") {
        prop_assert_eq!(&after.port, &before.port);
    }
    if unchanged("path") {
        prop_assert_eq!(&after.path, &before.path);
    }
    if unchanged("query") {
        prop_assert_eq!(&after.query, &before.query);
    }
    if unchanged("fragment") {
        prop_assert_eq!(&after.fragment, &before.fragment);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_sequence_of_edits_keeps_the_value_whole(
        start in prop::sample::select(vec![
            "https://user:pw@example.com:8443/v1/?a=1#top",
            "http://h",
            "http://h/",
            "s:",
            "s:a/b?q",
            "mailto:someone@example.com",
            "file:///etc/",
            "urn:isbn:0451450523#x",
        ]),
        edits in prop::collection::vec(edit(), 1..12),
    ) {
        let mut uri = UriBuf::parse(start).unwrap();
        for edit in &edits {
            apply(&mut uri, edit)?;
        }
    }
}

#[test]
fn the_three_complaints_of_the_issue() {
    // One query parameter added without touching the others' encoding.
    let mut uri = UriBuf::parse("https://h/search?q=a%20b").unwrap();
    uri.append_query_pair("page", "2");
    assert_eq!(uri, "https://h/search?q=a%20b&page=2");
    // A base that ends in `/` takes a segment without `//`.
    let mut api = UriBuf::parse("https://api.example.com/v1/").unwrap();
    api.push_path_segment("users").unwrap();
    assert_eq!(api, "https://api.example.com/v1/users");
    // Host text with a port is refused, not encoded into the name.
    let mut moved = UriBuf::parse("https://h/").unwrap();
    assert_eq!(
        moved.set_host(Some("example.com:8443")),
        Err(BuildError::HostDelimiter {
            index: 11,
            found: ':'
        })
    );
    assert_eq!(moved, "https://h/");
}

#[test]
fn a_relative_reference_is_edited_too() {
    let mut reference = UriRefBuf::parse("").unwrap();
    assert_eq!(
        reference.push_path_segment("a:b"),
        Err(BuildError::PathLikeScheme)
    );
    reference.push_path_segment("docs").unwrap();
    reference.push_path_segment("a:b").unwrap();
    reference.append_query_pair("x", "1");
    reference.set_fragment(Some("top"));
    assert_eq!(reference, "docs/a:b?x=1#top");
    assert_eq!(reference.set_path("c:d"), Err(BuildError::PathLikeScheme));
    reference.set_path("./c:d").unwrap();
    assert_eq!(reference, "./c:d?x=1#top");
}

#[test]
fn many_appends_stay_valid() {
    let mut uri = UriBuf::parse("http://h/?#f").unwrap();
    for n in 0..2_000 {
        uri.push_path_segment(&n.to_string()).unwrap();
        uri.append_query_pair("k", &n.to_string());
    }
    assert_eq!(uri.path().segments().count(), 2_000);
    assert_eq!(uri.query_pairs().count(), 2_000);
    assert_eq!(uri.fragment(), Some("f"));
    assert_eq!(UriBuf::parse(uri.as_str()).unwrap(), uri);
}

/// An edit of a reference, which may lack a scheme and an authority.
#[derive(Clone, Debug)]
enum ReferenceEdit {
    Scheme(Option<String>),
    Host(Option<String>),
    Port(Option<u16>),
    Userinfo(Option<String>),
    Segment(String),
    Pair(String, String),
    Path(String),
}

fn reference_edit() -> impl Strategy<Value = ReferenceEdit> {
    prop_oneof![
        prop::option::of("[a-z][a-z0-9+.-]{0,4}|[0-9]x").prop_map(ReferenceEdit::Scheme),
        prop::option::of("[a-z.]{0,5}|::1|[a-z]+:[0-9]").prop_map(ReferenceEdit::Host),
        prop::option::of(any::<u16>()).prop_map(ReferenceEdit::Port),
        prop::option::of(data()).prop_map(ReferenceEdit::Userinfo),
        data().prop_map(ReferenceEdit::Segment),
        (data(), data()).prop_map(|(k, v)| ReferenceEdit::Pair(k, v)),
        prop::sample::select(vec!["", "/a", "a", "a:b", "./a:b", "//x", "/"])
            .prop_map(str::to_owned)
            .prop_map(ReferenceEdit::Path),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Every edit leaves a reference that parses back to the same components, and
    /// a refused edit leaves it as it was.
    #[test]
    fn references_stay_whole_under_edits(
        start in prop::sample::select(vec!["", "a/b", "/a?q#f", "//h:1/p", "s:x", "?q", "#f", "../a:b"]),
        edits in prop::collection::vec(reference_edit(), 1..10),
    ) {
        let mut reference = UriRefBuf::parse(start).unwrap();
        for edit in &edits {
            let before = reference.clone();
            let result = match edit {
                ReferenceEdit::Scheme(scheme) => reference.set_scheme(scheme.as_deref()),
                ReferenceEdit::Host(host) => reference.set_host(host.as_deref()),
                ReferenceEdit::Port(port) => reference.set_port(*port),
                ReferenceEdit::Userinfo(user) => reference.set_userinfo(user.as_deref().map(|u| (u, None))),
                ReferenceEdit::Segment(segment) => reference.push_path_segment(segment),
                ReferenceEdit::Pair(key, value) => {
                    reference.append_query_pair(key, value);
                    Ok(())
                }
                ReferenceEdit::Path(path) => reference.set_path(path),
            };
            let reparsed = UriRefBuf::parse(reference.as_str()).unwrap();
            prop_assert_eq!(parts(&reparsed), parts(&reference));
            if result.is_err() {
                prop_assert_eq!(&reference, &before);
            }
        }
    }
}
