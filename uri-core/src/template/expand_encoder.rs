//! A value → its encoded text, as an expression writes it ([RFC 6570 §3.2.1](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.1)):
//! the `fmt::Write` adapter that applies the prefix modifier, percent-encodes
//! what the operator does not pass, and keeps whole `%XX` triplets in reserved
//! expansion; and the writer of a template's literal text.

use core::fmt;

use crate::bytes::percent::escape;
use crate::parse::table::{RESERVED, UNRESERVED, is};

/// Copies a literal: its ASCII is all allowed in a URI; its other characters
/// (`ucschar`, `iprivate`) are percent-encoded as UTF-8 ([§3.1](https://www.rfc-editor.org/rfc/rfc6570#section-3.1)).
pub(crate) fn write_literal(out: &mut dyn fmt::Write, text: &str) -> fmt::Result {
    let mut run = 0;
    for (i, c) in text.char_indices() {
        if !c.is_ascii() {
            out.write_str(&text[run..i])?;
            run = i + c.len_utf8();
            text.as_bytes()[i..run]
                .iter()
                .try_for_each(|&byte| write_escape(out, byte))?;
        }
    }
    out.write_str(&text[run..])
}

fn write_escape(out: &mut dyn fmt::Write, byte: u8) -> fmt::Result {
    out.write_str(escape(byte))
}

/// Whether `byte` stands for itself in a value: unreserved characters always,
/// reserved ones (`gen-delims`, `sub-delims`) in reserved expansion.
fn passes(byte: u8, allow_reserved: bool) -> bool {
    is(byte, UNRESERVED) || (allow_reserved && is(byte, RESERVED))
}

/// A `%` (and maybe one hex digit) held back in reserved expansion until it is
/// known whether a whole `%XX` triplet follows, which passes unencoded.
#[derive(Clone, Copy)]
enum Pending {
    None,
    Percent,
    PercentHex(u8),
}

/// Encodes a value's characters for one operator as they are written.
pub(crate) struct Encoder<'o> {
    out: &'o mut dyn fmt::Write,
    allow_reserved: bool,
    /// How many more characters the prefix modifier lets through.
    remaining: usize,
    /// Written before the first character (`=` after a name).
    lead: &'static str,
    wrote: bool,
    pending: Pending,
}

impl<'o> Encoder<'o> {
    /// An encoder for one value into `out`: `remaining` characters at most
    /// (the prefix modifier), `lead` before the first.
    pub(crate) fn new(
        out: &'o mut dyn fmt::Write,
        allow_reserved: bool,
        remaining: usize,
        lead: &'static str,
    ) -> Self {
        Self {
            out,
            allow_reserved,
            remaining,
            lead,
            wrote: false,
            pending: Pending::None,
        }
    }

    /// Ends a held-back `%` that no whole triplet followed: it is data, `%25`,
    /// and a hex digit held with it is one more character of the prefix.
    fn resolve_pending(&mut self) -> fmt::Result {
        match core::mem::replace(&mut self.pending, Pending::None) {
            Pending::None => Ok(()),
            Pending::Percent => self.out.write_str("%25"),
            Pending::PercentHex(digit) => {
                self.out.write_str("%25")?;
                if self.remaining == 0 {
                    return Ok(());
                }
                self.remaining -= 1;
                write_ascii(self.out, digit)
            }
        }
    }

    /// Ends the value: a held-back `%` is encoded, and an empty value gets
    /// `if_empty`.
    pub(crate) fn finish(&mut self, if_empty: &str) -> fmt::Result {
        self.resolve_pending()?;
        if !self.wrote {
            self.out.write_str(if_empty)?;
        }
        Ok(())
    }
}

/// Writes one ASCII byte (a hex digit held back by [`Pending`]).
fn write_ascii(out: &mut dyn fmt::Write, byte: u8) -> fmt::Result {
    out.write_char(char::from(byte))
}

impl fmt::Write for Encoder<'_> {
    /// Runs of characters that pass are written in one call; everything else one
    /// character at a time. In reserved expansion a `%XX` triplet passes whole and
    /// counts as one character of a prefix: it stands for one octet, and [§2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1)
    /// counts characters so that a prefix never splits a triplet.
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        // Most values (numbers, names, ids) are unreserved ASCII that a prefix,
        // if any, does not cut: one check of the bytes, one write.
        if !self.allow_reserved
            && matches!(self.pending, Pending::None)
            && self.remaining >= bytes.len()
            && bytes.iter().all(|&byte| is(byte, UNRESERVED))
        {
            if bytes.is_empty() {
                return Ok(());
            }
            // ASCII: one character a byte.
            self.remaining -= bytes.len();
            if !self.wrote {
                self.wrote = true;
                self.out.write_str(self.lead)?;
            }
            return self.out.write_str(s);
        }
        let mut run_start = 0;
        for (i, c) in s.char_indices() {
            let byte = bytes[i];
            let end = i + c.len_utf8();
            if self.allow_reserved && byte.is_ascii_hexdigit() {
                match self.pending {
                    Pending::None => {}
                    Pending::Percent => {
                        self.pending = Pending::PercentHex(byte);
                        run_start = end;
                        continue;
                    }
                    Pending::PercentHex(first) => {
                        self.pending = Pending::None;
                        self.out.write_char('%')?;
                        write_ascii(self.out, first)?;
                        write_ascii(self.out, byte)?;
                        run_start = end;
                        continue;
                    }
                }
            }
            self.resolve_pending()?;
            if self.remaining == 0 {
                return self.out.write_str(&s[run_start..i]);
            }
            self.remaining -= 1;
            if !self.wrote {
                self.wrote = true;
                self.out.write_str(self.lead)?;
            }
            if c.is_ascii() && passes(byte, self.allow_reserved) && byte != b'%' {
                continue;
            }
            self.out.write_str(&s[run_start..i])?;
            run_start = end;
            if self.allow_reserved && byte == b'%' {
                self.pending = Pending::Percent;
            } else {
                bytes[i..end]
                    .iter()
                    .try_for_each(|&byte| write_escape(self.out, byte))?;
            }
        }
        self.out.write_str(&s[run_start..])
    }
}
