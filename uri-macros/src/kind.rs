//! Which of the five macros was called, and every name that follows from it.
//!
//! The `macro_rules!` wrappers of the facade name the kind with one word
//! (`uri`, `uri_ref`, …); the same word is the macro's name and the hidden
//! constructor of `uri::__private` that builds its value, so one table of
//! words serves the input, the messages and the expansion.

use uri_core::__private::{iri_offsets, offsets};
use uri_core::{Iri, IriRef, ParseError, Uri, UriRef};

/// Which macro was called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `uri!`: the literal must be a `URI`.
    Uri,
    /// `uri_ref!`: the literal must be a `URI-reference`.
    UriRef,
    /// `uri_template!`: the literal must be a `URI-Template` (RFC 6570).
    Template,
    /// `iri!`: the literal must be an `IRI` (RFC 3987).
    Iri,
    /// `iri_ref!`: the literal must be an `IRI-reference`.
    IriRef,
}

impl Kind {
    const ALL: [Self; 5] = [
        Self::Uri,
        Self::UriRef,
        Self::Template,
        Self::Iri,
        Self::IriRef,
    ];

    /// The kind the wrapper names with `word`.
    pub(crate) fn from_word(word: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.word() == word)
    }

    /// The kind of a template's expansions, `uri!`'s or `uri_ref!`'s: a URI
    /// when its text starts with a scheme, a reference otherwise.
    #[cfg(feature = "derive")]
    pub(crate) fn of_template(text: &str) -> Self {
        let head = &text[..text.find(['{', '/', '?', '#']).unwrap_or(text.len())];
        match head.find(':') {
            Some(colon)
                if colon > 0
                    && head.as_bytes()[0].is_ascii_alphabetic()
                    && head[..colon]
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')) =>
            {
                Self::Uri
            }
            _ => Self::UriRef,
        }
    }

    /// The wrapper's word for the kind, which is also the constructor of
    /// `uri::__private` that makes its value from a text and its offsets.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Self::Uri => "uri",
            Self::UriRef => "uri_ref",
            Self::Template => "uri_template",
            Self::Iri => "iri",
            Self::IriRef => "iri_ref",
        }
    }

    /// The macro's name as the user wrote it.
    pub(crate) fn macro_name(self) -> &'static str {
        match self {
            Self::Uri => "uri!",
            Self::UriRef => "uri_ref!",
            Self::Template => "uri_template!",
            Self::Iri => "iri!",
            Self::IriRef => "iri_ref!",
        }
    }

    /// The type the macro makes, as the facade names it.
    pub(crate) fn type_name(self) -> &'static str {
        match self {
            Self::Uri => "Uri",
            Self::UriRef => "UriRef",
            Self::Template => "UriTemplate",
            Self::Iri => "Iri",
            Self::IriRef => "IriRef",
        }
    }

    /// The grammar the kind's URIs are read with: a template's expansions are
    /// URI references.
    pub(crate) fn grammar(self) -> Self {
        match self {
            Self::Template => Self::UriRef,
            other => other,
        }
    }

    /// The macro for a relative reference of the same character set, which a
    /// message suggests when the scheme is missing or comes from a value.
    pub(crate) fn reference(self) -> Self {
        match self {
            Self::Iri | Self::IriRef => Self::IriRef,
            _ => Self::UriRef,
        }
    }

    /// The IRI macro of the same shape, for a URI macro: a message suggests it
    /// when a non-ASCII character stops the URI grammar.
    pub(crate) fn iri(self) -> Option<Self> {
        match self {
            Self::Uri => Some(Self::Iri),
            Self::UriRef => Some(Self::IriRef),
            _ => None,
        }
    }

    /// The offsets of `text` read with the kind's [`grammar`](Self::grammar).
    pub(crate) fn parse(self, text: &str) -> Result<[u32; 6], ParseError> {
        match self.grammar() {
            Self::Uri => Uri::parse(text).map(|uri| offsets(uri.as_uri_ref())),
            Self::Iri => Iri::parse(text).map(|iri| iri_offsets(iri.as_iri_ref())),
            Self::IriRef => IriRef::parse(text).map(iri_offsets),
            Self::UriRef | Self::Template => UriRef::parse(text).map(offsets),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Kind;

    #[test]
    fn every_word_names_its_kind() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_word(kind.word()), Some(kind));
            assert_eq!(kind.macro_name(), format!("{}!", kind.word()));
        }
        assert_eq!(Kind::from_word("other"), None);
    }
}
