//! What our text output may never contain, whatever the input: a password, or a
//! raw character that hides or reorders the text around it (RFC 3986 §7.5; the
//! "Trojan Source" trick). Every `Debug`, `Display`, serde error and rendered
//! error is checked over generated URIs that carry a password and such characters,
//! valid and invalid alike. The macros draw with the same renderer; their output
//! is pinned by the `password-hidden` and `bidi-control-escaped` UI snapshots.

use proptest::prelude::*;
use serde::Deserialize;
use uri::error::FromStringError;
use uri::{Uri, UriBuf, UriRef, UriRefBuf};

/// Every password starts with this; nothing else in the generated inputs can
/// spell it (their other parts are lower case).
const MARK: &str = "SECRET";

/// Characters that reorder text (`Bidi_Control`), take no width (zero-width and
/// other format characters), or render as nothing (default-ignorable letters).
const HIDDEN: &[char] = &[
    '\u{61C}',
    '\u{200E}',
    '\u{200F}',
    '\u{202A}',
    '\u{202B}',
    '\u{202C}',
    '\u{202D}',
    '\u{202E}',
    '\u{2066}',
    '\u{2067}',
    '\u{2068}',
    '\u{2069}',
    '\u{200B}',
    '\u{200C}',
    '\u{200D}',
    '\u{2060}',
    '\u{FEFF}',
    '\u{AD}',
    '\u{2028}',
    '\u{2029}',
    '\u{180E}',
    '\u{3164}',
    '\u{115F}',
    '\u{E0001}',
    '\u{E0041}',
    '\u{FE0F}',
    '\u{1D173}',
];

/// A password: the mark, then characters valid and invalid in a userinfo, hidden
/// ones among them, but never `/`, `?`, `#` or `@`, which would end it.
fn password() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => prop::sample::select(vec!["A", "9", "-", "~", "!", "$", "&", "'", "(", "*", ";", "=", ":", "%41"]),
        1 => prop::sample::select(vec![" ", "%", "%zz", "\"", "<", "{", "|", "\\", "^", "é", "\t"]),
        1 => prop::sample::select(HIDDEN.to_vec()).prop_map(|c| -> &'static str {
            Box::leak(c.to_string().into_boxed_str())
        }),
    ];
    prop::collection::vec(piece, 0..6).prop_map(|pieces| format!("{MARK}{}", pieces.concat()))
}

/// Lower-case text for the other parts, valid or not, with hidden characters.
fn other() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        6 => "[a-z0-9._~/-]{1,4}",
        1 => prop::sample::select(vec![" ", "%", "%2e", "[", "]", "{", "^", "ü", "\n"]).prop_map(str::to_owned),
        2 => prop::sample::select(HIDDEN.to_vec()).prop_map(|c| c.to_string()),
    ];
    prop::collection::vec(piece, 0..5).prop_map(|pieces| pieces.concat())
}

fn input() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["http://", "postgres://", "//", "s://"]),
        "[a-z]{0,4}",
        password(),
        other(),
        other(),
        prop::option::of(other()),
    )
        .prop_map(|(head, user, password, host, path, query)| {
            let query = query.map(|q| format!("?{q}")).unwrap_or_default();
            format!("{head}{user}:{password}@{host}/{path}{query}")
        })
}

/// Fails when `output` shows the password or a hidden character raw.
fn assert_clean(what: &str, output: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        !output.contains(MARK),
        "{} shows the password: {}",
        what,
        output
    );
    if let Some(c) = output.chars().find(|c| HIDDEN.contains(c)) {
        prop_assert!(
            false,
            "{} shows U+{:04X} raw: {:?}",
            what,
            u32::from(c),
            output
        );
    }
    Ok(())
}

#[derive(Debug, Deserialize)]
struct Borrowed<'a> {
    #[serde(borrow)]
    #[allow(dead_code)]
    endpoint: UriRef<'a>,
}

#[derive(Debug, Deserialize)]
struct Owned {
    #[allow(dead_code)]
    endpoint: UriRefBuf,
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn no_output_shows_a_password_or_a_hidden_character(text in input()) {
        match UriRef::parse(&text) {
            Ok(reference) => {
                assert_clean("UriRef's Debug", &format!("{reference:?}"))?;
                assert_clean("redacted()", &reference.redacted().to_string())?;
                assert_clean("UriRefBuf's Debug", &format!("{:?}", reference.into_owned()))?;
                if let Ok(uri) = Uri::parse(&text) {
                    assert_clean("Uri's Debug", &format!("{uri:?}"))?;
                    assert_clean("UriBuf's Debug", &format!("{:?}", uri.into_owned()))?;
                }
            }
            Err(error) => {
                assert_clean("ParseError's Display", &error.to_string())?;
                assert_clean("ParseError's Debug", &format!("{error:?}"))?;
                assert_clean("render", &error.render(&text).to_string())?;
                if let Some(hint) = error.hint() {
                    assert_clean("the hint", &hint.to_string())?;
                }
                let failed: FromStringError = UriRefBuf::try_from(text.clone()).unwrap_err();
                assert_clean("FromStringError's Debug", &format!("{failed:?}"))?;
                assert_clean("FromStringError's Display", &failed.to_string())?;
                prop_assert_eq!(failed.into_input(), text.clone());
            }
        }
        if let Err(error) = Uri::parse(&text) {
            assert_clean("render (Uri)", &error.render(&text).to_string())?;
            let failed = UriBuf::try_from(text.clone()).unwrap_err();
            assert_clean("FromStringError's Debug (Uri)", &format!("{failed:?}"))?;
        }

        // serde: as written, and with `/` escaped as `\/` (which a borrowed type
        // cannot take, valid or not).
        let json = serde_json::to_string(&serde_json::json!({ "endpoint": text })).unwrap();
        let escaped = json.replace('/', "\\/");
        for json in [&json, &escaped] {
            if let Err(error) = serde_json::from_str::<Borrowed<'_>>(json) {
                assert_clean("a borrowed serde error", &error.to_string())?;
            }
            if let Err(error) = serde_json::from_str::<Owned>(json) {
                assert_clean("an owned serde error", &error.to_string())?;
            }
        }
    }
}
