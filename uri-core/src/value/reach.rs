//! Which host a client reaches: the one decision that allow lists, SSRF filters,
//! the IDNA mappings, the lenient repair and the `http`/`url` conversions share.
//!
//! RFC 3986 types a host by the rule that matched its text, but a client reads a
//! registered name further before it connects: it percent-decodes it, maps it by
//! UTS #46 (which folds case, drops soft hyphens and zero-width characters, and
//! turns fullwidth forms into ASCII: `１２７。０。０。１` into `127.0.0.1`, `／` into
//! `/`), and reads the numeric forms of `inet_aton` as an IPv4 address. Every
//! place that answered this on its own answered it differently, and a filter that
//! trusted one answer could be walked around through another. So there is one
//! answer, [`Host::reach`], and everything that maps a host is built on it.
//!
//! It refuses, rather than guesses, whenever the name a client would use is not
//! one host: when decoding or mapping yields a delimiter, `%`, a space or a
//! control character (`evil.example／.good.example` would become a host and a
//! path), an empty label or nothing at all (`\u{AD}`), when the name ends in a
//! number that is not an address (`1.2.3.256`, which the WHATWG URL Standard
//! refuses), and when its escapes are not UTF-8.

#[cfg(feature = "alloc")]
use core::fmt;
use core::net::IpAddr;
use core::net::Ipv4Addr;

#[cfg(feature = "alloc")]
use alloc::borrow::Cow;
#[cfg(feature = "alloc")]
use alloc::string::String;

use crate::bytes::percent::escaped_byte;
#[cfg(feature = "alloc")]
use crate::encoding::decode::decode_utf8;
#[cfg(feature = "alloc")]
use crate::encoding::encode::Encoded;
#[cfg(feature = "idna")]
use crate::encoding::idna::{IdnaError, uts46_to_ascii};
#[cfg(feature = "alloc")]
use crate::encoding::place::Place;
#[cfg(feature = "alloc")]
use crate::error::shown::Shown;
use crate::parse::legacy_ipv4::legacy_ipv4;
use crate::value::host::Host;

/// The host a client connects to, as [`Host::reach`] reads it: an IP address, or
/// an ASCII domain name for DNS to resolve.
///
/// Its `Display` is the host as it goes into an authority: an IPv6 address in
/// brackets, and a domain with what a `reg-name` cannot hold percent-encoded
/// (UTS #46 leaves `{` or `"` in a label; the text then reads `%7B`, `%22`).
///
/// # Examples
///
/// ```
/// use core::net::{IpAddr, Ipv4Addr};
/// use uri::{Reach, Uri};
///
/// let reach = |text| Uri::parse(text).unwrap().host().unwrap().reach();
/// assert_eq!(reach("http://Example.COM/")?, Reach::Domain("example.com".into()));
/// assert_eq!(reach("http://0x7f.1/")?, Reach::Ip(IpAddr::V4(Ipv4Addr::LOCALHOST)));
/// assert_eq!(reach("http://[::1]/")?.to_string(), "[::1]");
/// # Ok::<(), uri::error::HostError>(())
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// An IP address; an IPv4-mapped IPv6 address is given as its IPv4 address.
    Ip(IpAddr),
    /// A domain name: ASCII, lowercase, IDNA labels as A-labels (`xn--…`), with
    /// no empty label (but for one final dot, the DNS root, which is kept).
    Domain(String),
}

#[cfg(feature = "alloc")]
impl Reach {
    /// The IP address, when the host is one.
    ///
    /// # Examples
    ///
    /// ```
    /// let host = uri::Uri::parse("http://127.1/")?.host().unwrap();
    /// assert_eq!(host.reach()?.ip(), Some([127, 0, 0, 1].into()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ip(&self) -> Option<IpAddr> {
        match *self {
            Self::Ip(ip) => Some(ip),
            Self::Domain(_) => None,
        }
    }

    /// The domain name, when the host is one.
    ///
    /// # Examples
    ///
    /// ```
    /// let host = uri::Uri::parse("http://EXAMPLE.com/")?.host().unwrap();
    /// assert_eq!(host.reach()?.domain(), Some("example.com"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn domain(&self) -> Option<&str> {
        match self {
            Self::Ip(_) => None,
            Self::Domain(name) => Some(name),
        }
    }
}

#[cfg(feature = "alloc")]
impl fmt::Display for Reach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ip(IpAddr::V4(ip)) => write!(f, "{ip}"),
            Self::Ip(IpAddr::V6(ip)) => write!(f, "[{ip}]"),
            // UTS #46 keeps `{`, `"` and the like in a label (so does the
            // WHATWG URL Standard); a URI's host holds them as escapes, which
            // `reach` decodes again, so the text reaches this same domain.
            Self::Domain(name) => write!(f, "{}", Encoded::new(name, Place::RegName)),
        }
    }
}

/// Why no client can be said to reach a host: [`Host::reach`]'s refusal.
///
/// # Examples
///
/// ```
/// use uri::Uri;
/// use uri::error::HostErrorKind;
///
/// let uri = Uri::parse("http://evil.example%2F.good.example/")?;
/// let error = uri.host().unwrap().reach().unwrap_err();
/// assert_eq!(error.kind(), HostErrorKind::Delimiter('/'));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostError {
    kind: HostErrorKind,
    /// UTS #46's refusal, for [`HostErrorKind::Idna`].
    #[cfg(feature = "idna")]
    idna: Option<IdnaError>,
}

/// What [`HostError`] found.
///
/// # Examples
///
/// ```
/// use uri::Host;
/// use uri::error::HostErrorKind;
///
/// assert_eq!(Host::RegName("").reach().unwrap_err().kind(), HostErrorKind::Empty);
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HostErrorKind {
    /// The host is empty, or nothing is left of it once decoded and mapped
    /// (`%C2%AD`, a soft hyphen, which UTS #46 removes).
    Empty,
    /// A label is empty (`a..b`, `.a`); a single final dot is the DNS root and
    /// is allowed.
    EmptyLabel,
    /// Once percent-decoded and mapped, the name holds this ASCII character,
    /// which no domain name can: a delimiter (`/ ? # @ : [ ] \`), `%`, `< > ^ |`,
    /// a space or a control character. A fullwidth `／` or an escape `%2F` would
    /// otherwise end the host where a client reads it.
    Delimiter(char),
    /// The percent-escapes are not UTF-8.
    NotUtf8,
    /// The name holds non-ASCII text, which only IDNA maps to the name a client
    /// uses, and the `idna` feature is off.
    Unicode,
    /// UTS #46 refuses the name (feature `idna`); [`HostError::idna_error`]
    /// says which label and rule.
    #[cfg(feature = "idna")]
    Idna,
    /// The name ends in a number (`1.2.3.256`, `x.0x7f`) but is not an IPv4
    /// address: the WHATWG URL Standard refuses it, resolvers read it as a number.
    NotAnAddress,
    /// An `IPvFuture` literal: no client knows how to reach one.
    IpvFuture,
}

#[cfg(feature = "alloc")]
impl HostError {
    const fn new(kind: HostErrorKind) -> Self {
        Self {
            kind,
            #[cfg(feature = "idna")]
            idna: None,
        }
    }

    /// UTS #46's refusal of the name.
    #[cfg(feature = "idna")]
    fn idna(error: IdnaError) -> Self {
        Self {
            kind: HostErrorKind::Idna,
            idna: Some(error),
        }
    }

    /// Why UTS #46 refused the name, for [`HostErrorKind::Idna`] (also the
    /// error's [`source`](core::error::Error::source)).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::HostErrorKind;
    ///
    /// let error = uri::Host::RegName("xn--a").reach().unwrap_err();
    /// assert_eq!(error.kind(), HostErrorKind::Idna);
    /// assert!(error.idna_error().is_some());
    /// ```
    #[cfg(feature = "idna")]
    pub fn idna_error(&self) -> Option<&IdnaError> {
        self.idna.as_ref()
    }

    /// What was found.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Host;
    /// use uri::error::HostErrorKind;
    ///
    /// let error = Host::RegName("a..b").reach().unwrap_err();
    /// assert_eq!(error.kind(), HostErrorKind::EmptyLabel);
    /// ```
    pub const fn kind(&self) -> HostErrorKind {
        self.kind
    }
}

#[cfg(feature = "alloc")]
impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            HostErrorKind::Empty => f.write_str(
                "the host is empty, or nothing is left of it once percent-decoded and IDNA-mapped",
            ),
            HostErrorKind::EmptyLabel => f.write_str(
                "the host has an empty label (`..`, or a dot at its start): no client can reach it",
            ),
            HostErrorKind::Delimiter(c) => write!(
                f,
                "the host holds `{}` (U+{:04X}) once percent-decoded and IDNA-mapped, which a host \
                 name cannot: a client would read the host as ending there",
                Shown(*c),
                u32::from(*c)
            ),
            HostErrorKind::NotUtf8 => f.write_str("the host's percent-escapes are not UTF-8"),
            HostErrorKind::Unicode => f.write_str(
                "the host holds non-ASCII text, which only IDNA maps to the name a client \
                 reaches: enable the `idna` feature",
            ),
            #[cfg(feature = "idna")]
            HostErrorKind::Idna => match &self.idna {
                Some(error) => fmt::Display::fmt(error, f),
                None => f.write_str("UTS #46 refuses the host name"),
            },
            HostErrorKind::NotAnAddress => f.write_str(
                "the host ends in a number but is not an IPv4 address: browsers refuse it and \
                 resolvers read it as a number",
            ),
            HostErrorKind::IpvFuture => {
                f.write_str("the host is an IPvFuture literal, which no client knows how to reach")
            }
        }
    }
}

#[cfg(feature = "alloc")]
impl core::error::Error for HostError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        #[cfg(feature = "idna")]
        if let Some(error) = &self.idna {
            return Some(error);
        }
        None
    }
}

impl Host<'_> {
    /// The host a client connects to: **the call an allow list, a deny list or
    /// an SSRF filter makes.**
    ///
    /// An IP address is itself (an IPv4-mapped IPv6 address is its IPv4
    /// address). A registered name is read as clients read it:
    /// percent-decoded, mapped by UTS #46 (feature `idna`: case folding,
    /// fullwidth and other compatibility forms to ASCII, soft hyphens and
    /// zero-width characters removed, labels of other text as A-labels: the
    /// ASCII `xn--…` form DNS uses for them), and, when it then ends in a
    /// number, as an IPv4 address in the forms of `inet_aton` and the WHATWG URL
    /// Standard (`127.1`, `0x7f.1`, `0177.0.0.1`, `2130706433`).
    ///
    /// So `%31%32%37.0.0.1`, `１２７．０．０．１` and `127。0。0。1` all reach
    /// `127.0.0.1`, and `Ex%41mple.COM` reaches `example.com`. Compare this
    /// answer, never the text, with your list; for a domain, check the addresses
    /// DNS returns at connection time too.
    ///
    /// The IDNA mappings (`Iri::to_uri_idna` and `idna::host_to_ascii`, feature
    /// `idna`; the lenient repair) and the `http`/`url` conversions are built
    /// on this answer, so a value they make reaches the same host.
    ///
    /// # Errors
    ///
    /// [`HostError`] when the name is not one host a client would reach: see
    /// [`HostErrorKind`]. `evil.example／.good.example` (a fullwidth solidus)
    /// is refused rather than read as `evil.example` followed by a path; a name
    /// of non-ASCII text is refused without the `idna` feature.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr};
    /// use uri::{Iri, Reach, Uri};
    ///
    /// let loopback = Reach::Ip(IpAddr::V4(Ipv4Addr::LOCALHOST));
    /// for text in ["http://%31%32%37.0.0.1/", "http://0x7f.1/", "http://[::ffff:127.0.0.1]/"] {
    ///     assert_eq!(Uri::parse(text)?.host().unwrap().reach()?, loopback);
    /// }
    /// // A fullwidth solidus maps to `/`: one host cannot hold it.
    /// let iri = Iri::parse("http://evil.example\u{ff0f}.good.example/x")?;
    /// assert!(iri.host().unwrap().reach().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Deciding whether a URL is safe to fetch
    ///
    /// An SSRF filter (a server that fetches URLs its users give must not
    /// reach its own machine or network) refuses schemes it does not fetch,
    /// hosts `reach` refuses, addresses by class, and names by their
    /// [`Reach::Domain`] form, which keeps a final dot: `localhost.` is the
    /// same host as `localhost` to DNS, and passes a list that holds only
    /// `localhost`. `reach` answers with a plain [`IpAddr`]: the classes are
    /// the standard library's to tell.
    ///
    /// ```
    /// use core::net::IpAddr;
    /// use uri::{Reach, Uri};
    ///
    /// fn is_public(ip: IpAddr) -> bool {
    ///     match ip {
    ///         IpAddr::V4(ip) => !(ip.is_loopback() || ip.is_private() || ip.is_link_local()
    ///             || ip.is_unspecified() || ip.is_broadcast()),
    ///         IpAddr::V6(ip) => !(ip.is_loopback() || ip.is_unique_local()
    ///             || ip.is_unicast_link_local() || ip.is_unspecified()),
    ///     }
    /// }
    ///
    /// fn may_fetch(uri: &Uri<'_>) -> bool {
    ///     let scheme = uri.scheme();
    ///     if !(scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")) {
    ///         return false;
    ///     }
    ///     match uri.host().map(|host| host.reach()) {
    ///         Some(Ok(Reach::Ip(ip))) => is_public(ip),
    ///         Some(Ok(Reach::Domain(name))) => {
    ///             let name = name.strip_suffix('.').unwrap_or(&name);
    ///             name != "localhost" && !name.ends_with(".localhost")
    ///         }
    ///         _ => false, // refused by `reach`, or no host at all
    ///     }
    /// }
    ///
    /// let fetchable = |text| Uri::parse(text).is_ok_and(|uri| may_fetch(&uri));
    /// assert!(fetchable("https://example.com/feed.xml"));
    /// for refused in [
    ///     "http://127.1/",                                // loopback, as `inet_aton` reads it
    ///     "http://[::ffff:10.0.0.5]/",                    // private, IPv4-mapped
    ///     "http://169.254.169.254/latest/meta-data/",     // link-local: cloud metadata
    ///     "http://[fd00::1]/",                            // unique local IPv6
    ///     "http://localhost./",                           // the final dot
    ///     "http://%6C%6F%63%61%6C%68%6F%73%74/",          // `localhost`, percent-encoded
    ///     "file:///etc/passwd",                           // a scheme not fetched
    /// ] {
    ///     assert!(!fetchable(refused), "{refused}");
    /// }
    /// ```
    ///
    /// This checks the URL; it cannot check what a name resolves to. A domain
    /// that passes may still resolve to `127.0.0.1`, so the same `is_public`
    /// check belongs where the connection is made, on each address DNS
    /// returns (the resolver or connector of your HTTP client), and every
    /// redirect's `Location` goes through `may_fetch` again.
    #[cfg(feature = "alloc")]
    pub fn reach(&self) -> Result<Reach, HostError> {
        match *self {
            Self::Ipv4(ip) => Ok(Reach::Ip(IpAddr::V4(ip))),
            Self::Ipv6(ip) => Ok(Reach::Ip(IpAddr::V6(ip).to_canonical())),
            Self::RegName(name) => reach_name(name),
            Self::IpvFuture { .. } => Err(HostError::new(HostErrorKind::IpvFuture)),
        }
    }

    /// The IP address a client connects to for this host: the address of
    /// [`reach`](Self::reach), so every form it reads (percent-encoded,
    /// fullwidth with the `idna` feature, `0x7f.1`, IPv4-mapped IPv6) answers
    /// here too.
    ///
    /// `None` means a name that DNS must resolve (check the addresses it
    /// returns, at connection time), **or a host that `reach` refuses**: a
    /// filter should call `reach` and refuse its errors.
    /// `Some` is a plain address, loopback, private and link-local ones
    /// included: classify it as the deny list under "Deciding whether a URL
    /// is safe to fetch" on [`reach`](Self::reach) does.
    ///
    /// The answer is `reach`'s in every build: an ASCII name (once
    /// percent-decoded) is read here without allocating, by the same rule
    /// `reach` applies; a name of non-ASCII text is an address only through
    /// IDNA, so it is `None` without the `idna` feature, as `reach` refuses it
    /// there too.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr};
    /// use uri::Uri;
    ///
    /// let loopback = Some(IpAddr::V4(Ipv4Addr::LOCALHOST));
    /// for text in [
    ///     "http://127.0.0.1/",
    ///     "http://%31%32%37.0.0.1/",
    ///     "http://127.1/",
    ///     "http://0x7f.1/",
    ///     "http://2130706433/",
    ///     "http://[::ffff:127.0.0.1]/",
    /// ] {
    ///     assert_eq!(Uri::parse(text)?.host().unwrap().effective_ip(), loopback, "{text}");
    /// }
    /// assert_eq!(Uri::parse("http://localhost/")?.host().unwrap().effective_ip(), None);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn effective_ip(&self) -> Option<IpAddr> {
        match *self {
            Self::Ipv4(ip) => Some(IpAddr::V4(ip)),
            Self::Ipv6(ip) => Some(IpAddr::V6(ip).to_canonical()),
            Self::RegName(name) => match read_ascii_name(name.as_bytes(), Escapes::Decode) {
                Ok(AsciiName::Address(ip)) => Some(IpAddr::V4(ip)),
                Ok(AsciiName::Domain) | Err(NameFault::Refused(_)) => None,
                Err(NameFault::NonAscii) => unicode_name_ip(name),
            },
            Self::IpvFuture { .. } => None,
        }
    }
}

/// The address of a name of non-ASCII text: only IDNA maps one (fullwidth
/// digits to ASCII ones), so without the `idna` feature there is none.
#[cfg(feature = "idna")]
fn unicode_name_ip(name: &str) -> Option<IpAddr> {
    reach_name(name).ok().and_then(|reach| reach.ip())
}

/// Without IDNA nothing maps non-ASCII text, and `reach` refuses it.
#[cfg(not(feature = "idna"))]
fn unicode_name_ip(_: &str) -> Option<IpAddr> {
    None
}

/// What an ASCII name is to a client: the WHATWG URL Standard's host reading
/// once the name is ASCII (after IDNA, or as written).
enum AsciiName {
    /// It ends in a number and is an IPv4 address (`127.1`, `0x7f.0.0.1`).
    Address(Ipv4Addr),
    /// A domain name for DNS.
    Domain,
}

/// Why [`read_ascii_name`] gives no [`AsciiName`].
#[cfg_attr(
    not(feature = "alloc"),
    allow(dead_code, reason = "only `reach` says why a name is refused")
)]
enum NameFault {
    /// A byte, once decoded, is not ASCII: only IDNA can map the name.
    NonAscii,
    /// No client reaches it, for this reason.
    Refused(NameRefusal),
}

/// The refusals of an ASCII name, each a [`HostErrorKind`] of the same name.
#[derive(Clone, Copy)]
#[cfg_attr(
    not(feature = "alloc"),
    allow(dead_code, reason = "only `reach` says why a name is refused")
)]
enum NameRefusal {
    Empty,
    EmptyLabel,
    Delimiter(char),
    NotAnAddress,
}

/// Whether the name's `%XX` escapes still stand for their bytes (a name as a
/// URI writes it) or were decoded already (a name IDNA mapped).
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    not(feature = "alloc"),
    allow(dead_code, reason = "only `reach` reads a name IDNA mapped")
)]
enum Escapes {
    Decode,
    Decoded,
}

/// The bytes of a name, `%XX` read as the byte it stands for when asked.
#[derive(Clone)]
struct NameBytes<'a> {
    name: &'a [u8],
    at: usize,
    escapes: Escapes,
}

impl Iterator for NameBytes<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let byte = *self.name.get(self.at)?;
        match escaped_byte(self.name, self.at) {
            Some(decoded) if self.escapes == Escapes::Decode => {
                self.at += 3;
                Some(decoded)
            }
            _ => {
                self.at += 1;
                Some(byte)
            }
        }
    }
}

/// The one reading of an ASCII name, shared by [`Host::reach`] and
/// [`Host::effective_ip`], without allocating: a forbidden domain code point
/// refuses it, then an empty label (one final dot, the DNS root, is allowed),
/// then a last label that is a number but not part of an IPv4 address.
fn read_ascii_name(name: &[u8], escapes: Escapes) -> Result<AsciiName, NameFault> {
    let bytes = NameBytes {
        name,
        at: 0,
        escapes,
    };
    let refused = |why| Err(NameFault::Refused(why));
    let (mut len, mut forbidden, mut last) = (0, None, 0);
    for byte in bytes.clone() {
        if !byte.is_ascii() {
            return Err(NameFault::NonAscii);
        }
        if forbidden.is_none() && !can_be_in_domain(char::from(byte)) {
            forbidden = Some(char::from(byte));
        }
        len += 1;
        last = byte;
    }
    if len == 0 {
        return refused(NameRefusal::Empty);
    }
    if let Some(c) = forbidden {
        return refused(NameRefusal::Delimiter(c));
    }
    // The name without the root's final dot, read label by label.
    let without_root = len - usize::from(last == b'.');
    let mut label = NumberLabel::default();
    for byte in bytes.take(without_root) {
        if byte == b'.' {
            if label.len == 0 {
                return refused(NameRefusal::EmptyLabel);
            }
            label = NumberLabel::default();
        } else {
            label.push(byte);
        }
    }
    if label.len == 0 {
        return refused(NameRefusal::EmptyLabel);
    }
    if !label.is_number() {
        return Ok(AsciiName::Domain);
    }
    // The numeric reader decodes escapes itself; decoded text holds no `%`.
    legacy_ipv4(name)
        .map(|bits| AsciiName::Address(Ipv4Addr::from_bits(bits)))
        .ok_or(NameFault::Refused(NameRefusal::NotAnAddress))
}

/// A label read a byte at a time, for whether it is a number to an IPv4
/// reader: all decimal digits, or `0x` and hex digits (`0x` alone too).
#[derive(Default)]
struct NumberLabel {
    len: usize,
    digits: bool,
    hex_prefix: bool,
    hex_after_prefix: bool,
}

impl NumberLabel {
    fn push(&mut self, byte: u8) {
        match self.len {
            0 => {
                self.digits = byte.is_ascii_digit();
                self.hex_prefix = byte == b'0';
                self.hex_after_prefix = true;
            }
            1 => {
                self.digits &= byte.is_ascii_digit();
                self.hex_prefix &= byte == b'x' || byte == b'X';
            }
            _ => {
                self.digits &= byte.is_ascii_digit();
                self.hex_after_prefix &= byte.is_ascii_hexdigit();
            }
        }
        self.len += 1;
    }

    fn is_number(&self) -> bool {
        (self.len > 0 && self.digits) || (self.len >= 2 && self.hex_prefix && self.hex_after_prefix)
    }
}

/// [`Host::reach`] for a registered name, written percent-encoded (a URI's) or
/// as Unicode text (an IRI's, or a name a caller hands over).
#[cfg(feature = "alloc")]
pub(crate) fn reach_name(name: &str) -> Result<Reach, HostError> {
    let decoded = decode_utf8(name).map_err(|_| HostError::new(HostErrorKind::NotUtf8))?;
    let ascii = to_ascii(&decoded)?;
    domain_or_address(&ascii)
}

/// UTS #46 with the `idna` feature, for ASCII names too, as clients run it
/// (it also checks the Punycode of `xn--` labels).
#[cfg(feature = "idna")]
fn to_ascii(decoded: &str) -> Result<Cow<'_, str>, HostError> {
    uts46_to_ascii(decoded).map_err(HostError::idna)
}

/// Without the `idna` feature only ASCII can be mapped: case folding.
#[cfg(all(feature = "alloc", not(feature = "idna")))]
fn to_ascii(decoded: &str) -> Result<Cow<'_, str>, HostError> {
    if !decoded.is_ascii() {
        return Err(HostError::new(HostErrorKind::Unicode));
    }
    Ok(if decoded.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(decoded.to_ascii_lowercase())
    } else {
        Cow::Borrowed(decoded)
    })
}

/// The checks on the mapped ASCII name, then the address it is when it ends in
/// a number (the WHATWG URL Standard's "ends in a number").
#[cfg(feature = "alloc")]
fn domain_or_address(ascii: &str) -> Result<Reach, HostError> {
    let refusal = |kind| Err(HostError::new(kind));
    match read_ascii_name(ascii.as_bytes(), Escapes::Decoded) {
        Ok(AsciiName::Address(ip)) => Ok(Reach::Ip(IpAddr::V4(ip))),
        Ok(AsciiName::Domain) => Ok(Reach::Domain(ascii.into())),
        Err(NameFault::NonAscii) => refusal(HostErrorKind::Unicode),
        Err(NameFault::Refused(NameRefusal::Empty)) => refusal(HostErrorKind::Empty),
        Err(NameFault::Refused(NameRefusal::EmptyLabel)) => refusal(HostErrorKind::EmptyLabel),
        Err(NameFault::Refused(NameRefusal::Delimiter(c))) => refusal(HostErrorKind::Delimiter(c)),
        Err(NameFault::Refused(NameRefusal::NotAnAddress)) => refusal(HostErrorKind::NotAnAddress),
    }
}

/// Not a forbidden domain code point of the WHATWG URL Standard (controls,
/// space, `% # / : < > ? @ [ \ ] ^ |`, DEL) and ASCII.
fn can_be_in_domain(c: char) -> bool {
    c.is_ascii_graphic() && !"%#/:<>?@[\\]^|".contains(c)
}

/// The name a client reaches for `host`, as ASCII text: a domain of A-labels,
/// or the IPv4 address it is (`0x7f.1` gives `127.0.0.1`). `bücher.example`
/// (or its percent-encoded UTF-8, `b%C3%BCcher.example`) becomes
/// `xn--bcher-kva.example`; ASCII labels are lower-cased. This is
/// [`Host::reach`] for a name given as text.
///
/// # Errors
///
/// [`HostError`] when the name is not one host (see [`HostErrorKind`]): UTS #46
/// refuses it, it maps to a delimiter, `%` or nothing, or its escapes are not
/// UTF-8.
///
/// # Examples
///
/// ```
/// use uri::idna::host_to_ascii;
///
/// assert_eq!(host_to_ascii("b\u{fc}cher.example")?, "xn--bcher-kva.example");
/// assert_eq!(host_to_ascii("b%C3%BCcher.example")?, "xn--bcher-kva.example");
/// assert_eq!(host_to_ascii("Example.COM")?, "example.com");
/// assert_eq!(host_to_ascii("\u{ff11}\u{ff12}\u{ff17}.0.0.1")?, "127.0.0.1");
/// assert!(host_to_ascii("\u{ad}").is_err());
/// assert!(host_to_ascii("good.example\u{ff20}evil.example").is_err());
/// # Ok::<(), uri::error::HostError>(())
/// ```
#[cfg(feature = "idna")]
pub fn host_to_ascii(host: &str) -> Result<String, HostError> {
    reach_name(host).map(|reach| alloc::string::ToString::to_string(&reach))
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::*;
    use crate::bytes::split_mix::SplitMix;

    fn reached(name: &str) -> Result<Reach, HostErrorKind> {
        Host::RegName(name).reach().map_err(|error| error.kind)
    }

    #[expect(clippy::unnecessary_wraps, reason = "compared with `reached`'s result")]
    fn ip(text: &str) -> Result<Reach, HostErrorKind> {
        Ok(Reach::Ip(text.parse().unwrap()))
    }

    #[expect(clippy::unnecessary_wraps, reason = "compared with `reached`'s result")]
    fn domain(text: &str) -> Result<Reach, HostErrorKind> {
        Ok(Reach::Domain(text.into()))
    }

    #[test]
    fn ascii_names_are_decoded_and_folded() {
        assert_eq!(reached("Example.COM"), domain("example.com"));
        assert_eq!(reached("ex%41mple.com"), domain("example.com"));
        assert_eq!(reached("example.com."), domain("example.com."));
        assert_eq!(
            reached("a_b!$&'()*+,;=.example"),
            domain("a_b!$&'()*+,;=.example")
        );
    }

    #[test]
    fn numbers_are_addresses() {
        for name in [
            "127.0.0.1",
            "127.1",
            "0x7f.1",
            "0X7F.0.0.1",
            "0177.0.0.1",
            "2130706433",
            "%31%32%37.0.0.1",
            "127.0.0.1.",
        ] {
            assert_eq!(reached(name), ip("127.0.0.1"), "{name}");
        }
        for name in ["1.2.3.256", "x.0x7f", "08", "1.2.3.4.5", "0x100000000"] {
            assert_eq!(reached(name), Err(HostErrorKind::NotAnAddress), "{name}");
        }
        // A number that is not the last label does not make an address.
        assert_eq!(reached("1.2.3.x"), domain("1.2.3.x"));
        assert_eq!(reached("0x7g"), domain("0x7g"));
    }

    #[test]
    fn what_ends_a_host_is_refused() {
        for (name, c) in [
            ("good.example%40evil.example", '@'),
            ("a%2Fb", '/'),
            ("a%3Fb", '?'),
            ("a%23b", '#'),
            ("a%3Ab", ':'),
            ("a%5Cb", '\\'),
            ("a%25b", '%'),
            ("a%20b", ' '),
            ("a%00b", '\0'),
            ("a%7Fb", '\u{7f}'),
            ("a%7Cb", '|'),
        ] {
            assert_eq!(reached(name), Err(HostErrorKind::Delimiter(c)), "{name}");
        }
    }

    #[test]
    fn empty_names_and_labels_are_refused() {
        assert_eq!(reached(""), Err(HostErrorKind::Empty));
        assert_eq!(reached("."), Err(HostErrorKind::EmptyLabel));
        assert_eq!(reached("a..b"), Err(HostErrorKind::EmptyLabel));
        assert_eq!(reached(".a"), Err(HostErrorKind::EmptyLabel));
        assert_eq!(reached("a.."), Err(HostErrorKind::EmptyLabel));
        assert_eq!(reached("%FF"), Err(HostErrorKind::NotUtf8));
    }

    #[test]
    fn literals() {
        assert_eq!(
            Host::Ipv6("::ffff:127.0.0.1".parse().unwrap()).reach(),
            Ok(Reach::Ip("127.0.0.1".parse().unwrap()))
        );
        assert_eq!(
            Host::IpvFuture {
                version: "7",
                address: "x"
            }
            .reach()
            .map_err(|e| e.kind),
            Err(HostErrorKind::IpvFuture)
        );
        assert_eq!(Reach::Ip("::1".parse().unwrap()).to_string(), "[::1]");
        // What a domain may hold and a `reg-name` cannot is written escaped.
        assert_eq!(reached("a%7Bb"), domain("a{b"));
        assert_eq!(Reach::Domain("a{b\"c".into()).to_string(), "a%7Bb%22c");
    }

    #[cfg(not(feature = "idna"))]
    #[test]
    fn unicode_needs_idna() {
        assert_eq!(reached("b%C3%BCcher.example"), Err(HostErrorKind::Unicode));
        assert_eq!(reached("b\u{fc}cher.example"), Err(HostErrorKind::Unicode));
    }

    #[cfg(feature = "idna")]
    #[test]
    fn unicode_is_mapped_as_clients_map_it() {
        assert_eq!(
            reached("b\u{fc}cher.example"),
            domain("xn--bcher-kva.example")
        );
        assert_eq!(
            reached("b%C3%BCcher.example"),
            domain("xn--bcher-kva.example")
        );
        // Fullwidth digits, ideographic full stops, circled digits, a soft
        // hyphen and a zero-width space inside an address.
        for name in [
            "\u{ff11}\u{ff12}\u{ff17}.0.0.1",
            "127\u{3002}0\u{3002}0\u{3002}1",
            "\u{2460}27.0.0.1",
            "12\u{ad}7.0.0.1",
            "12\u{200b}7.0.0.1",
            "%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1",
            "12%C2%AD7.0.0.1",
        ] {
            assert_eq!(reached(name), ip("127.0.0.1"), "{name}");
        }
        // Fullwidth delimiters.
        for (name, c) in [
            ("evil.example\u{ff0f}.good.example", '/'),
            ("good.com\u{ff20}evil.com", '@'),
            ("a\u{ff1a}80", ':'),
            ("a\u{ff03}b", '#'),
            ("a\u{ff05}41b", '%'),
            ("good.example%EF%BC%A0evil.example", '@'),
        ] {
            assert_eq!(reached(name), Err(HostErrorKind::Delimiter(c)), "{name}");
        }
        // Nothing left, or an empty label made by the mapping.
        assert_eq!(reached("\u{ad}"), Err(HostErrorKind::Empty));
        assert_eq!(reached("%C2%AD"), Err(HostErrorKind::Empty));
        assert_eq!(reached("\u{feff}"), Err(HostErrorKind::Empty));
        assert_eq!(reached("a.\u{ad}.b"), Err(HostErrorKind::EmptyLabel));
        assert!(matches!(reached("xn--a"), Err(HostErrorKind::Idna)));
    }

    /// `effective_ip` reads an ASCII name without allocating, the same rule in
    /// every build; here, where `reach` exists, the two agree on every name.
    #[test]
    fn effective_ip_is_the_address_reach_gives() {
        let pieces = [
            "1",
            "127",
            "0",
            "255",
            "256",
            "4294967295",
            "0x",
            "0X7f",
            "0xg",
            "017",
            "08",
            ".",
            ".",
            "%2e",
            "%2E",
            "%31",
            "%30x1",
            "a",
            "%41",
            "x",
            "-",
            "<",
            "%3C",
            "%25",
            "%",
            "%2",
            "\u{fc}",
            "%C3%BC",
            "\u{ff11}",
            "xn--",
            "_",
        ];
        let mut random = SplitMix::new(0x1E7_4D0C);
        for _ in 0..60_000 {
            let name: String = (0..random.below(7))
                .map(|_| pieces[random.below(pieces.len())])
                .collect();
            let host = Host::RegName(&name);
            let reached = host.reach().ok().and_then(|reach| reach.ip());
            assert_eq!(host.effective_ip(), reached, "{name:?}");
        }
    }

    /// The refusal names the rule that failed (issue 42): U+0663, an
    /// Arabic-Indic digit, is allowed by UTS #46, but alone or after
    /// left-to-right letters it breaks the bidi rule.
    #[cfg(feature = "idna")]
    #[test]
    fn refusals_name_the_rule() {
        use alloc::string::ToString;
        let message = |name: &str| Host::RegName(name).reach().unwrap_err().to_string();
        for name in ["\u{663}", "example\u{663}", "%D9%A3.example"] {
            let shown = message(name);
            assert!(
                shown.contains("breaks the bidi rule of RFC 5893"),
                "{shown}"
            );
            assert!(!shown.contains("disallows"), "{shown}");
        }
        assert!(message("a\u{200d}b").contains("contextual rule for joiners"));
        assert!(
            message("exa\u{2028}mple")
                .ends_with("holds `\\u{2028}` (U+2028), which UTS #46 disallows in host names")
        );
    }
}
