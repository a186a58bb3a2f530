//! Captures → a struct of the caller's (feature `serde`): a small serde
//! `Deserializer` that reads the captures as a map from variable names to
//! values.
//!
//! Each value is percent-decoded. A string field borrows the text when there
//! is nothing to decode; a number, `bool` or `char` is parsed from the string
//! (`deserialize_u32` and the rest parse; `deserialize_any` gives the string);
//! an `Option` is `Some` for a variable the text gave a value and, through
//! serde's default for missing fields, `None` for one it left out; a `Vec` takes
//! the members of a list ([`Captures::parse_all`]), and is empty where an
//! exploded variable (`{/path*}`, `{?tag*}`) has no member, as `parse_all`
//! says; a unit enum variant is read from its name. Every error names the
//! variable it is about.

use alloc::borrow::Cow;
use alloc::string::ToString;
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};

use crate::matching::captures::capture::{Capture, Captures, decode_value, parse};
use crate::matching::captures::error::CaptureError;

#[cfg(all(feature = "serde", feature = "alloc"))]
impl<'u> Captures<'_, 'u> {
    /// The captures as a `T`, usually a struct with a field per variable:
    /// `Option` for an optional variable, `Vec` for a list, numbers parsed
    /// from the decoded text. Query pairs the template does not name are left
    /// out ([`extra_pairs`](Self::extra_pairs) has them).
    ///
    /// A value with escapes (`my%20repo`) is decoded into a new string, which a
    /// `&str` field cannot borrow: give text fields the type `String`, or
    /// `Cow<str>` with `#[serde(borrow)]` to borrow where nothing is escaped.
    /// The values are what the client sent: see
    /// [`Captures`](Captures#values-are-the-clients) for what to check.
    ///
    /// # Errors
    ///
    /// A [`CaptureError`] naming the variable whose value the field does not
    /// take, or the field whose variable the text left out.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::borrow::Cow;
    ///
    /// #[derive(serde::Deserialize)]
    /// struct Issues<'a> {
    ///     #[serde(borrow)]
    ///     owner: Cow<'a, str>,
    ///     repo: String,
    ///     page: Option<u32>,
    ///     labels: Vec<String>,
    /// }
    ///
    /// let matcher = uri::UriTemplate::parse("/repos/{owner}/{repo}/issues{?page,labels*}")?.matcher()?;
    /// let found = matcher.captures("/repos/rust-lang/my%20repo/issues?labels=bug&labels=good%20first")?;
    /// let issues: Issues<'_> = found.deserialize()?;
    /// assert!(matches!(issues.owner, Cow::Borrowed("rust-lang")));
    /// assert_eq!(issues.repo, "my repo");
    /// assert_eq!(issues.page, None);
    /// assert_eq!(issues.labels, ["bug", "good first"]);
    ///
    /// // A `&str` field works only until a client sends an escape.
    /// #[derive(Debug, serde::Deserialize)]
    /// struct Repo<'a> { repo: &'a str }
    /// assert!(matcher.captures("/repos/a/plain/issues")?.deserialize::<Repo<'_>>().is_ok());
    /// assert!(matcher.captures("/repos/a/my%20repo/issues")?.deserialize::<Repo<'_>>().is_err());
    ///
    /// #[derive(Debug, serde::Deserialize)]
    /// struct Page { page: u32 }
    /// let found = matcher.captures("/repos/a/b/issues?page=two")?;
    /// let error = found.deserialize::<Page>().unwrap_err();
    /// assert_eq!(error.name(), "page");
    /// assert_eq!(error.to_string(), "the value `two` of the variable `page` cannot be read as `u32`");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<T: de::Deserialize<'u>>(&self) -> Result<T, CaptureError> {
        let mut names = Vec::new();
        for capture in self {
            if !names.contains(&capture.name()) {
                names.push(capture.name());
            }
        }
        T::deserialize(Fields {
            captures: self,
            names,
            next: 0,
        })
    }
}

#[cfg(all(feature = "serde", feature = "alloc"))]
impl de::Error for CaptureError {
    fn custom<M: fmt::Display>(message: M) -> Self {
        Self::invalid(message.to_string())
    }

    fn missing_field(field: &'static str) -> Self {
        Self::missing(field)
    }
}

/// The captures as a map of names to values.
struct Fields<'c, 't, 'u> {
    captures: &'c Captures<'t, 'u>,
    names: Vec<&'t str>,
    next: usize,
}

impl<'u> de::Deserializer<'u> for Fields<'_, '_, 'u> {
    type Error = CaptureError;

    fn deserialize_any<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
        visitor.visit_map(self)
    }

    /// A struct's fields named after exploded variables that the text gave no
    /// member are empty lists, not missing fields (which only `Option` and
    /// `#[serde(default)]` would take); a map gets only the captures.
    fn deserialize_struct<V: Visitor<'u>>(
        mut self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, CaptureError> {
        for name in self.captures.exploded() {
            if fields.contains(&name) && !self.names.contains(&name) {
                self.names.push(name);
            }
        }
        visitor.visit_map(self)
    }

    serde::forward_to_deserialize_any! {
        <W: Visitor<'u>>
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

impl<'u> MapAccess<'u> for Fields<'_, '_, 'u> {
    type Error = CaptureError;

    fn next_key_seed<K: DeserializeSeed<'u>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, CaptureError> {
        let Some(&name) = self.names.get(self.next) else {
            return Ok(None);
        };
        seed.deserialize(name.into_deserializer()).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'u>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, CaptureError> {
        let name = self.names[self.next];
        self.next += 1;
        let capture = self.captures.get(name);
        let raw = capture.map_or("", |capture| capture.as_str());
        seed.deserialize(Entry {
            captures: Some(self.captures),
            name,
            raw,
            form: capture.is_some_and(Capture::is_form),
            absent: capture.is_none(),
            text: self.captures.text(),
        })
        .map_err(|error| error.about(name, raw, self.captures.text()))
    }
}

/// One value: a variable's (with the captures, for its members) or a member's.
struct Entry<'c, 't, 'u> {
    captures: Option<&'c Captures<'t, 'u>>,
    name: &'t str,
    raw: &'u str,
    /// Whether `+` is a space in `raw`.
    form: bool,
    /// An exploded variable the text gave no member.
    absent: bool,
    /// The text matched, of which `raw` is a slice.
    text: &'u str,
}

impl<'u> Entry<'_, '_, 'u> {
    fn decoded(&self) -> Result<Cow<'u, str>, CaptureError> {
        decode_value(self.raw, self.form)
            .map_err(|error| CaptureError::decode(self.name, self.raw, self.text, error))
    }
}

/// The `deserialize_*` methods that parse the text as the type asked for.
macro_rules! parsed {
    ($($method:ident => $visit:ident($ty:ty),)*) => {
        $(
            fn $method<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
                if self.absent {
                    return Err(CaptureError::missing(self.name));
                }
                visitor.$visit(parse::<$ty>(self.name, self.raw, self.form, self.text)?)
            }
        )*
    };
}

impl<'u> de::Deserializer<'u> for Entry<'_, '_, 'u> {
    type Error = CaptureError;

    fn deserialize_any<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
        if self.absent {
            return Err(CaptureError::missing(self.name));
        }
        match self.decoded()? {
            Cow::Borrowed(text) => visitor.visit_borrowed_str(text),
            Cow::Owned(text) => visitor.visit_string(text),
        }
    }

    parsed! {
        deserialize_bool => visit_bool(bool),
        deserialize_i8 => visit_i8(i8),
        deserialize_i16 => visit_i16(i16),
        deserialize_i32 => visit_i32(i32),
        deserialize_i64 => visit_i64(i64),
        deserialize_i128 => visit_i128(i128),
        deserialize_u8 => visit_u8(u8),
        deserialize_u16 => visit_u16(u16),
        deserialize_u32 => visit_u32(u32),
        deserialize_u64 => visit_u64(u64),
        deserialize_u128 => visit_u128(u128),
        deserialize_f32 => visit_f32(f32),
        deserialize_f64 => visit_f64(f64),
        deserialize_char => visit_char(char),
    }

    fn deserialize_option<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
        if self.absent {
            return visitor.visit_none();
        }
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'u>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, CaptureError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
        let items = match self.captures {
            Some(captures) => captures.encoded_members(self.name),
            None => alloc::vec![self.raw],
        };
        visitor.visit_seq(Members {
            name: self.name,
            items: items.into_iter(),
            form: self.form,
            text: self.text,
        })
    }

    fn deserialize_enum<V: Visitor<'u>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, CaptureError> {
        if self.absent {
            return Err(CaptureError::missing(self.name));
        }
        let text: de::value::StringDeserializer<CaptureError> =
            self.decoded()?.into_owned().into_deserializer();
        visitor.visit_enum(text)
    }

    fn deserialize_ignored_any<V: Visitor<'u>>(self, visitor: V) -> Result<V::Value, CaptureError> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        <W: Visitor<'u>>
        str string bytes byte_buf unit unit_struct tuple
        tuple_struct map struct identifier
    }
}

/// The members of a list.
struct Members<'t, 'u> {
    name: &'t str,
    items: alloc::vec::IntoIter<&'u str>,
    form: bool,
    text: &'u str,
}

impl<'u> SeqAccess<'u> for Members<'_, 'u> {
    type Error = CaptureError;

    fn next_element_seed<T: DeserializeSeed<'u>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, CaptureError> {
        let Some(raw) = self.items.next() else {
            return Ok(None);
        };
        seed.deserialize(Entry {
            captures: None,
            name: self.name,
            raw,
            form: self.form,
            absent: false,
            text: self.text,
        })
        .map(Some)
        .map_err(|error| error.about(self.name, raw, self.text))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}
