//! The typed `host` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)): a registered name or an IP address.

use core::net::{Ipv4Addr, Ipv6Addr};

use crate::error::secret::Quoted;
use crate::parse::ip::{parse_ipv4, parse_ipv6, parse_ipvfuture};
use crate::value::pad::{ShortText, pad_parts};

/// The host of an authority, by the rule that matched it.
///
/// RFC 3986 tries `IP-literal`, then `IPv4address`, then `reg-name`: text that looks
/// numeric but is not a dotted quad of `dec-octet`s (`01.1.1.1`, `256.1.1.1`,
/// `1.1.1`, `0x7f.1`) is a registered name, never an address.
///
/// # Examples
///
/// ```
/// use core::net::{Ipv4Addr, Ipv6Addr};
/// use uri::{Host, Uri};
///
/// let host = |s| Uri::parse(s).unwrap().host().unwrap();
/// assert_eq!(host("http://example.com/"), Host::RegName("example.com"));
/// assert_eq!(host("http://127.0.0.1/"), Host::Ipv4(Ipv4Addr::LOCALHOST));
/// assert_eq!(host("http://[::1]/"), Host::Ipv6(Ipv6Addr::LOCALHOST));
/// assert_eq!(host("http://[v7.x:y]/"), Host::IpvFuture { version: "7", address: "x:y" });
/// assert_eq!(host("http://01.1.1.1/"), Host::RegName("01.1.1.1"));
/// assert_eq!(host("file:///etc/hosts"), Host::RegName(""));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `reg-name`, as written: possibly empty, possibly percent-encoded, any case.
    RegName(&'a str),
    /// `IPv4address`.
    Ipv4(Ipv4Addr),
    /// `IPv6address` inside `[` `]`.
    Ipv6(Ipv6Addr),
    /// `IPvFuture` inside `[` `]`: `v` + version + `.` + address.
    IpvFuture {
        /// The hex digits after the `v`.
        version: &'a str,
        /// The text after the `.`.
        address: &'a str,
    },
}

/// Like a derived `Debug`, with the name escaped as messages escape it (an
/// IRI's host may hold characters that hide or reorder text).
impl core::fmt::Debug for Host<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Self::RegName(name) => f.debug_tuple("RegName").field(&Quoted(name)).finish(),
            Self::Ipv4(addr) => f.debug_tuple("Ipv4").field(&addr).finish(),
            Self::Ipv6(addr) => f.debug_tuple("Ipv6").field(&addr).finish(),
            Self::IpvFuture { version, address } => f
                .debug_struct("IpvFuture")
                .field("version", &Quoted(version))
                .field("address", &Quoted(address))
                .finish(),
        }
    }
}

/// Which form a [`Host`] takes, without its value.
///
/// # Examples
///
/// ```
/// use uri::{HostKind, Uri};
///
/// assert_eq!(Uri::parse("ftp://[::1]").unwrap().host().unwrap().kind(), HostKind::Ipv6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// A registered name.
    RegName,
    /// An IPv4 address.
    Ipv4,
    /// An IPv6 address.
    Ipv6,
    /// An `IPvFuture` literal.
    IpvFuture,
}

impl HostKind {
    /// A short name: `reg-name`, `IPv4`, `IPv6` or `IPvFuture`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::HostKind::Ipv4.name(), "IPv4");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Self::RegName => "reg-name",
            Self::Ipv4 => "IPv4",
            Self::Ipv6 => "IPv6",
            Self::IpvFuture => "IPvFuture",
        }
    }
}

impl core::fmt::Display for HostKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

impl<'a> Host<'a> {
    /// Types a host that the parser has already validated, as written in the input.
    pub(crate) const fn from_validated(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        if bytes.len() >= 2 && bytes[0] == b'[' {
            if bytes[1] == b'v' || bytes[1] == b'V' {
                if let Ok((dot, _)) = parse_ipvfuture(bytes, 1) {
                    let (head, tail) = text.split_at(dot);
                    let version = head.split_at(2).1;
                    let address = tail.split_at(tail.len() - 1).0.split_at(1).1;
                    return Self::IpvFuture { version, address };
                }
            } else if let Ok((groups, _)) = parse_ipv6(bytes, 1) {
                let g = groups;
                return Self::Ipv6(Ipv6Addr::new(
                    g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7],
                ));
            }
        }
        // An IPv4 address has at most 15 bytes, so a longer host is not tried.
        if bytes.len() <= 15 {
            if let Ok([a, b, c, d]) = parse_ipv4(bytes, 0, bytes.len()) {
                return Self::Ipv4(Ipv4Addr::new(a, b, c, d));
            }
        }
        Self::RegName(text)
    }

    /// Which form this host takes.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{HostKind, Uri};
    ///
    /// let uri = Uri::parse("http://256.1.1.1").unwrap();
    /// assert_eq!(uri.host().unwrap().kind(), HostKind::RegName);
    /// ```
    pub const fn kind(&self) -> HostKind {
        match self {
            Self::RegName(_) => HostKind::RegName,
            Self::Ipv4(_) => HostKind::Ipv4,
            Self::Ipv6(_) => HostKind::Ipv6,
            Self::IpvFuture { .. } => HostKind::IpvFuture,
        }
    }

    /// The IP address, for the IPv4 and IPv6 forms.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr};
    /// use uri::Uri;
    ///
    /// let uri = Uri::parse("http://10.0.0.1:8080").unwrap();
    /// assert_eq!(uri.host().unwrap().ip(), Some(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))));
    /// ```
    pub const fn ip(&self) -> Option<core::net::IpAddr> {
        match *self {
            Self::Ipv4(addr) => Some(core::net::IpAddr::V4(addr)),
            Self::Ipv6(addr) => Some(core::net::IpAddr::V6(addr)),
            _ => None,
        }
    }
}

/// The host as it goes into an authority: a registered name as written, an IPv4
/// address in dotted form, an IPv6 address in brackets in its RFC 5952 text (so
/// `[0:0::1]` shows as `[::1]`; [`Uri::host_str`](crate::Uri::host_str) gives the
/// text as written), an `IPvFuture` literal in brackets. Width and alignment
/// apply to the whole.
///
/// # Examples
///
/// ```
/// use uri::Uri;
///
/// let uri = Uri::parse("http://[2001:DB8::1]:8080/")?;
/// let host = uri.host().unwrap();
/// assert_eq!(format!("{host}:{}", uri.port()?.unwrap()), "[2001:db8::1]:8080");
/// assert_eq!(Uri::parse("http://example.com")?.host().unwrap().to_string(), "example.com");
/// assert_eq!(Uri::parse("http://[v7.x]")?.host().unwrap().to_string(), "[v7.x]");
/// # Ok::<(), uri::ParseError>(())
/// ```
impl core::fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write as _;

        let mut address = ShortText::<48>::new();
        match *self {
            Self::RegName(name) => pad_parts(f, &[name]),
            Self::Ipv4(addr) => {
                write!(address, "{addr}")?;
                pad_parts(f, &[address.as_str()])
            }
            Self::Ipv6(addr) => {
                write!(address, "{addr}")?;
                pad_parts(f, &["[", address.as_str(), "]"])
            }
            Self::IpvFuture { version, address } => {
                pad_parts(f, &["[v", version, ".", address, "]"])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_looking_names_stay_names() {
        for name in [
            "01.1.1.1",
            "256.1.1.1",
            "1.1.1",
            "1.1.1.1.",
            "0x7f.0.0.1",
            "1.2.3.4.5",
            "1111111111111111",
        ] {
            assert_eq!(Host::from_validated(name), Host::RegName(name));
        }
    }

    #[test]
    fn ipv6_with_embedded_ipv4() {
        assert_eq!(
            Host::from_validated("[::ffff:192.0.2.1]"),
            Host::Ipv6(Ipv6Addr::new(0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201))
        );
    }
}
