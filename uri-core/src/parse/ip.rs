//! The address forms of `host`: `IPv4address`, `IPv6address` and `IPvFuture`
//! ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)), as `const fn`s over bytes.
//!
//! The parser calls them to validate a host, and the host accessors call them again
//! to produce `Ipv4Addr`/`Ipv6Addr` values: an address literal is at most 45 bytes,
//! so re-reading it is O(1) and saves storing the address in every parsed value.

use crate::bytes::percent::hex_value;
use crate::error::parse_error::ParseErrorKind;
use crate::parse::table::{DIGIT, HEXDIG, USERINFO, is};

/// Parses `IPv4address` over `bytes[start..end]`; on failure, the index of the
/// offending byte (or of the octet that is out of range or has a leading zero).
///
/// ```text
/// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// dec-octet   = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
/// ```
pub(crate) const fn parse_ipv4(bytes: &[u8], start: usize, end: usize) -> Result<[u8; 4], usize> {
    let mut octets = [0u8; 4];
    let mut count = 0;
    let mut i = start;
    loop {
        let octet_start = i;
        let mut value: u32 = 0;
        while i < end && is(bytes[i], DIGIT) {
            if i - octet_start == 3 {
                return Err(octet_start);
            }
            value = value * 10 + (bytes[i] - b'0') as u32;
            i += 1;
        }
        let digits = i - octet_start;
        if digits == 0 {
            return Err(i);
        }
        if (digits > 1 && bytes[octet_start] == b'0') || value > 255 {
            return Err(octet_start);
        }
        #[allow(clippy::cast_possible_truncation, reason = "value <= 255")]
        {
            octets[count] = value as u8;
        }
        count += 1;
        if count == 4 {
            return if i == end { Ok(octets) } else { Err(i) };
        }
        if i >= end || bytes[i] != b'.' {
            return Err(i);
        }
        i += 1;
    }
}

/// Sentinel for "no `::` seen yet".
const NO_COMPRESSION: usize = usize::MAX;

/// Parses `IPv6address` starting at `start` (just after `[`) up to its closing `]`.
/// Returns the eight groups and the index of the `]`, or the index and kind of the
/// first error.
///
/// ```text
/// IPv6address =                            6( h16 ":" ) ls32
///             /                       "::" 5( h16 ":" ) ls32
///             / [               h16 ] "::" 4( h16 ":" ) ls32
///             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///             / [ *4( h16 ":" ) h16 ] "::"              ls32
///             / [ *5( h16 ":" ) h16 ] "::"              h16
///             / [ *6( h16 ":" ) h16 ] "::"
/// ls32        = ( h16 ":" h16 ) / IPv4address
/// h16         = 1*4HEXDIG
/// ```
///
/// The nine forms amount to: eight groups, or at most seven beside one `::`, where
/// the last two groups may be written as a dotted quad.
#[allow(
    clippy::too_many_lines,
    reason = "one loop over the nine forms reads best whole"
)]
pub(crate) const fn parse_ipv6(
    bytes: &[u8],
    start: usize,
) -> Result<([u16; 8], usize), (usize, ParseErrorKind)> {
    let len = bytes.len();
    let mut groups = [0u16; 8];
    let mut count = 0;
    let mut compression = NO_COMPRESSION;
    let mut i = start;
    if i < len && bytes[i] == b':' {
        if i + 1 < len && bytes[i + 1] == b':' {
            compression = 0;
            i += 2;
        } else {
            return Err((i, ParseErrorKind::Ipv6LoneColon));
        }
    }
    // At the top of the loop, `i` is at the start of the address, or just after `::`.
    loop {
        if i >= len {
            return Err((i, ParseErrorKind::UnclosedIpLiteral));
        }
        if bytes[i] == b']' {
            break;
        }
        let max_groups = if compression == NO_COMPRESSION { 8 } else { 7 };
        let group_start = i;
        let mut value: u32 = 0;
        while i < len {
            match hex_value(bytes[i]) {
                Some(digit) => {
                    if i - group_start == 4 {
                        return Err((i, ParseErrorKind::Ipv6GroupTooLong));
                    }
                    value = value * 16 + digit as u32;
                    i += 1;
                }
                None => break,
            }
        }
        if i == group_start {
            let kind = match bytes[i] {
                b'%' => ParseErrorKind::Ipv6ZoneId,
                b':' => ParseErrorKind::Ipv6LoneColon,
                _ => ParseErrorKind::Ipv6Char,
            };
            return Err((i, kind));
        }
        if i < len && bytes[i] == b'.' {
            // ls32 as a dotted quad: it must be the last thing before `]`.
            if count + 2 > max_groups {
                return Err((group_start, ParseErrorKind::Ipv6TooManyGroups));
            }
            let mut end = group_start;
            while end < len && (is(bytes[end], DIGIT) || bytes[end] == b'.') {
                end += 1;
            }
            let quad = match parse_ipv4(bytes, group_start, end) {
                Ok(quad) => quad,
                Err(at) => return Err((at, ParseErrorKind::Ipv6EmbeddedIpv4)),
            };
            groups[count] = u16::from_be_bytes([quad[0], quad[1]]);
            groups[count + 1] = u16::from_be_bytes([quad[2], quad[3]]);
            count += 2;
            i = end;
            if i >= len {
                return Err((i, ParseErrorKind::UnclosedIpLiteral));
            }
            if bytes[i] != b']' {
                let kind = if bytes[i] == b'%' {
                    ParseErrorKind::Ipv6ZoneId
                } else {
                    ParseErrorKind::Ipv6EmbeddedIpv4
                };
                return Err((i, kind));
            }
            break;
        }
        if count >= max_groups {
            return Err((group_start, ParseErrorKind::Ipv6TooManyGroups));
        }
        #[allow(clippy::cast_possible_truncation, reason = "at most four hex digits")]
        {
            groups[count] = value as u16;
        }
        count += 1;
        if i >= len {
            return Err((i, ParseErrorKind::UnclosedIpLiteral));
        }
        match bytes[i] {
            b']' => break,
            b':' => {
                if i + 1 < len && bytes[i + 1] == b':' {
                    if compression != NO_COMPRESSION {
                        return Err((i, ParseErrorKind::Ipv6DoubleCompression));
                    }
                    if count == 8 {
                        return Err((i, ParseErrorKind::Ipv6TooManyGroups));
                    }
                    compression = count;
                    i += 2;
                } else {
                    if i + 1 < len && bytes[i + 1] == b']' {
                        return Err((i, ParseErrorKind::Ipv6LoneColon));
                    }
                    i += 1;
                    if i < len && bytes[i] == b':' {
                        return Err((i, ParseErrorKind::Ipv6LoneColon));
                    }
                }
            }
            b'%' => return Err((i, ParseErrorKind::Ipv6ZoneId)),
            _ => return Err((i, ParseErrorKind::Ipv6Char)),
        }
    }
    if compression == NO_COMPRESSION {
        if count < 8 {
            return Err((i, ParseErrorKind::Ipv6TooFewGroups));
        }
        return Ok((groups, i));
    }
    // Move the groups after `::` to the end; the gap stays zero.
    let mut expanded = [0u16; 8];
    let mut k = 0;
    while k < compression {
        expanded[k] = groups[k];
        k += 1;
    }
    let tail = count - compression;
    let mut t = 0;
    while t < tail {
        expanded[8 - tail + t] = groups[compression + t];
        t += 1;
    }
    Ok((expanded, i))
}

/// Parses `IPvFuture` starting at `start` (at the `v`) up to its closing `]`;
/// returns the index of the `.` and of the `]`.
///
/// ```text
/// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
pub(crate) const fn parse_ipvfuture(
    bytes: &[u8],
    start: usize,
) -> Result<(usize, usize), (usize, ParseErrorKind)> {
    let len = bytes.len();
    let mut i = start + 1;
    while i < len && is(bytes[i], HEXDIG) {
        i += 1;
    }
    if i == start + 1 {
        return Err((i, ParseErrorKind::IpvFutureVersion));
    }
    if i >= len || bytes[i] != b'.' {
        return Err((i, ParseErrorKind::IpvFutureDot));
    }
    let dot = i;
    i += 1;
    while i < len && is(bytes[i], USERINFO) {
        i += 1;
    }
    if i < len && bytes[i] == b']' && i > dot + 1 {
        return Ok((dot, i));
    }
    if i >= len {
        return Err((i, ParseErrorKind::UnclosedIpLiteral));
    }
    Err((i, ParseErrorKind::IpvFutureChar))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(s: &str) -> Result<[u8; 4], usize> {
        parse_ipv4(s.as_bytes(), 0, s.len())
    }

    fn v6(s: &str) -> Result<std::net::Ipv6Addr, (usize, ParseErrorKind)> {
        let text = format!("{s}]");
        parse_ipv6(text.as_bytes(), 0).map(|(groups, end)| {
            assert_eq!(end, s.len());
            std::net::Ipv6Addr::from(groups)
        })
    }

    #[test]
    fn ipv4_dec_octets() {
        assert_eq!(v4("0.0.0.0"), Ok([0, 0, 0, 0]));
        assert_eq!(v4("255.255.255.255"), Ok([255; 4]));
        assert_eq!(v4("192.168.1.10"), Ok([192, 168, 1, 10]));
        assert_eq!(v4("256.1.1.1"), Err(0));
        assert_eq!(v4("1.01.1.1"), Err(2));
        assert_eq!(v4("1.1.1"), Err(5));
        assert_eq!(v4("1.1.1.1.1"), Err(7));
        assert_eq!(v4("1..1.1"), Err(2));
        assert_eq!(v4("1.1.1.1234"), Err(6));
        assert_eq!(v4(""), Err(0));
        assert_eq!(v4("1.1.1.a"), Err(6));
    }

    #[test]
    fn ipv6_agrees_with_std_on_valid_forms() {
        for s in [
            "1:2:3:4:5:6:7:8",
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1::8",
            "1:2::7:8",
            "fe80::1",
            "FFFF:ffff:0:0:0:0:0:0",
            "::ffff:192.0.2.1",
            "::192.0.2.1",
            "1:2:3:4:5:6:1.2.3.4",
            "1::2:3:4:5:1.2.3.4",
            "abcd:ef01:2345:6789:abcd:ef01:2345:6789",
            "0000:0000:0000:0000:0000:0000:0000:0000",
        ] {
            let expected: std::net::Ipv6Addr = s.parse().unwrap();
            assert_eq!(v6(s), Ok(expected), "{s}");
        }
    }

    #[test]
    fn ipv6_errors() {
        use ParseErrorKind::*;
        assert_eq!(v6("1:2:3:4:5:6:7"), Err((13, Ipv6TooFewGroups)));
        assert_eq!(v6("1:2:3:4:5:6:7:8:9"), Err((16, Ipv6TooManyGroups)));
        assert_eq!(v6("1::3:4:5:6:7:8:9"), Err((15, Ipv6TooManyGroups)));
        assert_eq!(v6("1:2:3:4:5:6:7:8::"), Err((15, Ipv6TooManyGroups)));
        assert_eq!(v6("1:2:3:4:5:6::1.2.3.4"), Err((13, Ipv6TooManyGroups)));
        assert_eq!(v6("1:2:3:4:5:6:7:1.2.3.4"), Err((14, Ipv6TooManyGroups)));
        assert_eq!(v6("1::2::3"), Err((4, Ipv6DoubleCompression)));
        assert_eq!(v6(":1::"), Err((0, Ipv6LoneColon)));
        assert_eq!(v6("1::2:"), Err((4, Ipv6LoneColon)));
        assert_eq!(v6("1:::2"), Err((3, Ipv6LoneColon)));
        assert_eq!(v6("12345::"), Err((4, Ipv6GroupTooLong)));
        assert_eq!(v6("::1.2.3.256"), Err((8, Ipv6EmbeddedIpv4)));
        assert_eq!(v6("::1.2.3"), Err((7, Ipv6EmbeddedIpv4)));
        assert_eq!(v6("::1.2.3.4:1"), Err((9, Ipv6EmbeddedIpv4)));
        assert_eq!(v6("::a.2.3.4"), Err((2, Ipv6EmbeddedIpv4)));
        assert_eq!(v6("fe80::1%25eth0"), Err((7, Ipv6ZoneId)));
        assert_eq!(v6("::g"), Err((2, Ipv6Char)));
        assert_eq!(v6(""), Err((0, Ipv6TooFewGroups)));
        assert_eq!(parse_ipv6(b"::1", 0), Err((3, UnclosedIpLiteral)));
    }

    #[test]
    fn ipvfuture() {
        assert_eq!(parse_ipvfuture(b"v1.x]", 0), Ok((2, 4)));
        assert_eq!(parse_ipvfuture(b"VaB.a:b!]", 0), Ok((3, 8)));
        assert_eq!(
            parse_ipvfuture(b"v.x]", 0),
            Err((1, ParseErrorKind::IpvFutureVersion))
        );
        assert_eq!(
            parse_ipvfuture(b"v1x]", 0),
            Err((2, ParseErrorKind::IpvFutureDot))
        );
        assert_eq!(
            parse_ipvfuture(b"v1.]", 0),
            Err((3, ParseErrorKind::IpvFutureChar))
        );
        assert_eq!(
            parse_ipvfuture(b"v1.a/]", 0),
            Err((4, ParseErrorKind::IpvFutureChar))
        );
        assert_eq!(
            parse_ipvfuture(b"v1.a", 0),
            Err((4, ParseErrorKind::UnclosedIpLiteral))
        );
    }
}
