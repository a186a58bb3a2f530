//! Expansion of a template that the `uri!` macro took apart at compile time:
//! the macro's support, reached only through `__private`.
//!
//! `uri!("https://h/users/{id}{?page}", id = 7, page)` expands to statements
//! that write the literal parts and expand each expression with its arguments
//! into one [`TemplateWriter`]; nothing reads the template text at run time. The
//! values go through the same [`expand_variable`] as [`UriTemplate::expand`]
//! (`expand.rs`), so both give the same text.
//!
//! Where the macro proved that every expansion is a URI (see `uri!`'s docs for
//! the positions), the writer counts the offsets while writing and the result is
//! not parsed again: the four offsets up to the path are fixed by the literal
//! text before the first expression, and the end of the path and of the query
//! are where the writer put the first query `?` and the fragment's `#`. Debug
//! builds check those offsets against a fresh parse. Elsewhere the result is
//! parsed, and an expansion that is not a URI is an
//! [`ExpandError::NotUriReference`].
//!
//! The writer reads what it writes with the same dot guard as
//! [`UriTemplate::expand`], so a value that would be a whole `.` or `..` path
//! segment is an [`ExpandError::DotSegment`] in both. Where the macro proved
//! that no value can be one, from the template and the values' types (the
//! [`Probe`]'s [`Proven`]), the result is the value itself.
//!
//! [`UriTemplate::expand`]: crate::UriTemplate::expand

use alloc::string::String;

use crate::bytes::percent::escape;
use crate::parse::offsets::Offsets;
use crate::parse::table::{UNRESERVED, is};
use crate::template::dot_guard::{DotGuard, Guarded, Writer};
use crate::template::expand::{ExpandError, ExpressionOut, expand_variable};
use crate::template::markers::{NeverDotSegment, StringValue};
use crate::template::operator::Operator;
use crate::template::uri_template::{Modifier, VarSpec};
use crate::template::variables::{Composite, Scalar, Value};
use crate::value::owned::{FromStringError, IriBuf, IriRefBuf, UriBuf, UriRefBuf};

/// The text of one `uri!` expansion, and where its query and fragment start.
///
/// # Examples
///
/// ```
/// use uri_core::__private::{TemplateWriter, Variable, template_var};
/// use uri::template::Operator;
///
/// // uri!("http://h/{x}?a", x = "b c")
/// let mut writer = TemplateWriter::with_capacity(16);
/// writer.literal("http://h/");
/// writer.expression(Operator::Simple, &[Variable::new(template_var("x", 0, false), 10, &"b c")]);
/// writer.query();
/// writer.literal("?a");
/// let uri = writer.uri([4, 7, 8, 8]);
/// assert_eq!(uri.as_str(), "http://h/b%20c?a");
/// assert_eq!(uri.query(), Some("a"));
/// ```
#[derive(Debug)]
pub struct TemplateWriter {
    text: String,
    /// Where the `?` that starts the query is, once one is written.
    query: Option<usize>,
    /// Where the `#` that starts the fragment is, once it is written.
    fragment: Option<usize>,
    /// The first value that an expression could not take.
    error: Option<ExpandError>,
    /// Reads what is written, for a value that would be a dot segment.
    guard: DotGuard<'static>,
}

/// One variable of an expression, with its argument.
///
/// # Examples
///
/// See [`TemplateWriter`].
pub struct Variable<'v> {
    spec: VarSpec<'static>,
    index: usize,
    value: &'v dyn Value,
}

impl<'v> Variable<'v> {
    /// The variable `spec`, whose name is at byte `index` of the template, with
    /// the value `value`.
    pub fn new(spec: VarSpec<'static>, index: usize, value: &'v dyn Value) -> Self {
        Self { spec, index, value }
    }
}

/// A variable spec as the macro read it: `prefix` is the prefix modifier's
/// length, 0 for none.
///
/// # Examples
///
/// ```
/// use uri::template::Modifier;
///
/// let spec = uri_core::__private::template_var("id", 3, false);
/// assert_eq!((spec.name(), spec.modifier()), ("id", Modifier::Prefix(3)));
/// ```
pub const fn template_var(name: &'static str, prefix: u16, explode: bool) -> VarSpec<'static> {
    let modifier = match (prefix, explode) {
        (0, false) => Modifier::None,
        (0, true) => Modifier::Explode,
        (length, _) => Modifier::Prefix(length),
    };
    VarSpec::from_parts(name, modifier)
}

impl TemplateWriter {
    /// An empty expansion with room for `capacity` bytes, whose values are
    /// checked for dot segments.
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            text: String::with_capacity(capacity),
            query: None,
            fragment: None,
            error: None,
            guard: DotGuard::new(),
        }
    }

    /// An empty expansion with room for `capacity` bytes, whose values the
    /// macro proved are never a dot segment (given the `verdict` of the probes,
    /// if there are any): not checked again, but in debug builds, where the
    /// finish asserts the proof.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::Operator;
    /// use uri_core::__private::{Proven, TemplateWriter, Variable, template_var};
    ///
    /// // uri!("http://h/{id}", id = 7)
    /// let mut writer = TemplateWriter::proven(16, &Proven);
    /// writer.literal("http://h/");
    /// writer.expression(Operator::Simple, &[Variable::new(template_var("id", 0, false), 10, &7)]);
    /// assert_eq!(writer.uri([4, 7, 8, 8]), "http://h/7");
    /// ```
    pub fn proven<V: Verdict>(capacity: usize, _verdict: &V) -> Self {
        let mut writer = Self::with_capacity(capacity);
        if !V::CHECKS && !cfg!(debug_assertions) {
            writer.guard = DotGuard::off();
        }
        writer
    }

    /// Copies literal text of the template, which the macro checked.
    pub fn literal(&mut self, text: &str) {
        self.guard.write_as(None);
        self.guard.read(text.as_bytes());
        self.text.push_str(text);
    }

    /// The next literal starts with the `?` that starts the query, unless an
    /// expression (`{?var}`) already did.
    pub fn query(&mut self) {
        if self.query.is_none() && self.fragment.is_none() {
            self.query = Some(self.text.len());
        }
    }

    /// The next literal starts with the `#` that starts the fragment.
    pub fn fragment(&mut self) {
        if self.fragment.is_none() {
            self.fragment = Some(self.text.len());
        }
    }

    /// Expands one expression. A value the expression cannot take is recorded
    /// (the first one), and its expansion ends where it failed; the rest of the
    /// template is written all the same.
    pub fn expression(&mut self, operator: Operator, variables: &[Variable<'_>]) {
        let start = self.text.len();
        if !self.scalars(operator, variables) {
            self.through_sinks(operator, variables);
        }
        // `{?var}` starts with the `?` that starts the query, unless it is in the
        // query or the fragment already.
        if operator == Operator::Query && self.text.len() > start {
            self.query_at(start);
        }
    }

    /// The fast path: an expression whose values are all strings, integers
    /// or undefined, without a prefix and outside reserved expansion, is
    /// written here directly (RFC 6570 §3.2.1: the first value after the
    /// operator's prefix, the others after its separator, a named operator's
    /// `name=`, every byte that is not unreserved as `%XX`). `false`, having
    /// written nothing, for any other expression.
    fn scalars(&mut self, operator: Operator, variables: &[Variable<'_>]) -> bool {
        let simple = !operator.allows_reserved()
            && variables.iter().all(|variable| {
                variable.spec.modifier() == Modifier::None
                    && variable.value.scalar() != Scalar::Other
            });
        if !simple {
            return false;
        }
        let mut first = true;
        for variable in variables {
            let scalar = variable.value.scalar();
            if scalar == Scalar::Undefined {
                continue;
            }
            let start = self.text.len();
            self.text.push_str(if first {
                operator.first()
            } else {
                operator.separator()
            });
            first = false;
            if operator.is_named() {
                self.text.push_str(variable.spec.name());
            }
            let lead = if operator.is_named() { "=" } else { "" };
            match scalar {
                Scalar::Str("") => self.text.push_str(operator.if_empty()),
                Scalar::Str(text) => {
                    self.text.push_str(lead);
                    push_unreserved_or_escaped(&mut self.text, text);
                }
                Scalar::Unsigned(number) => {
                    self.text.push_str(lead);
                    push_decimal(&mut self.text, number, false);
                }
                Scalar::Signed(number) => {
                    self.text.push_str(lead);
                    push_decimal(&mut self.text, number.unsigned_abs(), number < 0);
                }
                Scalar::Undefined | Scalar::Other => {}
            }
            self.guard.write_as(Some(Writer {
                index: variable.index,
                name: variable.spec.name(),
            }));
            self.guard.read(&self.text.as_bytes()[start..]);
        }
        true
    }

    /// Any expression, through the run-time expansion's sinks.
    fn through_sinks(&mut self, operator: Operator, variables: &[Variable<'_>]) {
        let mut out = Guarded::new(&mut self.text, &mut self.guard);
        let mut state = ExpressionOut::new(&mut out, operator);
        for variable in variables {
            let result = expand_variable(&mut state, variable.spec, variable.index, |sink| {
                variable.value.write_to(sink)
            });
            if let (Err(error), None) = (result, &self.error) {
                self.error = Some(error);
            }
        }
    }

    fn query_at(&mut self, at: usize) {
        if self.query.is_none() && self.fragment.is_none() {
            self.query = Some(at);
        }
    }

    /// The offsets: `fixed` (scheme end, host start, host end, path start, as the
    /// macro found them in the literal before any expression), then the ends of
    /// the path and the query as written.
    fn offsets(&self, fixed: [u32; 4]) -> Offsets {
        let len = self.text.len();
        let path_end = self.query.or(self.fragment).unwrap_or(len);
        let query_end = self.fragment.unwrap_or(len);
        let [scheme_end, host_start, host_end, path_start] = fixed.map(|offset| offset as usize);
        // An expansion longer than `u32::MAX` is not supported: saturated.
        Offsets::new(
            scheme_end, host_start, host_end, path_start, path_end, query_end,
        )
    }

    /// The first value an expression could not take, or else the first that
    /// wrote a dot segment.
    fn error(&mut self) -> Option<ExpandError> {
        let dot = self.guard.finish();
        self.error.take().or_else(|| dot.map(ExpandError::from))
    }

    /// The fallible finish: the first value an expression could not take, else
    /// the text.
    fn text(mut self) -> Result<String, ExpandError> {
        match self.error() {
            Some(error) => Err(error),
            None => Ok(self.text),
        }
    }
}

/// The error of an expansion that is not of the macro's grammar.
fn not_a_reference(error: FromStringError) -> ExpandError {
    ExpandError::NotUriReference {
        error: error.error(),
        text: error.into_input(),
    }
}

/// Defines the two finishes of each grammar: one for expansions the macro proved
/// valid, with offsets counted while writing, and one that parses.
macro_rules! finishes {
    ($($owned:ident, $proven:ident, $checked:ident, $parsed:ident;)*) => {
        impl TemplateWriter {
            $(
                #[doc = concat!("The [`", stringify!($owned), "`] of an expansion the macro proved valid, with the offsets counted")]
                /// while writing (checked against a fresh parse in debug builds),
                /// where no value can write a dot segment.
                pub fn $proven(self, fixed: [u32; 4]) -> $owned {
                    self.$checked(fixed, Proven)
                }

                #[doc = concat!("The [`", stringify!($owned), "`] of an expansion the macro proved valid, as [`", stringify!($proven), "`](Self::", stringify!($proven), ")")]
                /// does, or, where the probes could not prove that no value
                /// writes a dot segment ([`Unproven`]), a `Result` with the first
                /// value an expression could not take.
                ///
                /// # Errors
                ///
                /// With [`Unproven`]: the first value an expression could not
                /// take, or [`ExpandError::DotSegment`].
                pub fn $checked<V: Verdict>(mut self, fixed: [u32; 4], _: V) -> V::Output<$owned> {
                    let offsets = self.offsets(fixed);
                    debug_assert_eq!(
                        $owned::parse(&self.text).map(|mut value| value.editing().parts().1),
                        Ok(offsets),
                        "uri! counted wrong offsets for {:?}",
                        self.text
                    );
                    let error = self.error();
                    V::finish($owned::from_parts(self.text, offsets), error)
                }

                #[doc = concat!("The [`", stringify!($owned), "`] of an expansion that may not be one: parsed.")]
                ///
                /// # Errors
                ///
                /// The first value an expression could not take, or
                /// [`ExpandError::NotUriReference`].
                pub fn $parsed(self) -> Result<$owned, ExpandError> {
                    $owned::try_from(self.text()?).map_err(not_a_reference)
                }
            )*
        }
    };
}

finishes! {
    UriBuf, uri, checked_uri, try_uri;
    UriRefBuf, uri_ref, checked_uri_ref, try_uri_ref;
    IriBuf, iri, checked_iri, try_iri;
    IriRefBuf, iri_ref, checked_iri_ref, try_iri_ref;
}

/// Wraps an argument for the compile-time probes, which method resolution
/// answers from the argument's type: on `(&Probe(&x))`, a method of a trait
/// implemented for `Probe` when the type of `x` has a property is found before
/// the same method of a trait implemented for every `&Probe` (autoref comes
/// second).
///
/// - `.dots()` is [`Proven`] when the type implements [`NeverDotSegment`], and
///   [`Unproven`] otherwise;
/// - `.string_value()` is `x` itself when the type implements [`Composite`],
///   and a string otherwise: the expansion coerces it to `&dyn StringValue`,
///   so a list or map under a prefix modifier is one error at the argument,
///   worded by [`StringValue`]'s own message.
///
/// # Examples
///
/// ```
/// use uri_core::__private::{
///     CompositeProbe as _, OtherProbe as _, Probe, Proven, ProvenProbe as _, StringValue,
///     Unproven, UnprovenProbe as _,
/// };
///
/// let _: Proven = (&Probe(&42)).dots();
/// let _: Unproven = (&Probe(&"..")).dots();
/// let _: &dyn StringValue = (&Probe(&"abc")).string_value();
/// ```
pub struct Probe<'v, T: ?Sized>(pub &'v T);

/// The probe's answer for a list or map: the value itself, which is no
/// [`StringValue`].
pub trait CompositeProbe<'v, T: ?Sized> {
    /// The value.
    fn string_value(&self) -> &'v T;
}

impl<'v, T: Composite + ?Sized> CompositeProbe<'v, T> for Probe<'v, T> {
    fn string_value(&self) -> &'v T {
        self.0
    }
}

/// The probe's answers for every type.
pub trait OtherProbe {
    /// A string: nothing to say.
    fn string_value(&self) -> &'static dyn StringValue {
        &""
    }
}

impl<T: ?Sized> OtherProbe for &Probe<'_, T> {}

/// The probe's answer for a type that proves its values are never a dot
/// segment.
pub trait ProvenProbe {
    /// [`Proven`].
    fn dots(&self) -> Proven {
        Proven
    }
}

impl<T: NeverDotSegment + ?Sized> ProvenProbe for Probe<'_, T> {}

/// The probe's answer for every other type.
pub trait UnprovenProbe {
    /// [`Unproven`].
    fn dots(&self) -> Unproven {
        Unproven
    }
}

impl<T: ?Sized> UnprovenProbe for &Probe<'_, T> {}

/// No value of the call can write a dot segment: the result is the value.
#[derive(Clone, Copy, Debug)]
pub struct Proven;

/// A value of the call might write a dot segment: the result is a `Result`.
#[derive(Clone, Copy, Debug)]
pub struct Unproven;

/// What the probes found of a call's values, and the result type that follows.
/// `&` joins two answers: [`Proven`] only when both are.
///
/// # Examples
///
/// ```
/// use uri_core::__private::{Proven, Unproven, Verdict};
///
/// let value: u8 = <Proven as Verdict>::finish(1, None);
/// let result: Result<u8, _> = <Unproven as Verdict>::finish(1, None);
/// assert_eq!((value, result), (1, Ok(1)));
/// let _: Unproven = Proven & Unproven;
/// ```
pub trait Verdict {
    /// `T` or `Result<T, ExpandError>`.
    type Output<T>;

    /// Whether the expansion is checked for dot segments at run time.
    const CHECKS: bool;

    /// The result: `value`, or `error` when there is one and the result can
    /// hold it.
    fn finish<T>(value: T, error: Option<ExpandError>) -> Self::Output<T>;
}

impl Verdict for Proven {
    type Output<T> = T;

    const CHECKS: bool = false;

    /// The value: a value form cannot report a value's shape error (its
    /// expansion ends where it failed), and the probes proved that no dot
    /// segment can be found.
    fn finish<T>(value: T, error: Option<ExpandError>) -> T {
        debug_assert!(
            !matches!(error, Some(ExpandError::DotSegment { .. })),
            "uri! proved that no value writes a dot segment, but {error:?}"
        );
        value
    }
}

impl Verdict for Unproven {
    type Output<T> = Result<T, ExpandError>;

    const CHECKS: bool = true;

    fn finish<T>(value: T, error: Option<ExpandError>) -> Result<T, ExpandError> {
        error.map_or(Ok(value), Err)
    }
}

impl core::ops::BitAnd<Proven> for Proven {
    type Output = Proven;

    fn bitand(self, _: Proven) -> Proven {
        Proven
    }
}

impl core::ops::BitAnd<Unproven> for Proven {
    type Output = Unproven;

    fn bitand(self, _: Unproven) -> Unproven {
        Unproven
    }
}

impl<V: Verdict> core::ops::BitAnd<V> for Unproven {
    type Output = Unproven;

    fn bitand(self, _: V) -> Unproven {
        Unproven
    }
}

/// `text` with every byte outside `unreserved` written as `%XX`, as a simple
/// string expansion writes a value (RFC 6570 §3.2.2); runs that pass are
/// copied whole.
fn push_unreserved_or_escaped(out: &mut String, text: &str) {
    let mut run = 0;
    for (i, &byte) in text.as_bytes().iter().enumerate() {
        if !is(byte, UNRESERVED) {
            // A run that passes is ASCII, so it starts and ends on character
            // boundaries; between the bytes of one character it is empty.
            if run < i {
                out.push_str(&text[run..i]);
            }
            out.push_str(escape(byte));
            run = i + 1;
        }
    }
    out.push_str(&text[run..]);
}

/// `number` in decimal, after a `-` when `negative`: what its `Display`
/// writes, without the formatting machinery.
fn push_decimal(out: &mut String, mut number: u64, negative: bool) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        // The remainder of a division by 10 is one digit.
        digits[start] = b'0' + (number % 10) as u8;
        number /= 10;
        if number == 0 {
            break;
        }
    }
    if negative {
        out.push('-');
    }
    out.push_str(core::str::from_utf8(&digits[start..]).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::uri_template::UriTemplate;

    #[test]
    fn the_fast_path_writes_what_display_and_the_encoder_write() {
        for number in [0, 7, 10, 99, 1_000_000, u64::MAX] {
            let mut out = String::new();
            push_decimal(&mut out, number, false);
            assert_eq!(out, alloc::format!("{number}"));
        }
        for number in [i64::MIN, -1, 0, 42, i64::MAX] {
            let mut out = String::new();
            push_decimal(&mut out, number.unsigned_abs(), number < 0);
            assert_eq!(out, alloc::format!("{number}"));
        }
        for text in [
            "",
            "a-b_c.d~e",
            "a b/c?d#e&f",
            "gr\u{f6}\u{df}e",
            "\u{1f600}",
            "%41",
        ] {
            let mut out = String::new();
            push_unreserved_or_escaped(&mut out, text);
            let expected = UriTemplate::parse("{x}")
                .unwrap()
                .expand_to_string(&[("x", text)])
                .unwrap();
            assert_eq!(out, expected, "{text:?}");
        }
    }

    #[test]
    fn the_writer_gives_the_run_time_expansion() {
        let template = UriTemplate::parse("http://h/{x}{?y,z*}#f{/w}").unwrap();
        let mut writer = TemplateWriter::with_capacity(0);
        writer.literal("http://h/");
        writer.expression(
            Operator::Simple,
            &[Variable::new(template_var("x", 0, false), 10, &"a/b")],
        );
        writer.expression(
            Operator::Query,
            &[
                Variable::new(template_var("y", 0, false), 14, &Some(1)),
                Variable::new(template_var("z", 0, true), 16, &["p", "q"]),
            ],
        );
        writer.fragment();
        writer.literal("#f");
        writer.expression(
            Operator::PathSegment,
            &[Variable::new(
                template_var("w", 0, false),
                22,
                &Option::<u8>::None,
            )],
        );
        let uri = writer.uri([4, 7, 8, 8]);
        let variables: [(&str, &dyn Value); 3] = [("x", &"a/b"), ("y", &1), ("z", &["p", "q"])];
        assert_eq!(uri.as_str(), template.expand_to_string(&variables).unwrap());
        assert_eq!(uri.query(), Some("y=1&z=p&z=q"));
        assert_eq!(uri.fragment(), Some("f"));
    }

    #[test]
    fn a_query_expression_in_the_fragment_starts_no_query() {
        let mut writer = TemplateWriter::with_capacity(0);
        writer.literal("s:");
        writer.fragment();
        writer.literal("#");
        writer.expression(
            Operator::Query,
            &[Variable::new(template_var("q", 0, false), 4, &"v")],
        );
        let uri = writer.uri([1, 2, 2, 2]);
        assert_eq!(uri.query(), None);
        assert_eq!(uri.fragment(), Some("?q=v"));
    }

    #[test]
    fn the_parsed_finish_reports_values_and_results() {
        let mut writer = TemplateWriter::with_capacity(0);
        writer.literal("s:");
        writer.expression(
            Operator::Reserved,
            &[Variable::new(template_var("x", 0, false), 3, &"a#b#c")],
        );
        assert!(matches!(
            writer.try_uri(),
            Err(ExpandError::NotUriReference { .. })
        ));

        let mut writer = TemplateWriter::with_capacity(0);
        writer.literal("s:");
        writer.expression(
            Operator::Simple,
            &[Variable::new(template_var("x", 2, false), 3, &["a"])],
        );
        assert!(matches!(
            writer.try_uri(),
            Err(ExpandError::PrefixOnComposite { index: 3, .. })
        ));
    }
}
