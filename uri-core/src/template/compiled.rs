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
//! [`UriTemplate::expand`]: crate::UriTemplate::expand

use alloc::string::String;

use crate::bytes::percent::escape;
use crate::parse::offsets::Offsets;
use crate::parse::table::{UNRESERVED, is};
use crate::template::expand::{ExpandError, ExpressionOut, expand_variable};
use crate::template::operator::Operator;
use crate::template::uri_template::{Modifier, VarSpec};
use crate::template::variables::{Composite, Scalar, Value};
use crate::value::owned::{Editable, FromStringError, IriBuf, IriRefBuf, UriBuf, UriRefBuf};

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
    /// An empty expansion with room for `capacity` bytes.
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            text: String::with_capacity(capacity),
            query: None,
            fragment: None,
            error: None,
        }
    }

    /// Copies literal text of the template, which the macro checked.
    pub fn literal(&mut self, text: &str) {
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
        }
        true
    }

    /// Any expression, through the run-time expansion's sinks.
    fn through_sinks(&mut self, operator: Operator, variables: &[Variable<'_>]) {
        let mut state = ExpressionOut::new(&mut self.text, operator);
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

    /// The fallible finish: the first value an expression could not take, else
    /// the text.
    fn text(self) -> Result<String, ExpandError> {
        match self.error {
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
    ($($owned:ident, $proven:ident, $parsed:ident;)*) => {
        impl TemplateWriter {
            $(
                #[doc = concat!("The [`", stringify!($owned), "`] of an expansion the macro proved valid, with the offsets counted")]
                /// while writing (checked against a fresh parse in debug builds).
                pub fn $proven(self, fixed: [u32; 4]) -> $owned {
                    let offsets = self.offsets(fixed);
                    debug_assert_eq!(
                        $owned::parse(&self.text).map(|value| value.parts().1),
                        Ok(offsets),
                        "uri! counted wrong offsets for {:?}",
                        self.text
                    );
                    $owned::from_parts(self.text, offsets)
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
    UriBuf, uri, try_uri;
    UriRefBuf, uri_ref, try_uri_ref;
    IriBuf, iri, try_iri;
    IriRefBuf, iri_ref, try_iri_ref;
}

/// Checks, at the argument's span, that `value` can be a template variable's
/// value (the one place that asks `T: Value`, so a type that is not gets one
/// error), and erases its type.
///
/// # Examples
///
/// ```
/// let value = uri_core::__private::template_value(&42);
/// # let _ = value;
/// ```
pub fn template_value<'v, T: Value + 'v>(value: &'v T) -> &'v (dyn Value + 'v) {
    value
}

/// Wraps an argument for the compile-time shape probe: `(&Probe(&x)).shape()`
/// is [`IsComposite`] when the type of `x` implements [`Composite`], and
/// [`MaybeString`] otherwise (by autoref: the method on `Probe` is found
/// before the one on `&Probe`).
///
/// # Examples
///
/// ```
/// use uri_core::__private::{CompositeProbe as _, OtherProbe as _, Probe};
///
/// let _: uri_core::__private::IsComposite = (&Probe(&vec!["a"])).shape();
/// let _: uri_core::__private::MaybeString = (&Probe(&"a")).shape();
/// ```
pub struct Probe<'v, T: ?Sized>(pub &'v T);

/// What the probe says of a list or map.
#[derive(Debug)]
pub struct IsComposite;

/// What the probe says of any other value: a string, or a value whose type does
/// not tell.
#[derive(Debug)]
pub struct MaybeString;

/// The probe's answer for [`Composite`] values.
pub trait CompositeProbe {
    /// [`IsComposite`].
    fn shape(&self) -> IsComposite {
        IsComposite
    }
}

impl<T: Composite + ?Sized> CompositeProbe for Probe<'_, T> {}

/// The probe's answer for every other type.
pub trait OtherProbe {
    /// [`MaybeString`].
    fn shape(&self) -> MaybeString {
        MaybeString
    }
}

impl<T: ?Sized> OtherProbe for &Probe<'_, T> {}

/// The probe's answers that a prefix modifier (`{var:3}`) can take.
#[diagnostic::on_unimplemented(
    message = "a prefix modifier applies to strings only, but this argument is a list or map (RFC 6570 §2.4.1)",
    label = "this value is a list or map: it implements `Composite`",
    note = "remove the prefix modifier (`:n`) from the variable, or pass one string"
)]
pub trait PrefixTakes {}

impl PrefixTakes for MaybeString {}

/// Checks, at the argument's span, that the probe did not find a list or map.
///
/// # Examples
///
/// ```
/// use uri_core::__private::{CompositeProbe as _, OtherProbe as _, Probe, prefix_takes};
///
/// prefix_takes((&Probe(&"abc")).shape());
/// ```
pub fn prefix_takes<T: PrefixTakes>(_: T) {}

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
