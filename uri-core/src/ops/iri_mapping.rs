//! The mappings between IRIs and URIs: IRI → URI ([RFC 3987 §3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1)) and
//! URI → IRI ([§3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2)).
//!
//! Both rewrite the text one component at a time and count the new offsets as
//! they go: delimiters are ASCII and neither mapping touches ASCII, so every
//! component keeps its place and nothing is re-parsed.

use alloc::string::String;
use alloc::vec::Vec;

use crate::bytes::percent::escape;
use crate::bytes::percent::{escaped_byte, utf8_len};
use crate::parse::offsets::Offsets;
use crate::parse::ucs::{NonAscii, allows, is_bidi_format};
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// The seven spans between the offsets, in the order of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Span {
    Scheme,
    /// The scheme's `:` and `//userinfo@`.
    BeforeHost,
    Host,
    /// `:port`.
    Port,
    Path,
    /// `?query`.
    Query,
    /// `#fragment`.
    Fragment,
}

impl Span {
    /// The non-ASCII characters an IRI allows literally in the span.
    const fn allowed(self) -> NonAscii {
        match self {
            Self::Scheme | Self::Port => NonAscii::None,
            Self::BeforeHost | Self::Host | Self::Path | Self::Fragment => NonAscii::Ucschar,
            Self::Query => NonAscii::UcscharOrPrivate,
        }
    }
}

/// Rewrites `text` span by span with `write` (given the span, which it can ask
/// what its component allows), and returns the result with its offsets.
pub(crate) fn rewrite<E>(
    text: &str,
    offsets: Offsets,
    mut write: impl FnMut(&mut Vec<u8>, &str, Span) -> Result<(), E>,
) -> Result<(String, Offsets), E> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 2);
    let mut start = 0;
    // Writes the span up to `end` and gives the length written so far: the
    // span's new end.
    let mut write_span = |span: Span, end: usize| {
        write(&mut out, &text[start..end], span)?;
        start = end;
        Ok(out.len())
    };
    let new = Offsets::new(
        write_span(Span::Scheme, offsets.scheme_end())?,
        write_span(Span::BeforeHost, offsets.host_start())?,
        write_span(Span::Host, offsets.host_end())?,
        write_span(Span::Port, offsets.path_start())?,
        write_span(Span::Path, offsets.path_end())?,
        write_span(Span::Query, offsets.query_end())?,
    );
    write_span(Span::Fragment, text.len())?;
    // Only whole characters and ASCII were written.
    let out = String::from_utf8(out)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
    Ok((out, new))
}

/// Appends `text` with the UTF-8 of each non-ASCII character percent-encoded in
/// upper-case hex, and nothing else changed (§3.1, step 2).
fn push_encoded(out: &mut Vec<u8>, text: &str) {
    for &byte in text.as_bytes() {
        if byte.is_ascii() {
            out.push(byte);
        } else {
            out.extend_from_slice(escape(byte).as_bytes());
        }
    }
}

/// Appends `text` with each run of escapes that is the UTF-8 of a character
/// `allowed` holds decoded to that character (§3.2, steps 2 to 5). Escapes of
/// ASCII (reserved or not), of bytes that are not valid UTF-8, of characters
/// the component does not allow, and of bidirectional formatting characters
/// (§4.1) stay exactly as written.
pub(crate) fn push_decoded(out: &mut Vec<u8>, text: &str, allowed: NonAscii) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let Some(lead) = escaped_byte(bytes, i) else {
            out.push(bytes[i]);
            i += 1;
            continue;
        };
        let len = match utf8_len(lead) {
            Some(len) if len > 1 => len,
            _ => 0,
        };
        let mut utf8 = [lead, 0, 0, 0];
        let complete = len > 0
            && (1..len).all(|k| match escaped_byte(bytes, i + 3 * k) {
                Some(byte) => {
                    utf8[k] = byte;
                    true
                }
                None => false,
            });
        let decoded = complete
            .then(|| core::str::from_utf8(&utf8[..len]).ok())
            .flatten()
            .and_then(|s| s.chars().next().map(|c| (s, u32::from(c))));
        match decoded {
            Some((character, c)) if allows(allowed, c) && !is_bidi_format(c) => {
                out.extend_from_slice(character.as_bytes());
                i += 3 * len;
            }
            _ => {
                out.extend_from_slice(&bytes[i..i + 3]);
                i += 3;
            }
        }
    }
}

/// [`rewrite`] with a `write` that cannot fail.
pub(crate) fn rewrite_spans(
    text: &str,
    offsets: Offsets,
    mut write: impl FnMut(&mut Vec<u8>, &str, NonAscii),
) -> (String, Offsets) {
    let written: Result<_, core::convert::Infallible> =
        rewrite(text, offsets, |out, text, span| {
            write(out, text, span.allowed());
            Ok(())
        });
    match written {
        Ok(result) => result,
    }
}

/// The URI of an IRI's text and offsets (§3.1).
fn encode(text: &str, offsets: Offsets) -> (String, Offsets) {
    rewrite_spans(text, offsets, |out, span, _| push_encoded(out, span))
}

/// The IRI of a URI's text and offsets (§3.2); normalization (`ops/iri.rs`)
/// ends with it.
pub(crate) fn decode(text: &str, offsets: Offsets) -> (String, Offsets) {
    rewrite_spans(text, offsets, push_decoded)
}

#[cfg(feature = "alloc")]
impl Iri<'_> {
    /// The URI this IRI maps to ([RFC 3987 §3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1)): every non-ASCII character
    /// replaced by the percent-encoding of its UTF-8, in upper-case hex; nothing
    /// else changes (existing escapes, case, dot segments stay as written).
    ///
    /// The host name is encoded the same way; RFC 3987 also allows its IDNA
    /// A-labels instead, which `to_uri_idna` gives (feature
    /// `idna`).
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::Iri::parse("http://example.com/r\u{e9}sum\u{e9}?q=%e9t\u{e9}")?;
    /// assert_eq!(iri.to_uri(), "http://example.com/r%C3%A9sum%C3%A9?q=%e9t%C3%A9");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> UriBuf {
        let (text, offsets) = encode(self.as_str(), self.offsets());
        UriBuf::from_parts(text, offsets)
    }
}

#[cfg(feature = "alloc")]
impl IriRef<'_> {
    /// The URI reference this IRI reference maps to; see [`Iri::to_uri`].
    ///
    /// # Examples
    ///
    /// ```
    /// let reference = uri::IriRef::parse("../b\u{fc}cher#kapitel-\u{e4}")?;
    /// assert_eq!(reference.to_uri_ref(), "../b%C3%BCcher#kapitel-%C3%A4");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_uri_ref(&self) -> UriRefBuf {
        let (text, offsets) = encode(self.as_str(), self.offsets());
        UriRefBuf::from_parts(text, offsets)
    }
}

#[cfg(feature = "alloc")]
impl Uri<'_> {
    /// The IRI this URI maps to ([RFC 3987 §3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2)), for display: each run of
    /// escapes that is the UTF-8 of a character the component allows in an IRI
    /// (`ucschar`, and `iprivate` in the query) becomes that character.
    ///
    /// What stays encoded, exactly as written: escapes of ASCII characters
    /// (reserved or not: decoding `%2F` would change the meaning, and decoding
    /// unreserved ones is normalization's work), bytes that are not valid UTF-8,
    /// characters the component does not allow (a private-use character outside
    /// the query, a noncharacter), and the bidirectional formatting characters
    /// ([RFC 3987 §4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1); also the isolates U+2066–2069). So
    /// `iri.to_uri().to_iri()` gives `iri` back whenever `iri` held no escapes
    /// and no bidirectional formatting characters.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::Uri::parse("http://example.com/r%C3%A9sum%c3%a9/a%2Fb%41?x=%FF")?;
    /// assert_eq!(uri.to_iri(), "http://example.com/r\u{e9}sum\u{e9}/a%2Fb%41?x=%FF");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_iri(&self) -> IriBuf {
        let (text, offsets) = decode(self.as_str(), self.offsets());
        IriBuf::from_parts(text, offsets)
    }
}

#[cfg(feature = "alloc")]
impl UriRef<'_> {
    /// The IRI reference this URI reference maps to; see [`Uri::to_iri`].
    ///
    /// # Examples
    ///
    /// ```
    /// let reference = uri::UriRef::parse("/%E6%97%A5%E6%9C%AC?%EE%80%80#%EE%80%80")?;
    /// // A private-use character is decoded in the query only.
    /// assert_eq!(reference.to_iri_ref(), "/\u{65e5}\u{672c}?\u{e000}#%EE%80%80");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn to_iri_ref(&self) -> IriRefBuf {
        let (text, offsets) = decode(self.as_str(), self.offsets());
        IriRefBuf::from_parts(text, offsets)
    }
}

/// The mappings of the owned types, as their borrowed views give them.
macro_rules! owned_mapping {
    ($owned:ident, $as_borrowed:ident, $method:ident, $result:ty) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            #[doc = concat!("See [`", stringify!($as_borrowed), "`](Self::", stringify!($as_borrowed), ") and its `", stringify!($method), "`.")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let value = uri::", stringify!($owned), "::parse(\"s:%C3%A4/a\")?;")]
            #[doc = concat!("assert_eq!(value.", stringify!($method), "(), value.", stringify!($as_borrowed), "().", stringify!($method), "());")]
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            #[must_use]
            pub fn $method(&self) -> $result {
                self.$as_borrowed().$method()
            }
        }
    };
}

owned_mapping!(IriBuf, as_iri, to_uri, UriBuf);
owned_mapping!(IriRefBuf, as_iri_ref, to_uri_ref, UriRefBuf);
owned_mapping!(UriBuf, as_uri, to_iri, IriBuf);
owned_mapping!(UriRefBuf, as_uri_ref, to_iri_ref, IriRefBuf);

#[cfg(feature = "idna")]
mod idna_host {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::{Span, push_encoded, rewrite};
    use crate::parse::offsets::Offsets;
    use crate::value::iri::Iri;
    use crate::value::iri_ref::IriRef;
    use crate::value::owned::{UriBuf, UriRefBuf};
    use crate::value::reach::{HostError, reach_name};

    /// §3.1 with the host name, when it holds non-ASCII characters, as the
    /// host it reaches ([`Host::reach`](crate::Host::reach)): IDNA A-labels, or
    /// the IPv4 address that `１２７.0.0.1` maps to. A name that maps to a
    /// delimiter or to nothing is refused, so the text and its accessors agree.
    fn encode_idna(text: &str, offsets: Offsets) -> Result<(String, Offsets), HostError> {
        rewrite(text, offsets, |out: &mut Vec<u8>, text, span| {
            if span == Span::Host && !text.is_ascii() {
                out.extend_from_slice(reach_name(text)?.to_string().as_bytes());
            } else {
                push_encoded(out, text);
            }
            Ok(())
        })
    }

    #[cfg(feature = "idna")]
    impl Iri<'_> {
        /// As [`to_uri`](Self::to_uri), but a host name that holds non-ASCII
        /// characters becomes the host it reaches ([`Host::reach`](crate::Host::reach)):
        /// its IDNA A-labels, which
        /// [RFC 3987 §3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1) allows and DNS needs, or the
        /// IPv4 address it maps to. An ASCII host stays as written.
        ///
        /// # Errors
        ///
        /// [`HostError`] when the host name is not one host: UTS #46 refuses it,
        /// or it maps to a delimiter (`evil.example／.good.example`), `%`, an
        /// empty label or nothing.
        ///
        /// # Examples
        ///
        /// ```
        /// let iri = uri::Iri::parse("http://b\u{fc}cher.example/b\u{fc}cher")?;
        /// assert_eq!(iri.to_uri_idna()?, "http://xn--bcher-kva.example/b%C3%BCcher");
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        pub fn to_uri_idna(&self) -> Result<UriBuf, HostError> {
            let (text, offsets) = encode_idna(self.as_str(), self.offsets())?;
            Ok(UriBuf::from_parts(text, offsets))
        }
    }

    #[cfg(feature = "idna")]
    impl IriRef<'_> {
        /// As [`to_uri_ref`](Self::to_uri_ref), with the host name as IDNA
        /// A-labels; see [`Iri::to_uri_idna`].
        ///
        /// # Errors
        ///
        /// [`HostError`] as for [`Iri::to_uri_idna`].
        ///
        /// # Examples
        ///
        /// ```
        /// let reference = uri::IriRef::parse("//\u{4f8b}\u{3048}.jp/")?;
        /// assert_eq!(reference.to_uri_ref_idna()?, "//xn--r8jz45g.jp/");
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        pub fn to_uri_ref_idna(&self) -> Result<UriRefBuf, HostError> {
            let (text, offsets) = encode_idna(self.as_str(), self.offsets())?;
            Ok(UriRefBuf::from_parts(text, offsets))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::value::iri::Iri;
    use crate::value::iri_ref::IriRef;
    use crate::value::uri_ref::UriRef;

    /// The result re-parses to the offsets counted while rewriting.
    fn to_uri(text: &str) -> String {
        let uri = IriRef::parse(text).unwrap().to_uri_ref();
        let reparsed = UriRef::parse(uri.as_str()).unwrap();
        assert_eq!(reparsed.offsets(), uri.as_uri_ref().offsets(), "{text}");
        uri.into_string()
    }

    fn to_iri(text: &str) -> String {
        let iri = UriRef::parse(text).unwrap().to_iri_ref();
        let reparsed = IriRef::parse(iri.as_str()).unwrap();
        assert_eq!(reparsed.offsets(), iri.as_iri_ref().offsets(), "{text}");
        iri.into_string()
    }

    #[test]
    fn every_component_is_encoded() {
        assert_eq!(
            to_uri("s://\u{e4}:\u{f6}@h\u{fc}st:8/p\u{e4}th?q\u{e4}\u{e000}#f\u{e4}"),
            "s://%C3%A4:%C3%B6@h%C3%BCst:8/p%C3%A4th?q%C3%A4%EE%80%80#f%C3%A4"
        );
        assert_eq!(to_uri("\u{10000}/\u{dfffd}"), "%F0%90%80%80/%F3%9F%BF%BD");
        assert_eq!(to_uri("?\u{10fffd}"), "?%F4%8F%BF%BD");
        // Nothing else changes: existing escapes keep their case, dots stay.
        assert_eq!(
            to_uri("HTTP://H/./%c3%a9/../\u{e9}"),
            "HTTP://H/./%c3%a9/../%C3%A9"
        );
        assert_eq!(to_uri(""), "");
    }

    #[test]
    fn decoding_keeps_what_must_stay_encoded() {
        // ASCII, reserved or not.
        assert_eq!(to_iri("/%2F%41%25"), "/%2F%41%25");
        // Not UTF-8: a lone continuation byte, an overlong form, a surrogate,
        // a truncated sequence, a code point past U+10FFFF.
        assert_eq!(to_iri("/%80%C0%AF%ED%A0%80"), "/%80%C0%AF%ED%A0%80");
        assert_eq!(to_iri("/%C3"), "/%C3");
        assert_eq!(to_iri("/%C3%41"), "/%C3%41");
        assert_eq!(to_iri("/%F4%90%80%80"), "/%F4%90%80%80");
        // Not ucschar: C1 controls, noncharacters, tags.
        assert_eq!(
            to_iri("/%C2%80%EF%BF%BE%EF%B7%90%F3%A0%80%81"),
            "/%C2%80%EF%BF%BE%EF%B7%90%F3%A0%80%81"
        );
        // Bidi formatting characters.
        assert_eq!(
            to_iri("/%E2%80%8E%E2%80%AE%E2%81%A6"),
            "/%E2%80%8E%E2%80%AE%E2%81%A6"
        );
        // Private use: in the query only.
        assert_eq!(
            to_iri("/%EE%80%80?%EE%80%80#%EE%80%80"),
            "/%EE%80%80?\u{e000}#%EE%80%80"
        );
        // A decodable run next to ones that stay, in either case of hex.
        assert_eq!(to_iri("/%41%c3%a9%FF%C3%A9"), "/%41\u{e9}%FF\u{e9}");
    }

    #[test]
    fn decoding_in_every_component() {
        assert_eq!(
            to_iri("s://%C3%A4@%C3%BC:1/%C3%A4?%C3%A4#%C3%A4"),
            "s://\u{e4}@\u{fc}:1/\u{e4}?\u{e4}#\u{e4}"
        );
    }

    #[test]
    fn round_trip() {
        for text in [
            "http://\u{4f8b}\u{3048}.jp/\u{5f15}\u{304d}?\u{e000}=\u{10fffd}#\u{1f600}",
            "../\u{fc}ber/\u{fc}ber",
            "//u\u{e4}:p\u{e4}@h/",
        ] {
            let iri = IriRef::parse(text).unwrap();
            assert_eq!(iri.to_uri_ref().as_uri_ref().to_iri_ref(), text);
        }
        let iri = Iri::parse("x:\u{202e}").unwrap();
        assert_eq!(
            iri.to_uri().to_iri(),
            "x:%E2%80%AE",
            "bidi controls stay encoded"
        );
    }
}
