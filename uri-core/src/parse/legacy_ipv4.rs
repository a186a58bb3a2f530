//! The numeric host forms that RFC 3986 makes registered names but `inet_aton`
//! and the WHATWG URL Standard read as IPv4 addresses: fewer than four parts
//! (`127.1`), hexadecimal and octal parts (`0x7f.0.0.1`, `0177.0.0.1`), one
//! 32-bit number (`2130706433`), a trailing dot, and all of these percent-encoded
//! (`%31%32%37.0.0.1`).

use crate::bytes::percent::{escaped_byte, hex_value};

/// The byte at `i` of a registered name with `%XX` read as the octet it encodes,
/// and the index after it.
const fn decoded_at(bytes: &[u8], i: usize) -> (u8, usize) {
    match escaped_byte(bytes, i) {
        Some(byte) => (byte, i + 3),
        None => (bytes[i], i + 1),
    }
}

/// The IPv4 address a legacy reader finds in the registered name `bytes`, as a
/// 32-bit number, or `None` when it is not one of the numeric forms.
///
/// Each part is decimal, octal after a leading `0`, or hexadecimal after `0x`
/// (`0x` alone is 0). Every part but the last is one octet; the last fills the
/// octets left (`127.1` is 127.0.0.1). A value that does not fit is `None`, as it
/// is for WHATWG, which refuses such a URL.
#[expect(
    clippy::cast_possible_truncation,
    reason = "each part is checked to fit the octets left, so the sum fits 32 bits"
)]
pub(crate) const fn legacy_ipv4(bytes: &[u8]) -> Option<u32> {
    let len = bytes.len();
    let mut parts = [0u64; 4];
    let mut count = 0;
    let mut i = 0;
    while i < len {
        if count == parts.len() {
            return None;
        }
        let (first, after_first) = decoded_at(bytes, i);
        if first == b'.' {
            return None;
        }
        let mut radix = 10;
        let mut j = i;
        if first == b'0' && after_first < len {
            let (second, after_second) = decoded_at(bytes, after_first);
            if second == b'x' || second == b'X' {
                radix = 16;
                j = after_second;
            } else if second != b'.' {
                radix = 8;
                j = after_first;
            }
        }
        let mut value: u64 = 0;
        while j < len {
            let (byte, next) = decoded_at(bytes, j);
            if byte == b'.' {
                break;
            }
            let digit = match hex_value(byte) {
                Some(digit) if (digit as u64) < radix => digit as u64,
                _ => return None,
            };
            value = value * radix + digit;
            if value > u32::MAX as u64 {
                return None;
            }
            j = next;
        }
        parts[count] = value;
        count += 1;
        // Past the dot that ended the part; a dot at the very end is allowed.
        i = if j < len { decoded_at(bytes, j).1 } else { j };
    }
    if count == 0 {
        return None;
    }
    let mut address: u64 = 0;
    let mut k = 0;
    while k + 1 < count {
        if parts[k] > 255 {
            return None;
        }
        address |= parts[k] << (8 * (3 - k));
        k += 1;
    }
    let last = parts[count - 1];
    if last >= 1 << (8 * (5 - count)) {
        return None;
    }
    Some((address | last) as u32)
}

#[cfg(test)]
mod tests {
    use super::legacy_ipv4;
    use core::net::Ipv4Addr;

    fn read(text: &str) -> Option<Ipv4Addr> {
        legacy_ipv4(text.as_bytes()).map(Ipv4Addr::from)
    }

    #[test]
    fn every_form_of_loopback() {
        let loopback = Some(Ipv4Addr::LOCALHOST);
        for text in [
            "127.0.0.1",
            "127.1",
            "127.0.1",
            "2130706433",
            "0x7f.1",
            "0X7F.0.0.1",
            "0177.0.0.1",
            "017700000001",
            "0x7f000001",
            "127.0.0.1.",
            "%31%32%37.0.0.1",
            "%31%32%37%2E%30%2E%30%2E%31",
            "0x%37f.1",
            "00000000000000177.1",
            "0x00000000007f.1",
        ] {
            assert_eq!(read(text), loopback, "{text}");
        }
    }

    #[test]
    fn parts_fill_what_is_left() {
        assert_eq!(read("1.2.3.4"), Some(Ipv4Addr::new(1, 2, 3, 4)));
        assert_eq!(read("1.2.772"), Some(Ipv4Addr::new(1, 2, 3, 4)));
        assert_eq!(read("1.131844"), Some(Ipv4Addr::new(1, 2, 3, 4)));
        assert_eq!(read("0x"), Some(Ipv4Addr::UNSPECIFIED));
        assert_eq!(read("0"), Some(Ipv4Addr::UNSPECIFIED));
        assert_eq!(read("4294967295"), Some(Ipv4Addr::BROADCAST));
        assert_eq!(read("255.16777215"), Some(Ipv4Addr::BROADCAST));
    }

    #[test]
    fn names_and_overflows_are_not_addresses() {
        for text in [
            "",
            ".",
            "..",
            "1..2",
            ".1",
            "1.2.3.4.5",
            "1.2.3.4..",
            "4294967296",
            "256.1",
            "1.256.1",
            "1.2.65536",
            "08",
            "0x1g",
            "09.1",
            "localhost",
            "example.com",
            "1.2.3.a",
            "1e3",
            "0x7f.1%",
            "%",
            "-1",
            "+1",
            "1 ",
        ] {
            assert_eq!(read(text), None, "{text:?}");
        }
    }
}
