//! Rows and tables: inputs with the verdict RFC 3986 gives them, and the check
//! that runs a table and lists every row the parser got wrong.
//!
//! One table serves both questions "is this valid?" and "where does it break?":
//! a valid row says [`ok`], an invalid one says where and how it fails with
//! [`err`] (or [`pct`] for a bad percent-encoding, whose component the error
//! kind does not tell).

use std::fmt::Write as _;

use uri::{Component, ParseError, ParseErrorKind};

use crate::Grammar;

/// What parsing a row's input must give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The input is valid, and the parsed value holds it unchanged.
    Valid,
    /// The input is invalid: the error has this kind and component, at `index`
    /// counted from the start of the row's text (see [`Row`]).
    Invalid {
        /// Byte index from the start of the row's text.
        index: usize,
        /// What the grammar expected there.
        kind: ParseErrorKind,
        /// The component the error names.
        component: Component,
    },
}

/// One row of a [`Table`]: the varying part of an input, and its verdict.
///
/// The index of an invalid row counts bytes from the start of the row's own
/// text, not of the whole input, so a row reads the same whatever the table puts
/// before it: in a table with the prefix `s://`, `err("a b", 1, RegNameChar)`
/// points at the space, which is byte 5 of `s://a b`. The index may run past the
/// text into the table's suffix: the `]` that an IPv6 table closes every row
/// with is where `1:2:3` is found to have too few groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The text put between the table's prefix and suffix.
    pub text: &'static str,
    /// What parsing the whole input must give.
    pub expected: Expected,
}

/// A valid row.
pub const fn ok(text: &'static str) -> Row {
    Row {
        text,
        expected: Expected::Valid,
    }
}

/// An invalid row that fails at `index` of `text` with `kind`, in the component
/// that `kind` belongs to.
///
/// # Panics
///
/// At compile time, in a `const` table, when `kind` does not tell its
/// component ([`ParseErrorKind::PercentEncoding`]): such a row is written with [`pct`].
pub const fn err(text: &'static str, index: usize, kind: ParseErrorKind) -> Row {
    let Some(component) = component_of(kind) else {
        panic!("this error kind does not tell its component: write the row with `pct`");
    };
    Row {
        text,
        expected: Expected::Invalid {
            index,
            kind,
            component,
        },
    }
}

/// An invalid row with a `%` not followed by two hex digits, in `component`:
/// `index` is that of the first character after the `%` that is not a hex digit,
/// or the end of the input when it runs out first.
pub const fn pct(text: &'static str, index: usize, component: Component) -> Row {
    Row {
        text,
        expected: Expected::Invalid {
            index,
            kind: ParseErrorKind::PercentEncoding,
            component,
        },
    }
}

/// The component an error of `kind` is always in; `None` for a bad
/// percent-encoding, which can be in any of five, and for kinds that no table
/// row produces.
pub const fn component_of(kind: ParseErrorKind) -> Option<Component> {
    use ParseErrorKind as K;
    Some(match kind {
        K::MissingScheme | K::SchemeStart | K::SchemeChar => Component::Scheme,
        K::UserinfoChar => Component::Userinfo,
        K::RegNameChar
        | K::Ipv6Char
        | K::Ipv6GroupTooLong
        | K::Ipv6TooManyGroups
        | K::Ipv6TooFewGroups
        | K::Ipv6DoubleCompression
        | K::Ipv6LoneColon
        | K::Ipv6EmbeddedIpv4
        | K::Ipv6ZoneId
        | K::IpvFutureVersion
        | K::IpvFutureDot
        | K::IpvFutureChar
        | K::UnclosedIpLiteral
        | K::AfterIpLiteral => Component::Host,
        K::PortChar | K::PortOverflow => Component::Port,
        K::PathChar | K::FirstSegmentColon => Component::Path,
        K::QueryChar => Component::Query,
        K::FragmentChar | K::FragmentNotAllowed => Component::Fragment,
        // `PercentEncoding`, `TooLong` (no component of its own) and kinds added
        // after this list was written.
        _ => return None,
    })
}

/// Rows checked under one grammar, each input being `prefix + row.text + suffix`.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// The ABNF rule (and the situation) the table probes, for messages.
    pub rule: &'static str,
    /// The grammar every input of the table is parsed under.
    pub grammar: Grammar,
    /// Text put before every row.
    pub prefix: &'static str,
    /// Text put after every row.
    pub suffix: &'static str,
    /// The rows.
    pub rows: &'static [Row],
}

impl Table {
    /// The whole input of `row`.
    pub fn input(&self, row: &Row) -> String {
        format!("{}{}{}", self.prefix, row.text, self.suffix)
    }

    /// Every row with its whole input.
    pub fn inputs(&self) -> impl Iterator<Item = (String, Row)> + '_ {
        self.rows.iter().map(|row| (self.input(row), *row))
    }

    /// The invalid rows' inputs, each with the error its parse returns.
    ///
    /// # Panics
    ///
    /// When an invalid row parses, which [`Table::check`] reports properly.
    pub fn errors(&self) -> impl Iterator<Item = (String, ParseError)> + '_ {
        self.inputs()
            .filter(|(_, row)| row.expected != Expected::Valid)
            .map(|(input, _)| {
                let error = self.grammar.parse(&input).err();
                let error = error.unwrap_or_else(|| {
                    panic!(
                        "{}({input:?}) accepts an invalid row of `{}`",
                        self.grammar, self.rule
                    )
                });
                (input, error)
            })
    }

    /// Parses every row; on failure, a report that lists each wrong row with its
    /// input, the function that decided it, what was expected and what was found.
    ///
    /// # Errors
    ///
    /// The report, when any row is decided wrongly.
    pub fn check(&self) -> Result<(), String> {
        let wrong: Vec<String> = self
            .rows
            .iter()
            .filter_map(|row| self.check_row(row))
            .collect();
        if wrong.is_empty() {
            return Ok(());
        }
        let mut report = format!(
            "{} of {} rows of `{}` are decided wrongly by {} \
             (indexes count from the row's text, after the prefix {:?}):\n",
            wrong.len(),
            self.rows.len(),
            self.rule,
            self.grammar,
            self.prefix,
        );
        for line in wrong {
            writeln!(report, "  {line}").unwrap();
        }
        Err(report)
    }

    /// One line describing how `row` was decided wrongly, if it was.
    fn check_row(&self, row: &Row) -> Option<String> {
        let input = self.input(row);
        let found = match self.grammar.parse(&input) {
            Ok(value) if row.expected == Expected::Valid => {
                if value.as_str() == input {
                    return None;
                }
                format!("Ok holding other text {:?}", value.as_str())
            }
            Ok(_) => "Ok".to_owned(),
            Err(error) => {
                if self.as_row_states(&error) == Some(row.expected) {
                    return None;
                }
                let found = self.describe(error.index(), error.kind(), error.component());
                format!("{found} (\"{error}\")")
            }
        };
        let expected = match row.expected {
            Expected::Valid => "Ok".to_owned(),
            Expected::Invalid {
                index,
                kind,
                component,
            } => self.describe(self.prefix.len() + index, kind, component),
        };
        Some(format!(
            "{}({input:?}): expected {expected}, found {found}",
            self.grammar
        ))
    }

    /// `error` as a row would state it, its index counted from the row's text;
    /// `None` when it lies inside the prefix, where no row can point.
    fn as_row_states(&self, error: &ParseError) -> Option<Expected> {
        let index = error.index().checked_sub(self.prefix.len())?;
        Some(Expected::Invalid {
            index,
            kind: error.kind(),
            component: error.component(),
        })
    }

    /// An error as the report shows it: the row's index, and the input's when
    /// they differ.
    fn describe(&self, input_index: usize, kind: ParseErrorKind, component: Component) -> String {
        let at = match input_index.checked_sub(self.prefix.len()) {
            Some(index) if self.prefix.is_empty() => format!("{index}"),
            Some(index) => format!("{index} (input index {input_index})"),
            None => format!("input index {input_index}, inside the prefix"),
        };
        format!("{kind:?} in {component} at {at}")
    }
}
