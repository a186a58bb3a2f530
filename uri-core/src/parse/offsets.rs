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
/// time); not meant to be built by hand. Each index has a named accessor, and
/// edits move them by an `EditedPart`, so no code outside this module and the
/// macros' boundary (`__private`) counts positions in an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offsets {
    scheme_end: u32,
    host_start: u32,
    host_end: u32,
    path_start: u32,
    path_end: u32,
    query_end: u32,
}

/// A part of the text that an edit replaces, each with its delimiter, for
/// [`Offsets::shifted`]; in the order of the text.
#[cfg(feature = "alloc")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EditedPart {
    /// The scheme and its `:` (`[0, hier)`), or the empty place before a
    /// relative reference. `host_start` and all after it move.
    Scheme,
    /// The userinfo and its `@`, up to `host_start`, which moves.
    Userinfo,
    /// The host, up to `host_end`, which moves.
    Host,
    /// The port and its `:`, up to `path_start`, which moves.
    Port,
    /// The whole authority with its `//` (`[hier, path_start)`); `path_start`
    /// moves, and the host is the editor's to place.
    Authority,
    /// The path, up to `path_end`, which moves.
    Path,
    /// The query and its `?`, up to `query_end`, which moves. (Nothing moves
    /// after the fragment, the last part.)
    Query,
}

#[cfg(feature = "alloc")]
impl EditedPart {
    const fn ends_before_host(self) -> bool {
        matches!(self, Self::Scheme | Self::Userinfo)
    }

    const fn ends_before_port(self) -> bool {
        self.ends_before_host() || matches!(self, Self::Host)
    }

    const fn ends_before_path(self) -> bool {
        self.ends_before_port() || matches!(self, Self::Port | Self::Authority)
    }

    const fn ends_before_query(self) -> bool {
        self.ends_before_path() || matches!(self, Self::Path)
    }
}

/// A byte index as an offset, saturating at `u32::MAX` (see [`Offsets::new`]).
const fn to_offset(index: usize) -> u32 {
    if index > u32::MAX as usize {
        u32::MAX
    } else {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "the index was checked against u32::MAX above"
        )]
        let offset = index as u32;
        offset
    }
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

    /// The offsets of a text, as byte indices: found by the parser, or counted
    /// by an operation (resolution, normalization, an expansion) while writing it.
    ///
    /// A text longer than `u32::MAX` bytes cannot be parsed
    /// ([`ParseErrorKind::TooLong`](crate::ParseErrorKind::TooLong)); an operation that
    /// makes one goes beyond what the type supports, and its indices saturate at
    /// `u32::MAX` instead of wrapping. Callers that can report the length check it
    /// first.
    pub(crate) const fn new(
        scheme_end: usize,
        host_start: usize,
        host_end: usize,
        path_start: usize,
        path_end: usize,
        query_end: usize,
    ) -> Self {
        Self {
            scheme_end: to_offset(scheme_end),
            host_start: to_offset(host_start),
            host_end: to_offset(host_end),
            path_start: to_offset(path_start),
            path_end: to_offset(path_end),
            query_end: to_offset(query_end),
        }
    }

    /// Where the scheme ends: the index of its `:`, or 0 without a scheme.
    pub const fn scheme_end(&self) -> usize {
        self.scheme_end as usize
    }

    /// Where the host starts, just after `//` or the userinfo's `@` (without an
    /// authority, where it would start).
    pub const fn host_start(&self) -> usize {
        self.host_start as usize
    }

    /// Where the host ends: at the port's `:`, or where the path starts.
    pub const fn host_end(&self) -> usize {
        self.host_end as usize
    }

    /// Where the path starts.
    pub const fn path_start(&self) -> usize {
        self.path_start as usize
    }

    /// Where the path ends: at the query's `?`, the fragment's `#`, or the end.
    pub const fn path_end(&self) -> usize {
        self.path_end as usize
    }

    /// Where the query ends: at the fragment's `#`, or the end (equal to
    /// [`path_end`](Self::path_end) without a query).
    pub const fn query_end(&self) -> usize {
        self.query_end as usize
    }

    /// Where the `hier-part` starts ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)): after the scheme's
    /// `:`, or at 0. An authority's `//` starts here.
    pub const fn hier_start(&self) -> usize {
        self.hier() as usize
    }

    /// The offsets after an edit that replaced `part` (with its delimiter):
    /// every offset from the end of `part` on moves by `added - removed`; the
    /// offsets before it stay. An edit of [`EditedPart::Scheme`] sets
    /// [`with_scheme_end`](Self::with_scheme_end) itself, and one of
    /// [`EditedPart::Authority`] [`with_host`](Self::with_host).
    ///
    /// The offsets that move lie after the replaced range, so each is at least
    /// `removed`. Like [`new`](Self::new), they saturate at `u32::MAX`.
    #[cfg(feature = "alloc")]
    pub(crate) const fn shifted(mut self, part: EditedPart, removed: usize, added: usize) -> Self {
        const fn shift(offset: u32, removed: usize, added: usize) -> u32 {
            to_offset(offset as usize + added - removed)
        }
        if part.ends_before_host() {
            self.host_start = shift(self.host_start, removed, added);
        }
        if part.ends_before_port() {
            self.host_end = shift(self.host_end, removed, added);
        }
        if part.ends_before_path() {
            self.path_start = shift(self.path_start, removed, added);
        }
        if part.ends_before_query() {
            self.path_end = shift(self.path_end, removed, added);
        }
        self.query_end = shift(self.query_end, removed, added);
        self
    }

    /// These offsets with the scheme ending at `scheme_end` (0: no scheme).
    #[cfg(feature = "alloc")]
    pub(crate) const fn with_scheme_end(mut self, scheme_end: usize) -> Self {
        self.scheme_end = to_offset(scheme_end);
        self
    }

    /// These offsets with the host at `start..end`.
    #[cfg(feature = "alloc")]
    pub(crate) const fn with_host(mut self, start: usize, end: usize) -> Self {
        self.host_start = to_offset(start);
        self.host_end = to_offset(end);
        self
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

    /// Whether there is a scheme.
    pub const fn has_scheme(&self) -> bool {
        self.scheme_end > 0
    }

    /// Whether there is an authority (`//` after the scheme).
    pub const fn has_authority(&self) -> bool {
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
