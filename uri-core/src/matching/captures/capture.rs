//! What matching reads out of a text: [`Captures`], and each variable's
//! [`Capture`], as text, decoded, or parsed into a type of the caller's.
//!
//! A capture is a slice of the text, still percent-encoded, with its
//! variable's name. An exploded list comes back as the template wrote it:
//! `{/path*}` as one capture (`a/b/c`, whose [`Capture::items`] split at `/`),
//! `{?tag*}` and `{;tag*}` as one capture per pair of its name. A few values
//! live inside the [`Captures`] itself, so that matching a path allocates
//! nothing.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::bytes::percent::equivalent;
use crate::encoding::decode::{DecodeError, decode_form, decode_utf8, has_escapes};
use crate::encoding::query::{QueryPair, QueryPairs};
use crate::error::secret::{Within, password_ranges};
use crate::matching::captures::error::CaptureError;
use crate::matching::plan::literal::is_literal;
use crate::template::uri_template::{Part, UriTemplate};

/// How a capture's text holds its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Layout {
    /// One value; a list's members separated by `,`.
    Value,
    /// The members of an exploded list, separated by this byte (`{/path*}`).
    Members(u8),
    /// One member of an exploded list whose members are pairs (`{?tag*}`).
    Member,
}

/// How many captures fit without allocating.
const INLINE: usize = 4;

/// The captures, inline while they are few.
#[derive(Clone)]
pub(crate) enum Store<'t, 'u> {
    Inline(usize, [Capture<'t, 'u>; INLINE]),
    Heap(Vec<Capture<'t, 'u>>),
}

impl<'t, 'u> Store<'t, 'u> {
    pub(crate) const fn new() -> Self {
        Self::Inline(0, [Capture::new("", "", Layout::Value); INLINE])
    }

    #[inline]
    pub(crate) fn push(&mut self, capture: Capture<'t, 'u>) {
        match self {
            Self::Inline(len, items) if *len < INLINE => {
                items[*len] = capture;
                *len += 1;
            }
            _ => self.push_heap(capture),
        }
    }

    /// [`push`](Self::push) past the inline captures, kept out of line so
    /// that the common case inlines small.
    #[cold]
    fn push_heap(&mut self, capture: Capture<'t, 'u>) {
        match self {
            Self::Inline(_, items) => {
                let mut heap = Vec::with_capacity(2 * INLINE);
                heap.extend_from_slice(items);
                heap.push(capture);
                *self = Self::Heap(heap);
            }
            Self::Heap(heap) => heap.push(capture),
        }
    }

    /// Forgets the captures held, keeping any allocation.
    #[inline]
    pub(crate) fn clear(&mut self) {
        match self {
            Self::Inline(len, _) => *len = 0,
            Self::Heap(heap) => heap.clear(),
        }
    }

    #[inline]
    pub(crate) fn as_slice(&self) -> &[Capture<'t, 'u>] {
        match self {
            Self::Inline(len, items) => &items[..*len],
            Self::Heap(heap) => heap,
        }
    }

    pub(crate) fn as_mut_slice(&mut self) -> &mut [Capture<'t, 'u>] {
        match self {
            Self::Inline(len, items) => &mut items[..*len],
            Self::Heap(heap) => heap,
        }
    }

    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.as_slice().len()
    }
}

/// The values a matcher read out of a text, by variable name, in the order of
/// the text; and, for a query matched as a set of pairs, the pairs that no
/// variable of the template names.
///
/// # Examples
///
/// ```
/// let matcher = uri::UriTemplate::parse("/repos/{owner}/{repo}/issues{?state,page}")?.matcher()?;
/// let found = matcher.captures("/repos/rust-lang/rust/issues?page=2&sort=updated&state=open")?;
/// assert_eq!(found.parse::<u32>("page")?, 2);
/// assert_eq!(found.parse::<String>("owner")?, "rust-lang");
/// assert_eq!(found.get("state").unwrap().as_str(), "open");
/// let extra: Vec<&str> = found.extra_pairs().map(|pair| pair.key().as_encoded()).collect();
/// assert_eq!(extra, ["sort"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Values are the client's
///
/// A capture is what the request holds, and decoding can give any character
/// (`%2F` is `/`, `%5C` is `\`, `%00` is NUL, `%0D%0A` is CR LF). By
/// default two things in a path value make the request a bad request: a
/// `.` or `..` segment once decoded (`/files{/path*}` read from
/// `/files/../../etc/passwd`, or `..%2Fetc` in one segment;
/// [`MatchOptions::dot_segments`](crate::matching::options::MatchOptions::dot_segments)),
/// and an escaped control character, U+0000 to U+001F or U+007F
/// ([`MatchOptions::control_characters`](crate::matching::options::MatchOptions::control_characters)).
/// Nothing else is refused. A path value may still hold, decoded, a `/`
/// (`%2F` inside one segment, `/` itself under `{+rest}`), a `\`, a `:`
/// (`C:`), a Windows device name (`NUL`); a list may hold empty members
/// (`/files//etc/passwd` reads `["", "etc", "passwd"]`), and a `{+rest}`
/// may begin with `/` (`/raw//etc/passwd` reads `/etc/passwd`): joined to a
/// base directory, each of these can leave it. Read a value that goes to a
/// file system as a [`SafePath`](crate::value::safe_path::SafePath), which
/// refuses them. Query and fragment values are not checked at all: a query
/// value can be `../../etc/passwd`, and hold NUL or CR LF. Check a value for
/// what its destination cannot take before you use it as a header or a
/// shell argument.
///
/// ```
/// use uri::path::SafePath;
///
/// let matcher = uri::UriTemplate::parse("/files{/path*}{?download}")?.matcher()?;
/// let climbing = matcher.captures("/files/../../etc/passwd").unwrap_err();
/// assert!(climbing.is_bad_request());
/// assert!(matcher.captures("/files/..%2F..%2Fetc%2Fpasswd").unwrap_err().is_bad_request());
/// assert!(matcher.captures("/files/a%00b").unwrap_err().is_bad_request());
///
/// // What a string may hold, and a `SafePath` refuses.
/// let found = matcher.captures("/files//etc/passwd")?;
/// let path = found.parse_all::<String>("path")?;
/// assert_eq!(path, ["", "etc", "passwd"]);
/// assert!(SafePath::from_segments(&path).is_err());
///
/// // A query value is data: nothing in it is refused.
/// let found = matcher.captures("/files/report.pdf?download=../../etc/passwd")?;
/// assert_eq!(found.parse::<String>("download")?, "../../etc/passwd");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Captures<'t, 'u> {
    store: Store<'t, 'u>,
    /// The text matched, of which every value is a slice.
    text: &'u str,
    /// The template matched, whose variables are the names that may have
    /// values.
    #[cfg_attr(
        not(feature = "serde"),
        allow(dead_code, reason = "read by `deserialize`, which needs serde")
    )]
    template: &'t str,
    /// The query section's template text (empty where the template names no
    /// query) and the text's query, without `?`.
    query: Option<(&'t str, &'u str)>,
}

impl<'t, 'u> Captures<'t, 'u> {
    pub(crate) fn new(
        store: Store<'t, 'u>,
        text: &'u str,
        template: &'t str,
        query: Option<(&'t str, &'u str)>,
    ) -> Self {
        Self {
            store,
            text,
            template,
            query,
        }
    }

    /// The store and the query, taken apart (a router keeps the store of the
    /// template it answers with, and builds the captures from it once).
    #[allow(clippy::type_complexity, reason = "the parts `new` takes, given back")]
    pub(crate) fn into_parts(self) -> (Store<'t, 'u>, Option<(&'t str, &'u str)>) {
        (self.store, self.query)
    }

    /// The template's exploded variables (lists and maps whatever the
    /// text), each once, in the template's order.
    #[cfg(feature = "serde")]
    pub(crate) fn exploded(&self) -> Vec<&'t str> {
        let mut names = Vec::new();
        for spec in UriTemplate::from_checked(self.template).variables() {
            let exploded = spec.modifier() == crate::template::uri_template::Modifier::Explode;
            if exploded && !names.contains(&spec.name()) {
                names.push(spec.name());
            }
        }
        names
    }

    /// The text matched.
    pub(crate) fn text(&self) -> &'u str {
        self.text
    }

    /// The value of the variable `name` as the text holds it: the first one,
    /// if the template names it twice or it is a member of an exploded list.
    /// `None` when the text left it out.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/users/{id}")?.matcher()?;
    /// let found = matcher.captures("/users/ada%20l")?;
    /// assert_eq!(found.get("id").unwrap().as_str(), "ada%20l");
    /// assert!(found.get("name").is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn get(&self, name: &str) -> Option<&Capture<'t, 'u>> {
        // A route type asks by the very string its table holds: the same
        // address is the same name, without comparing bytes.
        self.iter()
            .find(|capture| core::ptr::eq(capture.name, name) || capture.name == name)
    }

    /// The value of the variable `name`, percent-decoded and parsed as a `T`.
    /// The value is what the client sent: only a path value is checked for
    /// dot segments ([`Captures`](Captures#values-are-the-clients)).
    ///
    /// # Errors
    ///
    /// A [`CaptureError`] that names the variable: the text left it out, its
    /// escapes are not UTF-8, or `T::from_str` refused it (that error is the
    /// [`source`](core::error::Error::source)). `T::Err` may be any error
    /// type, or a `String` or `&'static str` message, as hand-written
    /// `FromStr` impls often return.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/issues/{number}{?page}")?.matcher()?;
    /// let found = matcher.captures("/issues/42")?;
    /// assert_eq!(found.parse::<u64>("number")?, 42);
    /// let error = found.parse::<u32>("page").unwrap_err();
    /// assert_eq!(error.to_string(), "the variable `page` has no value in the text");
    /// let found = matcher.captures("/issues/4x2")?;
    /// assert_eq!(
    ///     found.parse::<u64>("number").unwrap_err().to_string(),
    ///     "the value `4x2` of the variable `number` cannot be read as `u64`",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse<T>(&self, name: &str) -> Result<T, CaptureError>
    where
        T: FromStr,
        T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
    {
        self.parse_optional(name)?
            .ok_or_else(|| CaptureError::missing(name))
    }

    /// The value of an optional variable, percent-decoded and parsed as a `T`:
    /// `None` when the text left it out.
    ///
    /// # Errors
    ///
    /// As for [`parse`](Self::parse), except that an undefined variable is `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/issues{?page}")?.matcher()?;
    /// assert_eq!(matcher.captures("/issues?page=3")?.parse_optional::<u32>("page")?, Some(3));
    /// assert_eq!(matcher.captures("/issues")?.parse_optional::<u32>("page")?, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_optional<T>(&self, name: &str) -> Result<Option<T>, CaptureError>
    where
        T: FromStr,
        T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
    {
        self.get(name)
            .map(|capture| {
                if capture.plain {
                    parse_as_is(name, capture.value, self.text)
                } else {
                    parse(name, capture.value, capture.form, self.text)
                }
            })
            .transpose()
    }

    /// Every member of a list variable, each decoded and parsed as a `T`: the
    /// members of an exploded list (`{/path*}`, `{?tag*}`), or the items of a
    /// list value (`{tags}`, split at `,`). Empty when the text left it out.
    /// A member of a path list is never `.` or `..` (unless
    /// [`MatchOptions`](crate::matching::options::MatchOptions) allow them),
    /// but may hold any other decoded character
    /// ([`Captures`](Captures#values-are-the-clients)).
    ///
    /// # Errors
    ///
    /// As for [`parse`](Self::parse), for the first member that fails.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/files{/path*}{?tag*}")?.matcher()?;
    /// let found = matcher.captures("/files/docs/a%20b.txt?tag=x&tag=y")?;
    /// assert_eq!(found.parse_all::<String>("path")?, ["docs", "a b.txt"]);
    /// assert_eq!(found.parse::<String>("path")?, "docs/a b.txt");
    /// assert_eq!(found.parse_all::<String>("tag")?, ["x", "y"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_all<T>(&self, name: &str) -> Result<Vec<T>, CaptureError>
    where
        T: FromStr,
        T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
    {
        let form = self.get(name).is_some_and(|capture| capture.form);
        self.encoded_members(name)
            .into_iter()
            .map(|item| parse(name, item, form, self.text))
            .collect()
    }

    /// The value of an optional variable, percent-decoded and borrowed from
    /// the text where it holds nothing to decode: what
    /// [`parse_optional`](Self::parse_optional) gives a `String`, without
    /// the copy (a route type's `Cow<'a, str>` field).
    pub(crate) fn decoded_optional(
        &self,
        name: &str,
    ) -> Result<Option<Cow<'u, str>>, CaptureError> {
        self.get(name)
            .map(|capture| self.decode(name, capture.value, capture.form))
            .transpose()
    }

    /// Every member of a list variable, each decoded and borrowed from the
    /// text where it holds nothing to decode: what
    /// [`parse_all`](Self::parse_all) gives `String`s, without the copies.
    pub(crate) fn decoded_all(&self, name: &str) -> Result<Vec<Cow<'u, str>>, CaptureError> {
        let form = self.get(name).is_some_and(|capture| capture.form);
        self.encoded_members(name)
            .into_iter()
            .map(|item| self.decode(name, item, form))
            .collect()
    }

    /// `raw`, a value of `name` in the text, decoded (`+` as a space where
    /// `form`), or the error that names it.
    fn decode(&self, name: &str, raw: &'u str, form: bool) -> Result<Cow<'u, str>, CaptureError> {
        decode_value(raw, form).map_err(|error| CaptureError::decode(name, raw, self.text, error))
    }

    /// The members of `name`, still encoded; see [`parse_all`](Self::parse_all).
    pub(crate) fn encoded_members(&self, name: &str) -> Vec<&'u str> {
        let mut captures = self.iter().filter(|capture| capture.name == name);
        match captures.next() {
            None => Vec::new(),
            Some(first) if first.shape == Layout::Member => core::iter::once(first)
                .chain(captures.filter(|capture| capture.shape == Layout::Member))
                .map(|capture| capture.value)
                .collect(),
            Some(first) => first.raw_items().collect(),
        }
    }

    /// Every value found, in the order of the text.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("{/a,b}")?.matcher()?;
    /// let found = matcher.captures("/x/y")?;
    /// let pairs: Vec<(&str, &str)> = found.iter().map(|c| (c.name(), c.as_str())).collect();
    /// assert_eq!(pairs, [("a", "x"), ("b", "y")]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, Capture<'t, 'u>> {
        self.store.as_slice().iter()
    }

    /// How many values were found (each member of `{?tag*}` counts once).
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("{?a,b}")?.matcher()?;
    /// assert_eq!(matcher.captures("?b=1")?.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.store.len()
    }

    /// Whether no value was found.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/a{?b}")?.matcher()?;
    /// assert!(matcher.captures("/a")?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The pairs of the text's query that the template does not name, in
    /// order, for a query matched as a set of pairs (`{?state,page}`): neither
    /// a variable's pair nor one of the template's literal pairs. An exploded
    /// map's pairs (`{?filters*}`) carry their own names, so they are here.
    /// For a query matched in order (`?q={q}`), they are the pairs after
    /// the template's own (`?q=uri&utm_source=mail`). None holds a raw
    /// control, space or DEL: a text with one there does not match.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/search{?q}")?.matcher()?;
    /// let found = matcher.captures("/search?utm_source=mail&q=uri&debug")?;
    /// let extra: Vec<(&str, Option<&str>)> = found
    ///     .extra_pairs()
    ///     .map(|pair| (pair.key().as_encoded(), pair.value().map(|v| v.as_encoded())))
    ///     .collect();
    /// assert_eq!(extra, [("utm_source", Some("mail")), ("debug", None)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn extra_pairs(&self) -> impl Iterator<Item = QueryPair<'u>> + use<'t, 'u> {
        let (section, query) = self.query.unwrap_or(("", ""));
        query
            .split('&')
            .filter(move |piece| !piece.is_empty() && !names(section, piece))
            .filter_map(|piece| QueryPairs::new(piece).next())
    }
}

/// Whether the query section `section` of a template names the pair `piece`:
/// one of its variables, or one of its literal pairs.
fn names(section: &str, piece: &str) -> bool {
    let key = piece.split('=').next().unwrap_or_default();
    UriTemplate::from_checked(section)
        .parts()
        .any(|part| match part {
            Part::Expression(expression) => expression
                .variables()
                .any(|spec| equivalent(spec.name().as_bytes(), key.as_bytes())),
            Part::Literal(text) => text
                .trim_start_matches('?')
                .split('&')
                .any(|pair| !pair.is_empty() && is_literal(piece.as_bytes(), pair)),
        })
}

/// `raw`, a slice of `text`, decoded (`+` as a space where `form`).
pub(crate) fn decode_value(raw: &str, form: bool) -> Result<Cow<'_, str>, DecodeError> {
    if form {
        decode_form(raw)
    } else {
        decode_utf8(raw)
    }
}

/// `raw`, a slice of `text`, decoded (`+` as a space where `form`) and parsed
/// as a `T`, as the value of `name`.
pub(crate) fn parse<T>(name: &str, raw: &str, form: bool, text: &str) -> Result<T, CaptureError>
where
    T: FromStr,
    T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
{
    // Most values hold no escape: parsed as they are, without the decoder's
    // layers of `Cow`s.
    if !has_escapes(raw, form) {
        return parse_as_is(name, raw, text);
    }
    let decoded =
        decode_value(raw, form).map_err(|error| CaptureError::decode(name, raw, text, error))?;
    decoded
        .parse()
        .map_err(|error: T::Err| CaptureError::parse::<T>(name, raw, form, text, error))
}

/// `raw`, a slice of `text` that holds nothing to decode, parsed as a `T`,
/// as the value of `name`.
fn parse_as_is<T>(name: &str, raw: &str, text: &str) -> Result<T, CaptureError>
where
    T: FromStr,
    T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
{
    raw.parse()
        .map_err(|error: T::Err| CaptureError::parse::<T>(name, raw, false, text, error))
}

/// Captures as a list, each value shown with the passwords of the whole text hidden.
struct Shown<'a, 't, 'u>(&'a Captures<'t, 'u>);

impl fmt::Debug for Shown<'_, '_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// One capture, as [`Capture`]'s `Debug` shows it.
        struct One<'a>(&'a str, Within<'a>);
        impl fmt::Debug for One<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct("Capture")
                    .field("name", &self.0)
                    .field("value", &format_args!("{}", self.1))
                    .finish()
            }
        }
        let text = self.0.text;
        // Found once for every value: a search per value would make a
        // query of n pairs cost n².
        let passwords: Vec<_> = password_ranges(text).collect();
        f.debug_list()
            .entries(self.0.iter().map(|capture| {
                One(
                    capture.name,
                    Within {
                        text,
                        passwords: Some(&passwords),
                        part: capture.value,
                        quoted: true,
                    },
                )
            }))
            .finish()
    }
}

/// The captures, as a list; the query's text, a password in it as `***`.
impl fmt::Debug for Captures<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Captures");
        out.field("values", &Shown(self));
        if let Some((_, query)) = self.query {
            let shown = Within {
                text: self.text,
                passwords: None,
                part: query,
                quoted: true,
            };
            out.field("query", &format_args!("{shown}"));
        }
        out.finish()
    }
}

impl PartialEq for Captures<'_, '_> {
    fn eq(&self, other: &Self) -> bool {
        self.store.as_slice() == other.store.as_slice()
            && self.text == other.text
            && self.query == other.query
    }
}

impl Eq for Captures<'_, '_> {}

impl<'c, 't, 'u> IntoIterator for &'c Captures<'t, 'u> {
    type Item = &'c Capture<'t, 'u>;
    type IntoIter = core::slice::Iter<'c, Capture<'t, 'u>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// One variable's value as it appears in the matched text.
///
/// # Examples
///
/// ```
/// let matcher = uri::UriTemplate::parse("/tags/{tags}")?.matcher()?;
/// let found = matcher.captures("/tags/rust,caf%C3%A9")?;
/// let tags = found.get("tags").unwrap();
/// assert_eq!(tags.as_str(), "rust,caf%C3%A9");
/// let members: Vec<String> = tags.items().map(|item| item.unwrap().into_owned()).collect();
/// assert_eq!(members, ["rust", "caf\u{e9}"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct Capture<'t, 'u> {
    name: &'t str,
    value: &'u str,
    shape: Layout,
    /// Whether decoding reads `+` as a space (a query value, by default).
    form: bool,
    /// Whether the value is or holds a password of the text's authorities
    /// (`error/secret.rs` finds them in the whole text), which `Debug` never
    /// shows: the value alone may not show the authority it is in.
    secret: bool,
    /// Whether the value is known to hold no `%` (its reader saw every
    /// byte), so that reading it skips the search for escapes.
    plain: bool,
}

impl Capture<'_, '_> {
    /// What the capture is, as equality and hashing see it: all but
    /// `plain`, which only says how much its reader already checked.
    #[allow(clippy::type_complexity, reason = "the fields, as a tuple")]
    fn identity(&self) -> (&str, &str, Layout, bool, bool) {
        (self.name, self.value, self.shape, self.form, self.secret)
    }
}

impl PartialEq for Capture<'_, '_> {
    fn eq(&self, other: &Self) -> bool {
        self.identity() == other.identity()
    }
}

impl Eq for Capture<'_, '_> {}

impl core::hash::Hash for Capture<'_, '_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.identity().hash(state);
    }
}

/// Like a derived `Debug`, with the value shown as messages show text: a URI
/// with a password inside it (`{+url}`, percent-encoded too) has the password
/// replaced by `***`, and a value that is the text's password is `***`.
impl fmt::Debug for Capture<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Capture");
        out.field("name", &self.name);
        if self.secret {
            out.field("value", &"***");
        } else {
            let value = Within {
                text: self.value,
                passwords: None,
                part: self.value,
                quoted: true,
            };
            out.field("value", &format_args!("{value}"));
        }
        out.finish()
    }
}

impl<'t, 'u> Capture<'t, 'u> {
    pub(crate) const fn new(name: &'t str, value: &'u str, shape: Layout) -> Self {
        Self {
            name,
            value,
            shape,
            form: false,
            secret: false,
            plain: false,
        }
    }

    /// The same capture, known to hold no `%` (a path value, so no `+`
    /// read as a space either).
    pub(crate) const fn known_plain(mut self) -> Self {
        self.plain = true;
        self
    }

    /// The same capture, never shown where `secret` (a password).
    pub(crate) const fn with_secret(mut self, secret: bool) -> Self {
        self.secret = secret;
        self
    }

    /// The same capture, decoded with `+` as a space where `form`.
    pub(crate) const fn with_form(mut self, form: bool) -> Self {
        self.form = form;
        self
    }

    /// The variable's name, as the template writes it.
    ///
    /// # Examples
    ///
    /// See [`Captures::iter`].
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
    /// list or map, its members joined as the text joins them; see
    /// [`items`](Self::items)).
    /// It may hold any character the client escaped: `/`, `\`, NUL, CR LF
    /// ([`Captures`](Captures#values-are-the-clients) says what is checked).
    ///
    /// # Errors
    ///
    /// A [`DecodeError`] where the escapes are not UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/users/{id}")?.matcher()?;
    /// let found = matcher.captures("/users/ada%20l")?;
    /// assert_eq!(found.get("id").unwrap().decoded()?, "ada l");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decoded(&self) -> Result<Cow<'u, str>, DecodeError> {
        decode_value(self.value, self.form)
    }

    /// Whether decoding reads `+` as a space: a query value, unless the
    /// [`MatchOptions`](crate::matching::options::MatchOptions) said otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/{a}{?b}")?.matcher()?;
    /// let found = matcher.captures("/x+y?b=x+y")?;
    /// assert_eq!(found.get("a").unwrap().decoded()?, "x+y");
    /// assert!(found.get("b").unwrap().is_form());
    /// assert_eq!(found.get("b").unwrap().decoded()?, "x y");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_form(&self) -> bool {
        self.form
    }

    /// The members of a list value (or the keys and values of a map, in turn),
    /// each decoded: the value split at each `,`, or, for an exploded
    /// `{/list*}`, at each `/`; one member of `{?list*}` is one item. Outside
    /// reserved expansion a member's own separators were encoded (`%2C`,
    /// `%2F`), so they stay inside it; `{+list}` and `{#list}` copy them as they
    /// are, so there the split is only as good as the members' lack of commas.
    ///
    /// # Examples
    ///
    /// See [`Capture`].
    pub fn items(&self) -> impl Iterator<Item = Result<Cow<'u, str>, DecodeError>> + use<'u> {
        let form = self.form;
        self.raw_items().map(move |item| decode_value(item, form))
    }

    /// The members, still encoded.
    fn raw_items(&self) -> impl Iterator<Item = &'u str> + use<'u> {
        let separator = match self.shape {
            Layout::Value => Some(','),
            Layout::Members(byte) => Some(char::from(byte)),
            Layout::Member => None,
        };
        self.value.split(move |c| Some(c) == separator)
    }
}
