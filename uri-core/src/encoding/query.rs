//! `key=value` pairs in a query: reading them lazily, and writing them with the
//! minimal encoding.

use crate::bytes::percent::escaped_byte;
#[cfg(feature = "alloc")]
use crate::encoding::decode::DecodeError;
#[cfg(feature = "alloc")]
use crate::encoding::encode::Encoded;
#[cfg(feature = "alloc")]
use crate::encoding::place::Place;
use crate::error::secret::Quoted;

/// How [`QueryPairs`] splits and decodes a query.
///
/// # Examples
///
/// ```
/// use uri::query::{QueryOptions, QueryPairs};
///
/// let form = QueryOptions::new().form(true).semicolon(true);
/// # #[cfg(feature = "alloc")] {
/// let pairs: Vec<_> = QueryPairs::with_options("a=1+2;b=%26", form)
///     .map(|pair| (pair.key().to_string(), pair.value().unwrap().to_string()))
///     .collect();
/// assert_eq!(pairs, [("a".to_owned(), "1 2".to_owned()), ("b".to_owned(), "&".to_owned())]);
/// # }
/// # Ok::<(), uri::encoding::DecodeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct QueryOptions {
    form: bool,
    semicolon: bool,
}

impl QueryOptions {
    /// `&`-separated pairs, `+` kept as `+`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QueryOptions::new(), uri::query::QueryOptions::default());
    /// ```
    pub const fn new() -> Self {
        Self {
            form: false,
            semicolon: false,
        }
    }

    /// Whether `+` decodes to a space (`application/x-www-form-urlencoded`).
    ///
    /// # Examples
    ///
    /// ```
    /// let options = uri::query::QueryOptions::new().form(true);
    /// let pair = uri::query::QueryPairs::with_options("q=a+b", options).next().unwrap();
    /// # #[cfg(feature = "alloc")] {
    /// assert_eq!(pair.value().unwrap().decode()?, "a b");
    /// # }
    /// # Ok::<(), uri::encoding::DecodeError>(())
    /// ```
    #[must_use]
    pub const fn form(self, form: bool) -> Self {
        Self { form, ..self }
    }

    /// Whether `;` separates pairs as well as `&` (an old HTML recommendation).
    /// [`QuerySerializer`] leaves `;` literal (it is allowed in a query), so read
    /// what it writes without this option.
    ///
    /// # Examples
    ///
    /// ```
    /// let options = uri::query::QueryOptions::new().semicolon(true);
    /// assert_eq!(uri::query::QueryPairs::with_options("a;b", options).count(), 2);
    /// assert_eq!(uri::query::QueryPairs::new("a;b").count(), 1);
    /// ```
    #[must_use]
    pub const fn semicolon(self, semicolon: bool) -> Self {
        Self { semicolon, ..self }
    }
}

/// One key or value of a query, still encoded; decoded on demand.
///
/// # Examples
///
/// ```
/// let pair = uri::query::QueryPairs::new("name=J%C3%B6rg").next().unwrap();
/// let value = pair.value().unwrap();
/// assert_eq!(value.as_encoded(), "J%C3%B6rg");
/// # #[cfg(feature = "alloc")] {
/// assert_eq!(value.decode()?, "J\u{f6}rg");
/// # }
/// # Ok::<(), uri::encoding::DecodeError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct QueryPart<'a> {
    encoded: &'a str,
    form: bool,
}

/// Like a derived `Debug`, with the text shown as messages show text: a URI
/// with a password inside it (`next=https://u:pw@h/`) has the password replaced
/// by `***`, and an IRI's query may hold characters that hide or reorder text.
impl core::fmt::Debug for QueryPart<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("QueryPart")
            .field("encoded", &Quoted(self.encoded))
            .field("form", &self.form)
            .finish()
    }
}

impl<'a> QueryPart<'a> {
    /// The text as it is in the query.
    ///
    /// # Examples
    ///
    /// ```
    /// let pair = uri::query::QueryPairs::new("a%20b").next().unwrap();
    /// assert_eq!(pair.key().as_encoded(), "a%20b");
    /// ```
    pub const fn as_encoded(&self) -> &'a str {
        self.encoded
    }

    /// The decoded text: borrowed when there is nothing to decode.
    ///
    /// # Errors
    ///
    /// A [`DecodeError`](crate::DecodeError) at a malformed escape or where the
    /// decoded bytes are not UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// let pair = uri::query::QueryPairs::new("k=%FF").next().unwrap();
    /// assert_eq!(pair.value().unwrap().decode().unwrap_err().index(), 0);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn decode(&self) -> Result<alloc::borrow::Cow<'a, str>, DecodeError> {
        crate::encoding::decode::decode_to_str(self.encoded, self.form)
    }
}

/// Writes the decoded text, with U+FFFD for undecodable parts.
#[cfg(feature = "alloc")]
impl core::fmt::Display for QueryPart<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if let Ok(text) = self.decode() {
            f.write_str(&text)
        } else {
            let bytes = crate::encoding::decode::decode_lossy(self.encoded, self.form);
            f.write_str(&alloc::string::String::from_utf8_lossy(&bytes))
        }
    }
}

/// One `key=value` (or bare `key`) of a query.
///
/// # Examples
///
/// ```
/// let mut pairs = uri::query::QueryPairs::new("flag&k=");
/// let flag = pairs.next().unwrap();
/// assert_eq!((flag.key().as_encoded(), flag.value()), ("flag", None));
/// assert_eq!(pairs.next().unwrap().value().unwrap().as_encoded(), "");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QueryPair<'a> {
    key: QueryPart<'a>,
    value: Option<QueryPart<'a>>,
}

impl<'a> QueryPair<'a> {
    /// The key: the text before the first `=`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QueryPairs::new("a=b=c").next().unwrap().key().as_encoded(), "a");
    /// ```
    pub const fn key(&self) -> QueryPart<'a> {
        self.key
    }

    /// The value: the text after the first `=`, or `None` without a `=`.
    ///
    /// # Examples
    ///
    /// ```
    /// let pair = uri::query::QueryPairs::new("a=b=c").next().unwrap();
    /// assert_eq!(pair.value().unwrap().as_encoded(), "b=c");
    /// ```
    pub const fn value(&self) -> Option<QueryPart<'a>> {
        self.value
    }
}

/// An iterator over the `key=value` pairs of a query, separated by `&` (and `;`
/// if asked); empty pieces (`a&&b`) are skipped. Nothing is decoded until asked.
///
/// # Examples
///
/// ```
/// use uri::query::QueryPairs;
/// use uri::Uri;
///
/// let uri = Uri::parse("https://example.com/search?q=rust%20uri&page=2&&lang")?;
/// let keys: Vec<&str> = QueryPairs::new(uri.query().unwrap()).map(|p| p.key().as_encoded()).collect();
/// assert_eq!(keys, ["q", "page", "lang"]);
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone)]
pub struct QueryPairs<'a> {
    rest: &'a str,
    options: QueryOptions,
}

/// The text not yet read, as [`QueryPart`]'s `Debug` shows text.
impl core::fmt::Debug for QueryPairs<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("QueryPairs")
            .field("rest", &Quoted(self.rest))
            .field("options", &self.options)
            .finish()
    }
}

impl<'a> QueryPairs<'a> {
    /// The pairs of `query` (the text after `?`, without it), `&`-separated.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QueryPairs::new("a=1&b=2").count(), 2);
    /// ```
    pub const fn new(query: &'a str) -> Self {
        Self {
            rest: query,
            options: QueryOptions::new(),
        }
    }

    /// The pairs of `query`, split and decoded as `options` say.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::query::{QueryOptions, QueryPairs};
    ///
    /// assert_eq!(QueryPairs::with_options("a;b&c", QueryOptions::new().semicolon(true)).count(), 3);
    /// ```
    pub const fn with_options(query: &'a str, options: QueryOptions) -> Self {
        Self {
            rest: query,
            options,
        }
    }

    /// The same pairs, split and decoded as `options` say: how to read a URI's
    /// query as a form, where `+` is a space.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::query::QueryOptions;
    /// use uri::Uri;
    ///
    /// let uri = Uri::parse("https://h/search?q=rust+uri")?;
    /// let form = uri.query_pairs().options(QueryOptions::new().form(true));
    /// # #[cfg(feature = "alloc")] {
    /// assert_eq!(form.get("q").unwrap().to_string(), "rust uri");
    /// # }
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub const fn options(self, options: QueryOptions) -> Self {
        Self { options, ..self }
    }

    /// The value of the first pair, from here on, whose decoded key is `key`; a
    /// key written without `=` has the empty value. Keys are compared decoded
    /// (`a%20b` and, in form mode, `a+b` match `"a b"`) without allocating.
    ///
    /// It reads a copy of the iterator, so `pairs` stays where it was: ask for
    /// as many keys as you like.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::Uri::parse("https://h/?page=2&sort=name%20asc&flag&page=3")?;
    /// let pairs = uri.query_pairs();
    /// assert_eq!(pairs.get("page").unwrap().as_encoded(), "2");
    /// # #[cfg(feature = "alloc")] {
    /// assert_eq!(pairs.get("sort").unwrap().to_string(), "name asc");
    /// # }
    /// assert_eq!(pairs.get("flag").unwrap().as_encoded(), "");
    /// assert!(pairs.get("missing").is_none());
    /// assert_eq!(pairs.count(), 4);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn get(&self, key: &str) -> Option<QueryPart<'a>> {
        let form = self.options.form;
        self.clone()
            .find(|pair| decodes_to(pair.key.encoded, form, key))
            .map(|pair| pair.value.unwrap_or(QueryPart { encoded: "", form }))
    }
}

/// Whether percent-decoding `encoded` (and `+` as a space, in a form) gives
/// exactly `plain`, compared byte by byte as it decodes.
pub(crate) fn decodes_to(encoded: &str, form: bool, plain: &str) -> bool {
    let (mut bytes, mut expected) = (encoded.as_bytes(), plain.as_bytes());
    while let Some((&byte, rest)) = bytes.split_first() {
        let (decoded, rest) = match (byte, rest) {
            (b'%', [_, _, tail @ ..]) => match escaped_byte(bytes, 0) {
                Some(decoded) => (decoded, tail),
                None => (b'%', rest),
            },
            (b'+', _) if form => (b' ', rest),
            _ => (byte, rest),
        };
        let Some((&first, others)) = expected.split_first() else {
            return false;
        };
        if first != decoded {
            return false;
        }
        (bytes, expected) = (rest, others);
    }
    expected.is_empty()
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = QueryPair<'a>;

    fn next(&mut self) -> Option<QueryPair<'a>> {
        loop {
            if self.rest.is_empty() {
                return None;
            }
            let semicolon = self.options.semicolon;
            let end = self
                .rest
                .find(|c| c == '&' || (semicolon && c == ';'))
                .unwrap_or(self.rest.len());
            let piece = &self.rest[..end];
            self.rest = self.rest.get(end + 1..).unwrap_or("");
            if piece.is_empty() {
                continue;
            }
            let form = self.options.form;
            let (key, value) = match piece.split_once('=') {
                Some((key, value)) => (key, Some(value)),
                None => (piece, None),
            };
            return Some(QueryPair {
                key: QueryPart { encoded: key, form },
                value: value.map(|encoded| QueryPart { encoded, form }),
            });
        }
    }
}

impl core::iter::FusedIterator for QueryPairs<'_> {}

/// Builds a query from unencoded pairs, encoding each key and value minimally
/// ([`Place::QueryKey`](crate::Place::QueryKey), [`Place::QueryValue`](crate::Place::QueryValue)).
///
/// # Examples
///
/// ```
/// use uri::query::QuerySerializer;
///
/// let query = QuerySerializer::new()
///     .pair("q", "rust & uri")
///     .pair("path", "/a/b?c")
///     .key("flag")
///     .finish();
/// assert_eq!(query, "q=rust%20%26%20uri&path=/a/b?c&flag");
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Default)]
pub struct QuerySerializer {
    query: alloc::string::String,
}

/// The query so far, as [`QueryPart`]'s `Debug` shows text.
#[cfg(feature = "alloc")]
impl core::fmt::Debug for QuerySerializer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("QuerySerializer")
            .field("query", &Quoted(&self.query))
            .finish()
    }
}

#[cfg(feature = "alloc")]
impl QuerySerializer {
    /// An empty query.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QuerySerializer::new().finish(), "");
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Continues an existing, already encoded query.
    ///
    /// # Examples
    ///
    /// ```
    /// let query = uri::query::QuerySerializer::from_encoded("a=1").pair("b", "2").finish();
    /// assert_eq!(query, "a=1&b=2");
    /// ```
    pub fn from_encoded(query: &str) -> Self {
        Self {
            query: query.into(),
        }
    }

    /// Appends `key=value`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QuerySerializer::new().pair("a=b", "c+d").finish(), "a%3Db=c%2Bd");
    /// ```
    #[must_use]
    pub fn pair(mut self, key: &str, value: &str) -> Self {
        self.push(key, Some(value));
        self
    }

    /// Appends a bare `key`, without `=`. An empty bare key writes an empty piece,
    /// which [`QueryPairs`] skips as it skips `&&`: use `pair(key, "")` to keep it.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QuerySerializer::new().key("debug").finish(), "debug");
    /// ```
    #[must_use]
    pub fn key(mut self, key: &str) -> Self {
        self.push(key, None);
        self
    }

    /// Appends `key=value`, or a bare key, in place.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut query = uri::query::QuerySerializer::new();
    /// query.push("a", Some("1"));
    /// query.push("b", None);
    /// assert_eq!(query.finish(), "a=1&b");
    /// ```
    pub fn push(&mut self, key: &str, value: Option<&str>) {
        use core::fmt::Write;
        if !self.query.is_empty() {
            self.query.push('&');
        }
        let _ = write!(self.query, "{}", Encoded::new(key, Place::QueryKey));
        if let Some(value) = value {
            let _ = write!(self.query, "={}", Encoded::new(value, Place::QueryValue));
        }
    }

    /// The query text, ready to follow a `?`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::query::QuerySerializer::new().pair("a", "").finish(), "a=");
    /// ```
    pub fn finish(self) -> alloc::string::String {
        self.query
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::ucs::Charset;
    use crate::parse::uri_reference::{Grammar, parse_in};

    #[test]
    fn splitting() {
        let pairs: Vec<_> = QueryPairs::new("a=1&&b&=2&c=3=4&")
            .map(|p| (p.key().as_encoded(), p.value().map(|v| v.as_encoded())))
            .collect();
        assert_eq!(
            pairs,
            [
                ("a", Some("1")),
                ("b", None),
                ("", Some("2")),
                ("c", Some("3=4"))
            ]
        );
        assert_eq!(QueryPairs::new("").count(), 0);
        assert_eq!(QueryPairs::new("&").count(), 0);
    }

    #[test]
    fn serializer_round_trips_through_pairs() {
        let awkward = [
            "a&b",
            "c=d",
            "e+f",
            "g#h",
            "i j",
            "k/l?m",
            "100%",
            "caf\u{e9}",
            "",
        ];
        let mut query = QuerySerializer::new();
        for (i, text) in awkward.iter().enumerate() {
            let key = format!("{text}{i}");
            query.push(&key, Some(text));
        }
        let query = query.finish();
        assert!(
            parse_in(&format!("?{query}"), Grammar::UriReference, Charset::Uri).is_ok(),
            "{query}"
        );
        let decoded: Vec<_> = QueryPairs::with_options(&query, QueryOptions::new().form(true))
            .map(|p| {
                (
                    p.key().decode().unwrap().into_owned(),
                    p.value().unwrap().decode().unwrap().into_owned(),
                )
            })
            .collect();
        for (i, text) in awkward.iter().enumerate() {
            assert_eq!(decoded[i], (format!("{text}{i}"), (*text).to_owned()));
        }
    }
}
