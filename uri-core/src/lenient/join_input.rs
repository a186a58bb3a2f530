//! The two inputs of the lenient join, as a browser reads them: the href once
//! its surrounding C0 controls and spaces and its tabs and newlines are gone
//! (the WHATWG URL Standard's basic URL parser, before its state machine), with
//! the way back to the href's own byte offsets; and the components of the base.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::error::secret::is_tab_or_newline;
use crate::lenient::repair::{Repair, RepairKind};
use crate::value::uri_ref::UriRef;

/// The href after the removals, and where each of its bytes was in the href.
pub(crate) struct Href<'a> {
    /// The href as given: repairs quote it and count in it.
    pub(crate) original: &'a str,
    /// The text the state machine reads.
    pub(crate) text: Cow<'a, str>,
    /// The href offset of `text`'s first byte, when nothing was removed inside.
    start: usize,
    /// The href offset just past the text (where trailing blanks start).
    end: usize,
    /// The href offset of each byte of `text`, when tabs or newlines were
    /// removed inside it; empty otherwise, which is the common case and costs
    /// no allocation.
    map: Vec<usize>,
    /// Whether this is the base's text, whose repairs say so.
    base: bool,
}

/// The C0 controls and space that WHATWG trims from both ends of an href.
const fn is_blank(byte: u8) -> bool {
    byte <= b' '
}

impl<'a> Href<'a> {
    /// Reads `original`, noting each removal in `repairs`.
    pub(crate) fn new(original: &'a str, repairs: &mut Vec<Repair>) -> Self {
        let bytes = original.as_bytes();
        let start = bytes
            .iter()
            .position(|&b| !is_blank(b))
            .unwrap_or(bytes.len());
        let end = bytes[start..]
            .iter()
            .rposition(|&b| !is_blank(b))
            .map_or(start, |last| start + last + 1);
        if start > 0 {
            repairs.push(Repair::new(
                original,
                0..start,
                RepairKind::TrimmedWhitespace,
            ));
        }
        let inner = &original[start..end];
        let mut href = Self {
            original,
            text: Cow::Borrowed(inner),
            start,
            end,
            map: Vec::new(),
            base: false,
        };
        if inner.bytes().any(is_tab_or_newline) {
            let mut text = String::with_capacity(inner.len());
            for (at, c) in inner.char_indices() {
                let at = start + at;
                if c.is_ascii() && is_tab_or_newline(c as u8) {
                    repairs.push(Repair::new(
                        original,
                        at..at + 1,
                        RepairKind::RemovedTabOrNewline,
                    ));
                } else {
                    text.push(c);
                    href.map.extend(at..at + c.len_utf8());
                }
            }
            href.text = Cow::Owned(text);
        }
        if end < original.len() {
            repairs.push(Repair::new(
                original,
                end..original.len(),
                RepairKind::TrimmedWhitespace,
            ));
        }
        href
    }

    /// The text of a base, valid by RFC 3986 and so without blanks, tabs or
    /// newlines to remove: what repairs of the base quote.
    pub(crate) fn of_base(text: &'a str) -> Self {
        Self {
            original: text,
            text: Cow::Borrowed(text),
            start: 0,
            end: text.len(),
            map: Vec::new(),
            base: true,
        }
    }

    /// The bytes of the text.
    pub(crate) fn bytes(&self) -> &[u8] {
        self.text.as_bytes()
    }

    /// The byte at `i`, if there is one.
    pub(crate) fn at(&self, i: usize) -> Option<u8> {
        self.text.as_bytes().get(i).copied()
    }

    /// The href offset of the text's byte `i` (its end for `i == len`).
    pub(crate) fn origin(&self, i: usize) -> usize {
        if self.map.is_empty() {
            (self.start + i).min(self.end)
        } else {
            self.map.get(i).copied().unwrap_or(self.end)
        }
    }

    /// The href range of the text's bytes `from..to`.
    pub(crate) fn span(&self, from: usize, to: usize) -> Range<usize> {
        if to <= from {
            let at = self.origin(from);
            return at..at;
        }
        self.origin(from)..self.origin(to - 1) + 1
    }

    /// A repair of the text's bytes `from..to`.
    pub(crate) fn repair(&self, from: usize, to: usize, kind: RepairKind) -> Repair {
        let repair = Repair::new(self.original, self.span(from, to), kind);
        if self.base { repair.of_base() } else { repair }
    }
}

/// How the WHATWG URL Standard treats a scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SchemeKind {
    /// `http`, `https`, `ws`, `wss`, `ftp`: a host that is a domain or an
    /// address, `\` read as `/`, the default port left out.
    Special { default_port: u16 },
    /// `file`: special, with a host of its own kind and drive letters.
    File,
    /// Every other scheme: an opaque host, and `\` is data.
    Other,
}

impl SchemeKind {
    /// The kind of `scheme`, in any case.
    pub(crate) fn of(scheme: &str) -> Self {
        let is = |name: &str| scheme.eq_ignore_ascii_case(name);
        if is("http") || is("ws") {
            Self::Special { default_port: 80 }
        } else if is("https") || is("wss") {
            Self::Special { default_port: 443 }
        } else if is("ftp") {
            Self::Special { default_port: 21 }
        } else if is("file") {
            Self::File
        } else {
            Self::Other
        }
    }

    /// Whether `\` is `/` and the host a domain or an address.
    pub(crate) const fn is_special(self) -> bool {
        !matches!(self, Self::Other)
    }

    /// The port left out when it is this one.
    pub(crate) const fn default_port(self) -> Option<u16> {
        match self {
            Self::Special { default_port } => Some(default_port),
            Self::File | Self::Other => None,
        }
    }
}

/// The authority of a base.
#[derive(Clone, Copy)]
pub(crate) struct Authority<'a> {
    pub(crate) userinfo: Option<&'a str>,
    pub(crate) host: &'a str,
    pub(crate) port: Option<&'a str>,
}

/// The components of a base, by RFC 3986 (its fragment plays no part).
#[derive(Clone, Copy)]
pub(crate) struct Base<'a> {
    /// The whole text.
    pub(crate) text: &'a str,
    pub(crate) scheme: &'a str,
    pub(crate) kind: SchemeKind,
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
}

impl<'a> Base<'a> {
    /// The components of a URI or IRI (its text and offsets read as a URI
    /// reference, as the IRI operations do).
    pub(crate) fn new(base: UriRef<'a>) -> Self {
        let scheme = base.scheme().unwrap_or("");
        Self {
            text: base.as_str(),
            scheme,
            kind: SchemeKind::of(scheme),
            authority: base.host_str().map(|host| Authority {
                userinfo: base.userinfo(),
                host,
                port: base.port_str(),
            }),
            path: base.path().as_str(),
            query: base.query(),
        }
    }

    /// Where `part`, a slice of the text (one of the components), starts in
    /// it.
    pub(crate) fn at(&self, part: &str) -> usize {
        (part.as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize)
    }

    /// Whether the path is opaque (no authority, and a path that does not
    /// start with `/`): under a scheme that is not special, browsers resolve
    /// only a fragment against such a base; under a special one, they refuse
    /// the base (one they read has an authority by now).
    pub(crate) fn is_opaque(&self) -> bool {
        self.authority.is_none() && !self.path.starts_with('/')
    }

    /// Whether a browser would read the base's text into other components
    /// than RFC 3986 does: a special scheme without an authority
    /// (`http:example.com`) or, but for `file`, with an empty host.
    pub(crate) fn needs_browser_reading(&self) -> bool {
        match (self.kind, self.authority) {
            (SchemeKind::Other, _) | (SchemeKind::File, Some(_)) => false,
            (_, None) => true,
            (SchemeKind::Special { .. }, Some(authority)) => authority.host.is_empty(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_lead_back_to_the_href() {
        let mut repairs = Vec::new();
        let href = Href::new(" \ta\tb\n\u{e9} ", &mut repairs);
        assert_eq!(href.text, "ab\u{e9}");
        assert_eq!(href.origin(0), 2);
        assert_eq!(href.origin(1), 4);
        assert_eq!(href.span(2, 4), 6..8);
        assert_eq!(href.origin(4), 8);
        let ranges: Vec<Range<usize>> = repairs.iter().map(Repair::range).collect();
        assert_eq!(ranges, [0..2, 3..4, 5..6, 8..9]);

        let mut repairs = Vec::new();
        let href = Href::new("  x ", &mut repairs);
        assert_eq!(
            (href.text.as_ref(), href.origin(0), href.origin(1)),
            ("x", 2, 3)
        );
        assert_eq!(href.span(1, 1), 3..3);
        let href = Href::new("   ", &mut repairs);
        assert_eq!((href.text.as_ref(), href.origin(0)), ("", 3));
    }

    #[test]
    fn kinds() {
        assert_eq!(SchemeKind::of("HTTPS").default_port(), Some(443));
        assert_eq!(SchemeKind::of("File"), SchemeKind::File);
        assert!(!SchemeKind::of("sc").is_special());
    }
}
