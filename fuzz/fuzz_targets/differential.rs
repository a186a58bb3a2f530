//! `uri`, `fluent-uri` and `iri-string` implement the same RFC 3986 grammar: the
//! accept/reject decision and the components must agree on every input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ours = uri::UriRef::parse(text);
    let fluent = fluent_uri::UriRef::parse(text);
    let iri = iri_string::types::UriReferenceStr::new(text);
    assert_eq!(ours.is_ok(), fluent.is_ok(), "fluent-uri disagrees on {text:?}: {ours:?}");
    assert_eq!(ours.is_ok(), iri.is_ok(), "iri-string disagrees on {text:?}: {ours:?}");
    let (Ok(ours), Ok(fluent), Ok(iri)) = (ours, fluent, iri) else { return };
    assert_eq!(ours.scheme(), fluent.scheme().map(|s| s.as_str()));
    assert_eq!(ours.authority(), fluent.authority().map(|a| a.as_str()));
    assert_eq!(ours.host_str(), fluent.authority().map(|a| a.host()));
    assert_eq!(ours.userinfo(), fluent.authority().and_then(|a| a.userinfo()).map(|u| u.as_str()));
    assert_eq!(ours.port(), fluent.authority().and_then(|a| a.port()).map(|p| p.as_str()));
    assert_eq!(ours.path().as_str(), fluent.path().as_str());
    assert_eq!(ours.query(), fluent.query().map(|q| q.as_str()));
    assert_eq!(ours.fragment(), fluent.fragment().map(|f| f.as_str()));
    assert_eq!(ours.scheme(), iri.scheme_str());
    assert_eq!(ours.authority(), iri.authority_str());
    assert_eq!(ours.path().as_str(), iri.path_str());
    assert_eq!(ours.query(), iri.query().map(|q| q.as_str()));
    assert_eq!(ours.fragment(), iri.fragment().map(|f| f.as_str()));
});
