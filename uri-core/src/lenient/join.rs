//! Following a link as a browser does: [`Uri::join_lenient`] and its IRI
//! counterpart resolve a messy href against its page by the WHATWG URL
//! Standard's basic URL parser (with a base), and write the result as a strict
//! RFC 3986 URI (or RFC 3987 IRI), reporting every repair with its range in
//! the href.
//!
//! The work is split by concern: the href and the base as the machine reads
//! them (`join_input.rs`), the state machine (`join_states.rs`), hosts and
//! ports (`join_host.rs`), and the output with its percent-encoding and paths
//! (`join_write.rs`). This module holds the entry points and the one place
//! where a run's output becomes a value.

use alloc::string::String;
use alloc::vec::Vec;

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::error::secret::password_ranges;
use crate::lenient::join_input::{Base, Href, SchemeKind};
use crate::lenient::join_states::Join;
use crate::lenient::join_write::Writer;
use crate::lenient::repair::{Repair, Repaired, hide_passwords};
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
#[cfg(debug_assertions)]
use crate::parse::uri_reference::{Grammar, parse_in};
use crate::value::iri::Iri;
use crate::value::owned::{IriBuf, UriBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

#[cfg(feature = "lenient")]
impl Uri<'_> {
    /// Follows `href`, a link found on the page at this URI, as a browser
    /// does, and gives the strict URI it reaches, with every repair it took.
    ///
    /// **Which join.** Links in HTML (`href`, `src`) are written for browsers,
    /// and browsers repair them: use this for them, so that a crawler or a
    /// link checker goes where a browser goes. [`join`](Self::join) is strict
    /// RFC 3986, for references a program wrote (an API's links, a path from
    /// configuration), where a malformed one should be an error.
    ///
    /// **Schemes.** A link may name any scheme, and comes back as a valid URI
    /// of it: `javascript:alert(1)`, `mailto:a@example.com`, `data:text/html,…`,
    /// `file:///etc/passwd`. Check the result's [`scheme`](Uri::scheme) before
    /// you fetch or show it, and follow only those you mean to (`http`,
    /// `https`).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let page = Uri::parse("https://example.com/docs/intro.html")?;
    /// let link = page.join_lenient(" ../img/logo 2.png\n")?;
    /// assert_eq!(link.value(), "https://example.com/img/logo%202.png");
    /// let report: Vec<String> = link.repairs().iter().map(|r| r.to_string()).collect();
    /// assert_eq!(report, [
    ///     "removed ` ` around the reference at bytes 0..1",
    ///     "percent-encoded ` ` as `%20` at bytes 12..13",
    ///     "removed `\\n` around the reference at bytes 18..19",
    /// ]);
    ///
    /// // Backslashes are slashes: this link leaves the site, as in a browser.
    /// assert_eq!(page.join_lenient("\\\\evil.example\\x")?.value(), "https://evil.example/x");
    /// assert_eq!(page.join_lenient("http://0x7f.1/")?.value(), "http://127.0.0.1/");
    /// assert_eq!(page.join_lenient("https:///other.example")?.value(), "https://other.example/");
    /// assert!(page.join_lenient("http://a b/").is_err());
    ///
    /// // Any scheme comes back: follow only the ones you mean to.
    /// let script = page.join_lenient("javascript:alert(document.cookie)")?;
    /// assert_eq!(script.value().scheme(), "javascript");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    ///
    /// # How the link is read
    ///
    /// This is the WHATWG URL Standard's basic URL parser with this URI as the
    /// base. Under the special schemes (`http`, `https`, `ws`, `wss`, `ftp`,
    /// `file`), `\` is `/`; any number of slashes may stand before the host
    /// (`///host`, `https:host`); `http:page.html` against an `http` base is
    /// relative to it; the host is the one [`Host::reach`](crate::Host::reach)
    /// answers (lower-cased, A-labels with the `idna` feature, the IPv4 number
    /// forms such as `0x7f.1` written `127.0.0.1`); a default port is left
    /// out; dot segments (`.`, `..`, `%2e`) are applied; `file:` keeps drive
    /// letters (`C|` becomes `C:`) and drops the host `localhost`. Under other
    /// schemes the host is opaque (percent-encoded, never mapped) and the rest
    /// is RFC 3986 resolution with the same repairs (a segment `%2e` counts as
    /// `.` there too, as browsers count it and as RFC 3986 §6.2.2.2 makes it
    /// equivalent). First, as browsers do,
    /// blanks around `href` and tabs and newlines anywhere in it are removed.
    ///
    /// The result is a strict RFC 3986 URI. Where it differs from the URL a
    /// browser makes, it differs by percent-encoding what RFC 3986 forbids and
    /// browsers keep (`|`, `^`, `[`, `]`, `\` outside special paths, `{`,
    /// `}` and `` ` `` in a query, `{`, `}`, `"` and `` ` `` in a host, a `%`
    /// that starts no escape, a second `#`, a space in an opaque path), and in
    /// these cases only:
    ///
    /// - a host with an empty label (`a..b`) is refused, as
    ///   [`Host::reach`](crate::Host::reach) refuses it: no DNS name has one,
    ///   though browsers keep it;
    /// - without the `idna` feature, a host of non-ASCII text (or of escapes
    ///   of it) is refused: only UTS #46 says which host it is;
    /// - against a base whose path is opaque (`mailto:a@b`, `data:,x`),
    ///   browsers resolve only a fragment; here the other references resolve
    ///   by RFC 3986 §5.2 (`c` against `mailto:a@b` gives `mailto:c`);
    /// - a base whose host browsers refuse is used as it is written, and so is
    ///   one with an empty label (`file://./`): a relative href keeps that
    ///   host, though the same text given as an absolute href is refused;
    /// - an IPv4-mapped IPv6 address is written `[::ffff:1.2.3.4]` (browsers
    ///   write `[::ffff:102:304]`), the same address.
    ///
    /// Every change is in the report: wherever the result is not what RFC
    /// 3986 resolution of `href` against this URI gives, or RFC 3986 refuses
    /// `href` (`::1`, whose first segment holds a `:`), a repair says what
    /// changed, with its range in `href` and the characters it concerned
    /// (see [`RepairKind`](crate::RepairKind)): `file:b` given the empty
    /// host, `file://localhost/x` losing `localhost`, a drive letter kept, an
    /// opaque path's dot segments kept, as browsers do. This URI is read as
    /// browsers read a page's URL; where that changes the result (a `'` in its
    /// query percent-encoded, a numeric host written as its address), the
    /// repair is of the base ([`Repair::in_base`](crate::Repair::in_base)),
    /// with its range in this URI, and comes first. Changes that RFC 3986
    /// calls equivalent are not repairs: the case of the scheme and host,
    /// percent-encoding normalization, dot segments, a default or empty port
    /// (§6.2.2 and §6.2.3), an empty userinfo, and the `/` of a special
    /// scheme's empty path after an authority (§6.2.3 makes it so for
    /// `http`).
    ///
    /// # Errors
    ///
    /// A [`ParseError`], its index in `href`, where browsers refuse the link:
    /// a host that is missing or that [`Host::reach`](crate::Host::reach)
    /// refuses ([`ParseErrorKind::UnreachableHost`], spanning the host), a
    /// character no host can hold ([`ParseErrorKind::RegNameChar`]), an IPv6
    /// literal that is not one, a port of other than digits
    /// ([`ParseErrorKind::PortChar`]) or above 65535
    /// ([`ParseErrorKind::PortOverflow`]).
    pub fn join_lenient(&self, href: &str) -> Result<Repaired<UriBuf>, ParseError> {
        let base = UriRef::from_offsets(self.as_str(), self.offsets());
        let Joined {
            text,
            offsets,
            repairs,
            ..
        } = join(base, href, Charset::Uri)?;
        Ok(Repaired::new(UriBuf::from_parts(text, offsets), repairs))
    }
}

#[cfg(feature = "lenient")]
impl UriBuf {
    /// See [`Uri::join_lenient`].
    ///
    /// # Errors
    ///
    /// See [`Uri::join_lenient`].
    ///
    /// # Examples
    ///
    /// ```
    /// let page = uri::UriBuf::parse("http://example.org/foo/bar")?;
    /// assert_eq!(page.join_lenient("http:foo.com")?.value(), "http://example.org/foo/foo.com");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn join_lenient(&self, href: &str) -> Result<Repaired<UriBuf>, ParseError> {
        self.as_uri().join_lenient(href)
    }
}

#[cfg(feature = "lenient")]
impl Iri<'_> {
    /// As [`Uri::join_lenient`], for an IRI: the same resolution, but the
    /// non-ASCII characters the IRI grammar allows stay as they are (browsers
    /// percent-encode them), and a special scheme's host is the Unicode form
    /// of the A-labels a client reaches (feature `idna`), as browsers show it
    /// (reported as [`RepairKind::UnicodeHost`](crate::RepairKind::UnicodeHost)
    /// where that is not how `href` wrote it). A bidi formatting character
    /// (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), which RFC 3987
    /// §4.1 forbids in an IRI and which would reorder what a reader sees, is
    /// percent-encoded and reported, the base's too.
    ///
    /// # Errors
    ///
    /// See [`Uri::join_lenient`].
    ///
    /// # Examples
    ///
    /// ```
    /// let page = uri::Iri::parse("https://b\u{fc}cher.example/katalog/")?;
    /// let link = page.join_lenient("gr\u{f6}\u{df}e a\\b")?;
    /// assert_eq!(link.value(), "https://b\u{fc}cher.example/katalog/gr\u{f6}\u{df}e%20a/b");
    ///
    /// // `exe.png` shown as `gnp.exe`: the override is encoded.
    /// let link = page.join_lenient("/files/\u{202e}gnp.exe")?;
    /// assert_eq!(link.value(), "https://b\u{fc}cher.example/files/%E2%80%AEgnp.exe");
    /// assert_eq!(link.repairs()[0].to_string(), "percent-encoded `\\u{202e}` as `%E2%80%AE` at bytes 7..10");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn join_lenient(&self, href: &str) -> Result<Repaired<IriBuf>, ParseError> {
        let base = UriRef::from_offsets(self.as_str(), self.offsets());
        let Joined {
            text,
            offsets,
            repairs,
            ..
        } = join(base, href, Charset::Iri)?;
        Ok(Repaired::new(IriBuf::from_parts(text, offsets), repairs))
    }
}

#[cfg(feature = "lenient")]
impl IriBuf {
    /// See [`Iri::join_lenient`].
    ///
    /// # Errors
    ///
    /// See [`Uri::join_lenient`].
    ///
    /// # Examples
    ///
    /// ```
    /// let page = uri::IriBuf::parse("https://example.com/a/b")?;
    /// assert_eq!(page.join_lenient("../\u{e9}t\u{e9}")?.value(), "https://example.com/\u{e9}t\u{e9}");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn join_lenient(&self, href: &str) -> Result<Repaired<IriBuf>, ParseError> {
        self.as_iri().join_lenient(href)
    }
}

/// A join's result: its text, offsets and repairs, and whether it took more
/// than its scheme from the base.
struct Joined {
    text: String,
    offsets: Offsets,
    repairs: Vec<Repair>,
    used_base: bool,
}

/// Joins `href` to `base` (the text and offsets of a URI or IRI).
fn join(base: UriRef<'_>, href: &str, charset: Charset) -> Result<Joined, ParseError> {
    let mut base = Base::new(base);
    let read;
    let mut read_repairs = None;
    if base.needs_browser_reading() {
        // `http:example.com` is `http://example.com/` to a browser: read the
        // base as one would, once; a base it refuses is taken as written.
        if let Ok(mut joined) = run(None, base.text, charset) {
            read_repairs = Some(core::mem::take(&mut joined.repairs));
            read = joined;
            base = Base::new(UriRef::from_offsets(&read.text, read.offsets));
        }
    }
    let mut joined = run(Some(base), href, charset)?;
    if let Some(read_repairs) = read_repairs {
        // The base as read is as a browser writes it, so reading it again
        // changes nothing; the repairs of the reading are the base's.
        debug_assert!(
            !joined.repairs.iter().any(Repair::in_base),
            "a base read again by the lenient join changed"
        );
        if joined.used_base {
            let href_repairs = core::mem::take(&mut joined.repairs);
            joined.repairs = read_repairs.into_iter().map(Repair::of_base).collect();
            joined.repairs.extend(href_repairs);
        }
    }
    Ok(joined)
}

/// The state machine over `href`, with or without a base.
fn run(base: Option<Base<'_>>, href: &str, charset: Charset) -> Result<Joined, ParseError> {
    let mut repairs = Vec::new();
    let input = Href::new(href, &mut repairs);
    let capacity = base.map_or(0, |base| base.text.len()) + input.text.len() + 8;
    let mut join = Join {
        href: &input,
        base,
        w: Writer::new(capacity, charset, repairs),
        kind: SchemeKind::Other,
        password: None,
        used_base: false,
        merging: false,
    };
    join.start()?;
    let Join {
        w,
        password,
        used_base,
        ..
    } = join;
    if u32::try_from(w.out.len()).is_err() {
        return Err(ParseError::span(
            0,
            0,
            Component::Path,
            ParseErrorKind::TooLong,
        ));
    }
    let offsets = w.offsets();
    #[cfg(debug_assertions)]
    assert_eq!(
        parse_in(&w.out, Grammar::Uri, charset),
        Ok(offsets),
        "the lenient join wrote {:?} with wrong offsets",
        w.out
    );
    // Reports hide what every message hides; in debug builds, that is
    // checked to cover the password this run read.
    if cfg!(debug_assertions) {
        if let Some((from, to)) = password.filter(|(from, to)| from < to) {
            let read = input.span(from, to);
            assert!(
                password_ranges(href)
                    .any(|hidden| hidden.start <= read.start && read.end <= hidden.end),
                "messages would show the password the lenient join read at bytes {read:?}"
            );
        }
    }
    let mut repairs = w.repairs;
    // The base's repairs first, then the href's; stable, so repairs of one
    // place stay in the order they were made.
    repairs.sort_by_key(|repair| (!repair.in_base(), repair.range().start));
    let href_from = repairs.partition_point(Repair::in_base);
    let (of_base, of_href) = repairs.split_at_mut(href_from);
    if let Some(base) = base {
        hide_passwords(of_base, base.text);
    }
    hide_passwords(of_href, href);
    Ok(Joined {
        text: w.out,
        offsets,
        repairs,
        used_base,
    })
}
