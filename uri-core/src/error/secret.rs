//! Finding the password in text that may not parse, so that messages about bad
//! input never repeat it ([RFC 3986 §7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5)).

use core::ops::Range;

#[cfg(feature = "matching")]
use crate::bytes::offset::checked_offset_in;

/// The byte range of the password in a userinfo: what follows its first `:`,
/// when not empty (an empty one means "no password", RFC 3986 §3.2.1). The
/// one statement of the rule: text that may not parse and parsed values
/// (`value/redact.rs`, in `const` code) both ask it.
pub(crate) const fn userinfo_password(userinfo: &str) -> Option<Range<usize>> {
    let bytes = userinfo.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b':' {
            return if i + 1 < bytes.len() {
                Some(i + 1..bytes.len())
            } else {
                None
            };
        }
        i += 1;
    }
    None
}

/// Whether the byte at `i` of `text` is in a password (of any authority, as
/// [`password_ranges`] finds them), asked for increasing `i` in one pass over
/// the text: the ranges are followed in order, so a pass costs one scan.
pub(crate) fn password_mask(text: &str) -> impl FnMut(usize) -> bool + '_ {
    let mut ranges = password_ranges(text);
    let mut current = ranges.next();
    move |i| {
        while let Some(range) = &current {
            if i < range.end {
                return range.contains(&i);
            }
            current = ranges.next();
        }
        false
    }
}

/// The characters the WHATWG URL Standard removes anywhere in a URL before
/// reading it: a tab, a line feed, a carriage return. `join_lenient` removes
/// them, and the reading below skips them, so `/\t/u:pw@h` has an authority
/// to both.
pub(crate) const fn is_tab_or_newline(byte: u8) -> bool {
    matches!(byte, b'\t' | b'\n' | b'\r')
}

/// Whether a browser reads an authority after `scheme:` however many slashes
/// or backslashes follow, none included (`http:u:pw@h`, `https:\\u:pw@h`):
/// the special schemes of the WHATWG URL Standard, but `file`, whose host
/// holds no userinfo. `scheme` is lower-case.
fn authority_follows(scheme: &[u8]) -> bool {
    matches!(scheme, b"http" | b"https" | b"ws" | b"wss" | b"ftp")
}

/// The byte ranges of the passwords of every authority in `text`, in order: the
/// one rule for what messages hide, which every drawing, report and `Debug`
/// asks. The text may not parse, and may hold a URI anywhere (a link in a
/// query value, a template literal), so the reading is a browser's under any
/// base, its tabs and newlines skipped as `join_lenient` skips them:
///
/// - a run of two or more `/` and `\` in any mix (`//`, `\\`, `/\`,
///   `https:///`) starts an authority, as it does for a special scheme or
///   against a special base;
/// - so does `http:`, `https:`, `ws:`, `wss:` or `ftp:`, in any case, after
///   one slash or none (`http:u:pw@h`), as browsers read another special
///   scheme than the base's;
/// - the authority runs to the next `/`, `?` or `#`, its userinfo to its last
///   `@`, and its password is what [`userinfo_password`] finds there.
///
/// Where a browser ends the authority sooner (at a `\` under a special
/// scheme), the userinfo found here is longer, and its password too: the rule
/// hides at least what a browser reads as the password. `join_lenient` checks
/// that in debug builds, for every password it reads. A password holding a
/// raw `/`, `?` or `#` cannot be told from a host followed by a path, query or
/// fragment, so only the part before that character is found.
pub(crate) fn password_ranges(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    // No userinfo without an `@`: one fast search instead of the walk
    // (every error message and `Debug` asks, most of a text has none).
    let mut from = if bytes.contains(&b'@') {
        0
    } else {
        bytes.len()
    };
    core::iter::from_fn(move || {
        loop {
            let start = authority_start(bytes, from)?;
            let length = bytes[start..]
                .iter()
                .position(|&b| matches!(b, b'/' | b'?' | b'#'))
                .unwrap_or(bytes.len() - start);
            from = start + length;
            let authority = &text[start..from];
            let password = authority
                .rfind('@')
                .and_then(|at| userinfo_password(&authority[..at]));
            if let Some(password) = password {
                return Some(start + password.start..start + password.end);
            }
        }
    })
}

/// Where the next authority after byte `from` starts, by the reading of
/// [`password_ranges`].
fn authority_start(bytes: &[u8], from: usize) -> Option<usize> {
    // The scheme characters just before `i` (tabs and newlines skipped), in
    // lower case, as far as the longest scheme that `authority_follows`.
    let mut word = [0_u8; 5];
    let mut word_len = 0;
    let mut i = from;
    while i < bytes.len() {
        let byte = bytes[i];
        if is_tab_or_newline(byte) {
            i += 1;
            continue;
        }
        if byte == b':' && word_len <= word.len() && authority_follows(&word[..word_len]) {
            return Some(after_slashes(bytes, i + 1).0);
        }
        if byte == b'/' || byte == b'\\' {
            let (end, slashes) = after_slashes(bytes, i);
            if slashes >= 2 {
                return Some(end);
            }
            word_len = 0;
            i = end;
            continue;
        }
        let in_scheme = byte.is_ascii_alphanumeric() || matches!(byte, b'+' | b'-' | b'.');
        if !in_scheme {
            word_len = 0;
        } else if word_len == 0 && !byte.is_ascii_alphabetic() {
            // No scheme starts here, and none inside this run of characters:
            // past the longest one, it can never match.
            word_len = word.len() + 1;
        } else if word_len < word.len() {
            word[word_len] = byte.to_ascii_lowercase();
            word_len += 1;
        } else {
            word_len = word.len() + 1;
        }
        i += 1;
    }
    None
}

/// The end of the run of `/` and `\` (tabs and newlines among them) from `i`,
/// and how many slashes it holds.
fn after_slashes(bytes: &[u8], mut i: usize) -> (usize, usize) {
    let mut slashes = 0;
    while let Some(&byte) = bytes.get(i) {
        if byte == b'/' || byte == b'\\' {
            slashes += 1;
        } else if !is_tab_or_newline(byte) {
            break;
        }
        i += 1;
    }
    (i, slashes)
}

/// Writes `text` as messages show it: each character through
/// [`Shown`](crate::error::shown::Shown), the byte ranges `hidden` (in order)
/// as `***`, and, when `quoted`, `"` and `\` escaped for a quoted string.
fn write_shown(
    f: &mut core::fmt::Formatter<'_>,
    text: &str,
    hidden: impl Iterator<Item = Range<usize>>,
    quoted: bool,
) -> core::fmt::Result {
    let mut hidden = hidden.peekable();
    // Characters shown as they are go out in runs, one `write_str` each:
    // a message is written at the length of its text.
    let mut run = 0;
    for (i, c) in text.char_indices() {
        while hidden.next_if(|range| range.end <= i).is_some() {}
        let in_hidden = hidden.peek().is_some_and(|range| range.start <= i);
        let quote = quoted && matches!(c, '"' | '\\');
        if !in_hidden && !quote && !crate::error::shown::is_escaped(c) {
            continue;
        }
        f.write_str(&text[run..i])?;
        run = i + c.len_utf8();
        match hidden.peek() {
            Some(range) if range.start == i => f.write_str("***")?,
            Some(_) if in_hidden => {}
            _ if quote => write!(f, "\\{c}")?,
            _ => core::fmt::Display::fmt(&crate::error::shown::Shown(c), f)?,
        }
    }
    f.write_str(&text[run..])
}

/// Text with the password of every authority in it replaced by `***` and the
/// characters that would hide or reorder the message escaped, for messages that
/// quote a path or other text between backticks.
#[cfg(feature = "alloc")]
pub(crate) struct Masked<'a>(pub(crate) &'a str);

#[cfg(feature = "alloc")]
impl core::fmt::Display for Masked<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write_shown(f, self.0, password_ranges(self.0), false)
    }
}

/// Text as a quoted string, escaped like [`Shown`](crate::error::shown::Shown)
/// does, with the password of every authority in it replaced by `***`: how
/// `Debug` shows the text a value or an error keeps.
pub(crate) struct Quoted<'a>(pub(crate) &'a str);

impl core::fmt::Debug for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("\"")?;
        write_shown(f, self.0, password_ranges(self.0), true)?;
        f.write_str("\"")
    }
}

/// The ranges of `passwords` (in order and apart, as [`password_ranges`]
/// gives them) that overlap `start..end`, found by a binary search: a text
/// read value by value asks once per value, and may hold many passwords.
#[cfg(feature = "matching")]
pub(crate) fn overlapping(
    passwords: &[Range<usize>],
    start: usize,
    end: usize,
) -> impl Iterator<Item = &Range<usize>> {
    let first = passwords.partition_point(|password| password.end <= start);
    passwords[first..]
        .iter()
        .take_while(move |password| password.start < end)
}

/// Whether the bytes `range` of a text overlap one of its `passwords` (as
/// [`password_ranges`] finds them): a value that is or holds one, which a
/// capture's `Debug` never shows. An empty range at a password's start is
/// that password's too.
#[cfg(feature = "matching")]
pub(crate) fn in_passwords(passwords: &[Range<usize>], range: Range<usize>) -> bool {
    overlapping(passwords, range.start, range.end.max(range.start + 1))
        .next()
        .is_some()
}

/// [`in_passwords`], for a text whose passwords are not found yet.
#[cfg(feature = "matching")]
pub(crate) fn overlaps_password(text: &str, range: Range<usize>) -> bool {
    let passwords: alloc::vec::Vec<Range<usize>> = password_ranges(text).collect();
    in_passwords(&passwords, range)
}

/// `part`, a slice of `text`, as [`Masked`] (or, when `quoted`, [`Quoted`])
/// shows it, with every password of the whole `text` hidden where it overlaps
/// the slice: a value cut out of a URI (`http://u:pw` of `?next=http://u:pw&x@h`)
/// has no `@` of its own to show where its password is.
#[cfg(feature = "matching")]
pub(crate) struct Within<'a> {
    pub(crate) text: &'a str,
    /// The text's passwords, where the caller found them once for many
    /// parts (`None`: found here, a search of the whole text).
    pub(crate) passwords: Option<&'a [Range<usize>]>,
    pub(crate) part: &'a str,
    pub(crate) quoted: bool,
}

#[cfg(feature = "matching")]
impl core::fmt::Display for Within<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let outer = passwords_over(self.text, self.passwords, self.part);
        let detached = Detached {
            part: self.part,
            outer: &outer,
            quoted: self.quoted,
        };
        core::fmt::Display::fmt(&detached, f)
    }
}

/// The passwords of `text` (`passwords`, where the caller found them, or
/// found here) that overlap `part`, a slice of it, as ranges of `part`:
/// what [`Detached`] hides beside the part's own. Empty, without an
/// allocation, for a text without an `@`.
///
/// Inline up to that answer: every refused value asks, and a path value
/// without an `@` (most of them) is answered in a few instructions.
#[cfg(feature = "matching")]
#[inline]
pub(crate) fn passwords_over(
    text: &str,
    passwords: Option<&[Range<usize>]>,
    part: &str,
) -> alloc::vec::Vec<Range<usize>> {
    let Some(start) = checked_offset_in(text, part) else {
        return alloc::vec::Vec::new();
    };
    let end = start + part.len();
    // No userinfo without an `@`: the common case, without the walk. An
    // authority ends at the first `/`, `?` or `#`, so where one of them (or
    // the text's end) follows the part, as after a path segment, a
    // password over the part has its `@` in the part.
    let closed = matches!(text.as_bytes().get(end), None | Some(b'/' | b'?' | b'#'));
    let searched = if closed { part } else { text };
    if passwords.is_none() && !searched.as_bytes().contains(&b'@') {
        return alloc::vec::Vec::new();
    }
    found_passwords_over(text, passwords, start..end)
}

/// [`passwords_over`] where an `@` may start a userinfo: the text's
/// passwords over `start..end`, walked for where the caller found none.
#[cfg(feature = "matching")]
#[cold]
#[inline(never)]
fn found_passwords_over(
    text: &str,
    passwords: Option<&[Range<usize>]>,
    Range { start, end }: Range<usize>,
) -> alloc::vec::Vec<Range<usize>> {
    let found: alloc::vec::Vec<Range<usize>>;
    let passwords = if let Some(passwords) = passwords {
        passwords
    } else {
        // Those after the part cannot overlap it: the walk stops there.
        found = password_ranges(text)
            .take_while(|password| password.start < end.max(start + 1))
            .collect();
        &found[..]
    };
    overlapping(passwords, start, end)
        .map(|range| range.start.max(start) - start..range.end.min(end) - start)
        .collect()
}

/// `part`, cut out of a text, as [`Within`] shows it, once the text is
/// gone: `outer` are the text's passwords over it ([`passwords_over`]),
/// hidden with the part's own.
#[cfg(feature = "matching")]
pub(crate) struct Detached<'a> {
    pub(crate) part: &'a str,
    pub(crate) outer: &'a [Range<usize>],
    pub(crate) quoted: bool,
}

#[cfg(feature = "matching")]
impl core::fmt::Display for Detached<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let hidden = self
            .outer
            .iter()
            .cloned()
            .chain(password_ranges(self.part))
            .chain(encoded_password_ranges(self.part));
        let mut hidden: alloc::vec::Vec<Range<usize>> = hidden.collect();
        hidden.sort_by_key(|range| range.start);
        if self.quoted {
            f.write_str("\"")?;
        }
        write_shown(f, self.part, hidden.into_iter(), self.quoted)?;
        if self.quoted {
            f.write_str("\"")?;
        }
        Ok(())
    }
}

/// The byte ranges of `part` that are a password once `part` is decoded: a
/// link percent-encoded in a query value (`?next=http%3A%2F%2Fme%3Apw%40h`)
/// carries its credentials so. Each range covers the escapes of the
/// password's bytes.
#[cfg(feature = "matching")]
pub(crate) fn encoded_password_ranges(part: &str) -> alloc::vec::Vec<Range<usize>> {
    let bytes = part.as_bytes();
    if !bytes.contains(&b'%') {
        return alloc::vec::Vec::new();
    }
    // The decoded text, each byte where it starts in `part`; a decoded byte
    // that is not ASCII counts as a letter, which no password rule asks.
    let mut decoded = alloc::string::String::with_capacity(bytes.len());
    let mut starts = alloc::vec::Vec::with_capacity(bytes.len() + 1);
    let mut at = 0;
    while at < bytes.len() {
        let (byte, width) = match crate::bytes::percent::escaped_byte(bytes, at) {
            Some(byte) => (byte, 3),
            None => (bytes[at], 1),
        };
        decoded.push(if byte.is_ascii() {
            char::from(byte)
        } else {
            'x'
        });
        starts.push(at);
        at += width;
    }
    starts.push(bytes.len());
    password_ranges(&decoded)
        .map(|range| starts[range.start]..starts[range.end])
        .collect()
}

/// A userinfo (`user:password`) as a quoted string, its password replaced by
/// `***`, escaped like [`Quoted`].
#[cfg(feature = "alloc")]
pub(crate) struct QuotedUserinfo<'a>(pub(crate) &'a str);

#[cfg(feature = "alloc")]
impl core::fmt::Debug for QuotedUserinfo<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("\"")?;
        write_shown(f, self.0, userinfo_password(self.0).into_iter(), true)?;
        f.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    fn password(text: &str) -> Option<&str> {
        password_ranges(text).next().map(|range| &text[range])
    }

    /// The passwords over every slice of each text: those the whole
    /// text's walk finds, without the search an `@` spares.
    #[cfg(feature = "matching")]
    #[test]
    fn passwords_over_a_part_are_those_the_whole_text_has_there() {
        for text in [
            "/a//u:pw@h/x",
            "/a//u:pw@h?x",
            "/go?next=http://u:pw&x@h&y=1",
            "/go?next=http%3A%2F%2Fu%3Apw%40h",
            "http://user:secret@example.com/a:b@c/d",
            "/files//:@/x#//a:b@c",
            "/plain/path?q=1",
            "//a:b@c",
        ] {
            let all: alloc::vec::Vec<Range<usize>> = password_ranges(text).collect();
            for start in 0..=text.len() {
                for end in start..=text.len() {
                    let part = &text[start..end];
                    let expected: alloc::vec::Vec<Range<usize>> = overlapping(&all, start, end)
                        .map(|range| range.start.max(start) - start..range.end.min(end) - start)
                        .collect();
                    assert_eq!(
                        passwords_over(text, None, part),
                        expected,
                        "{text} {start}..{end}"
                    );
                    assert_eq!(passwords_over(text, Some(&all), part), expected);
                }
            }
        }
    }

    #[test]
    fn found_where_the_grammar_would_find_it() {
        assert_eq!(password("http://a:b@h/p?q#f"), Some("b"));
        assert_eq!(password("http://a:b:c@h"), Some("b:c"));
        assert_eq!(password("//:pw@h"), Some("pw"));
        assert_eq!(password("http://a:@h"), None);
        assert_eq!(password("http://a@h:80"), None);
        assert_eq!(password("http://h:80/a:b@c"), None);
        assert_eq!(password("mailto:a:b@c"), None);
        // Any `//` starts an authority: the text may hold a link anywhere.
        assert_eq!(password("a/b://u:p@h"), Some("p"));
        assert_eq!(password(""), None);
        assert_eq!(password("x:"), None);
    }

    #[test]
    fn found_in_text_that_does_not_parse() {
        assert_eq!(
            password("http://admin:hunter 2@db.example/x y"),
            Some("hunter 2")
        );
        assert_eq!(password("ht tp://u:pä{ss}@h"), Some("pä{ss}"));
        assert_eq!(password("http://u:p@ss@h"), Some("p@ss"));
        assert_eq!(password("\"https://u:pw@h/\""), Some("pw"));
        // A raw `/` ends the authority: only what comes before it is found.
        assert_eq!(password("http://u:pa/ss@h"), None);
    }

    #[test]
    fn found_where_a_browser_finds_it() {
        // The authority forms `join_lenient` reads (issue 42): any mix of two
        // or more slashes and backslashes, a special scheme without them,
        // tabs and newlines skipped.
        for text in [
            "\\\\user:pw@a b\\x",
            "/\\user:pw@a b\\x",
            "\\/user:pw@a b",
            "http:\\\\user:pw@a b\\x",
            "http:user:pw@a b/",
            "HTTPS:/user:pw@h",
            "https:///user:pw@a b",
            "/\t/user:pw@a b",
            "ht\ttp:user:pw@h",
            " \u{1}wss:\\user:pw@h",
            "?next=ftp:user:pw@h&x",
        ] {
            assert_eq!(password(text), Some("pw"), "{text:?}");
        }
        // A browser ends the authority at a `\` under a special scheme;
        // the rule hides the longer userinfo.
        assert_eq!(password("http://u:pw\\x@h/"), Some("pw\\x"));
        assert_eq!(password("//u:p\tw@h"), Some("p\tw"));
        // Not an authority to any browser: another scheme without `//`, or
        // a longer scheme name that ends in a special one.
        for text in [
            "mailto:u:pw@h",
            "xhttp:u:pw@h",
            "1http:u:pw@h",
            "file:u:pw@h",
            "/a/u:pw@h",
        ] {
            assert_eq!(password(text), None, "{text:?}");
        }
    }

    #[test]
    fn masked_text_hides_the_password_and_escapes() {
        assert_eq!(format!("{}", Masked("//u:pw@h/x")), "//u:***@h/x");
        assert_eq!(format!("{}", Masked("//h/x")), "//h/x");
        assert_eq!(
            format!("{}", Masked("//h/\u{202e}\u{200b}\"\u{3164}")),
            "//h/\\u{202e}\\u{200b}\"\\u{3164}"
        );
    }

    #[cfg(feature = "matching")]
    #[test]
    fn a_slice_hides_the_passwords_of_the_whole_text() {
        let text = "/go?to=http://u:pw&x@h/";
        let found: alloc::vec::Vec<_> = password_ranges(text).collect();
        for passwords in [None, Some(&found[..])] {
            let shown = |part: &str, quoted| {
                let within = Within {
                    text,
                    passwords,
                    part,
                    quoted,
                };
                format!("{within}")
            };
            assert_eq!(shown(&text[7..18], false), "http://u:***");
            assert_eq!(shown(&text[19..], true), "\"***@h/\"");
            assert_eq!(shown("//v:pw@h", false), "//v:***@h");
        }
    }

    #[cfg(feature = "matching")]
    #[test]
    fn the_overlapping_passwords_are_those_a_scan_finds() {
        let text = "/a?x=http://u:p1@h&y=//v:p2@h&z=ftp://w:p3@h/k";
        let passwords: alloc::vec::Vec<_> = password_ranges(text).collect();
        assert_eq!(passwords.len(), 3);
        for start in 0..=text.len() {
            for end in start..=text.len() {
                let scanned: alloc::vec::Vec<_> = passwords
                    .iter()
                    .filter(|range| range.start < end && range.end > start)
                    .collect();
                let searched: alloc::vec::Vec<_> = overlapping(&passwords, start, end).collect();
                assert_eq!(searched, scanned, "{start}..{end}");
            }
        }
    }

    #[test]
    fn a_userinfo_shows_the_user_only() {
        let quoted = |text| format!("{:?}", QuotedUserinfo(text));
        assert_eq!(quoted("me:hunter2"), r#""me:***""#);
        assert_eq!(quoted("me:"), r#""me:""#);
        assert_eq!(quoted("me"), r#""me""#);
        assert_eq!(quoted(":a:b"), r#"":***""#);
    }

    #[test]
    fn every_authority_in_the_text_is_found() {
        let passwords = |text| -> alloc::vec::Vec<&str> {
            password_ranges(text).map(|range| &text[range]).collect()
        };
        assert_eq!(passwords("http://a:b@h/p?q#f"), ["b"]);
        assert_eq!(passwords("next=//:pw@h/"), ["pw"]);
        assert_eq!(passwords("a/b://u:p@h"), ["p"]);
        assert_eq!(
            passwords("x=http://u:one@h/&y=ftp://v:two@g?//w:three@k#"),
            ["one", "two", "three"]
        );
        assert_eq!(passwords("http://h:80/a:b@c//d"), [] as [&str; 0]);
        assert_eq!(passwords("http://u:pa/ss@h"), [] as [&str; 0]);
        assert_eq!(passwords("///"), [] as [&str; 0]);
    }

    #[test]
    fn quoted_text_hides_the_password_and_escapes() {
        let quoted = |text| format!("{:?}", Quoted(text));
        assert_eq!(quoted("http://u:secret@h/a b"), r#""http://u:***@h/a b""#);
        assert_eq!(quoted("a\"b\\c\u{202e}\t"), r#""a\"b\\c\u{202e}\t""#);
        assert_eq!(quoted("http://h/"), r#""http://h/""#);
        assert_eq!(
            quoted("next=http://u:one@h/&back=//v:two@g"),
            r#""next=http://u:***@h/&back=//v:***@g""#
        );
    }
}
