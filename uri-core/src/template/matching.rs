//! URI + template → values: matching, the inverse of expansion.
//!
//! A template can be matched only where every expansion tells its variables
//! apart, and [`UriTemplate::matcher`] decides that from the template alone:
//!
//! - each expression must end where the next part begins. Its values hold only
//!   the characters its operator passes (unreserved and `%XX`; reserved ones too
//!   for `+` and `#`), so it ends at the first character that cannot be in them.
//!   The first character of what follows (a literal, the operator of the next
//!   expression, or, for an expression that may expand to nothing, whatever comes
//!   after that) must be such a character, or the end;
//! - the last expression may instead be followed by literals only: it then ends
//!   where that literal suffix begins, whatever its characters (`/{id}.json`);
//! - an expression of several variables must separate them with a character that
//!   its values cannot hold (so not `{+a,b}`, `{#a,b}` or `{.a,b}`);
//! - explode modifiers are refused: a list cannot be told from several variables.
//!
//! Matching itself is then one pass without backtracking. Values are returned as
//! they appear in the URI (still percent-encoded) with their names; a list value
//! comes back as one value whose members are separated by `,` (except in an
//! expression such as `{x,y}`, where `,` separates the variables).
//!
//! A variable the template names more than once (`/{a}/{a}`, `{a}{?a}`) has one
//! value, which expansion writes at each place: the text must give the same
//! value at each, compared percent-decoded (operators encode differently: `{a}`
//! writes `a/b` as `a%2Fb`, `{+a}` as `a/b`), or, under a prefix modifier, its
//! first characters; and where the text shows the variable undefined (an
//! expression with an operator left out, a name missing from `{?a,b}`) it must
//! not have a value elsewhere. Otherwise the text is no expansion of the
//! template: [`MatchError::Conflict`]. Reserved expansion (`{+a}`, `{#a}`)
//! copies a value's own `%XX` as they are, so where its text holds a `%` the
//! value is not known exactly, and only its being defined is compared.

use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use crate::encoding::decode::{DecodeError, decode_lossy, decode_utf8};
use crate::error::secret::Quoted;
use crate::parse::table::{UNRESERVED, is};
use crate::template::match_error::{MatchError, MatchExpected};
use crate::template::value::{Expression, Modifier, Operator, Part, UriTemplate, VarSpec};

/// Why a template cannot be matched: where an expansion could be read back in
/// more than one way.
///
/// # Examples
///
/// ```
/// use uri::template::Ambiguity;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("/{a}{b}")?.matcher().unwrap_err();
/// assert_eq!(error.kind(), Ambiguity::NoBoundary);
/// assert_eq!(error.index(), 1);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AmbiguousTemplate {
    index: usize,
    kind: Ambiguity,
}

/// What makes a template ambiguous; see [`AmbiguousTemplate`].
///
/// # Examples
///
/// ```
/// use uri::template::Ambiguity;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("{/list*}")?.matcher().unwrap_err();
/// assert_eq!(error.kind(), Ambiguity::Explode);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Ambiguity {
    /// An explode modifier (`{list*}`): its members look like separate variables.
    Explode,
    /// An expression of several variables whose separator may also occur inside
    /// a value (`{+a,b}`, `{#a,b}`, `{.a,b}`).
    SeparatorInValues,
    /// An expression whose end cannot be told from what follows it (`{a}{b}`,
    /// `{+path}{?q}`, `{/a}{/b}`).
    NoBoundary,
}

impl AmbiguousTemplate {
    /// The byte index in the template of the expression that cannot be matched.
    ///
    /// # Examples
    ///
    /// See [`AmbiguousTemplate`].
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What makes it ambiguous.
    ///
    /// # Examples
    ///
    /// See [`AmbiguousTemplate`].
    pub const fn kind(&self) -> Ambiguity {
        self.kind
    }
}

impl fmt::Display for AmbiguousTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let index = self.index;
        match self.kind {
            Ambiguity::Explode => write!(
                f,
                "the expression at index {index} of the template explodes a variable, whose \
                 members cannot be told apart from separate variables when matching"
            ),
            Ambiguity::SeparatorInValues => write!(
                f,
                "the expression at index {index} of the template separates its variables with \
                 a character that its values may also hold"
            ),
            Ambiguity::NoBoundary => write!(
                f,
                "the end of the expression at index {index} of the template cannot be told from \
                 what follows it: its values may hold the character that follows"
            ),
        }
    }
}

impl core::error::Error for AmbiguousTemplate {}

/// A template checked for matching; see [`UriTemplate::matcher`].
///
/// # Examples
///
/// ```
/// use uri::UriTemplate;
///
/// let matcher = UriTemplate::parse("/users/{id}/repos{?page,per_page}")?.matcher()?;
/// let found = matcher.matches("/users/ada%20l/repos?per_page=50")?;
/// assert_eq!(found.get("id").unwrap().decoded()?, "ada l");
/// assert_eq!(found.get("per_page").unwrap().as_str(), "50");
/// assert!(found.get("page").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Matcher<'t> {
    template: UriTemplate<'t>,
}

/// The characters a value of an expression may hold, as a bit set of ASCII.
type ByteSet = u128;

fn byte_set(test: impl Fn(u8) -> bool) -> ByteSet {
    (0..128u8)
        .filter(|&byte| test(byte))
        .fold(0, |set, byte| set | (1 << byte))
}

fn contains(set: ByteSet, byte: u8) -> bool {
    byte < 128 && set & (1 << byte) != 0
}

fn is_reserved(byte: u8) -> bool {
    b":/?#[]@!$&'()*+,;=".contains(&byte)
}

/// What the values of an expression with `operator` may hold: the characters
/// the operator passes, and `,`, which joins the members of a list or map,
/// unless it separates the expression's several variables.
fn value_set(operator: Operator, variables: usize) -> ByteSet {
    let reserved = operator.allows_reserved();
    let comma_separates = variables > 1 && operator.separator() == ",";
    byte_set(|byte| {
        is(byte, UNRESERVED)
            || byte == b'%'
            || (reserved && is_reserved(byte))
            || (byte == b',' && !comma_separates)
    })
}

/// The first byte of an operator's expansion, if it has one.
fn first_byte(operator: Operator) -> Option<u8> {
    operator.first().bytes().next()
}

/// The bytes that may begin what comes after part `index`, and whether it may
/// be the end of the text.
fn first_after(parts: &[Part<'_>], index: usize) -> (ByteSet, bool) {
    let mut set = 0;
    for part in &parts[index + 1..] {
        match part {
            Part::Literal(text) => {
                let byte = text.as_bytes()[0];
                // A non-ASCII literal expands to its `%XX` escapes.
                return (set | 1 << if byte < 128 { byte } else { b'%' }, false);
            }
            Part::Expression(expression) => {
                let operator = expression.operator();
                match first_byte(operator) {
                    Some(byte) => set |= 1 << byte,
                    None => set |= value_set(operator, expression.var_count()),
                }
            }
        }
    }
    (set, true)
}

#[cfg(feature = "alloc")]
impl<'t> UriTemplate<'t> {
    /// Checks that every expansion of this template can be read back into its
    /// variables, and returns the matcher that does it (see the rules in
    /// [`Matcher`]'s module documentation: each expression must end where the
    /// next part begins, or be the last one before a literal suffix).
    ///
    /// # Errors
    ///
    /// [`AmbiguousTemplate`] at the first expression that could be read back in
    /// more than one way.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// assert!(UriTemplate::parse("/files/{+path}")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("/files/{id}.json")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("{+path}{?q}")?.matcher().is_err());
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn matcher(&self) -> Result<Matcher<'t>, AmbiguousTemplate> {
        let parts: Vec<Part<'t>> = self.parts().collect();
        let last_expression = parts
            .iter()
            .rposition(|part| matches!(part, Part::Expression(_)));
        for (index, part) in parts.iter().enumerate() {
            let Part::Expression(expression) = part else {
                continue;
            };
            let at = expression.as_str().as_ptr() as usize - self.as_str().as_ptr() as usize;
            let fail = |kind| Err(AmbiguousTemplate { index: at, kind });
            if expression
                .variables()
                .any(|spec| spec.modifier() == Modifier::Explode)
            {
                return fail(Ambiguity::Explode);
            }
            let operator = expression.operator();
            let values = value_set(operator, expression.var_count());
            let separator = operator.separator().as_bytes()[0];
            if expression.var_count() > 1 && contains(values, separator) {
                return fail(Ambiguity::SeparatorInValues);
            }
            if Some(index) == last_expression {
                // Followed by literals only: it ends where they begin.
                continue;
            }
            let (next, _) = first_after(&parts, index);
            let mut stops = values;
            if expression.var_count() > 1 {
                stops |= 1 << separator;
            }
            // Expanded to nothing, it must not be read as present.
            if let Some(byte) = first_byte(operator) {
                stops |= 1 << byte;
            }
            // `;name` may stand without `=`: an `=` after it must be its own.
            if operator.is_named() && operator.if_empty().is_empty() {
                stops |= 1 << b'=';
            }
            if next & stops != 0 {
                return fail(Ambiguity::NoBoundary);
            }
        }
        Ok(Matcher { template: *self })
    }
}

impl<'t> Matcher<'t> {
    /// The template.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/{id}")?;
    /// assert_eq!(template.matcher()?.template(), template);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn template(&self) -> UriTemplate<'t> {
        self.template
    }

    /// Reads the values of the template's variables out of `text`, the
    /// expansion of the template (a URI reference as text).
    ///
    /// A variable that the text leaves out (an undefined one) is absent from the
    /// result; one that is present but empty has the value `""`. For an
    /// expression without an operator, or with `+`, an empty match counts as
    /// absent, since expansion writes the same nothing for both.
    ///
    /// # Errors
    ///
    /// [`MatchError::Mismatch`] where `text` leaves the template, and
    /// [`MatchError::UndefinedUnknown`] where some, but not all, of several
    /// positional variables are present.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// let matcher = UriTemplate::parse("/map{?x,y}{#at}")?.matcher()?;
    /// let found = matcher.matches("/map?y=768#top")?;
    /// assert_eq!(found.get("y").unwrap().as_str(), "768");
    /// assert_eq!(found.get("at").unwrap().as_str(), "top");
    /// assert!(found.get("x").is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn matches<'u>(&self, text: &'u str) -> Result<Captures<'t, 'u>, MatchError> {
        let parts: Vec<Part<'t>> = self.template.parts().collect();
        let last_expression = parts
            .iter()
            .rposition(|part| matches!(part, Part::Expression(_)));
        let suffix_len: usize = last_expression.map_or(0, |last| {
            parts[last + 1..]
                .iter()
                .map(|part| match part {
                    Part::Literal(literal) => encoded_len(literal),
                    Part::Expression(_) => 0,
                })
                .sum()
        });
        let mut reader = Reader {
            text,
            pos: 0,
            captures: Vec::new(),
            known: BTreeMap::new(),
        };
        for (index, part) in parts.iter().enumerate() {
            match part {
                Part::Literal(literal) => reader.literal(literal)?,
                Part::Expression(expression) => {
                    let end = if Some(index) == last_expression {
                        let end = text.len().checked_sub(suffix_len);
                        match end {
                            Some(end) if end >= reader.pos => end,
                            _ => return reader.mismatch(MatchExpected::Suffix),
                        }
                    } else {
                        text.len()
                    };
                    let at = expression.as_str().as_ptr() as usize
                        - self.template.as_str().as_ptr() as usize;
                    reader.expression(*expression, at, end)?;
                    if Some(index) == last_expression && reader.pos != end {
                        return reader.mismatch(MatchExpected::Value { expression: at });
                    }
                }
            }
        }
        if reader.pos != text.len() {
            return reader.mismatch(MatchExpected::End);
        }
        Ok(Captures {
            values: reader.captures,
        })
    }
}

/// The length of a literal as expansion writes it (non-ASCII as `%XX`).
fn encoded_len(literal: &str) -> usize {
    literal
        .bytes()
        .map(|byte| if byte < 128 { 1 } else { 3 })
        .sum()
}

/// One pass over the text being matched.
struct Reader<'t, 'u> {
    text: &'u str,
    pos: usize,
    captures: Vec<Capture<'t, 'u>>,
    /// What the text has said so far of each variable, to hold a variable named
    /// twice to one value.
    known: BTreeMap<&'t str, Known>,
}

/// What a text says of a variable's value, at one place or gathered from all.
#[derive(Debug, PartialEq, Eq)]
enum Known {
    /// Undefined: the text leaves the variable out.
    Undefined,
    /// Defined, with a value that the text does not tell exactly.
    Defined,
    /// Exactly these bytes, percent-decoded.
    Value(Vec<u8>),
    /// A value that starts with these bytes: a prefix modifier cut it (it has
    /// as many characters as the modifier allows, so the value may go on).
    Prefix(Vec<u8>),
}

impl Known {
    /// What `self` and `other` say together, or `None` when they disagree.
    fn merge(self, other: Self) -> Option<Self> {
        match (self, other) {
            (Self::Undefined, Self::Undefined) => Some(Self::Undefined),
            (Self::Undefined, _) | (_, Self::Undefined) => None,
            (Self::Defined, known) | (known, Self::Defined) => Some(known),
            (Self::Value(a), Self::Value(b)) => (a == b).then_some(Self::Value(a)),
            (Self::Value(value), Self::Prefix(prefix))
            | (Self::Prefix(prefix), Self::Value(value)) => {
                value.starts_with(&prefix).then_some(Self::Value(value))
            }
            (Self::Prefix(a), Self::Prefix(b)) => {
                let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
                long.starts_with(&short).then_some(Self::Prefix(long))
            }
        }
    }
}

/// The characters of decoded bytes, counted as UTF-8 (each byte that does not
/// continue a sequence starts a character), as a prefix modifier counts them.
fn characters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&byte| byte & 0xC0 != 0x80).count()
}

impl<'t, 'u> Reader<'t, 'u> {
    fn mismatch<T>(&self, expected: MatchExpected) -> Result<T, MatchError> {
        Err(MatchError::Mismatch {
            index: self.pos,
            expected,
        })
    }

    fn peek(&self, end: usize) -> Option<u8> {
        (self.pos < end).then(|| self.text.as_bytes()[self.pos])
    }

    /// Matches a literal as expansion writes it: ASCII as it is, other
    /// characters as `%XX` escapes of their UTF-8 (hex digits in either case).
    fn literal(&mut self, literal: &str) -> Result<(), MatchError> {
        let bytes = self.text.as_bytes();
        for byte in literal.bytes() {
            if byte < 128 {
                if bytes.get(self.pos) != Some(&byte) {
                    return self.mismatch(MatchExpected::Literal(char::from(byte)));
                }
                self.pos += 1;
                continue;
            }
            let escape = bytes.get(self.pos..self.pos + 3);
            let hex = |digit: u8| char::from(digit).to_digit(16);
            match escape {
                Some(&[b'%', high, low])
                    if hex(high).zip(hex(low)).map(|(h, l)| h * 16 + l)
                        == Some(u32::from(byte)) =>
                {
                    self.pos += 3;
                }
                _ => return self.mismatch(MatchExpected::Escape(byte)),
            }
        }
        Ok(())
    }

    /// The longest run from the current position, before `end`, of characters
    /// in `values` (a `%` only with two hex digits after it).
    fn value(&mut self, values: ByteSet, end: usize) -> &'u str {
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let mut i = start;
        while i < end && contains(values, bytes[i]) {
            if bytes[i] == b'%' {
                let whole = i + 2 < end
                    && bytes[i + 1].is_ascii_hexdigit()
                    && bytes[i + 2].is_ascii_hexdigit();
                if !whole {
                    break;
                }
                i += 3;
            } else {
                i += 1;
            }
        }
        self.pos = i;
        &self.text[start..i]
    }

    /// Matches the expression at index `at` of the template.
    fn expression(
        &mut self,
        expression: Expression<'t>,
        at: usize,
        end: usize,
    ) -> Result<(), MatchError> {
        let operator = expression.operator();
        if let Some(first) = first_byte(operator) {
            if self.peek(end) != Some(first) {
                // Left out: every variable is undefined (expansion writes the
                // operator for any defined one).
                for spec in expression.variables() {
                    self.learn(spec.name(), Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
            self.pos += 1;
        }
        let values = value_set(operator, expression.var_count());
        let separator = operator.separator().as_bytes()[0];
        let specs: Vec<_> = expression.variables().collect();
        if operator.is_named() {
            let expected_name = MatchExpected::Name { expression: at };
            return self.named(&specs, operator, (values, separator), expected_name, end);
        }
        let start = self.pos;
        let mut found = Vec::new();
        loop {
            found.push(self.value(values, end));
            if found.len() < specs.len() && self.peek(end) == Some(separator) {
                self.pos += 1;
            } else {
                break;
            }
        }
        if first_byte(operator).is_none() && found == [""] {
            return Ok(());
        }
        if found.len() < specs.len() {
            return Err(MatchError::UndefinedUnknown { index: start });
        }
        for (spec, value) in specs.iter().zip(found) {
            self.capture(*spec, value, start, operator.allows_reserved())?;
        }
        Ok(())
    }

    /// Reads `name=value` items (`name` alone for an empty value of `;`), whose
    /// names are those of `specs` in order, some left out; `values` and
    /// `separator` are those of the expression, `expected_name` the error for a
    /// name it does not have.
    fn named(
        &mut self,
        specs: &[crate::template::value::VarSpec<'t>],
        operator: Operator,
        (values, separator): (ByteSet, u8),
        expected_name: MatchExpected,
        end: usize,
    ) -> Result<(), MatchError> {
        let names =
            byte_set(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'.' | b'%'));
        let mut next = 0;
        loop {
            let item = self.pos;
            let name = self.value(names, end);
            let Some(offset) = specs[next..].iter().position(|spec| spec.name() == name) else {
                self.pos = item;
                return self.mismatch(expected_name);
            };
            // The names skipped are undefined: expansion writes every defined one.
            for skipped in &specs[next..next + offset] {
                self.learn(skipped.name(), Known::Undefined, item)?;
            }
            let spec = specs[next + offset];
            next += offset + 1;
            let value = if self.peek(end) == Some(b'=') {
                self.pos += 1;
                self.value(values, end)
            } else if operator.if_empty().is_empty() {
                ""
            } else {
                return self.mismatch(MatchExpected::Equals);
            };
            self.capture(spec, value, item, operator.allows_reserved())?;
            if next < specs.len() && self.peek(end) == Some(separator) {
                self.pos += 1;
            } else {
                for skipped in &specs[next..] {
                    self.learn(skipped.name(), Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
        }
    }

    /// Keeps `value`, found at `at` by an operator that passes reserved
    /// characters or not, as the value of `spec`, if a prefix modifier allows
    /// its length and the variable has no other value elsewhere.
    fn capture(
        &mut self,
        spec: VarSpec<'t>,
        value: &'u str,
        at: usize,
        reserved: bool,
    ) -> Result<(), MatchError> {
        let limit = match spec.modifier() {
            Modifier::Prefix(length) => Some(usize::from(length)),
            Modifier::None | Modifier::Explode => None,
        };
        if let Modifier::Prefix(length) = spec.modifier() {
            if fewest_characters(value) > usize::from(length) {
                // Too long, so not empty: a slice of the text, at its start.
                let index = value.as_ptr() as usize - self.text.as_ptr() as usize;
                return Err(MatchError::Mismatch {
                    index,
                    expected: MatchExpected::Prefix { length },
                });
            }
        }
        let known = if reserved && value.contains('%') {
            // Reserved expansion copies a value's own `%XX` as they are, so
            // each escape may be the value's or an encoded character.
            Known::Defined
        } else {
            let decoded = decode_lossy(value, false);
            if limit == Some(characters(&decoded)) {
                Known::Prefix(decoded)
            } else {
                Known::Value(decoded)
            }
        };
        self.learn(spec.name(), known, at)?;
        self.captures.push(Capture {
            name: spec.name(),
            value,
        });
        Ok(())
    }

    /// Adds what the text says of `name` at `at` to what it said before.
    ///
    /// # Errors
    ///
    /// [`MatchError::Conflict`] at `at` where the two disagree.
    fn learn(&mut self, name: &'t str, known: Known, at: usize) -> Result<(), MatchError> {
        let merged = match self.known.remove(name) {
            None => known,
            Some(before) => before
                .merge(known)
                .ok_or(MatchError::Conflict { index: at })?,
        };
        self.known.insert(name, merged);
        Ok(())
    }
}

/// The fewest characters `value` can have been expanded from: an escaped
/// UTF-8 sequence is one character, and so is any other `%XX` (reserved
/// expansion keeps a value's own escapes, each one character of a prefix).
fn fewest_characters(value: &str) -> usize {
    let bytes = value.as_bytes();
    let escaped = |i: usize| -> Option<u8> {
        let digits = bytes.get(i + 1..i + 3)?;
        let text = core::str::from_utf8(digits).ok()?;
        (bytes[i] == b'%').then(|| u8::from_str_radix(text, 16).ok())?
    };
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        count += 1;
        let Some(lead) = escaped(i) else {
            i += 1;
            continue;
        };
        let width = match lead {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 1,
        };
        let mut sequence = [0; 4];
        let whole = (0..width).all(|k| {
            escaped(i + 3 * k).is_some_and(|byte| {
                sequence[k] = byte;
                true
            })
        });
        let utf8 = whole && core::str::from_utf8(&sequence[..width]).is_ok();
        i += 3 * if utf8 { width } else { 1 };
    }
    count
}

/// The values a [`Matcher`] read out of a text, by variable name.
///
/// # Examples
///
/// ```
/// let matcher = uri::UriTemplate::parse("{/a,b}")?.matcher()?;
/// let found = matcher.matches("/x/y")?;
/// let pairs: Vec<(&str, &str)> = found.iter().map(|c| (c.name(), c.as_str())).collect();
/// assert_eq!(pairs, [("a", "x"), ("b", "y")]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Captures<'t, 'u> {
    values: Vec<Capture<'t, 'u>>,
}

impl<'t, 'u> Captures<'t, 'u> {
    /// The value of the variable `name`: the first one, if the template names it
    /// twice. `None` when the text left it out.
    ///
    /// # Examples
    ///
    /// See [`Matcher`].
    pub fn get(&self, name: &str) -> Option<&Capture<'t, 'u>> {
        self.values.iter().find(|capture| capture.name == name)
    }

    /// Every value found, in the template's order.
    ///
    /// # Examples
    ///
    /// See [`Captures`].
    pub fn iter(&self) -> core::slice::Iter<'_, Capture<'t, 'u>> {
        self.values.iter()
    }

    /// How many values were found.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("{?a,b}")?.matcher()?;
    /// assert_eq!(matcher.matches("?b=1")?.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value was found.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/a{?b}")?.matcher()?;
    /// assert!(matcher.matches("/a")?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl<'c, 't, 'u> IntoIterator for &'c Captures<'t, 'u> {
    type Item = &'c Capture<'t, 'u>;
    type IntoIter = core::slice::Iter<'c, Capture<'t, 'u>>;

    fn into_iter(self) -> Self::IntoIter {
        self.values.iter()
    }
}

/// One variable's value as it appears in the matched text.
///
/// # Examples
///
/// ```
/// let matcher = uri::UriTemplate::parse("/tags/{tags}")?.matcher()?;
/// let found = matcher.matches("/tags/rust,caf%C3%A9")?;
/// let tags = found.get("tags").unwrap();
/// assert_eq!(tags.as_str(), "rust,caf%C3%A9");
/// let members: Vec<String> = tags.items().map(|item| item.unwrap().into_owned()).collect();
/// assert_eq!(members, ["rust", "caf\u{e9}"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Capture<'t, 'u> {
    name: &'t str,
    value: &'u str,
}

/// Like a derived `Debug`, with the value shown as messages show text: a URI
/// with a password inside it (`{+url}`) has the password replaced by `***`.
impl fmt::Debug for Capture<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Capture")
            .field("name", &self.name)
            .field("value", &Quoted(self.value))
            .finish()
    }
}

impl<'t, 'u> Capture<'t, 'u> {
    /// The variable's name, as the template writes it.
    ///
    /// # Examples
    ///
    /// See [`Captures`].
    pub const fn name(&self) -> &'t str {
        self.name
    }

    /// The value as it appears in the text, percent-encoded.
    ///
    /// # Examples
    ///
    /// See [`Capture`].
    pub const fn as_str(&self) -> &'u str {
        self.value
    }

    /// The value percent-decoded as UTF-8: the string that was expanded (for a
    /// list or map, its members joined by `,`; see [`items`](Self::items)).
    ///
    /// # Errors
    ///
    /// A [`DecodeError`] where the escapes are not UTF-8.
    ///
    /// # Examples
    ///
    /// See [`Matcher`].
    pub fn decoded(&self) -> Result<Cow<'u, str>, DecodeError> {
        decode_utf8(self.value)
    }

    /// The members of a list value (or the keys and values of a map, in turn):
    /// the value split at each `,`, each member decoded. Outside reserved
    /// expansion a member's own commas were encoded as `%2C`, so they stay
    /// inside it; `{+list}` and `{#list}` copy them as they are, so there the
    /// split is only as good as the members' lack of commas.
    ///
    /// # Examples
    ///
    /// See [`Capture`].
    pub fn items(&self) -> impl Iterator<Item = Result<Cow<'u, str>, DecodeError>> + use<'u> {
        self.value.split(',').map(decode_utf8)
    }
}

#[cfg(test)]
mod tests {
    use super::fewest_characters;

    #[test]
    fn an_escaped_character_or_a_kept_escape_is_one_character() {
        assert_eq!(fewest_characters(""), 0);
        assert_eq!(fewest_characters("abc"), 3);
        assert_eq!(fewest_characters("%C3%A9"), 1);
        assert_eq!(fewest_characters("%E4%B8%AD%F0%9F%98%80x"), 3);
        assert_eq!(fewest_characters("v%84%7C"), 3);
        assert_eq!(fewest_characters("%C3%41"), 2);
        assert_eq!(fewest_characters("%C3"), 1);
        assert_eq!(fewest_characters("%4"), 2);
        assert_eq!(fewest_characters("%zz%"), 4);
    }
}
