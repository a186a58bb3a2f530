//! Resolution and normalization never panic; results re-parse to the components
//! they were built from; normalization is idempotent and keeps equivalence; and
//! `make_relative` inverts resolution.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri::{ResolveMode, Uri, UriRef};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (base, reference) = text.split_once('\n').unwrap_or((text, ""));
    let Ok(reference) = UriRef::parse(reference) else { return };
    let normal = reference.normalize();
    let reparsed = UriRef::parse(normal.as_str()).expect("a normal form parses");
    assert_eq!(reparsed.offsets(), normal.as_uri_ref().offsets());
    assert_eq!(reparsed.normalize(), normal, "normalization is idempotent");
    assert!(reference.normalized_eq(&reparsed));
    let Ok(base) = Uri::parse(base) else { return };
    for mode in [ResolveMode::Strict, ResolveMode::NonStrict, ResolveMode::Safe] {
        match base.resolve_with(reference, mode) {
            Ok(target) => {
                let reparsed = Uri::parse(target.as_str()).expect("a resolution parses");
                assert_eq!(reparsed.offsets(), target.as_uri().offsets());
                if mode == ResolveMode::Strict {
                    let relative = base.make_relative(target.as_uri());
                    if base.scheme() == target.scheme() && base.authority() == target.authority() {
                        assert_eq!(base.resolve(relative.as_uri_ref()).unwrap(), target);
                    }
                }
            }
            Err(error) => {
                assert_ne!(mode, ResolveMode::Safe);
                assert!(error.path().starts_with("//"));
            }
        }
    }
});
