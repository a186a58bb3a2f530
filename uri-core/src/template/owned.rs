//! An owned template: a checked `String` with the readers of [`UriTemplate`].

use alloc::string::String;
use core::fmt;

use crate::error::report::Report;
use crate::error::secret::Quoted;
use crate::template::error::TemplateError;
use crate::template::expand::ExpandError;
use crate::template::uri_template::UriTemplate;
use crate::template::variables::Variables;
use crate::value::owned::UriRefBuf;

/// A [`UriTemplate`] that owns its text: for templates read from configuration or
/// an API description at run time.
///
/// It has the readers and expansion methods of [`UriTemplate`];
/// [`as_template`](Self::as_template) gives the borrowed template for the rest.
///
/// # Examples
///
/// ```
/// use uri::template::UriTemplateBuf;
///
/// let template = UriTemplateBuf::parse("/users/{id}")?;
/// assert_eq!(template.expand_to_string(&[("id", 42)])?, "/users/42");
/// assert_eq!(template.expression_count(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UriTemplateBuf {
    text: String,
}

impl UriTemplateBuf {
    /// Parses `text` as a template and copies it.
    ///
    /// # Errors
    ///
    /// As for [`UriTemplate::parse`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::template::UriTemplateBuf::parse("{?q}").is_ok());
    /// assert!(uri::template::UriTemplateBuf::parse("{?q").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Self, TemplateError> {
        UriTemplate::parse(text).map(UriTemplate::into_owned)
    }

    /// The borrowed template.
    ///
    /// # Examples
    ///
    /// ```
    /// let owned = uri::template::UriTemplateBuf::parse("{x}")?;
    /// assert_eq!(owned.as_template().as_str(), "{x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn as_template(&self) -> UriTemplate<'_> {
        UriTemplate::from_checked(&self.text)
    }

    /// The text, given back.
    ///
    /// # Examples
    ///
    /// ```
    /// let owned = uri::template::UriTemplateBuf::parse("{x}")?;
    /// assert_eq!(owned.into_string(), "{x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }
}

#[cfg(feature = "alloc")]
impl UriTemplate<'_> {
    /// Copies the template into a [`UriTemplateBuf`].
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{x}")?;
    /// assert_eq!(template.into_owned().as_str(), "{x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn into_owned(self) -> UriTemplateBuf {
        UriTemplateBuf {
            text: String::from(self.as_str()),
        }
    }
}

/// The methods of [`UriTemplate`] that the owned template forwards, each with
/// its documentation's summary.
macro_rules! forward {
    ($($(#[$doc:meta])* fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        impl UriTemplateBuf {
            $(
                $(#[$doc])*
                pub fn $name(&self $(, $arg: $ty)*) -> $ret {
                    self.as_template().$name($($arg),*)
                }
            )*
        }
    };
}

forward! {
    /// The template as written; see [`UriTemplate::as_str`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::UriTemplateBuf::parse("{x}")?.as_str(), "{x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn as_str(&self) -> &str;
    /// How many expressions the template holds; see [`UriTemplate::expression_count`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::UriTemplateBuf::parse("{x}{y}")?.expression_count(), 2);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn expression_count(&self) -> usize;
    /// The expression at `index`; see [`UriTemplate::expression`].
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::template::UriTemplateBuf::parse("a{x}")?;
    /// assert_eq!(template.expression(0).unwrap().as_str(), "{x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn expression(&self, index: usize) -> Option<crate::template::uri_template::Expression<'_>>;
    /// The expressions, read in one pass; see [`UriTemplate::expressions`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::UriTemplateBuf::parse("a{x}{y}")?.expressions().count(), 2);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn expressions(&self) -> crate::template::uri_template::Expressions<'_>;
    /// The literals and expressions; see [`UriTemplate::parts`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::UriTemplateBuf::parse("a{x}")?.parts().count(), 2);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn parts(&self) -> crate::template::uri_template::Parts<'_>;
    /// The lowest RFC 6570 level with every feature used; see [`UriTemplate::level`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::UriTemplateBuf::parse("{x*}")?.level(), 4);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    fn level(&self) -> u8;
}

impl UriTemplateBuf {
    /// Every variable of every expression; see [`UriTemplate::variables`].
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::template::UriTemplateBuf::parse("{x}{?y}")?;
    /// assert_eq!(template.variables().count(), 2);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn variables(&self) -> impl Iterator<Item = crate::template::uri_template::VarSpec<'_>> {
        self.as_template().variables()
    }

    /// Expands into `out`; see [`UriTemplate::expand_to`].
    ///
    /// # Errors
    ///
    /// As for [`UriTemplate::expand_to`].
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::template::UriTemplateBuf::parse("/{x}")?;
    /// let mut out = String::new();
    /// template.expand_to(&mut out, &[("x", "a b")])?;
    /// assert_eq!(out, "/a%20b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn expand_to<W, V>(&self, out: &mut W, variables: &V) -> Result<(), ExpandError>
    where
        W: fmt::Write + ?Sized,
        V: Variables + ?Sized,
    {
        self.as_template().expand_to(out, variables)
    }

    /// Expands into a new `String`; see [`UriTemplate::expand_to_string`].
    ///
    /// # Errors
    ///
    /// As for [`UriTemplate::expand_to_string`].
    ///
    /// # Examples
    ///
    /// See [`UriTemplateBuf`].
    pub fn expand_to_string<V: Variables + ?Sized>(
        &self,
        variables: &V,
    ) -> Result<String, ExpandError> {
        self.as_template().expand_to_string(variables)
    }

    /// Expands into a checked URI reference; see [`UriTemplate::expand`].
    ///
    /// # Errors
    ///
    /// As for [`UriTemplate::expand`].
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::template::UriTemplateBuf::parse("https://h/{x}")?;
    /// assert_eq!(template.expand(&[("x", 1)])?, "https://h/1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn expand<V: Variables + ?Sized>(&self, variables: &V) -> Result<UriRefBuf, ExpandError> {
        self.as_template().expand(variables)
    }
}

impl TryFrom<String> for UriTemplateBuf {
    type Error = Report<TemplateError>;

    /// Checks `text` and keeps it, without copying; a text that is no template
    /// comes back inside the error, which draws it.
    fn try_from(text: String) -> Result<Self, Report<TemplateError>> {
        match UriTemplate::parse(&text) {
            Ok(_) => Ok(Self { text }),
            Err(error) => Err(Report::new(error, text)),
        }
    }
}

impl TryFrom<&str> for UriTemplateBuf {
    type Error = TemplateError;

    fn try_from(text: &str) -> Result<Self, TemplateError> {
        Self::parse(text)
    }
}

impl core::str::FromStr for UriTemplateBuf {
    type Err = TemplateError;

    fn from_str(text: &str) -> Result<Self, TemplateError> {
        Self::parse(text)
    }
}

#[cfg(feature = "alloc")]
impl From<UriTemplate<'_>> for UriTemplateBuf {
    fn from(template: UriTemplate<'_>) -> Self {
        template.into_owned()
    }
}

#[cfg(feature = "alloc")]
impl<'a> From<&'a UriTemplateBuf> for UriTemplate<'a> {
    fn from(template: &'a UriTemplateBuf) -> Self {
        template.as_template()
    }
}

#[cfg(feature = "alloc")]
impl PartialEq<UriTemplate<'_>> for UriTemplateBuf {
    fn eq(&self, other: &UriTemplate<'_>) -> bool {
        self.text == other.as_str()
    }
}

#[cfg(feature = "alloc")]
impl PartialEq<UriTemplateBuf> for UriTemplate<'_> {
    fn eq(&self, other: &UriTemplateBuf) -> bool {
        self.as_str() == other.text
    }
}

impl PartialEq<str> for UriTemplateBuf {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for UriTemplateBuf {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl fmt::Display for UriTemplateBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The text as [`UriTemplate`]'s `Debug` shows it.
impl fmt::Debug for UriTemplateBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriTemplateBuf")
            .field(&Quoted(&self.text))
            .finish()
    }
}
