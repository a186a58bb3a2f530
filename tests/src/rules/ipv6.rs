//! `IPv6address` (§3.2.2) inside `s://[` and `]/`: the nine forms at their
//! largest and smallest, and text in brackets that is none of them.
//!
//! Where a group count goes wrong, the error names the cause rather than the
//! first character that no continuation could match (see `ParseErrorKind`): a group
//! or an embedded IPv4 address that is one too many, the ']' that comes before
//! enough groups, the octet of an IPv4 address that is not a `dec-octet`.

use uri::ParseErrorKind::{
    Ipv6Char, Ipv6DoubleCompression, Ipv6EmbeddedIpv4, Ipv6GroupTooLong, Ipv6LoneColon,
    Ipv6TooFewGroups, Ipv6TooManyGroups, Ipv6ZoneId,
};

use crate::{Grammar, Table, err, ok};

/// `IPv6address`: each of the nine forms of §3.2.2, at its largest and smallest,
/// with `ls32` as two groups and as a dotted quad.
pub const IPV6_VALID_FORMS: Table = Table {
    rule: "IPv6address (valid forms)",
    grammar: Grammar::Uri,
    prefix: "s://[",
    suffix: "]/",
    rows: &[
        // 6( h16 ":" ) ls32
        ok("1:2:3:4:5:6:7:8"),
        ok("1:2:3:4:5:6:1.2.3.4"),
        ok("ffff:FFFF:0:00:000:0000:AbCd:eF01"),
        ok("0:0:0:0:0:0:0:0"),
        ok("abcd:ef01:2345:6789:abcd:ef01:2345:6789"),
        ok("1:22:333:4444:5:6:7:8"),
        // "::" 5( h16 ":" ) ls32
        ok("::2:3:4:5:6:7:8"),
        ok("::2:3:4:5:6:1.2.3.4"),
        // [ h16 ] "::" 4( h16 ":" ) ls32
        ok("1::3:4:5:6:7:8"),
        ok("1::3:4:5:6:1.2.3.4"),
        ok("::3:4:5:6:7:8"),
        // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
        ok("1:2::4:5:6:7:8"),
        ok("1:2::4:5:6:1.2.3.4"),
        ok("1::4:5:6:7:8"),
        ok("::4:5:6:7:8"),
        // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
        ok("1:2:3::5:6:7:8"),
        ok("1:2:3::5:6:1.2.3.4"),
        ok("1::5:6:7:8"),
        ok("::5:6:7:8"),
        // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
        ok("1:2:3:4::6:7:8"),
        ok("1:2:3:4::6:1.2.3.4"),
        ok("::6:7:8"),
        ok("::6:1.2.3.4"),
        // [ *4( h16 ":" ) h16 ] "::" ls32
        ok("1:2:3:4:5::7:8"),
        ok("1:2:3:4:5::1.2.3.4"),
        ok("::7:8"),
        ok("::1.2.3.4"),
        ok("::ffff:1.2.3.4"),
        ok("1::1.2.3.4"),
        // [ *5( h16 ":" ) h16 ] "::" h16
        ok("1:2:3:4:5:6::8"),
        ok("1::2:3:4:5:6:7"),
        ok("1::8"),
        ok("::8"),
        ok("::1"),
        // [ *6( h16 ":" ) h16 ] "::"
        ok("1:2:3:4:5:6:7::"),
        ok("1:2::"),
        ok("1::"),
        ok("::"),
        // dec-octet edges inside ls32
        ok("::0.0.0.0"),
        ok("::255.255.255.255"),
        ok("::9.10.99.100"),
        ok("::199.200.249.250"),
        ok("2001:db8::7"),
        ok("fe80::1"),
        ok("FE80::A"),
    ],
};

/// Text in brackets that is not an `IPv6address`.
pub const IPV6_INVALID: Table = Table {
    rule: "IPv6address (invalid)",
    grammar: Grammar::Uri,
    prefix: "s://[",
    suffix: "]/",
    rows: &[
        err("", 0, Ipv6TooFewGroups),
        // too few groups without "::"
        err("1:2:3:4:5:6:7", 13, Ipv6TooFewGroups),
        err("1:2:3:4:5:1.2.3.4", 17, Ipv6TooFewGroups),
        err("1.2.3.4", 7, Ipv6TooFewGroups),
        // too many groups
        err("1:2:3:4:5:6:7:8:9", 16, Ipv6TooManyGroups),
        err("1:2:3:4:5:6:7:8::", 15, Ipv6TooManyGroups),
        err("::1:2:3:4:5:6:7:8", 16, Ipv6TooManyGroups),
        err("1::2:3:4:5:6:7:8", 15, Ipv6TooManyGroups),
        err("1:2:3:4::5:6:7:8", 15, Ipv6TooManyGroups),
        err("1:2:3:4:5:6:7::8", 15, Ipv6TooManyGroups),
        err("1:2:3:4:5:6::7:8", 15, Ipv6TooManyGroups),
        err("1:2::4:5:6:7:8:9", 15, Ipv6TooManyGroups),
        err("1::3:4:5:6:7:8:9", 15, Ipv6TooManyGroups),
        err("1:2:3:4:5::6:1.2.3.4", 13, Ipv6TooManyGroups),
        err("1:2:3:4:5:6::1.2.3.4", 13, Ipv6TooManyGroups),
        err("::2:3:4:5:6:7:1.2.3.4", 14, Ipv6TooManyGroups),
        err("1:2:3:4:5:6:7:1.2.3.4", 14, Ipv6TooManyGroups),
        // five hex digits
        err("12345::", 4, Ipv6GroupTooLong),
        err("::12345", 6, Ipv6GroupTooLong),
        err("::1:23456", 8, Ipv6GroupTooLong),
        err("1:2:3:4:5:6:7:12345", 18, Ipv6GroupTooLong),
        err("00000::", 4, Ipv6GroupTooLong),
        // triple colon, two "::", lone colon
        err("1:::2", 3, Ipv6LoneColon),
        err(":::", 2, Ipv6LoneColon),
        err("1:::", 3, Ipv6LoneColon),
        err(":::1", 2, Ipv6LoneColon),
        err("1::2::3", 4, Ipv6DoubleCompression),
        err("::1::", 3, Ipv6DoubleCompression),
        err("::::", 2, Ipv6LoneColon),
        err("1::2::", 4, Ipv6DoubleCompression),
        err(":", 0, Ipv6LoneColon),
        err(":1", 0, Ipv6LoneColon),
        err("1:", 1, Ipv6LoneColon),
        err(":1::", 0, Ipv6LoneColon),
        err("1::2:", 4, Ipv6LoneColon),
        err(":1:2:3:4:5:6:7:8", 0, Ipv6LoneColon),
        err("1:2:3:4:5:6:7:8:", 15, Ipv6LoneColon),
        // embedded IPv4 that is malformed or not last
        err("::1.2.3.4:5", 9, Ipv6EmbeddedIpv4),
        err("1.2.3.4::", 7, Ipv6EmbeddedIpv4),
        err("::1.2.3.4.5", 9, Ipv6EmbeddedIpv4),
        err("::1.2.3", 7, Ipv6EmbeddedIpv4),
        err("::1.2.3.", 8, Ipv6EmbeddedIpv4),
        err("::1..2.3", 4, Ipv6EmbeddedIpv4),
        err("::.1.2.3", 2, Ipv6Char),
        err("::1.2.3.256", 8, Ipv6EmbeddedIpv4),
        err("::256.1.2.3", 2, Ipv6EmbeddedIpv4),
        err("::01.2.3.4", 2, Ipv6EmbeddedIpv4),
        err("::1.2.3.001", 8, Ipv6EmbeddedIpv4),
        err("::1.2.3.a", 8, Ipv6EmbeddedIpv4),
        err("::a.2.3.4", 2, Ipv6EmbeddedIpv4),
        err("::ffff:1.2.3.4:1", 14, Ipv6EmbeddedIpv4),
        // characters that are not hex digits
        err("::g", 2, Ipv6Char),
        err("g::", 0, Ipv6Char),
        err("-1::", 0, Ipv6Char),
        err("::1 ", 3, Ipv6Char),
        err(" ::1", 0, Ipv6Char),
        err("::1/64", 3, Ipv6Char),
        err("[::1]", 0, Ipv6Char),
        // zone identifiers (RFC 6874) are not RFC 3986
        err("fe80::1%25eth0", 7, Ipv6ZoneId),
        err("fe80::1%eth0", 7, Ipv6ZoneId),
        err("fe80::1%", 7, Ipv6ZoneId),
        err("fe80::%25eth0", 6, Ipv6ZoneId),
        err("::%41", 2, Ipv6ZoneId),
        err("::1.2.3.4%25x", 9, Ipv6ZoneId),
        err("1:2:3:4:5:6:7:8%25x", 15, Ipv6ZoneId),
    ],
};
