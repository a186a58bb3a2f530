//! Repair reports written short, for tables of expected repairs: each repair
//! as a letter for its kind and its byte range (`B0`, `A3..5`), a repair of
//! a join's base with a `b` before it (`bV7..13`), joined by spaces. The
//! lenient parser's tests and `join_lenient`'s share it.

use uri::lenient::{Repair, RepairKind};

/// The letter of a repair kind in [`shown`]; `?` for a kind added later.
pub fn abbreviation(kind: RepairKind) -> char {
    match kind {
        RepairKind::TrimmedWhitespace => 'T',
        RepairKind::RemovedTabOrNewline => 'W',
        RepairKind::LowercasedScheme => 'L',
        RepairKind::BackslashAsSlash => 'B',
        RepairKind::EncodedAscii => 'A',
        RepairKind::EncodedNonAscii => 'N',
        RepairKind::EncodedPercent => 'P',
        RepairKind::EncodedHash => 'H',
        RepairKind::IdnaHost => 'I',
        RepairKind::ExtraSlashes => 'X',
        RepairKind::MissingSlashes => 'M',
        RepairKind::SameSchemeRelative => 'S',
        RepairKind::NumericHost => 'V',
        RepairKind::DriveLetterBar => 'D',
        RepairKind::UnicodeHost => 'U',
        RepairKind::FirstSegmentColon => 'C',
        RepairKind::FileEmptyHost => 'F',
        RepairKind::FileLocalhost => 'O',
        RepairKind::DriveLetterHost => 'G',
        RepairKind::KeptDriveLetter => 'K',
        RepairKind::EmptyPassword => 'E',
        RepairKind::OpaquePathDotSegment => 'Q',
        RepairKind::BaseDotSegment => 'Z',
        RepairKind::EncodedDotSegment => 'J',
        _ => '?',
    }
}

/// `repairs` written short: `B0 A3..5`.
///
/// # Examples
///
/// ```
/// let repaired = uri::UriRefBuf::parse_lenient("/a b").unwrap();
/// assert_eq!(uri_tests::repairs::shown(repaired.repairs()), "A2");
/// ```
pub fn shown(repairs: &[Repair]) -> String {
    let shown: Vec<String> = repairs
        .iter()
        .map(|repair| {
            let range = repair.range();
            let kind = abbreviation(repair.kind());
            let base = if repair.in_base() { "b" } else { "" };
            if range.len() == 1 {
                format!("{base}{kind}{}", range.start)
            } else {
                format!("{base}{kind}{}..{}", range.start, range.end)
            }
        })
        .collect();
    shown.join(" ")
}
