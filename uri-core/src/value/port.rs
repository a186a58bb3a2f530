//! The value of `port = *DIGIT` ([RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)), which the grammar leaves
//! unbounded and TCP and UDP bound to 16 bits.

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};

/// The number a port's text stands for: `Ok(None)` for an empty port (which
/// [RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) says to treat as absent), or [`ParseErrorKind::PortOverflow`]
/// spanning the digits, whose first byte is at `start` of the parsed text, when
/// the number is above 65535. Leading zeros do not count (`0080` is 80).
///
/// `digits` is a port the parser accepted: ASCII digits only.
pub(crate) const fn port_number(digits: &str, start: usize) -> Result<Option<u16>, ParseError> {
    let bytes = digits.as_bytes();
    if bytes.is_empty() {
        return Ok(None);
    }
    let mut value: u32 = 0;
    let mut i = 0;
    while i < bytes.len() {
        value = value * 10 + (bytes[i] - b'0') as u32;
        if value > u16::MAX as u32 {
            return Err(ParseError::span(
                start,
                bytes.len(),
                Component::Port,
                ParseErrorKind::PortOverflow,
            ));
        }
        i += 1;
    }
    #[allow(clippy::cast_possible_truncation, reason = "checked against u16::MAX")]
    Ok(Some(value as u16))
}

/// The default port of a scheme, if it has a well-known one (from the schemes'
/// registrations: RFC 7230, 6455, 1738, 4266, 4516, 2326, 3261, 7252 and others);
/// a port equal to its scheme's default is dropped by normalization. The scheme is
/// compared without regard to case.
///
/// # Examples
///
/// ```
/// assert_eq!(uri::default_port("https"), Some(443));
/// assert_eq!(uri::default_port("WSS"), Some(443));
/// assert_eq!(uri::default_port("urn"), None);
/// ```
pub fn default_port(scheme: &str) -> Option<u16> {
    let mut lower = [0u8; 6];
    let name = lower.get_mut(..scheme.len())?;
    name.copy_from_slice(scheme.as_bytes());
    name.make_ascii_lowercase();
    default_port_of_lowercase(name)
}

/// [`default_port`] of a scheme already in lowercase, as normalization has it.
pub(crate) fn default_port_of_lowercase(scheme: &[u8]) -> Option<u16> {
    Some(match scheme {
        b"coap" => 5683,
        b"coaps" => 5684,
        b"ftp" => 21,
        b"gopher" => 70,
        b"http" | b"ws" => 80,
        b"https" | b"wss" => 443,
        b"imap" => 143,
        b"ldap" => 389,
        b"ldaps" => 636,
        b"mqtt" => 1883,
        b"nntp" => 119,
        b"pop" => 110,
        b"rtsp" => 554,
        b"sip" => 5060,
        b"sips" => 5061,
        b"ssh" => 22,
        b"telnet" => 23,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::port_number;

    #[test]
    fn port_numbers() {
        assert_eq!(port_number("", 0), Ok(None));
        assert_eq!(port_number("0", 0), Ok(Some(0)));
        assert_eq!(port_number("65535", 0), Ok(Some(65535)));
        assert_eq!(port_number("000000000000000000000443", 0), Ok(Some(443)));
        let error = port_number("65536", 7).unwrap_err();
        assert_eq!((error.index(), error.len()), (7, 5));
        assert!(port_number("99999999999999999999999", 0).is_err());
    }
}
