//! Where each component of a parsed URI reference is, as six `u32` indices.
//!
//! With `hier` the index after the scheme's `:` (0 without a scheme) and `len` the
//! input's length, the layout is:
//!
//! ```text
//! scheme     [0, scheme_end)              present iff scheme_end > 0
//! authority  [hier + 2, path_start)       present iff path_start > hier ("//" precedes it)
//! userinfo   [hier + 2, host_start - 1)   present iff host_start > hier + 2 ('@' at host_start - 1)
//! host       [host_start, host_end)       present iff the authority is
//! port       [host_end + 1, path_start)   present iff host_end < path_start (':' at host_end)
//! path       [path_start, path_end)       always present, maybe empty
//! query      [path_end + 1, query_end)    present iff query_end > path_end ('?' at path_end)
//! fragment   [query_end + 1, len)         present iff query_end < len ('#' at query_end)
//! ```
//!
//! A present component may be empty (`http://h?` has an empty query, `http://h` has
//! none: [RFC 3986 §5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3) keeps them apart). Without an authority a path cannot start
//! with `//`, so `path_start > hier` really does mean an authority is there.
//! Six `u32`s beside a `&str` keep a [`crate::Uri`] at 40 bytes on 64-bit targets.

/// The component boundaries of one parsed URI reference; see the module docs.
///
/// Produced by the parser and by the `uri!` macro (which runs the parser at compile
/// time); not meant to be built by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offsets {
    scheme_end: u32,
    host_start: u32,
    host_end: u32,
    path_start: u32,
    path_end: u32,
    query_end: u32,
}

/// `text[start..end]` in `const` code. Offsets always fall on ASCII delimiters, so
/// the char-boundary checks of `split_at` never fail for offsets the parser made.
const fn slice(text: &str, start: u32, end: u32) -> &str {
    text.split_at(end as usize).0.split_at(start as usize).1
}

impl Offsets {
    /// Rebuilds offsets from [`Offsets::to_raw`]; the `uri!` macro's expansion uses
    /// this. Offsets that did not come from parsing the same text make the accessors
    /// return wrong slices or panic; they can never cause undefined behaviour.
    pub const fn from_raw(raw: [u32; 6]) -> Self {
        let [
            scheme_end,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        ] = raw;
        Self {
            scheme_end,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        }
    }

    /// The six indices, in the order [`Offsets::from_raw`] takes them.
    pub const fn to_raw(self) -> [u32; 6] {
        [
            self.scheme_end,
            self.host_start,
            self.host_end,
            self.path_start,
            self.path_end,
            self.query_end,
        ]
    }

    /// The six indices of [`Offsets::to_raw`] as `usize`, for the operations
    /// that compose new text from them.
    #[cfg(feature = "alloc")]
    pub(crate) fn indices(self) -> [usize; 6] {
        self.to_raw().map(|offset| offset as usize)
    }

    const fn hier(&self) -> u32 {
        if self.scheme_end > 0 {
            self.scheme_end + 1
        } else {
            0
        }
    }

    pub(crate) const fn scheme<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.scheme_end > 0 {
            Some(slice(text, 0, self.scheme_end))
        } else {
            None
        }
    }

    pub(crate) const fn has_authority(&self) -> bool {
        self.path_start > self.hier()
    }

    pub(crate) const fn authority<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.has_authority() {
            Some(slice(text, self.hier() + 2, self.path_start))
        } else {
            None
        }
    }

    pub(crate) const fn userinfo<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.has_authority() && self.host_start > self.hier() + 2 {
            Some(slice(text, self.hier() + 2, self.host_start - 1))
        } else {
            None
        }
    }

    pub(crate) const fn host<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.has_authority() {
            Some(slice(text, self.host_start, self.host_end))
        } else {
            None
        }
    }

    pub(crate) const fn port<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.host_end < self.path_start {
            Some(slice(text, self.host_end + 1, self.path_start))
        } else {
            None
        }
    }

    /// The byte index where the port starts, for errors about its value.
    pub(crate) const fn port_start(&self) -> usize {
        self.host_end as usize + 1
    }

    pub(crate) const fn path<'a>(&self, text: &'a str) -> &'a str {
        slice(text, self.path_start, self.path_end)
    }

    pub(crate) const fn query<'a>(&self, text: &'a str) -> Option<&'a str> {
        if self.query_end > self.path_end {
            Some(slice(text, self.path_end + 1, self.query_end))
        } else {
            None
        }
    }

    pub(crate) const fn fragment<'a>(&self, text: &'a str) -> Option<&'a str> {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "parsed text is at most u32::MAX bytes"
        )]
        let len = text.len() as u32;
        if self.query_end < len {
            Some(slice(text, self.query_end + 1, len))
        } else {
            None
        }
    }

    /// The text without its fragment (and without the `#`).
    pub(crate) const fn without_fragment<'a>(&self, text: &'a str) -> &'a str {
        slice(text, 0, self.query_end)
    }
}
