//! Byte → `%XX`: the one writer of percent-encoded triplets ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)),
//! upper-case as producers should write them. Every encoder, repair, hint and
//! message that writes an escape asks this table. It imports nothing, so any
//! stage may use it, the error messages included.

use core::fmt;

/// `%00%01…%FF`: every escape, in uppercase hex as [RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1) asks of
/// producers; the escape of byte `b` is at `3 * b`.
static ESCAPES: &str = {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    const TABLE: [u8; 768] = {
        let mut table = [0; 768];
        let mut byte = 0;
        while byte < 256 {
            table[3 * byte] = b'%';
            table[3 * byte + 1] = HEX[byte >> 4];
            table[3 * byte + 2] = HEX[byte & 0xF];
            byte += 1;
        }
        table
    };
    match core::str::from_utf8(&TABLE) {
        Ok(text) => text,
        Err(_) => panic!("escapes are ASCII"),
    }
};

/// The `%XX` escape of `byte`, uppercase: the one writer of escapes, which
/// every encoder, repair and message uses.
pub(crate) fn escape(byte: u8) -> &'static str {
    let at = 3 * usize::from(byte);
    &ESCAPES[at..at + 3]
}

/// Every byte of a text as its `%XX` escape, for repairs and hints that show
/// how a character is written.
pub(crate) struct Escaped<'a>(pub(crate) &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0
            .bytes()
            .try_for_each(|byte| f.write_str(escape(byte)))
    }
}
