//! Hostile input: huge and deeply repetitive strings, every character at every
//! position of a template. Nothing panics, nothing recurses, errors stay inside
//! the input. (Linear time is shown by `benches/benches/scaling.rs`, not here.)

use uri::path::remove_dot_segments;
use uri::{ResolveMode, Uri, UriRef};

const MB: usize = 1 << 20;

/// Runs `f` on a thread with a 64 KiB stack: parsing must not need more, however
/// long the input.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[track_caller]
fn check(text: &str) {
    match UriRef::parse(text) {
        Ok(reference) => assert_eq!(reference.as_str(), text),
        Err(error) => {
            assert!(error.index() + error.len() <= text.len());
            assert!(text.is_char_boundary(error.index()));
        }
    }
    let _ = Uri::parse(text);
}

#[test]
fn megabyte_strings_of_delimiters() {
    on_small_stack(|| {
        for unit in [
            "../", "%", "[", ":", "@", "/", "?", "#", "%41", "[::1]", "a:",
        ] {
            let text = unit.repeat(MB / unit.len());
            check(&text);
            check(&format!("http://h/{text}"));
            check(&format!("http://{text}/"));
            check(&format!("//{text}"));
        }
    });
    // A megabyte of dots and slashes is a valid relative path.
    assert!(UriRef::parse(&"../".repeat(MB / 3)).is_ok());
    // '[' cannot repeat in a host, ':' can (a userinfo-or-port run), '%' cannot.
    assert!(UriRef::parse(&format!("//{}", "[".repeat(1000))).is_err());
    assert!(UriRef::parse(&"%".repeat(1000)).is_err());
}

#[test]
fn a_hundred_thousand_segments() {
    let path = "/seg".repeat(100_000);
    let text = format!("http://example.com{path}?q#f");
    let uri = Uri::parse(&text).unwrap();
    assert_eq!(uri.path().segments().count(), 100_000);
    assert_eq!(uri.path().segments().rev().count(), 100_000);
    let normal = uri.normalize();
    assert_eq!(normal.path().as_str().len(), path.len());
}

#[test]
fn deeply_nested_dot_segments_in_resolution() {
    on_small_stack(|| {
        let base = Uri::parse("http://a/b/c/d").unwrap();
        let up = "../".repeat(200_000);
        let down = "x/".repeat(200_000);
        let reference_text = format!("{down}{up}g");
        let reference = UriRef::parse(&reference_text).unwrap();
        assert_eq!(base.resolve(reference).unwrap(), "http://a/b/c/g");
        let climbing_text = format!("{up}g");
        let climbing = UriRef::parse(&climbing_text).unwrap();
        assert_eq!(
            base.resolve_with(climbing, ResolveMode::Safe).unwrap(),
            "http://a/g"
        );
        assert_eq!(remove_dot_segments(&"/./.".repeat(300_000)), "/");
    });
}

#[test]
fn every_character_at_every_position_of_a_template() {
    let template = "http://u:p@[::1]:8/a/b;c?d=e&f#g";
    let characters: Vec<char> = (0u8..=0x7F)
        .map(char::from)
        .chain([
            '\u{80}',
            '\u{e9}',
            '\u{ff}',
            '\u{2028}',
            '\u{fffd}',
            '\u{1F600}',
        ])
        .collect();
    for at in 0..=template.len() {
        for &c in &characters {
            let mut inserted = template.to_owned();
            inserted.insert(at, c);
            check(&inserted);
            if at < template.len() {
                let mut replaced = template.to_owned();
                replaced.replace_range(at..=at, c.encode_utf8(&mut [0; 4]));
                check(&replaced);
                // The run-time parser and fluent-uri decide alike here too.
                assert_eq!(
                    UriRef::parse(&replaced).is_ok(),
                    fluent_uri::UriRef::parse(replaced.as_str()).is_ok(),
                    "{replaced:?}"
                );
            }
        }
    }
}
