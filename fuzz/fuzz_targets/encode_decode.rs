//! Every place's encoder round-trips through decoding, keeps its own output as
//! it is, and puts the datum into the intended component.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uri::{Place, Uri, decode_utf8, encode, encode_preserving};

const PLACES: [Place; 8] = [
    Place::PathSegment,
    Place::Path,
    Place::Query,
    Place::QueryKey,
    Place::QueryValue,
    Place::Fragment,
    Place::Userinfo,
    Place::RegName,
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let place = PLACES[usize::from(selector) % PLACES.len()];
    let out = encode(text, place);
    assert_eq!(decode_utf8(&out).unwrap(), text);
    assert_eq!(encode_preserving(&out, place), out);
    let uri = match place {
        Place::PathSegment | Place::Path => format!("s://h/{out}"),
        Place::Query | Place::QueryKey | Place::QueryValue => format!("s://h?{out}"),
        Place::Fragment => format!("s://h#{out}"),
        Place::Userinfo => format!("s://{out}@h"),
        _ => format!("s://{out}"),
    };
    let uri = Uri::parse(&uri).unwrap_or_else(|e| panic!("{place:?} {text:?}: {e}"));
    let component = match place {
        Place::PathSegment | Place::Path => &uri.path().as_str()[1..],
        Place::Query | Place::QueryKey | Place::QueryValue => uri.query().unwrap(),
        Place::Fragment => uri.fragment().unwrap(),
        Place::Userinfo => uri.userinfo().unwrap(),
        _ => uri.host_str().unwrap(),
    };
    assert_eq!(component, out);
    let _ = uri::decode_form(text);
    let _ = uri.query_pairs().map(|pair| pair.key().to_string()).count();
});
