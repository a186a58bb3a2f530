//! Values ↔ `http` 1.x (feature `http`): `TryFrom` both ways between the URI
//! types and `http::Uri`, and from a reference to `http::uri::Authority` and
//! `http::uri::PathAndQuery`.
//!
//! `http::Uri` holds the request targets of HTTP (RFC 9112 §3.2): absolute form
//! (`scheme://authority/path?query`), origin form (`/path?query`), authority
//! form (`host:port`) and `*`. Whatever of a URI it has no place for is an error
//! naming it, never dropped: a fragment, a userinfo (RFC 9110 §4.2.4 forbids it
//! in `http` and `https` URIs, and a request target never carries one), a scheme
//! without an authority (`mailto:`), a relative path. Going to `http`, the parts
//! are handed over as the parser located them; coming back, the text is checked
//! by the strict parser, since `http::Uri` takes characters RFC 3986 does not
//! (`{`, `|`, `%zz`).
//!
//! A registered name goes over as the host it reaches,
//! [`Host::reach`](crate::Host::reach): decoded, folded to lowercase, with the
//! `idna` feature as A-labels (`b%C3%BCcher.example`, which `http` refuses,
//! becomes `xn--bcher-kva.example`), and as the address a numeric name is
//! (`0x7f.1` becomes `127.0.0.1`). So the host that a client of `http::Uri`
//! connects to is the one `reach` answered, and a name that `reach` refuses
//! (`good.example%EF%BC%A0evil.example`, whose fullwidth `＠` would make a
//! userinfo of `good.example`) is refused here too.

use alloc::string::{String, ToString};
use core::fmt;

use crate::error::parse_error::ParseError;
use crate::error::secret::Quoted;
use crate::ops::normalize::empty_path_is_root;
use crate::value::host::Host;
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::reach::HostError;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Why a value could not be converted to or from `http::Uri` (feature `http`).
///
/// For [`NotRfc3986`](Self::NotRfc3986), `Display` and `Debug` draw the text
/// with a caret under the error, as a [`Report`](crate::Report) does, any
/// password as `*`s; `{:#?}` shows the fields.
///
/// # Examples
///
/// ```
/// use uri::interop::HttpConversionError;
/// use uri::Uri;
///
/// let uri = Uri::parse("https://example.com/docs#install")?;
/// let error = http::Uri::try_from(uri).unwrap_err();
/// assert_eq!(error, HttpConversionError::Fragment);
/// assert_eq!(http::Uri::try_from(uri.without_fragment())?, "https://example.com/docs");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum HttpConversionError {
    /// The reference has a fragment, which `http::Uri` has no place for (a
    /// request target never carries one).
    Fragment,
    /// The authority has a userinfo: RFC 9110 §4.2.4 forbids it in `http` and
    /// `https` URIs, and a request target never carries one.
    Userinfo,
    /// A URI with a scheme but no authority (`mailto:a@example.com`,
    /// `urn:isbn:…`) or an empty one (`file:///etc/hosts`), or an authority-less
    /// reference asked for an `Authority`: `http::Uri` has no such form.
    NoAuthority,
    /// A relative reference with an authority (`//host/path`): `http::Uri` would
    /// read it as a path.
    NetworkPath,
    /// A relative path (`a/b`, `?q`, or empty): an origin-form target starts
    /// with `/`.
    RelativePath,
    /// A URI with an authority and an empty path, of a scheme other than `http`,
    /// `https`, `ws` and `wss`: `http::Uri` would write the path `/`, which only
    /// those schemes define as the same resource (RFC 3986 §6.2.3).
    EmptyPath,
    /// The host reaches no one host ([`Host::reach`](crate::Host::reach)
    /// refuses it): it maps to a delimiter, `%` or nothing (`a%20b`,
    /// `a%EF%BC%A0b`), holds Unicode text without the `idna` feature, or is an
    /// `IPvFuture` literal.
    Host(HostError),
    /// `http` refused a part that RFC 3986 accepts; its message.
    Refused(String),
    /// The `http::Uri` is not an RFC 3986 URI reference: `http` accepts
    /// characters such as `{`, `|` and `%zz` that RFC 3986 does not.
    NotRfc3986 {
        /// Why, with the index in `text`.
        error: ParseError,
        /// The `http::Uri`'s text.
        text: String,
    },
    /// An authority-form target (`example.com:443`, from `CONNECT`), which has no
    /// scheme: it converts to a `UriRefBuf` (`//example.com:443`), not a `UriBuf`.
    MissingScheme,
    /// The asterisk-form target `*` (`OPTIONS *`), which names the server, not a
    /// resource: it has no URI reference of the same meaning.
    Asterisk,
    /// An origin-form target whose path starts with `//` (`GET //evil.example/a`):
    /// as a URI reference that text would read as an authority, a different
    /// host.
    PathLikeAuthority,
}

/// The start of the message of `NotRfc3986`, before the parse error's.
pub(crate) const NOT_RFC3986: &str = "the http::Uri is not an RFC 3986 URI reference";

impl fmt::Display for HttpConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Fragment => f.write_str(
                "http::Uri has no fragment: remove it first (`without_fragment`) if it may be dropped",
            ),
            Self::Userinfo => f.write_str(
                "the authority has a userinfo, which an HTTP request target never carries (RFC 9110 §4.2.4): send credentials in a header",
            ),
            Self::NoAuthority => {
                f.write_str("the URI has no authority (or an empty one), and http::Uri has no form without one")
            }
            Self::NetworkPath => f.write_str(
                "a network-path reference (`//host/path`) has no scheme, and http::Uri would read it as a path",
            ),
            Self::RelativePath => {
                f.write_str("a relative path is no HTTP request target: it must start with `/`")
            }
            Self::EmptyPath => f.write_str(
                "the path is empty and http::Uri would write `/`, which only http(s) and ws(s) URIs define as the same",
            ),
            Self::Host(error) => write!(f, "the host cannot go into an http::Uri: {error}"),
            Self::Refused(message) => write!(f, "http::Uri refused the URI: {message}"),
            Self::NotRfc3986 { error, text } => write!(
                f,
                "{NOT_RFC3986}: {}",
                error.render(text)
            ),
            Self::MissingScheme => f.write_str(
                "the http::Uri has no scheme (authority or origin form): convert it to a UriRefBuf",
            ),
            Self::Asterisk => f.write_str(
                "the asterisk-form target `*` names the server, and no URI reference means that",
            ),
            Self::PathLikeAuthority => f.write_str(
                "the target's path starts with `//`, which a URI reference would read as an authority (another host)",
            ),
        }
    }
}

/// The message, as `{}` gives it (`main` returning an error prints `Debug`);
/// the variant and its fields with `{:#?}`, a password in the text as `***`.
impl fmt::Debug for HttpConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        match self {
            Self::Fragment => f.write_str("Fragment"),
            Self::Userinfo => f.write_str("Userinfo"),
            Self::NoAuthority => f.write_str("NoAuthority"),
            Self::NetworkPath => f.write_str("NetworkPath"),
            Self::RelativePath => f.write_str("RelativePath"),
            Self::EmptyPath => f.write_str("EmptyPath"),
            Self::Host(error) => f.debug_tuple("Host").field(error).finish(),
            Self::Refused(message) => f.debug_tuple("Refused").field(&Quoted(message)).finish(),
            Self::NotRfc3986 { error, text } => f
                .debug_struct("NotRfc3986")
                .field("error", error)
                .field("text", &Quoted(text))
                .finish(),
            Self::MissingScheme => f.write_str("MissingScheme"),
            Self::Asterisk => f.write_str("Asterisk"),
            Self::PathLikeAuthority => f.write_str("PathLikeAuthority"),
        }
    }
}

/// No `source`: the message holds the parse or host error's.
impl core::error::Error for HttpConversionError {}

/// The path and query of `reference`, as one slice of its text.
fn path_and_query(reference: UriRef<'_>) -> &str {
    let text = reference.as_str();
    let end = reference
        .fragment()
        .map_or(text.len(), |fragment| text.len() - fragment.len() - 1);
    let start = end
        - reference.query().map_or(0, |query| query.len() + 1)
        - reference.path().as_str().len();
    &text[start..end]
}

fn refused(error: impl fmt::Display) -> HttpConversionError {
    HttpConversionError::Refused(error.to_string())
}

/// The one conversion to `http::Uri`, from the located components.
fn to_http(reference: UriRef<'_>) -> Result<http::Uri, HttpConversionError> {
    if reference.fragment().is_some() {
        return Err(HttpConversionError::Fragment);
    }
    if reference.userinfo().is_some() {
        return Err(HttpConversionError::Userinfo);
    }
    let target = path_and_query(reference);
    let mut parts = http::uri::Parts::default();
    match (reference.scheme(), reference.authority()) {
        (Some(_), None | Some("")) => return Err(HttpConversionError::NoAuthority),
        (Some(scheme), Some(authority)) => {
            if (target.is_empty() || target.starts_with('?'))
                && !empty_path_is_root(scheme.as_bytes())
            {
                return Err(HttpConversionError::EmptyPath);
            }
            parts.scheme = Some(http::uri::Scheme::try_from(scheme).map_err(refused)?);
            parts.authority = Some(reached_authority(reference, authority)?);
        }
        (None, Some(_)) => return Err(HttpConversionError::NetworkPath),
        (None, None) if !target.starts_with('/') => {
            return Err(HttpConversionError::RelativePath);
        }
        (None, None) => {}
    }
    let target = if target.starts_with('/') {
        http::uri::PathAndQuery::try_from(target)
    } else {
        // After an authority: an empty path, which `http` writes as `/`.
        http::uri::PathAndQuery::try_from(alloc::format!("/{target}"))
    };
    parts.path_and_query = Some(target.map_err(refused)?);
    http::Uri::from_parts(parts).map_err(refused)
}

/// The authority as `http` gets it: a registered name as the host it reaches
/// (an IP literal is unambiguous and goes over as written), then the port.
fn reached_authority(
    reference: UriRef<'_>,
    authority: &str,
) -> Result<http::uri::Authority, HttpConversionError> {
    let host = match reference.host() {
        Some(host @ (Host::RegName(_) | Host::IpvFuture { .. })) => {
            host.reach().map_err(HttpConversionError::Host)?.to_string()
        }
        _ => return http::uri::Authority::try_from(authority).map_err(refused),
    };
    let authority = match reference.port_str() {
        Some(port) => alloc::format!("{host}:{port}"),
        None => host,
    };
    http::uri::Authority::try_from(authority).map_err(refused)
}

/// The text of an `http::Uri` as a URI reference; authority form becomes a
/// network-path reference.
fn from_http(uri: &http::Uri) -> Result<UriRefBuf, HttpConversionError> {
    let mut text = String::new();
    if let Some(scheme) = uri.scheme_str() {
        text.push_str(scheme);
        text.push(':');
    }
    if let Some(authority) = uri.authority() {
        text.push_str("//");
        text.push_str(authority.as_str());
    }
    match uri.path_and_query() {
        Some(target) if target.as_str() == "*" => return Err(HttpConversionError::Asterisk),
        // Without an authority, a path of `//host/...` would read back as one:
        // `GET //evil.example/a` is a path, and must stay one.
        Some(target) if uri.authority().is_none() && target.as_str().starts_with("//") => {
            return Err(HttpConversionError::PathLikeAuthority);
        }
        // An authority-form target has no path; `http` answers `/` for it.
        Some(target) if uri.scheme().is_some() || uri.authority().is_none() => {
            text.push_str(target.as_str());
        }
        _ => {}
    }
    UriRefBuf::try_from(text).map_err(|error| HttpConversionError::NotRfc3986 {
        error: error.error(),
        text: error.into_input(),
    })
}

macro_rules! to_http_from {
    ($($ty:ty),* $(,)?) => {$(
        /// Into the `http` crate's `http::Uri` (feature `http`).
        #[cfg(feature = "http")]
        impl TryFrom<$ty> for http::Uri {
            type Error = HttpConversionError;

            /// Hands the located scheme, authority, path and query to `http`;
            /// see [`HttpConversionError`] for what cannot be carried.
            fn try_from(value: $ty) -> Result<Self, HttpConversionError> {
                to_http(value.as_uri_ref())
            }
        }
    )*};
}

to_http_from!(Uri<'_>, &UriRefBuf, &UriBuf, UriRefBuf, UriBuf);

/// Into the `http` crate's `http::Uri` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<UriRef<'_>> for http::Uri {
    type Error = HttpConversionError;

    /// Hands the located scheme, authority, path and query to `http`; see
    /// [`HttpConversionError`] for what cannot be carried.
    fn try_from(reference: UriRef<'_>) -> Result<Self, HttpConversionError> {
        to_http(reference)
    }
}

/// From the `http` crate's `http::Uri` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<&http::Uri> for UriRefBuf {
    type Error = HttpConversionError;

    /// Checks the `http::Uri`'s text with the strict parser. An authority-form
    /// target (`host:port`) becomes `//host:port`.
    fn try_from(uri: &http::Uri) -> Result<Self, HttpConversionError> {
        from_http(uri)
    }
}

/// From the `http` crate's `http::Uri` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<http::Uri> for UriRefBuf {
    type Error = HttpConversionError;

    fn try_from(uri: http::Uri) -> Result<Self, HttpConversionError> {
        from_http(&uri)
    }
}

/// From the `http` crate's `http::Uri` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<&http::Uri> for UriBuf {
    type Error = HttpConversionError;

    /// As for [`UriRefBuf`], and the `http::Uri` must be in absolute form.
    fn try_from(uri: &http::Uri) -> Result<Self, HttpConversionError> {
        if uri.scheme().is_none() {
            return Err(if uri.path_and_query().is_some_and(|t| t.as_str() == "*") {
                HttpConversionError::Asterisk
            } else {
                HttpConversionError::MissingScheme
            });
        }
        UriBuf::try_from(from_http(uri)?).map_err(|_| HttpConversionError::MissingScheme)
    }
}

/// From the `http` crate's `http::Uri` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<http::Uri> for UriBuf {
    type Error = HttpConversionError;

    fn try_from(uri: http::Uri) -> Result<Self, HttpConversionError> {
        Self::try_from(&uri)
    }
}

/// Into the `http` crate's `http::uri::Authority` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<UriRef<'_>> for http::uri::Authority {
    type Error = HttpConversionError;

    /// The reference's authority; a userinfo is refused as for `http::Uri`.
    fn try_from(reference: UriRef<'_>) -> Result<Self, HttpConversionError> {
        if reference.userinfo().is_some() {
            return Err(HttpConversionError::Userinfo);
        }
        let authority = reference
            .authority()
            .filter(|authority| !authority.is_empty())
            .ok_or(HttpConversionError::NoAuthority)?;
        reached_authority(reference, authority)
    }
}

/// Into the `http` crate's `http::uri::Authority` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<Uri<'_>> for http::uri::Authority {
    type Error = HttpConversionError;

    fn try_from(uri: Uri<'_>) -> Result<Self, HttpConversionError> {
        Self::try_from(uri.as_uri_ref())
    }
}

/// Into the `http` crate's `http::uri::PathAndQuery` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<UriRef<'_>> for http::uri::PathAndQuery {
    type Error = HttpConversionError;

    /// The reference's path and query as an origin-form target: the path must
    /// be absolute, or empty after an authority (it becomes `/`); a fragment is
    /// refused.
    fn try_from(reference: UriRef<'_>) -> Result<Self, HttpConversionError> {
        if reference.fragment().is_some() {
            return Err(HttpConversionError::Fragment);
        }
        let target = path_and_query(reference);
        if target.starts_with('/') {
            return Self::try_from(target).map_err(refused);
        }
        match reference.authority() {
            Some(_) if target.is_empty() => Ok(Self::from_static("/")),
            Some(_) => Self::try_from(alloc::format!("/{target}")).map_err(refused),
            None => Err(HttpConversionError::RelativePath),
        }
    }
}

/// Into the `http` crate's `http::uri::PathAndQuery` (feature `http`).
#[cfg(feature = "http")]
impl TryFrom<Uri<'_>> for http::uri::PathAndQuery {
    type Error = HttpConversionError;

    fn try_from(uri: Uri<'_>) -> Result<Self, HttpConversionError> {
        Self::try_from(uri.as_uri_ref())
    }
}
