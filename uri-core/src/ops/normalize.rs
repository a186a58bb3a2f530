//! Syntax-based and scheme-based normalization ([RFC 3986 §6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2), [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)).

use alloc::string::String;
use alloc::vec::Vec;
use core::net::Ipv6Addr;

use crate::bytes::word::{ONES, bytes_equal_to};
use crate::ops::dot_segments::remove_dot_segments_in_place;
use crate::parse::ip::parse_ipv6;
use crate::parse::offsets::Offsets;
use crate::parse::table::{UNRESERVED, is};
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::port::{default_port_of_lowercase, port_number};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Schemes whose empty path means `/` when there is an authority ([RFC 3986 §6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3);
/// RFC 9110 §4.2.3 for `http` and `https`, RFC 6455 for `ws` and `wss`).
const EMPTY_PATH_IS_ROOT: &[&str] = &["http", "https", "ws", "wss"];

/// Whether `scheme` (in any case) is one whose empty path means `/`.
pub(crate) fn empty_path_is_root(scheme: &[u8]) -> bool {
    EMPTY_PATH_IS_ROOT
        .iter()
        .any(|known| known.as_bytes().eq_ignore_ascii_case(scheme))
}

/// Appends `whole[start..end]` with percent-encodings of unreserved characters
/// decoded and the rest written in uppercase hex; with `lowercase`, letters are
/// lowercased too (never the hex digits of an encoding that stays). `whole` is
/// the entire parsed text (at least eight bytes, see [`padded`]), so every step
/// reads a full word, even at the end of a component: the bytes before the
/// word's first `%`, or the component's end, are kept (lowercased by word
/// arithmetic), then one escape is written. A component of up to eight bytes
/// without escapes costs one step, with no branch on its bytes or length:
/// on traffic that does not repeat, such branches cost more in
/// mispredictions than the work they choose between.
#[allow(
    clippy::inline_always,
    reason = "left out of line, its calls cost a tenth of normalizing short URIs (criterion, normalize/needs-work)"
)]
#[inline(always)]
fn push_normalized(out: &mut Vec<u8>, whole: &[u8], start: usize, end: usize, lowercase: bool) {
    let mut read = start;
    // One step for an empty component too (it keeps nothing): whether a
    // component is there is data, and a branch on it mispredicts.
    loop {
        let word = word_at(whole, read);
        let word = if lowercase {
            lowercase_ascii_letters(word)
        } else {
            word
        };
        // All eight bytes go in; those from the `%` or the end on are taken
        // back (`normalize` makes room for that surplus up front).
        let (percent_at, left) = (bytes_before_percent(word), end - read);
        let kept = percent_at.min(left);
        out.extend_from_slice(&word.to_le_bytes());
        out.truncate(out.len() - (8 - kept));
        read += kept;
        if percent_at < left.min(8) {
            // A '%' stands at `read`, and parsed text holds two hex digits
            // after it. Both outcomes are written and two bytes taken back
            // when the escape is decoded: which escapes stay is data, and a
            // branch on it mispredicts on real traffic.
            let (high, low) = (whole[read + 1], whole[read + 2]);
            let value = (hex(high) << 4) | hex(low);
            let stays = !is(value, UNRESERVED);
            let decoded = if lowercase {
                value.to_ascii_lowercase()
            } else {
                value
            };
            out.extend_from_slice(&[
                if stays { b'%' } else { decoded },
                high.to_ascii_uppercase(),
                low.to_ascii_uppercase(),
            ]);
            out.truncate(out.len() - 2 * usize::from(!stays));
            read += 3;
        }
        if read >= end {
            break;
        }
    }
}

/// The eight bytes of `whole` from `at` as a little-endian word, zeros past
/// the end; `whole` holds at least eight bytes and `at` is at most its length.
/// Near the end the last eight bytes are read and shifted, so there is no
/// short read.
#[inline]
fn word_at(whole: &[u8], at: usize) -> u64 {
    let from = at.min(whole.len() - 8);
    let block = whole[from..]
        .first_chunk::<8>()
        .map_or(0, |block| u64::from_le_bytes(*block));
    // Two half shifts, so that all eight bytes can go (`at` at the end).
    let half = 4 * (at - from);
    block >> half >> half
}

/// The text itself when it has eight bytes or more, else a copy padded with
/// zeros to eight: what [`push_normalized`] reads words from.
enum Padded<'a> {
    Long(&'a [u8]),
    Short([u8; 8]),
}

impl Padded<'_> {
    fn bytes(&self) -> &[u8] {
        match self {
            Padded::Long(bytes) => bytes,
            Padded::Short(bytes) => bytes,
        }
    }
}

/// `text` as [`push_normalized`] reads it.
fn padded(text: &[u8]) -> Padded<'_> {
    if text.len() >= 8 {
        Padded::Long(text)
    } else {
        let mut bytes = [0; 8];
        bytes[..text.len()].copy_from_slice(text);
        Padded::Short(bytes)
    }
}

/// The high bit of each byte.
const HIGH_BITS: u64 = ONES * 0x80;

/// The little-endian `word` with its ASCII capital letters made small; other
/// bytes, non-ASCII ones included, are left as they are.
const fn lowercase_ascii_letters(word: u64) -> u64 {
    let low_bits = word & !HIGH_BITS;
    // Per byte, below 0x80 so no carry crosses bytes: the high bit of the sum
    // says `byte >= b'A'`, then `byte > b'Z'`.
    let at_least_a = low_bits + ONES * (0x80 - b'A' as u64);
    let beyond_z = low_bits + ONES * (0x7F - b'Z' as u64);
    let capitals = at_least_a & !beyond_z & !word & HIGH_BITS;
    // 0x80 shifted to 0x20, the bit between a capital and its small letter.
    word | (capitals >> 2)
}

/// How many bytes of the little-endian `word` come before its first `%`
/// (8 without one).
const fn bytes_before_percent(word: u64) -> usize {
    (bytes_equal_to(word, b'%').trailing_zeros() / 8) as usize
}

/// The value of a hex digit the parser has checked: the low four bits, plus 9
/// for the letters (`A`-`F` and `a`-`f` are 0x41-0x46 and 0x61-0x66), with no
/// branch.
const fn hex(digit: u8) -> u8 {
    (digit & 0x0F) + 9 * (digit >> 6)
}

/// Appends the text of RFC 5952 §4 that `Ipv6Addr`'s `Display` writes
/// (lowercase, no leading zeros, the longest run of two or more zero groups,
/// the first of equals, as `::`; an IPv4-mapped address as `::ffff:a.b.c.d`),
/// without the formatting machinery, which cost more than the rest of a
/// host's normalization.
fn push_ipv6(out: &mut Vec<u8>, address: Ipv6Addr) {
    if let Some(ipv4) = address.to_ipv4_mapped() {
        out.extend_from_slice(b"::ffff:");
        for (k, octet) in ipv4.octets().into_iter().enumerate() {
            if k > 0 {
                out.push(b'.');
            }
            push_decimal(out, octet);
        }
        return;
    }
    let groups = address.segments();
    let (mut zeros_at, mut zeros_len) = (groups.len(), 0);
    let mut k = 0;
    while k < groups.len() {
        let run = groups[k..].iter().take_while(|&&group| group == 0).count();
        if run > zeros_len && run > 1 {
            (zeros_at, zeros_len) = (k, run);
        }
        k += run.max(1);
    }
    let mut k = 0;
    while k < groups.len() {
        if k == zeros_at {
            out.extend_from_slice(b"::");
            k += zeros_len;
            continue;
        }
        if k > 0 && k != zeros_at + zeros_len {
            out.push(b':');
        }
        push_hex_group(out, groups[k]);
        k += 1;
    }
}

/// Appends `group` in lowercase hex without leading zeros.
fn push_hex_group(out: &mut Vec<u8>, group: u16) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let digits = (16 - group.leading_zeros()).div_ceil(4).max(1);
    for shift in (0..digits).rev() {
        out.push(DIGITS[usize::from((group >> (4 * shift)) & 0xF)]);
    }
}

/// Appends `value` in decimal.
fn push_decimal(out: &mut Vec<u8>, value: u8) {
    if value >= 100 {
        out.push(b'0' + value / 100);
    }
    if value >= 10 {
        out.push(b'0' + value / 10 % 10);
    }
    out.push(b'0' + value % 10);
}

/// The normal form of `reference` and its offsets, composed in one buffer; dot
/// segments are removed in place. Components are read by their offsets, each
/// with the delimiter before it (`:`, `//`, `@`, `?`, `#`), which normalizing
/// leaves as it is.
pub(crate) fn normalize(reference: UriRef<'_>) -> (String, Offsets) {
    let text = reference.as_str().as_bytes();
    let offsets = reference.offsets();
    let (scheme_end, host_start, host_end) = (
        offsets.scheme_end(),
        offsets.host_start(),
        offsets.host_end(),
    );
    let (path_start, path_end, query_end) = (
        offsets.path_start(),
        offsets.path_end(),
        offsets.query_end(),
    );
    let padded = padded(text);
    let whole = padded.bytes();
    // Normalization shortens text, except for the `/` of an empty http path,
    // the `/.` that keeps a path from reading as an authority, and the dotted
    // quad of an IPv4-mapped IPv6 address (for which the vector grows); each
    // push writes up to eight bytes before taking back its surplus.
    let mut out = Vec::with_capacity(text.len() + 3 + 8);
    let hier = offsets.hier_start();
    // The scheme and its ':'.
    push_normalized(&mut out, whole, 0, hier, true);
    let has_authority = offsets.has_authority();
    let (mut out_host_start, mut out_host_end) = (out.len(), out.len());
    if has_authority {
        // The "//", and the userinfo with its '@'.
        push_normalized(&mut out, whole, hier, host_start, false);
        out_host_start = out.len();
        // Only an IP literal can be an IPv6 address; its groups are read
        // straight from the text, which costs a third of typing the host.
        let ipv6 = if text.get(host_start) == Some(&b'[') {
            match parse_ipv6(text, host_start + 1) {
                Ok((groups, end)) if end + 1 == host_end => Some(Ipv6Addr::from(groups)),
                _ => None,
            }
        } else {
            None
        };
        match ipv6 {
            // The canonical text of RFC 5952, so `[0:0::1]` is `[::1]`.
            Some(address) => {
                out.push(b'[');
                push_ipv6(&mut out, address);
                out.push(b']');
            }
            None => push_normalized(&mut out, whole, host_start, host_end, true),
        }
        out_host_end = out.len();
        // An empty port is no port; leading zeros go; the default port goes.
        if host_end + 1 < path_start {
            let port = &reference.as_str()[host_end + 1..path_start];
            let zeros = port.bytes().take_while(|&digit| digit == b'0').count();
            let digits = &port.as_bytes()[zeros.min(port.len() - 1)..];
            // A port too large for 16 bits is no scheme's default: it stays.
            let default = default_port_of_lowercase(&out[..scheme_end]);
            if default.is_none() || port_number(port, host_end + 1).ok().flatten() != default {
                out.push(b':');
                out.extend_from_slice(digits);
            }
        }
    }
    let out_path_start = out.len();
    // Decoding first, so that `%2E` segments are dot segments here (§6.2.2.2
    // comes before §6.2.2.3); resolution, unlike normalization, leaves them.
    push_normalized(&mut out, whole, path_start, path_end, false);
    if out.get(out_path_start) == Some(&b'/') && may_have_dot_segments(&out[out_path_start..]) {
        remove_dot_segments_in_place(&mut out, out_path_start);
        if !has_authority && out[out_path_start..].starts_with(b"//") {
            // Without this, the path would read back as an authority.
            out.splice(out_path_start..out_path_start, *b"/.");
        }
    }
    if has_authority && out.len() == out_path_start && empty_path_is_root(&out[..scheme_end]) {
        out.push(b'/');
    }
    let out_path_end = out.len();
    // The query with its '?', then the fragment with its '#'; either range
    // is empty when the component is absent.
    push_normalized(&mut out, whole, path_end, query_end, false);
    let out_query_end = out.len();
    push_normalized(&mut out, whole, query_end, text.len(), false);
    // Only ASCII bytes were changed, and only whole segments removed: the
    // text is still UTF-8, so the lossy branch is never taken.
    let out = String::from_utf8(out)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
    (
        out,
        Offsets::new(
            scheme_end,
            out_host_start,
            out_host_end,
            out_path_start,
            out_path_end,
            out_query_end,
        ),
    )
}

/// Whether the decoded path may hold a dot segment: a `/` followed by `.`.
/// Seven bytes a step, each step a word test of eight (the eighth overlaps
/// the next step, so no pair falls between two); a byte-pair loop here took
/// a step per byte and mispredicted its end.
fn may_have_dot_segments(path: &[u8]) -> bool {
    let pairs = |block: &[u8; 8]| {
        let word = u64::from_le_bytes(*block);
        bytes_equal_to(word, b'/') & (bytes_equal_to(word, b'.') >> 8) != 0
    };
    let Some(last) = path.last_chunk::<8>() else {
        return path.windows(2).any(|pair| pair == b"/.");
    };
    let mut at = 0;
    while let Some(block) = path.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        if pairs(block) {
            return true;
        }
        at += 7;
    }
    pairs(last)
}

#[cfg(feature = "alloc")]
impl Uri<'_> {
    /// The normal form of this URI ([RFC 3986 §6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2) and [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)): scheme and host
    /// in lowercase, an IPv6 address in its RFC 5952 text (`[0:0::1]` → `[::1]`); percent-encodings in uppercase hex, and decoded where they
    /// stand for unreserved characters (`%7E` → `~`; `%2F` stays); dot segments
    /// removed from an absolute path; an empty port, or the scheme's default one,
    /// dropped and leading zeros of a port removed; an empty path made `/` for
    /// `http`, `https`, `ws` and `wss`. An empty query stays: `?` is not the same
    /// as no query. Normalizing twice changes nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let uri = Uri::parse("HTTP://www.EXAMPLE.com:80/a/./b/../%7euser/%2f?%3d#")?;
    /// assert_eq!(uri.normalize(), "http://www.example.com/a/~user/%2F?%3D#");
    /// assert_eq!(Uri::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?.normalize(), "example://a/b/c/%7Bfoo%7D");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    // Inline, so that the caller hands its 40-byte value to `normalize`
    // directly; out of line, this frame copied it first (its disassembly),
    // and `ratios -- --corpus 10000 normalize` measured 1.31-1.32x fluent-uri
    // against 1.36-1.38x inline.
    #[inline]
    pub fn normalize(&self) -> UriBuf {
        let (text, offsets) = normalize(self.as_uri_ref());
        UriBuf::from_parts(text, offsets)
    }

    /// Whether the two URIs have the same normal form ([`Uri::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let a = Uri::parse("http://example.com")?;
    /// let b = Uri::parse("HTTP://Example.COM:80/")?;
    /// assert!(a.normalized_eq(&b));
    /// assert!(!a.normalized_eq(&Uri::parse("http://example.com/?")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &Uri<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

#[cfg(feature = "alloc")]
impl UriRef<'_> {
    /// The normal form of this reference; as [`Uri::normalize`], except that a
    /// relative path (`../a`) keeps its dot segments, whose meaning depends on the
    /// base it will be resolved against.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// assert_eq!(UriRef::parse("../%7Ea/./b")?.normalize(), "../~a/./b");
    /// assert_eq!(UriRef::parse("//EXAMPLE.com/a/../b")?.normalize(), "//example.com/b");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[inline]
    pub fn normalize(&self) -> UriRefBuf {
        let (text, offsets) = normalize(*self);
        UriRefBuf::from_parts(text, offsets)
    }

    /// Whether the two references have the same normal form ([`UriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// assert!(UriRef::parse("a/%62")?.normalized_eq(&UriRef::parse("a/b")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &UriRef<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

/// The normal forms of the owned types, as their borrowed views give them.
macro_rules! owned_normalize {
    ($owned:ident, $borrowed:ident, $as_borrowed:ident, $normal:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            #[doc = concat!("See [`", stringify!($borrowed), "::normalize`].")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"HTTP://H/a/../b\")?;")]
            /// assert_eq!(uri.normalize(), "http://h/b");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            #[must_use]
            #[inline]
            pub fn normalize(&self) -> $normal {
                self.$as_borrowed().normalize()
            }

            #[doc = concat!("See [`", stringify!($borrowed), "::normalized_eq`].")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let a = uri::", stringify!($owned), "::parse(\"http://h:80/%7e\")?;")]
            #[doc = concat!("let b = uri::", stringify!($owned), "::parse(\"HTTP://h/~\")?;")]
            /// assert!(a.normalized_eq(&b));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn normalized_eq(&self, other: &Self) -> bool {
                self.$as_borrowed().normalized_eq(&other.$as_borrowed())
            }
        }
    };
}

owned_normalize!(UriBuf, Uri, as_uri, UriBuf);
owned_normalize!(UriRefBuf, UriRef, as_uri_ref, UriRefBuf);

#[cfg(test)]
mod tests {
    use core::net::{Ipv4Addr, Ipv6Addr};

    use crate::value::uri::Uri;
    use crate::value::uri_ref::UriRef;

    /// The word test for `/.` answers as a test of every pair of bytes, for
    /// every text of up to 17 bytes with a `/.` placed anywhere in it (so
    /// across every boundary of the seven-byte steps and the last block).
    #[test]
    fn dot_segment_test_finds_every_pair() {
        for len in 0..=17 {
            for at in 0..len {
                for second in [b'.', b'a'] {
                    let mut path = alloc::vec![b'x'; len];
                    path[at] = b'/';
                    if at + 1 < len {
                        path[at + 1] = second;
                    }
                    let expected = path.windows(2).any(|pair| pair == b"/.");
                    assert_eq!(super::may_have_dot_segments(&path), expected, "{path:?}");
                }
            }
        }
        // And every text of up to ten bytes of `/`, `.` and `x`.
        crate::bytes::every_text::every_text(b"/.x", 10, |path| {
            let expected = path.windows(2).any(|pair| pair == b"/.");
            assert_eq!(super::may_have_dot_segments(path), expected, "{path:?}");
        });
    }

    /// `push_ipv6` writes what `Ipv6Addr`'s `Display` writes, for every pattern
    /// of zero and non-zero groups (so every placement and tie of zero runs),
    /// with group values of every width, and for IPv4-mapped and -compatible
    /// addresses.
    #[test]
    fn ipv6_text_is_what_display_writes() {
        let values = [1u16, 0xa, 0xbc, 0xdef, 0x1234, 0xffff, 0x8000];
        let mut addresses = alloc::vec::Vec::new();
        for pattern in 0u32..256 {
            for (k, &value) in values.iter().enumerate() {
                let mut groups = [0u16; 8];
                for (index, group) in groups.iter_mut().enumerate() {
                    if pattern & (1 << index) != 0 {
                        *group = values[(k + index) % values.len()];
                    }
                }
                addresses.push(Ipv6Addr::from(groups));
                addresses.push(Ipv6Addr::from(
                    groups.map(|group| if group == 0 { 0 } else { value }),
                ));
            }
        }
        for ipv4 in [
            Ipv4Addr::UNSPECIFIED,
            Ipv4Addr::new(1, 2, 3, 4),
            Ipv4Addr::new(192, 168, 10, 255),
            Ipv4Addr::new(9, 99, 100, 0),
        ] {
            addresses.push(ipv4.to_ipv6_mapped());
            addresses.push(ipv4.to_ipv6_compatible());
        }
        for address in addresses {
            let mut out = alloc::vec::Vec::new();
            super::push_ipv6(&mut out, address);
            assert_eq!(
                core::str::from_utf8(&out).unwrap(),
                alloc::format!("{address}")
            );
        }
    }

    #[test]
    fn word_at_reads_zeros_past_the_end() {
        let text = b"0123456789";
        for at in 0..=text.len() {
            let mut expected = [0; 8];
            let available = (text.len() - at).min(8);
            expected[..available].copy_from_slice(&text[at..at + available]);
            assert_eq!(super::word_at(text, at).to_le_bytes(), expected, "{at}");
        }
        let short = super::padded(b"ab:c");
        assert_eq!(
            super::word_at(short.bytes(), 1),
            u64::from_le_bytes(*b"b:c\0\0\0\0\0")
        );
    }

    #[test]
    fn hex_digits() {
        for digit in b"0123456789abcdefABCDEF" {
            assert_eq!(
                Some(super::hex(*digit)),
                crate::bytes::percent::hex_value(*digit)
            );
        }
    }

    /// The word helpers agree with the byte methods for every byte value at
    /// every position, beside neighbours that could carry or borrow into it.
    #[test]
    fn word_helpers_match_byte_methods() {
        for byte in 0..=u8::MAX {
            for position in 0..8 {
                for fill in [0u8, b'%', b'A', b'Z', 0x7F, 0x80, 0xFF, b'a'] {
                    let mut bytes = [fill; 8];
                    bytes[position] = byte;
                    let word = u64::from_le_bytes(bytes);
                    assert_eq!(
                        super::lowercase_ascii_letters(word).to_le_bytes(),
                        bytes.map(|b| b.to_ascii_lowercase())
                    );
                    assert_eq!(
                        super::bytes_before_percent(word),
                        bytes.iter().position(|&b| b == b'%').unwrap_or(8)
                    );
                }
            }
        }
    }

    /// The word path gives what one byte at a time gives, for texts of every
    /// length around a block with escapes at every position.
    #[test]
    fn push_normalized_matches_bytewise() {
        fn bytewise(text: &str, lowercase: bool) -> alloc::vec::Vec<u8> {
            let mut out = alloc::vec::Vec::new();
            let bytes = text.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i] == b'%' {
                    let value = u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap();
                    if value.is_ascii_alphanumeric() || b"-._~".contains(&value) {
                        out.push(if lowercase {
                            value.to_ascii_lowercase()
                        } else {
                            value
                        });
                    } else {
                        out.push(b'%');
                        out.extend(text[i + 1..i + 3].bytes().map(|b| b.to_ascii_uppercase()));
                    }
                    i += 3;
                } else {
                    out.push(if lowercase {
                        bytes[i].to_ascii_lowercase()
                    } else {
                        bytes[i]
                    });
                    i += 1;
                }
            }
            out
        }
        let pieces = ["a", "Z", "%41", "%2f", "%7E", "/", "\u{e9}", "Q.", "%c3%A9"];
        let mut texts = alloc::vec::Vec::new();
        for length in 0..24 {
            for seed in 0..pieces.len() {
                let mut text = String::new();
                for k in 0..length {
                    text.push_str(pieces[(seed * 7 + k * k + k) % pieces.len()]);
                }
                texts.push(text);
            }
        }
        // What stands around the component must not leak into it: nothing, a
        // delimiter, or an escape and letters that a word read past the end
        // would take in.
        for text in &texts {
            for (before, after) in [("", ""), ("A", "%41B"), ("s:", "?Q"), ("", "%2fZ%7e")] {
                let whole = alloc::format!("{before}{text}{after}");
                let padded = super::padded(whole.as_bytes());
                let (start, end) = (before.len(), before.len() + text.len());
                for lowercase in [false, true] {
                    let mut out = alloc::vec::Vec::from(*b"prefix");
                    super::push_normalized(&mut out, padded.bytes(), start, end, lowercase);
                    assert_eq!(
                        &out[6..],
                        bytewise(text, lowercase),
                        "{whole:?} {lowercase}"
                    );
                }
            }
        }
    }

    fn normal(text: &str) -> String {
        let normal = UriRef::parse(text).unwrap().normalize();
        let reparsed = UriRef::parse(normal.as_str()).unwrap();
        assert_eq!(
            normal.as_uri_ref().offsets(),
            reparsed.offsets(),
            "{normal}"
        );
        assert_eq!(reparsed.normalize(), normal, "idempotent: {text}");
        normal.into_string()
    }

    #[test]
    fn rfc_6_2_examples() {
        assert_eq!(
            normal("example://a/b/c/%7Bfoo%7D"),
            "example://a/b/c/%7Bfoo%7D"
        );
        assert_eq!(
            normal("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
            "example://a/b/c/%7Bfoo%7D"
        );
        assert_eq!(normal("HTTP://www.EXAMPLE.com/"), "http://www.example.com/");
        for same in [
            "http://example.com",
            "http://example.com/",
            "http://example.com:/",
            "http://example.com:80/",
        ] {
            assert_eq!(normal(same), "http://example.com/");
        }
    }

    #[test]
    fn percent_encoding() {
        assert_eq!(normal("a:%7e%41%2f%2F%3a"), "a:~A%2F%2F%3A");
        assert_eq!(normal("http://%41%62.com/"), "http://ab.com/");
        assert_eq!(normal("http://a%2Fb.com/"), "http://a%2Fb.com/");
        assert_eq!(normal("http://a%2fB.com/"), "http://a%2Fb.com/");
        assert_eq!(normal("http://U%41@h/"), "http://UA@h/");
        assert_eq!(normal("s:?%7a#%7A%25"), "s:?z#z%25");
    }

    #[test]
    fn ports() {
        assert_eq!(normal("https://h:443"), "https://h/");
        assert_eq!(normal("https://h:0443/"), "https://h/");
        assert_eq!(normal("https://h:80/"), "https://h:80/");
        assert_eq!(normal("ftp://h:21/x"), "ftp://h/x");
        assert_eq!(normal("foo://h:0080/"), "foo://h:80/");
        assert_eq!(normal("foo://h:000/"), "foo://h:0/");
        assert_eq!(normal("foo://h:/"), "foo://h/");
        assert_eq!(normal("//h:80/"), "//h:80/");
        assert_eq!(
            normal("http://h:99999999999999999999/"),
            "http://h:99999999999999999999/"
        );
    }

    #[test]
    fn paths() {
        assert_eq!(normal("foo://h"), "foo://h");
        assert_eq!(normal("wss://h?q"), "wss://h/?q");
        assert_eq!(normal("http://h/a/%2E%2E/b"), "http://h/b");
        assert_eq!(normal("s:/.//x"), "s:/.//x");
        assert_eq!(normal("s:/a/..//x"), "s:/.//x");
        assert_eq!(normal("urn:a/../b"), "urn:a/../b");
        assert_eq!(normal("./a:b/../c"), "./a:b/../c");
        assert_eq!(normal("http://H/?"), "http://h/?");
        assert_eq!(normal("HTTP://[FE80::A]:80"), "http://[fe80::a]/");
        assert_eq!(normal("http://[0:0:0:0:0:0:0:1]/"), "http://[::1]/");
        assert_eq!(
            normal("http://[2001:DB8:0:0:1:0:0:1]/"),
            "http://[2001:db8::1:0:0:1]/"
        );
        assert_eq!(
            normal("http://[::FFFF:192.0.2.1]/"),
            "http://[::ffff:192.0.2.1]/"
        );
        // Longer than the input, with no room to spare beyond it.
        assert_eq!(
            normal("s://[::ffff:ffff:ffff]"),
            "s://[::ffff:255.255.255.255]"
        );
    }

    #[test]
    fn equivalence() {
        let a = Uri::parse("http://example.com/~a").unwrap();
        let b = Uri::parse("HTTP://EXAMPLE.COM:80/%7Ea").unwrap();
        assert!(a.normalized_eq(&b));
        assert!(!a.normalized_eq(&Uri::parse("http://example.com/~A").unwrap()));
    }
}
