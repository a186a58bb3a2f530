//! What this crate writes converts to `url::Url` without `Changed`: after
//! every one of 100 000 random edits (2000 sequences of 50), the value either
//! converts, or is refused for a reason other than `url` reading another URI
//! (a host `reach` refuses, an empty host `url` refuses). `url` percent-encodes
//! a few characters RFC 3986 allows (`'` in a special scheme's query; `;`,
//! `=` and a second `:` in the userinfo), and the conversion counts its
//! spelling as the same URI.

use proptest::prelude::*;
use uri::UriBuf;
use uri::interop::UrlConversionError;

#[derive(Clone, Debug)]
enum Edit {
    PushSegment(String),
    PopSegment,
    SetPath(String),
    AppendPair(String, String),
    SetPair(String, String),
    SetQuery(Option<String>),
    SetFragment(Option<String>),
    SetHost(String),
    SetPort(Option<u16>),
    SetUserinfo(Option<(String, Option<String>)>),
    SetScheme(&'static str),
}

/// Data with the characters that need encoding, and those `url` encodes.
fn data() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[a-z0-9]{0,4}",
        3 => "[ -~]{0,6}",
        1 => any::<String>().prop_map(|s| s.chars().take(4).collect()),
        2 => prop::sample::select(vec![
            "it's", "'", ";", "=", ":", "a:b:c", "%", "%41", "%2e", ".", "..", "a/b", "?", "#",
            "&", "+", "\u{e9}", "|", "^", "`", "{}", "[x]", "\\",
        ])
        .prop_map(str::to_owned),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        4 => data().prop_map(Edit::PushSegment),
        1 => Just(Edit::PopSegment),
        1 => data().prop_map(|path| Edit::SetPath(format!("/{path}"))),
        4 => (data(), data()).prop_map(|(k, v)| Edit::AppendPair(k, v)),
        2 => (data(), data()).prop_map(|(k, v)| Edit::SetPair(k, v)),
        1 => prop::option::of(data()).prop_map(Edit::SetQuery),
        1 => prop::option::of(data()).prop_map(Edit::SetFragment),
        // Dotted quads without leading zeros: `0.0.0.00` is a name to RFC 3986
        // and an address to `url`, another URI, which the conversion refuses
        // on purpose (`interop_url.rs`).
        1 => prop_oneof![
            "[a-z]{1,6}(\\.[a-z]{1,4})?",
            (any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>())
                .prop_map(|(a, b, c, d)| format!("{a}.{b}.{c}.{d}")),
            Just("[::1]".to_owned()),
        ]
        .prop_map(Edit::SetHost),
        1 => prop::option::of(any::<u16>()).prop_map(Edit::SetPort),
        1 => prop::option::of((data(), prop::option::of(data()))).prop_map(Edit::SetUserinfo),
        1 => prop::sample::select(vec!["http", "https", "ws", "wss", "ftp", "sc", "urn"])
            .prop_map(Edit::SetScheme),
    ]
}

fn perform(uri: &mut UriBuf, edit: &Edit) {
    // An edit the value refuses leaves it as it was: still a value to convert.
    let _ = match edit {
        Edit::PushSegment(segment) => uri.push_path_segment(segment),
        Edit::PopSegment => {
            uri.pop_path_segment();
            Ok(())
        }
        Edit::SetPath(path) => uri.set_path(path),
        Edit::AppendPair(key, value) => {
            uri.append_query_pair(key, value);
            Ok(())
        }
        Edit::SetPair(key, value) => {
            uri.set_query_pair(key, value);
            Ok(())
        }
        Edit::SetQuery(query) => {
            uri.set_query(query.as_deref());
            Ok(())
        }
        Edit::SetFragment(fragment) => {
            uri.set_fragment(fragment.as_deref());
            Ok(())
        }
        Edit::SetHost(host) => uri.set_host(Some(host)),
        Edit::SetPort(port) => uri.set_port(*port),
        Edit::SetUserinfo(userinfo) => uri.set_userinfo(
            userinfo
                .as_ref()
                .map(|(user, password)| (user.as_str(), password.as_deref())),
        ),
        Edit::SetScheme(scheme) => uri.set_scheme(scheme),
    };
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn edited_values_convert_to_url_unchanged(
        start in prop::sample::select(vec![
            "https://user:pw@example.com:8443/v1/?a=1#top",
            "http://h/",
            "ws://h/chat",
            "ftp://h/pub/",
            "sc://h/p",
        ]),
        edits in prop::collection::vec(edit(), 50),
    ) {
        let mut uri = UriBuf::parse(start).unwrap();
        for edit in &edits {
            perform(&mut uri, edit);
            if let Err(error @ UrlConversionError::Changed { .. }) = url::Url::try_from(&uri) {
                prop_assert!(false, "{uri} after {edit:?}: {error}");
            }
        }
    }
}

#[test]
fn a_quote_in_a_query_pair_converts() {
    let mut uri = UriBuf::parse("https://example.com/search").unwrap();
    uri.append_query_pair("q", "it's");
    assert_eq!(uri, "https://example.com/search?q=it's");
    let url = url::Url::try_from(&uri).unwrap();
    assert_eq!(url.as_str(), "https://example.com/search?q=it%27s");
    // The other way, `url`'s text is a URI as it is.
    assert_eq!(
        UriBuf::try_from(&url).unwrap(),
        "https://example.com/search?q=it%27s"
    );
    // In another scheme's query `url` keeps it.
    let mut uri = UriBuf::parse("sc://h/").unwrap();
    uri.append_query_pair("q", "it's");
    assert_eq!(url::Url::try_from(&uri).unwrap().as_str(), "sc://h/?q=it's");
}

#[test]
fn userinfo_as_url_spells_it_converts() {
    for (text, spelled) in [
        ("http://u;1=2:p:w@h/", "http://u%3B1%3D2:p%3Aw@h/"),
        ("http://u:@h/", "http://u@h/"),
        ("http://@h/", "http://h/"),
        ("http://:@h/", "http://h/"),
    ] {
        let uri = UriBuf::parse(text).unwrap();
        assert_eq!(
            url::Url::try_from(&uri).unwrap().as_str(),
            spelled,
            "{text}"
        );
    }
    // A password that `url` would read otherwise still differs.
    let uri = UriBuf::parse("http://u:p@h/").unwrap();
    assert!(url::Url::try_from(&uri).is_ok());
}
