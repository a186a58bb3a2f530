//! What the lenient entry points repair: one kind per change they make that
//! RFC 3986 would not, each described in a few words. `repair.rs` names the
//! characters of each repair.

/// What one repair of the lenient parser ([`UriRefBuf::parse_lenient`]) or of
/// the lenient join ([`Uri::join_lenient`]) did.
///
/// The parser's repairs are those the WHATWG URL Standard makes where RFC 3986
/// has a way to write the result; the join adds those a browser makes when it
/// follows a link against its page (the slashes, a same-scheme relative
/// reference, numeric IPv4 hosts, `file:` hosts and drive letters, a `:` in a
/// first segment, an opaque path's dot segments, the base as browsers read
/// it): whatever the join changes beyond RFC 3986 resolution is one of them.
/// Changes that RFC 3986 calls equivalent (the case of a scheme or host in a
/// join, a default port, dot segments) are not repairs.
///
/// [`UriRefBuf::parse_lenient`]: crate::UriRefBuf::parse_lenient
/// [`Uri::join_lenient`]: crate::Uri::join_lenient
///
/// # Examples
///
/// ```
/// use uri::UriRefBuf;
/// use uri::lenient::RepairKind;
///
/// let repaired = UriRefBuf::parse_lenient(" /a b")?;
/// let kinds: Vec<RepairKind> = repaired.repairs().iter().map(|r| r.kind()).collect();
/// assert_eq!(kinds, [RepairKind::TrimmedWhitespace, RepairKind::EncodedAscii]);
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepairKind {
    /// C0 controls and spaces before or after the URI were removed.
    TrimmedWhitespace,
    /// A tab, line feed or carriage return inside the URI was removed.
    RemovedTabOrNewline,
    /// The scheme had capitals; it was lower-cased.
    LowercasedScheme,
    /// A `\` in a special scheme's URI was read as `/`.
    BackslashAsSlash,
    /// An ASCII character was percent-encoded: one the component cannot hold,
    /// or one browsers encode (`'` in the query of a special scheme).
    EncodedAscii,
    /// A non-ASCII character was percent-encoded as its UTF-8: in a URI, any;
    /// in an IRI, one its grammar refuses there, or a bidi formatting
    /// character (U+202E and its kin), which RFC 3987 §4.1 forbids.
    EncodedNonAscii,
    /// A `%` that starts no escape was encoded as `%25`.
    EncodedPercent,
    /// A `#` inside the fragment was encoded as `%23`.
    EncodedHash,
    /// A host of Unicode text (or of other text UTS #46 maps, or
    /// percent-escapes) was converted to its A-labels (feature `idna` for
    /// Unicode text), as a URI writes a host.
    IdnaHost,
    /// Slashes beyond the two before a special scheme's host were ignored
    /// (`http:///example.com`), as browsers ignore them.
    ExtraSlashes,
    /// A special scheme's host came without its `//` (`https:example.com`);
    /// the text after the scheme was read as the host, as browsers read it.
    MissingSlashes,
    /// A reference that repeats its base's special scheme without `//`
    /// (`http:page.html` against an `http` base) was read as relative to the
    /// base, as browsers read it (RFC 3986 reads it as a URI whose path is
    /// `page.html`).
    SameSchemeRelative,
    /// A host that is an IPv4 address in a form other than the dotted quad
    /// (`0x7f.1`, `127.1`, `2130706433`, escapes) was written as the address it
    /// reaches ([`Host::reach`](crate::Host::reach)).
    NumericHost,
    /// The `|` of a `file:` drive letter (`C|`) was read as `:`.
    DriveLetterBar,
    /// A host was mapped by UTS #46 (feature `idna`) and written in Unicode, as
    /// an IRI writes a host: capitals folded, A-labels decoded
    /// (`http://B\u{dc}CHER.example` and `http://xn--bcher-kva.example` give
    /// `http://b\u{fc}cher.example`).
    UnicodeHost,
    /// A relative reference whose first segment holds a `:` but starts with no
    /// scheme (`:`, `::1`, `1:x`) was read as a path, as browsers read it;
    /// RFC 3986 refuses it (it writes the path `./::1`).
    FirstSegmentColon,
    /// A `file:` URI without `//` (`file:b`, `file:/b`), with no `file:` base
    /// to be relative to, was given the empty host, as browsers give it
    /// (`file:///b`; RFC 3986 reads no authority there).
    FileEmptyHost,
    /// The host `localhost` of a `file:` URI was dropped, as browsers drop it
    /// (`file://localhost/x` gives `file:///x`, which names the same file,
    /// RFC 8089 §2).
    FileLocalhost,
    /// A drive letter where a `file:` URI's host stands (`file://C:/x`) was
    /// read as the path's first segment (`file:///C:/x`), as browsers read it;
    /// RFC 3986 reads the host `C`.
    DriveLetterHost,
    /// A `file:` path kept its drive letter where RFC 3986 resolution removes
    /// or replaces it: under `..` (`file:///C:/..` gives `file:///C:/`), or
    /// under a path that starts with `/`, or replaces the last segment, of a
    /// reference against a base whose path starts with one (`/x` against
    /// `file:///C:/a` gives `file:///C:/x`).
    KeptDriveLetter,
    /// The `:` of an empty password was removed (`http://u:@h/` gives
    /// `http://u@h/`), as browsers remove it.
    EmptyPassword,
    /// A `.` or `..` segment of an opaque path (`sc:a/../b`, a scheme that is
    /// not special without `/` after it) was kept, as browsers keep it;
    /// RFC 3986 resolution removes it (`sc:/b`).
    OpaquePathDotSegment,
    /// The base's path ends in `..`, which browsers apply when they read the
    /// page's URL, before the reference is merged into the path: `x` against
    /// `http://h/a/..` gives `http://h/x` (RFC 3986 gives `http://h/a/x`).
    /// Found in the base only.
    BaseDotSegment,
    /// A dot segment written with `%2e` (`%2e`, `.%2E`, `%2e%2e`) was applied
    /// as browsers apply it, where RFC 3986 resolution, whose removal of dot
    /// segments (§5.2.4) takes only `.` and `..` as written, lets a later
    /// `..` remove it as a segment: `%2e/..` against `http://h/a/b` gives
    /// `http://h/` (RFC 3986 gives `http://h/a/`). Alone, such a segment is
    /// the same as `.` or `..` (§6.2.2), and no repair.
    EncodedDotSegment,
}

impl RepairKind {
    /// What the repair did, in a few words and without the characters
    /// ([`Repair`](crate::Repair)'s `Display` names them).
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::lenient::RepairKind::EncodedHash.describe(), "encoded a second `#` as `%23`");
    /// ```
    pub const fn describe(self) -> &'static str {
        match self {
            Self::TrimmedWhitespace => "removed surrounding whitespace",
            Self::RemovedTabOrNewline => "removed a tab or newline",
            Self::LowercasedScheme => "lower-cased the scheme",
            Self::BackslashAsSlash => "read `\\` as `/`",
            Self::EncodedAscii => "percent-encoded an ASCII character",
            Self::EncodedNonAscii => "percent-encoded a non-ASCII character as UTF-8",
            Self::EncodedPercent => "encoded a `%` that starts no escape as `%25`",
            Self::EncodedHash => "encoded a second `#` as `%23`",
            Self::IdnaHost => "converted the host to A-labels (IDNA)",
            Self::ExtraSlashes => "ignored extra slashes before the host",
            Self::MissingSlashes => "read the host after a scheme without `//`",
            Self::SameSchemeRelative => "read the base's own scheme as a relative reference",
            Self::NumericHost => "read a numeric host as an IPv4 address",
            Self::DriveLetterBar => "read `|` after a drive letter as `:`",
            Self::UnicodeHost => "mapped the host by UTS #46 and wrote it in Unicode (IDNA)",
            Self::FirstSegmentColon => "read a first segment that holds `:` as a path",
            Self::FileEmptyHost => "gave a `file:` URI without `//` the empty host",
            Self::FileLocalhost => "dropped the host `localhost` of a `file:` URI",
            Self::DriveLetterHost => "read a drive letter where the host stands as the path",
            Self::KeptDriveLetter => "kept the drive letter of a `file:` path",
            Self::EmptyPassword => "removed the `:` of an empty password",
            Self::OpaquePathDotSegment => "kept a dot segment of an opaque path",
            Self::BaseDotSegment => "applied the `..` that ends the base's path before the merge",
            Self::EncodedDotSegment => "applied a dot segment written with `%2e`",
        }
    }
}
