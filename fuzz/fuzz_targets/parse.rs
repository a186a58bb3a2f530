//! Parsing never panics; errors point inside the input at a character boundary;
//! a valid input displays back to itself and re-parses to the same components.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri::{Uri, UriRef};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match UriRef::parse(text) {
        Ok(reference) => {
            let shown = reference.to_string();
            assert_eq!(shown, text);
            let again = UriRef::parse(&shown).expect("displayed text re-parses");
            assert_eq!(again.offsets(), reference.offsets());
            assert_eq!(Uri::parse(text).is_ok(), reference.scheme().is_some());
            let _ = (reference.host(), reference.port_u16(), reference.path().segments().count());
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
    if let Ok(uri) = Uri::parse_absolute(text) {
        assert!(uri.fragment().is_none());
    }
    if let Ok(relative) = UriRef::parse_relative(text) {
        assert!(relative.scheme().is_none());
    }
});
