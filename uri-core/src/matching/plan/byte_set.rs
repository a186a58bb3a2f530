//! Sets of ASCII characters as one `u128`, one bit each: what an expression's
//! values may hold, and what may follow it, asked a byte at a time while
//! matching.

use crate::parse::table::{RESERVED, UNRESERVED, is};
use crate::template::operator::Operator;

/// A set of ASCII characters, one bit each.
pub type ByteSet = u128;

pub(crate) fn contains(set: ByteSet, byte: u8) -> bool {
    byte < 128 && set & (1 << byte) != 0
}

/// What the values of an expression with `operator` may hold: the characters
/// the operator passes, and `,`, which joins the members of a list or map,
/// unless it separates the expression's several variables.
pub(crate) fn value_set(operator: Operator, variables: usize) -> ByteSet {
    let reserved = operator.allows_reserved();
    let comma_separates = variables > 1 && operator.separator() == ",";
    VALUE_SETS[usize::from(reserved)][usize::from(comma_separates)]
}

/// [`value_set`]'s four answers, by whether the operator passes reserved
/// characters and whether `,` separates variables: worked out while the crate
/// compiles, as a set of several templates asks for one per expression.
const VALUE_SETS: [[ByteSet; 2]; 2] = [
    [values(false, false), values(false, true)],
    [values(true, false), values(true, true)],
];

/// The set [`VALUE_SETS`] holds for `reserved` and `comma_separates`.
const fn values(reserved: bool, comma_separates: bool) -> ByteSet {
    let mut set: ByteSet = 0;
    let mut byte = 0;
    while byte < 128 {
        if is(byte, UNRESERVED)
            || byte == b'%'
            || (reserved && is(byte, RESERVED))
            || (byte == b',' && !comma_separates)
        {
            set |= 1 << byte;
        }
        byte += 1;
    }
    set
}

/// The first byte of an operator's expansion, if it has one.
pub(crate) fn first_byte(operator: Operator) -> Option<u8> {
    operator.first().bytes().next()
}

/// The bytes that can never be in a request target's values: the controls,
/// the space and DEL. A run of a value stops at them whatever the template.
pub(crate) const NEVER_IN_VALUES: ByteSet = {
    let mut set: ByteSet = 0;
    let mut byte = 0;
    while byte <= b' ' {
        set |= 1 << byte;
        byte += 1;
    }
    set | 1 << 0x7F
};

/// The set of one byte.
pub(crate) const fn only(byte: u8) -> ByteSet {
    1 << byte
}

#[cfg(test)]
mod tests {
    use super::{VALUE_SETS, contains};
    use crate::parse::table::{RESERVED, UNRESERVED, is};

    #[test]
    fn each_value_set_holds_what_its_operator_passes() {
        for (reserved, row) in [false, true].into_iter().zip(VALUE_SETS) {
            for (comma_separates, set) in [false, true].into_iter().zip(row) {
                for byte in 0..=255u8 {
                    let expected = byte < 128
                        && (is(byte, UNRESERVED)
                            || byte == b'%'
                            || (reserved && is(byte, RESERVED))
                            || (byte == b',' && !comma_separates));
                    assert_eq!(
                        contains(set, byte),
                        expected,
                        "{byte} {reserved} {comma_separates}"
                    );
                }
            }
        }
    }
}
