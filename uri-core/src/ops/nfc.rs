//! Character normalization of IRIs: Unicode NFC ([RFC 3987 §5.3.2.2](https://www.rfc-editor.org/rfc/rfc3987#section-5.3.2.2)), with
//! the `unicode-normalization` crate (feature `nfc`).

use unicode_normalization::UnicodeNormalization;

use crate::ops::iri_mapping::rewrite_spans;
use crate::parse::offsets::Offsets;
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::owned::{IriBuf, IriRefBuf};

/// NFC applied to each span between the offsets on its own, so no delimiter can
/// combine with a mark that follows it and the offsets are counted, not parsed.
fn nfc(text: &str, offsets: Offsets) -> (alloc::string::String, Offsets) {
    rewrite_spans(text, offsets, |out, span, _| {
        if span.is_ascii() {
            out.extend_from_slice(span.as_bytes());
        } else {
            let mut buffer = [0; 4];
            for c in span.nfc() {
                out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            }
        }
    })
}

#[cfg(feature = "nfc")]
impl Iri<'_> {
    /// [`normalize`](Self::normalize), then Unicode Normalization Form C
    /// (feature `nfc`), as RFC 3987 §5.3.2.2 recommends: `e` followed by a
    /// combining acute accent and the precomposed `é` become one. Each component
    /// is normalized on its own.
    ///
    /// NFC maps `ucschar` to `ucschar`, so the result is still an IRI.
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::Iri::parse("http://example.com/cafe\u{301}")?;
    /// assert_eq!(iri.normalize_nfc(), "http://example.com/caf\u{e9}");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_nfc(&self) -> IriBuf {
        let normal = self.normalize();
        let (text, offsets) = nfc(normal.as_str(), normal.as_iri().offsets());
        IriBuf::from_parts(text, offsets)
    }
}

#[cfg(feature = "nfc")]
impl IriRef<'_> {
    /// See [`Iri::normalize_nfc`].
    ///
    /// # Examples
    ///
    /// ```
    /// let reference = uri::IriRef::parse("%E2%84%AB?A\u{30a}")?;
    /// assert_eq!(reference.normalize_nfc(), "\u{c5}?\u{c5}");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize_nfc(&self) -> IriRefBuf {
        let normal = self.normalize();
        let (text, offsets) = nfc(normal.as_str(), normal.as_iri_ref().offsets());
        IriRefBuf::from_parts(text, offsets)
    }
}

#[cfg(test)]
mod tests {
    use crate::value::iri_ref::IriRef;

    #[test]
    fn nfc_per_component_reparses_to_its_offsets() {
        for (text, expected) in [
            (
                "a\u{301}/o\u{308}?u\u{308}#e\u{301}",
                "\u{e1}/\u{f6}?\u{fc}#\u{e9}",
            ),
            ("//\u{212b}ngstr\u{f6}m/", "//\u{c5}ngstr\u{f6}m/"),
            ("?a=\u{338}b", "?a\u{2260}b"),
            ("/\u{338}x", "/\u{338}x"),
        ] {
            let normal = IriRef::parse(text).unwrap().normalize_nfc();
            assert_eq!(normal, expected, "{text}");
            let reparsed = IriRef::parse(normal.as_str()).unwrap();
            assert_eq!(reparsed.offsets(), normal.as_iri_ref().offsets());
        }
    }
}
