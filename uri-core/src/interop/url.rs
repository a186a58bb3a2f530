//! Values ↔ `url` 2.x (feature `url`): `TryFrom` both ways with `url::Url`.
//!
//! The two crates read URIs by different rules: `url` follows the WHATWG URL
//! Standard, which rewrites its input (lower-cases hosts, removes default ports
//! and dot segments, reads `0x7f.1` as `127.0.0.1`, converts Unicode hosts to
//! A-labels) and writes characters RFC 3986 does not allow (`|`, `^`, `[`, `]`
//! and `{`, `}` in some components). So:
//!
//! - to `url::Url`, a URI converts when `url`'s reading is equivalent to ours
//!   (RFC 3986 §6.2.2–§6.2.3: same normal form; with the `idna` feature, a
//!   percent-encoded Unicode host and its A-labels count as the same; and
//!   `url`'s own spelling of what RFC 3986 allows as it is counts as the same
//!   too: the escapes it writes for `'` in a special scheme's query and for
//!   `;`, `=` and a second `:` in the userinfo, an empty userinfo or
//!   password it leaves out, and the characters RFC 3986 forbids that it
//!   writes as they are where we write escapes (`` ` `` or `{` in a host),
//!   all of which every browser writes the same way);
//!   otherwise the error names the first component `url` changed, and holds
//!   `url`'s text. For the schemes whose host `url` reads as a domain or an
//!   address (`http`, `https`, `ws`, `wss`, `ftp`), `url`'s host must also be
//!   the one [`Host::reach`](crate::Host::reach) answers, and a host that
//!   `reach` refuses is refused;
//! - from `url::Url`, the text must be an RFC 3986 URI: a `|` or `^` that `url`
//!   wrote is refused with its position, never encoded silently. To encode such
//!   characters and be told which, parse the text with the lenient parser
//!   (`UriRefBuf::parse_lenient`).

use alloc::string::{String, ToString};
use core::fmt;

use crate::error::parse_error::{Component, ParseError};
use crate::error::secret::{Masked, Quoted};
use crate::lenient::join_input::SchemeKind;
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::reach::{HostError, Reach};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Why a value could not be converted to or from `url::Url` (feature `url`).
///
/// For [`NotRfc3986`](Self::NotRfc3986), `Display` and `Debug` draw the text
/// with a caret under the error, as a [`Report`](crate::Report) does; a
/// password in `url`'s text is hidden in every form (`*`s in the drawing, `***`
/// elsewhere, including `{:#?}`, which shows the fields).
///
/// # Examples
///
/// ```
/// use uri::interop::UrlConversionError;
/// use uri::{Component, Uri};
///
/// // `url` reads the host `0x7f.1` as the address 127.0.0.1: another host.
/// let uri = Uri::parse("http://0x7f.1/admin")?;
/// match url::Url::try_from(uri) {
///     Err(UrlConversionError::Changed { component, url }) => {
///         assert_eq!(component, Component::Host);
///         assert_eq!(url, "http://127.0.0.1/admin");
///     }
///     other => panic!("{other:?}"),
/// }
/// // Differences that RFC 3986 calls equivalent are fine.
/// let url = url::Url::try_from(Uri::parse("HTTP://Example.COM:80")?)?;
/// assert_eq!(url.as_str(), "http://example.com/");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum UrlConversionError {
    /// A relative reference: `url::Url` is always absolute.
    Relative,
    /// `url` refused the URI; its message.
    Refused(String),
    /// The host reaches no one host ([`Host::reach`](crate::Host::reach)
    /// refuses it: an empty label, a mapping to a delimiter, ...).
    Host(HostError),
    /// `url` read the URI as a different one: `component` is the first
    /// component whose normal form differs, and `url` is `url`'s text.
    Changed {
        /// The first component that differs.
        component: Component,
        /// The text `url` made of it.
        url: String,
    },
    /// The `url::Url` is not an RFC 3986 URI (`url` writes `|`, `^`, `[`, `]`
    /// and others as they are in some components).
    NotRfc3986 {
        /// Why, with the index in `text`.
        error: ParseError,
        /// The `url::Url`'s text.
        text: String,
    },
}

/// The start of the message of `NotRfc3986`, before the parse error's.
pub(crate) const NOT_RFC3986: &str = "the url::Url is not an RFC 3986 URI";

impl fmt::Display for UrlConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Relative => f.write_str("url::Url is absolute, and this is a relative reference"),
            Self::Refused(message) => write!(f, "url::Url refused the URI: {message}"),
            Self::Host(error) => write!(f, "the host cannot go into a url::Url: {error}"),
            Self::Changed { component, url } => write!(
                f,
                "url::Url reads the URI as a different one: its {component} differs in `{}`",
                Masked(url)
            ),
            Self::NotRfc3986 { error, text } => write!(f, "{NOT_RFC3986}: {}", error.render(text)),
        }
    }
}

/// The message, as `{}` gives it (`main` returning an error prints `Debug`);
/// the variant and its fields with `{:#?}`, a password in a text as `***`.
impl fmt::Debug for UrlConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        match self {
            Self::Relative => f.write_str("Relative"),
            Self::Host(error) => f.debug_tuple("Host").field(error).finish(),
            Self::Refused(message) => f.debug_tuple("Refused").field(&Quoted(message)).finish(),
            Self::Changed { component, url } => f
                .debug_struct("Changed")
                .field("component", component)
                .field("url", &Quoted(url))
                .finish(),
            Self::NotRfc3986 { error, text } => f
                .debug_struct("NotRfc3986")
                .field("error", error)
                .field("text", &Quoted(text))
                .finish(),
        }
    }
}

/// No `source`: the message holds the parse or host error's.
impl core::error::Error for UrlConversionError {}

/// A userinfo as `url` writes it (the WHATWG userinfo percent-encode set):
/// `;`, `=` and every `:` after the first percent-encoded, an empty password
/// without its `:`, an empty userinfo left out. RFC 3986 allows each of those
/// characters as it is, and browsers write them so.
fn url_userinfo(userinfo: Option<&str>) -> Option<String> {
    let (user, password) = match userinfo?.split_once(':') {
        Some((user, password)) => (user, Some(password).filter(|p| !p.is_empty())),
        None => (userinfo?, None),
    };
    if user.is_empty() && password.is_none() {
        return None;
    }
    let encode = |text: &str, out: &mut String| {
        for c in text.chars() {
            match c {
                ';' => out.push_str("%3B"),
                '=' => out.push_str("%3D"),
                ':' => out.push_str("%3A"),
                c => out.push(c),
            }
        }
    };
    let mut out = String::with_capacity(userinfo?.len() + 6);
    encode(user, &mut out);
    if let Some(password) = password {
        out.push(':');
        encode(password, &mut out);
    }
    Some(out)
}

/// A query as `url` writes it: in a special scheme's query it percent-encodes
/// `'` (the WHATWG special-query percent-encode set), which RFC 3986 allows.
fn url_query(query: Option<&str>, scheme: Option<&str>) -> Option<String> {
    let special = scheme.is_some_and(|scheme| SchemeKind::of(scheme).is_special());
    query.map(|query| {
        if special {
            query.replace('\'', "%27")
        } else {
            query.into()
        }
    })
}

/// The first component in which two normal forms differ, if any does (hosts
/// that differ as text but reach the same host do not, nor do `url`'s
/// spellings of a userinfo and a query).
fn first_difference(ours: UriRef<'_>, theirs: UriRef<'_>, same_reach: bool) -> Option<Component> {
    if ours.scheme() != theirs.scheme() {
        Some(Component::Scheme)
    } else if url_userinfo(ours.userinfo()) != theirs.userinfo().map(String::from) {
        Some(Component::Userinfo)
    } else if ours.host_str() != theirs.host_str() && !same_reach {
        Some(Component::Host)
    } else if ours.port_str() != theirs.port_str() {
        Some(Component::Port)
    } else if ours.path() != theirs.path() {
        Some(Component::Path)
    } else if url_query(ours.query(), ours.scheme()) != theirs.query().map(String::from) {
        Some(Component::Query)
    } else if ours.fragment() != theirs.fragment() {
        Some(Component::Fragment)
    } else {
        None
    }
}

/// The host `url` connects to, in [`Reach`]'s terms, for the schemes whose host
/// it reads as a domain or an address (`file` hosts are paths to it, and the
/// host of other schemes is opaque text).
fn url_reach(url: &url::Url) -> Option<Reach> {
    if !matches!(SchemeKind::of(url.scheme()), SchemeKind::Special { .. }) {
        return None;
    }
    Some(match url.host()? {
        url::Host::Domain(name) => Reach::Domain(name.into()),
        url::Host::Ipv4(ip) => Reach::Ip(core::net::IpAddr::V4(ip)),
        url::Host::Ipv6(ip) => Reach::Ip(core::net::IpAddr::V6(ip).to_canonical()),
    })
}

/// `url`'s text as an RFC 3986 reference: as it is, or with the characters
/// RFC 3986 forbids that `url` writes as they are (`` ` `` in a host that IDNA
/// kept, `|`, `^`, `{` in a path) percent-encoded. A browser and `url` write
/// them so; the URI they reach is the same, so they are no change. Any other
/// repair the lenient parser would make is refused with the strict error.
fn read_back(text: &str) -> Result<UriRefBuf, ParseError> {
    use crate::lenient::repair::RepairKind;

    let strict = match UriRef::parse(text) {
        Ok(reference) => return Ok(reference.into()),
        Err(error) => error,
    };
    let repaired = UriRefBuf::parse_lenient(text).map_err(|_| strict)?;
    let only_encoded = repaired.repairs().iter().all(|repair| {
        matches!(
            repair.kind(),
            RepairKind::EncodedAscii | RepairKind::EncodedPercent | RepairKind::EncodedHash
        )
    });
    if only_encoded {
        Ok(repaired.into_value())
    } else {
        Err(strict)
    }
}

/// The one conversion to `url::Url`: `url` parses the text, and its reading
/// must have the same normal form as ours.
fn to_url(reference: UriRef<'_>) -> Result<url::Url, UrlConversionError> {
    if reference.scheme().is_none() {
        return Err(UrlConversionError::Relative);
    }
    let url = url::Url::parse(reference.as_str())
        .map_err(|error| UrlConversionError::Refused(error.to_string()))?;
    let changed = |component| UrlConversionError::Changed {
        component,
        url: url.as_str().into(),
    };
    let back = read_back(url.as_str()).map_err(|error| changed(error.component()))?;
    let same_reach = match (url_reach(&url), reference.host()) {
        (Some(theirs), Some(host)) => {
            let ours = host.reach().map_err(UrlConversionError::Host)?;
            if ours != theirs {
                return Err(changed(Component::Host));
            }
            // A name spelled otherwise (case, escapes, IDNA) is the same name;
            // a name that `url` wrote as the address it reads (`0x7f.1`) is
            // another URI, as RFC 3986 reads it.
            matches!(ours, Reach::Domain(_))
        }
        _ => false,
    };
    let (ours, theirs) = (reference.normalize(), back.normalize());
    match first_difference(ours.as_uri_ref(), theirs.as_uri_ref(), same_reach) {
        None => Ok(url),
        Some(component) => Err(changed(component)),
    }
}

macro_rules! to_url_from {
    ($($ty:ty),* $(,)?) => {$(
        /// Into the `url` crate's `url::Url` (feature `url`).
        #[cfg(feature = "url")]
        impl TryFrom<$ty> for url::Url {
            type Error = UrlConversionError;

            /// Lets `url` parse the text, and checks that it reads the same URI
            /// (the same RFC 3986 normal form); see [`UrlConversionError`].
            fn try_from(value: $ty) -> Result<Self, UrlConversionError> {
                to_url(value.as_uri_ref())
            }
        }
    )*};
}

to_url_from!(Uri<'_>, &UriRefBuf, &UriBuf, UriRefBuf, UriBuf);

/// Into the `url` crate's `url::Url` (feature `url`).
#[cfg(feature = "url")]
impl TryFrom<UriRef<'_>> for url::Url {
    type Error = UrlConversionError;

    /// Lets `url` parse the text, and checks that it reads the same URI (the
    /// same RFC 3986 normal form); see [`UrlConversionError`].
    fn try_from(reference: UriRef<'_>) -> Result<Self, UrlConversionError> {
        to_url(reference)
    }
}

fn from_url(url: &url::Url) -> Result<UriBuf, UrlConversionError> {
    UriBuf::parse(url.as_str()).map_err(|error| UrlConversionError::NotRfc3986 {
        error,
        text: url.as_str().into(),
    })
}

/// From the `url` crate's `url::Url` (feature `url`).
#[cfg(feature = "url")]
impl TryFrom<&url::Url> for UriBuf {
    type Error = UrlConversionError;

    /// Checks `url`'s text with the strict parser.
    fn try_from(url: &url::Url) -> Result<Self, UrlConversionError> {
        from_url(url)
    }
}

/// From the `url` crate's `url::Url` (feature `url`).
#[cfg(feature = "url")]
impl TryFrom<url::Url> for UriBuf {
    type Error = UrlConversionError;

    fn try_from(url: url::Url) -> Result<Self, UrlConversionError> {
        from_url(&url)
    }
}

/// From the `url` crate's `url::Url` (feature `url`).
#[cfg(feature = "url")]
impl TryFrom<&url::Url> for UriRefBuf {
    type Error = UrlConversionError;

    /// Checks `url`'s text with the strict parser.
    fn try_from(url: &url::Url) -> Result<Self, UrlConversionError> {
        from_url(url).map(UriRefBuf::from)
    }
}

/// From the `url` crate's `url::Url` (feature `url`).
#[cfg(feature = "url")]
impl TryFrom<url::Url> for UriRefBuf {
    type Error = UrlConversionError;

    fn try_from(url: url::Url) -> Result<Self, UrlConversionError> {
        from_url(&url).map(UriRefBuf::from)
    }
}
