//! The owned types and the standard traits: round trips between borrowed and owned
//! values, `FromStr`/`TryFrom`, comparison and hashing on the text, password
//! redaction, the port's numeric value, serde, and the size of the values.

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::hash::{Hash, Hasher};

use uri::error::FromStringError;
use uri::{ParseError, ParseErrorKind, Uri, UriBuf, UriRef, UriRefBuf};

const FULL: &str = "https://user:secret@example.com:8443/a/b?x=1&y=2#top";

fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn uribuf_round_trips_through_every_form() {
    let owned = UriBuf::parse(FULL).unwrap();
    assert_eq!(owned.as_str(), FULL);
    assert_eq!(owned.to_string(), FULL);
    // `Debug` hides the password; `Display` and `as_str` keep it.
    assert_eq!(
        format!("{owned:?}"),
        r#"UriBuf("https://user:***@example.com:8443/a/b?x=1&y=2#top")"#
    );

    let borrowed = owned.as_uri();
    assert_eq!(borrowed, Uri::parse(FULL).unwrap());
    assert_eq!(borrowed.into_owned(), owned);
    assert_eq!(UriBuf::from(borrowed), owned);

    // Every accessor of the owned value agrees with the borrowed one.
    assert_eq!(owned.scheme(), "https");
    assert_eq!(owned.authority(), Some("user:secret@example.com:8443"));
    assert_eq!(owned.userinfo(), Some("user:secret"));
    assert_eq!(owned.host_str(), Some("example.com"));
    assert_eq!(owned.host(), Some(uri::Host::RegName("example.com")));
    assert_eq!(owned.port_str(), Some("8443"));
    assert_eq!(owned.port(), Ok(Some(8443)));
    assert_eq!(owned.path(), "/a/b");
    assert_eq!(owned.query(), Some("x=1&y=2"));
    assert_eq!(owned.fragment(), Some("top"));

    let text: String = owned.clone().into();
    assert_eq!(text, FULL);
    assert_eq!(owned.into_string(), FULL);
}

#[test]
fn urirefbuf_round_trips_through_every_form() {
    for text in ["../a/b?q#f", "", "//h:1", "#x", FULL, "a:b"] {
        let owned = UriRefBuf::parse(text).unwrap();
        let borrowed = UriRef::parse(text).unwrap();
        assert_eq!(owned.as_uri_ref(), borrowed);
        assert_eq!(borrowed.into_owned(), owned);
        assert_eq!(owned.scheme(), borrowed.scheme());
        assert_eq!(owned.authority(), borrowed.authority());
        assert_eq!(owned.host(), borrowed.host());
        assert_eq!(owned.port_str(), borrowed.port_str());
        assert_eq!(owned.path(), borrowed.path());
        assert_eq!(owned.query(), borrowed.query());
        assert_eq!(owned.fragment(), borrowed.fragment());
        assert_eq!(String::from(owned), text);
    }
}

#[test]
fn from_str_and_try_from_str() {
    let uri: UriBuf = "http://h/p".parse().unwrap();
    assert_eq!(uri.path(), "/p");
    let reference: UriRefBuf = "p?q".parse().unwrap();
    assert_eq!(reference.query(), Some("q"));

    let error = "no scheme".parse::<UriBuf>().unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (ParseErrorKind::SchemeChar, 2)
    );
    let error = "/relative".parse::<UriBuf>().unwrap_err();
    assert_eq!(error.kind(), ParseErrorKind::MissingScheme);
    assert!("/relative".parse::<UriRefBuf>().is_ok());
    assert!("a b".parse::<UriRefBuf>().is_err());

    assert_eq!(UriBuf::try_from("s:x").unwrap(), "s:x");
    assert_eq!(UriRefBuf::try_from("x").unwrap(), "x");
    assert_eq!(Uri::try_from("s:x").unwrap(), "s:x");
    assert_eq!(UriRef::try_from("x").unwrap(), "x");
    assert!(Uri::try_from("x").is_err());
    assert!(UriRef::try_from("%").is_err());
}

#[test]
fn try_from_string_hands_the_string_back() {
    let ok = UriBuf::try_from(String::from("https://example.com/")).unwrap();
    assert_eq!(ok.host_str(), Some("example.com"));

    let input = String::from("https://exa mple.com/");
    let error: FromStringError = UriBuf::try_from(input.clone()).unwrap_err();
    assert_eq!(error.error().index(), 11);
    assert_eq!(error.error().kind(), ParseErrorKind::RegNameChar);
    // It draws the input, so it has no source: a chain printer would repeat the
    // parse error's message.
    assert_eq!(error.to_string(), error.error().render(&input).to_string());
    assert!(std::error::Error::source(&error).is_none());
    assert_eq!(error.into_input(), input);

    let error = UriBuf::try_from(String::from("//relative")).unwrap_err();
    assert_eq!(error.error().kind(), ParseErrorKind::MissingScheme);
    assert_eq!(error.into_input(), "//relative");

    let error = UriRefBuf::try_from(String::from("a%zz")).unwrap_err();
    assert_eq!(
        (error.error().kind(), error.error().index()),
        (ParseErrorKind::PercentEncoding, 2)
    );
    assert_eq!(error.into_input(), "a%zz");

    // The string is moved in and back out: same allocation, no copy.
    let input = String::from("bad uri");
    let pointer = input.as_ptr();
    let back = UriRefBuf::try_from(input).unwrap_err().into_input();
    assert_eq!(back.as_ptr(), pointer);
    let input = String::from("s:good");
    let pointer = input.as_ptr();
    let owned = UriBuf::try_from(input).unwrap();
    assert_eq!(owned.as_str().as_ptr(), pointer);
}

#[test]
fn conversions_between_uri_and_uri_ref() {
    let uri = Uri::parse(FULL).unwrap();
    let reference: UriRef<'_> = uri.into();
    assert_eq!(reference, uri.as_uri_ref());
    assert_eq!(reference.scheme(), Some("https"));
    assert_eq!(reference.as_str(), uri.as_str());
    assert_eq!(
        uri::__private::offsets(reference),
        uri::__private::offsets(uri.as_uri_ref())
    );
    assert_eq!(Uri::try_from(reference).unwrap(), uri);
    assert_eq!(reference.as_uri().unwrap(), uri);
    assert_eq!(uri, reference);
    assert_eq!(reference, uri);

    let relative = UriRef::parse("/p?q").unwrap();
    let error = Uri::try_from(relative).unwrap_err();
    assert_eq!(
        (error.kind(), error.index(), error.len()),
        (ParseErrorKind::MissingScheme, 0, 0)
    );
    assert_eq!(relative.as_uri(), None);

    // Owned: UriBuf -> UriRefBuf always, UriRefBuf -> UriBuf with a scheme.
    let owned = UriBuf::parse(FULL).unwrap();
    let owned_ref = UriRefBuf::from(owned.clone());
    assert_eq!(owned_ref.as_str(), FULL);
    assert_eq!(owned_ref.scheme(), Some("https"));
    assert_eq!(UriBuf::try_from(owned_ref).unwrap(), owned);

    let relative = UriRefBuf::parse("../up").unwrap();
    let error = UriBuf::try_from(relative).unwrap_err();
    assert_eq!(error.error().kind(), ParseErrorKind::MissingScheme);
    assert_eq!(error.into_input(), "../up");

    // A borrowed value can be turned back into its text.
    let text: &str = Uri::parse("s:x").unwrap().into();
    assert_eq!(text, "s:x");
    let text: &str = UriRef::parse("x").unwrap().into();
    assert_eq!(text, "x");
}

#[test]
fn without_fragment() {
    let uri = Uri::parse("http://a/b?c#d").unwrap();
    let base = uri.without_fragment();
    assert_eq!(base, "http://a/b?c");
    assert_eq!((base.query(), base.fragment()), (Some("c"), None));
    assert!(Uri::parse_absolute_uri(base.as_str()).is_ok());
    let empty = Uri::parse("http://a/b#").unwrap().without_fragment();
    assert_eq!((empty.as_str(), empty.fragment()), ("http://a/b", None));
    let none = Uri::parse("http://a/b").unwrap();
    assert_eq!(none.without_fragment(), none);
}

#[test]
fn equality_ordering_and_hashing_use_the_text_as_written() {
    // Equivalent by RFC 3986 §6.2.2, yet different texts: not equal.
    let upper = Uri::parse("HTTP://example.com/").unwrap();
    let lower = Uri::parse("http://example.com/").unwrap();
    assert_ne!(upper, lower);
    let with_port = Uri::parse("http://example.com:80/").unwrap();
    assert_ne!(lower, with_port);
    let encoded = Uri::parse("http://example.com/%7E").unwrap();
    let tilde = Uri::parse("http://example.com/~").unwrap();
    assert_ne!(encoded, tilde);

    // Equal texts from different buffers are equal and hash alike.
    let text = String::from("http://example.com/");
    let copy = Uri::parse(&text).unwrap();
    assert_eq!(lower, copy);
    assert_eq!(hash_of(&lower), hash_of(&copy));
    assert_eq!(hash_of(&lower), hash_of("http://example.com/"));
    let owned = UriBuf::parse("http://example.com/").unwrap();
    assert_eq!(hash_of(&owned), hash_of(&lower));
    assert_eq!(owned, lower);
    assert_eq!(lower, owned);
    assert!(owned == *"http://example.com/");
    assert!(lower == *"http://example.com/");
    assert!(*"http://example.com/" == lower);
    assert!("http://example.com/" == lower);

    // Ordering is the text's ordering.
    let texts = ["b:", "a:z", "a:b", "A:b", "a:", "a:b/c", "a:b?"];
    let mut by_uri: Vec<Uri<'_>> = texts.iter().map(|t| Uri::parse(t).unwrap()).collect();
    by_uri.sort();
    let mut by_text = texts.to_vec();
    by_text.sort_unstable();
    assert_eq!(by_uri.iter().map(Uri::as_str).collect::<Vec<_>>(), by_text);
    let set: BTreeSet<UriRefBuf> = texts.iter().map(|t| UriRefBuf::parse(t).unwrap()).collect();
    assert_eq!(
        set.iter().map(UriRefBuf::as_str).collect::<Vec<_>>(),
        by_text
    );
    assert_eq!(
        UriRef::parse("a")
            .unwrap()
            .cmp(&UriRef::parse("b").unwrap()),
        std::cmp::Ordering::Less
    );

    // Borrow<str> lets a map keyed by UriBuf be searched with a &str.
    let mut map = HashMap::new();
    map.insert(UriBuf::parse("https://a/").unwrap(), 1);
    map.insert(UriBuf::parse("https://b/").unwrap(), 2);
    assert_eq!(map.get("https://b/"), Some(&2));
    assert_eq!(map.get("HTTPS://b/"), None);

    let set: HashSet<UriRef<'_>> = ["a", "a", "b", "./a"]
        .into_iter()
        .map(|t| UriRef::parse(t).unwrap())
        .collect();
    assert_eq!(set.len(), 3);
}

#[test]
fn passwords_and_redaction() {
    let cases = [
        (
            "https://user:secret@example.com/",
            true,
            "https://user:***@example.com/",
        ),
        ("ftp://u:p:q@h", true, "ftp://u:***@h"),
        ("//:pw@h/p?q#f", true, "//:***@h/p?q#f"),
        ("ftp://u:@h", false, "ftp://u:@h"),
        ("ftp://u@h", false, "ftp://u@h"),
        ("ftp://@h", false, "ftp://@h"),
        ("http://h:80/a:b@c", false, "http://h:80/a:b@c"),
        ("mailto:a:b@c", false, "mailto:a:b@c"),
        ("http://h/?u:p@x#u:p@y", false, "http://h/?u:p@x#u:p@y"),
        ("s://%3A:%3A@h", true, "s://%3A:***@h"),
    ];
    for (text, has_password, redacted) in cases {
        let reference = UriRef::parse(text).unwrap();
        assert_eq!(reference.has_password(), has_password, "{text}");
        assert_eq!(reference.redacted().to_string(), redacted, "{text}");
        assert_eq!(
            format!("{:?}", reference.redacted()),
            format!("{redacted:?}")
        );
        let owned = UriRefBuf::parse(text).unwrap();
        assert_eq!(owned.has_password(), has_password);
        assert_eq!(owned.redacted().to_string(), redacted);
        if let Ok(uri) = Uri::parse(text) {
            assert_eq!(uri.has_password(), has_password);
            assert_eq!(uri.redacted().to_string(), redacted);
            assert_eq!(UriBuf::from(uri).redacted().to_string(), redacted);
        }
        // Redaction changes only what is shown.
        assert_eq!(reference.as_str(), text);
    }
}

#[test]
fn port_values() {
    let port = |s: &str| Uri::parse(s).unwrap().port();
    assert_eq!(port("s://h"), Ok(None));
    assert_eq!(port("s://h:"), Ok(None));
    assert_eq!(port("s://h:0"), Ok(Some(0)));
    assert_eq!(port("s://h:0080"), Ok(Some(80)));
    assert_eq!(port("s://h:65535"), Ok(Some(65535)));
    assert_eq!(port("s://[::1]:443/"), Ok(Some(443)));
    let error: ParseError = port("s://h:65536").unwrap_err();
    assert_eq!(
        (error.kind(), error.index(), error.len(), error.component()),
        (ParseErrorKind::PortOverflow, 6, 5, uri::Component::Port)
    );
    let error = port("s://u@h:123456789012345678901234567890/").unwrap_err();
    assert_eq!((error.index(), error.len()), (8, 30));
    assert_eq!(
        UriRef::parse("//h:70000")
            .unwrap()
            .port()
            .unwrap_err()
            .index(),
        4
    );
    assert_eq!(
        UriBuf::parse("s://h:70000")
            .unwrap()
            .port()
            .unwrap_err()
            .index(),
        6
    );
    assert_eq!(UriRefBuf::parse("//h:7").unwrap().port(), Ok(Some(7)));
}

#[test]
fn display_pads_like_a_str() {
    let uri = Uri::parse("s:x").unwrap();
    assert_eq!(format!("[{uri:>6}]"), "[   s:x]");
    assert_eq!(format!("[{uri:<6}]"), "[s:x   ]");
    let owned = UriRefBuf::parse("x").unwrap();
    assert_eq!(format!("[{owned:^5}]"), "[  x  ]");
    assert_eq!(format!("{owned:?}"), "UriRefBuf(\"x\")");
    assert_eq!(format!("{uri:?}"), "Uri(\"s:x\")");
    assert_eq!(format!("{:?}", uri.path()), "\"x\"");
    assert_eq!(uri.path().to_string(), "x");
}

#[test]
fn as_ref_and_borrow() {
    fn takes_str<S: AsRef<str>>(s: &S) -> usize {
        s.as_ref().len()
    }
    assert_eq!(takes_str(&Uri::parse("s:x").unwrap()), 3);
    assert_eq!(takes_str(&UriRef::parse("x").unwrap()), 1);
    assert_eq!(takes_str(&UriBuf::parse("s:xy").unwrap()), 4);
    assert_eq!(takes_str(&UriRefBuf::parse("").unwrap()), 0);
}

#[test]
fn values_are_small_copy_send_and_sync() {
    fn assert_copy<T: Copy>() {}
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    assert_copy::<Uri<'static>>();
    assert_copy::<UriRef<'static>>();
    assert_copy::<ParseError>();
    assert_send_sync::<Uri<'static>>();
    assert_send_sync::<UriRef<'static>>();
    assert_send_sync::<UriBuf>();
    assert_send_sync::<UriRefBuf>();
    assert_send_sync::<ParseError>();
    assert_send_sync::<FromStringError>();
    assert!(size_of::<Uri<'_>>() <= 40, "{}", size_of::<Uri<'_>>());
    assert!(size_of::<UriRef<'_>>() <= 40, "{}", size_of::<UriRef<'_>>());
    assert!(size_of::<ParseError>() <= 24, "{}", size_of::<ParseError>());
    assert!(size_of::<UriBuf>() <= 48, "{}", size_of::<UriBuf>());
}

#[test]
fn parsing_is_const() {
    const URI: Uri<'static> = match Uri::parse("https://example.com:8080/a?b#c") {
        Ok(uri) => uri,
        Err(_) => panic!("invalid"),
    };
    const HOST: Option<&str> = URI.host_str();
    const PORT: Result<Option<u16>, ParseError> = URI.port();
    const ERROR: ParseError = match UriRef::parse("a b") {
        Ok(_) => panic!("valid"),
        Err(error) => error,
    };
    assert_eq!(HOST, Some("example.com"));
    assert_eq!(PORT, Ok(Some(8080)));
    assert_eq!(ERROR.index(), 1);
}

#[test]
fn serde_round_trips_and_validates() {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Links {
        home: UriBuf,
        next: UriRefBuf,
    }
    let links = Links {
        home: UriBuf::parse("https://example.com/").unwrap(),
        next: UriRefBuf::parse("../page/2?x=1").unwrap(),
    };
    let json = serde_json::to_string(&links).unwrap();
    assert_eq!(
        json,
        r#"{"home":"https://example.com/","next":"../page/2?x=1"}"#
    );
    let back: Links = serde_json::from_str(&json).unwrap();
    assert_eq!((back.home, back.next), (links.home, links.next));

    // Invalid text is refused when deserializing, with the parse error's message.
    let error = serde_json::from_str::<UriBuf>(r#""/no/scheme""#).unwrap_err();
    assert!(error.to_string().contains("missing scheme"), "{error}");
    let error = serde_json::from_str::<UriRefBuf>(r#""a b""#).unwrap_err();
    assert!(
        error.to_string().contains("invalid character ` `"),
        "{error}"
    );

    // Borrowed values borrow from the JSON text.
    let json = r#""https://h/p""#;
    let uri: Uri<'_> = serde_json::from_str(json).unwrap();
    assert_eq!(uri.path(), "/p");
    let reference: UriRef<'_> = serde_json::from_str(r##""#f""##).unwrap();
    assert_eq!(reference.fragment(), Some("f"));
    assert_eq!(serde_json::to_string(&uri).unwrap(), json);
    assert!(serde_json::from_str::<Uri<'_>>(r#""p""#).is_err());
}

#[test]
fn owned_values_do_what_borrowed_ones_do() {
    let base = UriBuf::parse("https://api.example.com/v1/users?page=2#top").unwrap();
    let reference = UriRefBuf::parse("../v2/items").unwrap();
    // Resolution takes owned, borrowed and plain text.
    assert_eq!(
        base.resolve(&reference).unwrap(),
        "https://api.example.com/v2/items"
    );
    assert_eq!(
        base.resolve(reference.as_uri_ref()).unwrap(),
        "https://api.example.com/v2/items"
    );
    assert_eq!(
        base.join("../v2/items").unwrap(),
        "https://api.example.com/v2/items"
    );
    assert_eq!(base.join("a b").unwrap_err().index(), 1);
    let target = base.join("/v1/other?x").unwrap();
    assert_eq!(base.make_relative(&target), "other?x");
    assert_eq!(
        base.without_fragment(),
        "https://api.example.com/v1/users?page=2"
    );
    assert_eq!(base.query_pairs().get("page").unwrap().as_encoded(), "2");
    assert_eq!(base.port_or_known_default(), Ok(Some(443)));
    let messy = UriBuf::parse("HTTPS://API.example.com:443/v1/./users?page=2#top").unwrap();
    assert_eq!(messy.normalize(), base);
    assert!(messy.normalized_eq(&base));
    assert_eq!(reference.normalize(), "../v2/items");

    // Conversions and equality across the kinds.
    let borrowed: Uri<'_> = (&base).into();
    let as_reference: UriRef<'_> = (&base).into();
    assert_eq!(borrowed, base);
    assert_eq!(as_reference, base);
    assert_eq!(base, as_reference);
    let reference_buf = UriRefBuf::from(base.clone());
    assert_eq!(reference_buf, base);
    assert_eq!(base, reference_buf);
    assert_eq!(borrowed, reference_buf);
    assert_eq!(reference_buf, borrowed);
    let owned: UriBuf = borrowed.into_owned();
    assert_eq!(owned, base);
    let owned_reference: UriRefBuf = as_reference.into_owned();
    assert_eq!(owned_reference, base);
}

#[test]
fn hosts_display_as_they_go_into_an_authority() {
    let host = |text: &str| UriBuf::parse(text).unwrap().host().unwrap().to_string();
    assert_eq!(host("http://example.com/"), "example.com");
    assert_eq!(host("http://10.0.0.1/"), "10.0.0.1");
    assert_eq!(host("http://[0:0:0:0:0:0:0:1]/"), "[::1]");
    assert_eq!(host("http://[v1.fe80::a+en1]/"), "[v1.fe80::a+en1]");
    let uri = Uri::parse("http://[::1]:8080/").unwrap();
    assert_eq!(format!("{:>8}", uri.host().unwrap()), "   [::1]");
    assert_eq!(format!("{:-<9}|", uri.host().unwrap()), "[::1]----|");
}

#[test]
fn reports_keep_the_drawing_behind_question_marks() {
    fn load(text: &str) -> Result<UriBuf, Box<dyn std::error::Error>> {
        Ok(UriBuf::parse(text).map_err(|error| error.report(text))?)
    }
    let error = load("https://user:pw@example.com/a b").unwrap_err();
    let shown = format!("{error:?}");
    assert!(
        shown.contains("\n  | https://user:**@example.com/a b\n"),
        "{shown}"
    );
    assert!(
        shown.ends_with("= help: encode the space as `%20`"),
        "{shown}"
    );
    assert_eq!(error.to_string(), shown);

    let failed = UriBuf::try_from(String::from("no scheme")).unwrap_err();
    assert!(format!("{failed:#}").contains("\n  | no scheme\n"));
    let report = uri::error::Report::from(failed);
    assert_eq!(report.input(), "no scheme");
    assert_eq!(report.error().kind(), ParseErrorKind::SchemeChar);
}
