//! The bidirectional text rules for IRIs ([RFC 3987 §4](https://www.rfc-editor.org/rfc/rfc3987#section-4)), checked apart from
//! parsing.
//!
//! Why apart: the grammar admits the bidi formatting characters (they are
//! `ucschar`), and every strict peer parser accepts them, so refusing them in
//! `Iri::parse` would make valid-by-grammar text fail there and only there. Their
//! danger is in display, where they reorder what a reader sees; this check is
//! what to call before showing an IRI, and error messages escape them anyway.

use core::fmt;

use unicode_bidi::{BidiClass, bidi_class};

use crate::parse::table::{RESERVED, is};
use crate::parse::ucs::is_bidi_format;
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;

/// Which rule of [RFC 3987 §4](https://www.rfc-editor.org/rfc/rfc3987#section-4) an IRI breaks; see [`BidiError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BidiErrorKind {
    /// A bidirectional formatting character (LRM, RLM, LRE, RLE, PDF, LRO, RLO,
    /// or one of the isolates LRI, RLI, FSI, PDI), which §4.1 forbids.
    FormattingCharacter,
    /// A component that holds both right-to-left and left-to-right letters
    /// (§4.2: it should not).
    MixedDirections,
    /// A component with right-to-left letters that does not start, or does not
    /// end, with one (§4.2: it should).
    RightToLeftEdge,
}

/// An IRI that breaks a bidi rule: where, and which rule.
///
/// # Examples
///
/// ```
/// use uri::error::BidiErrorKind;
/// use uri::Iri;
///
/// let error = Iri::parse("http://example.com/a\u{202e}b").unwrap().check_bidi().unwrap_err();
/// assert_eq!((error.index(), error.kind()), (20, BidiErrorKind::FormattingCharacter));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BidiError {
    index: usize,
    kind: BidiErrorKind,
}

impl BidiError {
    /// The byte index of the offending character, or of the start of the
    /// offending component.
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::Iri::parse("http://example.com/abc\u{5d0}").unwrap();
    /// assert_eq!(iri.check_bidi().unwrap_err().index(), 19);
    /// ```
    pub fn index(&self) -> usize {
        self.index
    }

    /// Which rule is broken.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BidiErrorKind;
    /// use uri::Iri;
    ///
    /// let iri = Iri::parse("http://example.com/\u{5d0}\u{5d1}1").unwrap();
    /// assert_eq!(iri.check_bidi().unwrap_err().kind(), BidiErrorKind::RightToLeftEdge);
    /// ```
    pub fn kind(&self) -> BidiErrorKind {
        self.kind
    }
}

impl fmt::Display for BidiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rule = match self.kind {
            BidiErrorKind::FormattingCharacter => {
                "a bidirectional formatting character, which IRIs must not contain (RFC 3987 §4.1)"
            }
            BidiErrorKind::MixedDirections => {
                "a component with both right-to-left and left-to-right letters (RFC 3987 §4.2)"
            }
            BidiErrorKind::RightToLeftEdge => {
                "a component with right-to-left letters that does not start and end with one (RFC 3987 §4.2)"
            }
        };
        write!(f, "{rule} at index {}", self.index)
    }
}

impl core::error::Error for BidiError {}

/// The direction of a strong character, or `None` for a weak or neutral one
/// (digits, marks, punctuation).
fn direction(c: char) -> Option<bool> {
    match bidi_class(c) {
        BidiClass::R | BidiClass::AL => Some(true),
        BidiClass::L => Some(false),
        _ => None,
    }
}

/// Whether `byte` delimits the components the rules of §4.2 apply to: the
/// generic and sub-delimiters of RFC 3986, and `.` between host labels.
fn delimits(byte: u8) -> bool {
    byte == b'.' || is(byte, RESERVED)
}

/// Checks `text` against §4.1 and §4.2.
fn check(text: &str) -> Result<(), BidiError> {
    if let Some((index, _)) = text
        .char_indices()
        .find(|&(_, c)| is_bidi_format(u32::from(c)))
    {
        return Err(BidiError {
            index,
            kind: BidiErrorKind::FormattingCharacter,
        });
    }
    let mut start = 0;
    for piece in text.split(|c: char| c.is_ascii() && delimits(c as u8)) {
        check_component(piece, start)?;
        start += piece.len() + 1;
    }
    Ok(())
}

fn check_component(piece: &str, start: usize) -> Result<(), BidiError> {
    if piece.is_ascii() {
        return Ok(());
    }
    let (mut rtl, mut ltr) = (false, false);
    for c in piece.chars() {
        match direction(c) {
            Some(true) => rtl = true,
            Some(false) => ltr = true,
            None => {}
        }
    }
    let error = |kind| Err(BidiError { index: start, kind });
    if rtl && ltr {
        return error(BidiErrorKind::MixedDirections);
    }
    let first = piece.chars().next().and_then(direction);
    let last = piece.chars().next_back().and_then(direction);
    if rtl && (first != Some(true) || last != Some(true)) {
        return error(BidiErrorKind::RightToLeftEdge);
    }
    Ok(())
}

#[cfg(feature = "bidi")]
impl Iri<'_> {
    /// Checks the bidirectional text rules of [RFC 3987 §4](https://www.rfc-editor.org/rfc/rfc3987#section-4) (feature `bidi`):
    /// no bidi formatting character anywhere (§4.1, and the isolates Unicode
    /// added since); and in each component between delimiters (`/`, `?`, `.`,
    /// `=`, …), no mix of right-to-left and left-to-right letters, and
    /// right-to-left letters only with one at each end (§4.2). Digits,
    /// punctuation and marks count for neither direction.
    ///
    /// [`Iri::parse`] accepts what the grammar accepts, these characters
    /// included; call this before displaying an IRI to a person.
    ///
    /// # Errors
    ///
    /// The first [`BidiError`] found.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Iri;
    ///
    /// assert!(Iri::parse("http://example.com/\u{5e2}\u{5d1}\u{5e8}\u{5d9}\u{5ea}/page").unwrap().check_bidi().is_ok());
    /// assert!(Iri::parse("http://example.com/\u{5e2}\u{5d1}page").unwrap().check_bidi().is_err());
    /// ```
    pub fn check_bidi(&self) -> Result<(), BidiError> {
        check(self.as_str())
    }
}

#[cfg(feature = "bidi")]
impl IriRef<'_> {
    /// See [`Iri::check_bidi`].
    ///
    /// # Errors
    ///
    /// The first [`BidiError`] found.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriRef;
    ///
    /// assert!(IriRef::parse("\u{627}\u{644}\u{639}\u{631}\u{628}\u{64a}\u{629}?q=1").unwrap().check_bidi().is_ok());
    /// assert!(IriRef::parse("\u{200f}x").unwrap().check_bidi().is_err());
    /// ```
    pub fn check_bidi(&self) -> Result<(), BidiError> {
        check(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::{BidiErrorKind, check};

    fn kind(text: &str) -> Option<(usize, BidiErrorKind)> {
        check(text).err().map(|error| (error.index(), error.kind()))
    }

    #[test]
    fn every_formatting_character() {
        for c in [
            '\u{200e}', '\u{200f}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}',
            '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert_eq!(
                kind(&format!("s:/a{c}")),
                Some((4, BidiErrorKind::FormattingCharacter))
            );
        }
        // Just outside the ranges.
        for c in [
            '\u{200d}', '\u{2010}', '\u{2029}', '\u{202f}', '\u{2065}', '\u{206a}',
        ] {
            assert_eq!(kind(&format!("s:/a{c}")), None, "{c:?}");
        }
    }

    #[test]
    fn components_of_one_direction() {
        // RFC 3987 §4.4's examples, in Hebrew letters.
        assert_eq!(
            kind("http://\u{5d0}\u{5d1}\u{5d2}.example/\u{5d3}\u{5d4}\u{5d5}"),
            None
        );
        assert_eq!(
            kind("http://ab.\u{5d0}\u{5d1}.cd/1\u{5d0}1"),
            Some((18, BidiErrorKind::RightToLeftEdge))
        );
        assert_eq!(kind("s:\u{5d0}1\u{5d1}"), None, "a digit inside is fine");
        assert_eq!(
            kind("s:\u{5d0}a"),
            Some((2, BidiErrorKind::MixedDirections))
        );
        assert_eq!(kind("s:x/\u{627}\u{644}?\u{627}=\u{644}"), None);
        assert_eq!(
            kind("s:\u{5d0}\u{5b0}"),
            Some((2, BidiErrorKind::RightToLeftEdge)),
            "ends with a mark"
        );
        assert_eq!(
            kind("s:caf\u{e9}/\u{4e2d}\u{6587}"),
            None,
            "left-to-right only"
        );
    }
}
