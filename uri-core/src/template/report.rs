//! [`TemplateReport`]: a template error that owns its template, for
//! applications that pass errors up with `?` and print them at the top.

use alloc::string::String;
use core::fmt;

use crate::error::secret::Quoted;
use crate::template::error::TemplateError;

/// A [`TemplateError`] together with the template that failed: what
/// [`Report`](crate::Report) is for URIs.
///
/// Every way of printing it but `{:#?}` draws the template with a caret under
/// the error, below the message and above a hint, so the drawing survives `?`
/// into `Box<dyn Error>`, `anyhow` or `eyre`; a password in the template is
/// drawn as `*`s and invisible characters are escaped. [`TemplateError`], which
/// does not hold the template, stays one line.
///
/// # Examples
///
/// ```
/// use uri::template::{TemplateReport, UriTemplateBuf};
///
/// fn route(text: &str) -> Result<UriTemplateBuf, TemplateReport> {
///     UriTemplateBuf::parse(text).map_err(|error| error.report(text))
/// }
///
/// let report = route("/users/{id").unwrap_err();
/// assert_eq!(
///     report.to_string(),
///     "unclosed expression at index 7: expected a '}' that closes this expression\n  \
///      | /users/{id\n  \
///      |        ^\n  \
///      = help: close the expression with `}`, or encode a literal `{` as `%7B`",
/// );
/// assert_eq!(format!("{report:?}"), report.to_string());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct TemplateReport {
    error: TemplateError,
    template: String,
}

#[cfg(feature = "alloc")]
impl TemplateError {
    /// This error with a copy of the template it is about (`template` must be
    /// the text that was parsed), as an owned error that draws itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = "/a|b";
    /// let report = uri::UriTemplate::parse(template).unwrap_err().report(template);
    /// assert!(report.to_string().contains("\n  | /a|b\n  |   ^\n"));
    /// ```
    pub fn report(&self, template: &str) -> TemplateReport {
        TemplateReport::new(*self, String::from(template))
    }
}

impl TemplateReport {
    /// The error about `template`, the text that was parsed.
    pub(crate) fn new(error: TemplateError, template: String) -> Self {
        Self { error, template }
    }

    /// The error.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriTemplate::parse("{}").unwrap_err().report("{}");
    /// assert_eq!(report.error().index(), 1);
    /// ```
    pub fn error(&self) -> TemplateError {
        self.error
    }

    /// The template that failed, unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriTemplate::parse("{}").unwrap_err().report("{}");
    /// assert_eq!(report.template(), "{}");
    /// ```
    pub fn template(&self) -> &str {
        &self.template
    }

    /// The template that failed, given back.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::template::UriTemplateBuf::try_from(String::from("{}")).unwrap_err();
    /// assert_eq!(error.into_template(), "{}");
    /// ```
    pub fn into_template(self) -> String {
        self.template
    }
}

/// The drawing, whatever the flags: a chain printer (`anyhow`'s `{:#}`, its
/// `Caused by:` list) prints each error with plain `{}`.
impl fmt::Display for TemplateReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.error.render(&self.template))
    }
}

/// The drawing, as `{}` gives it (`main` returning an error prints `Debug`); the
/// fields with `{:#?}`, a password in the template as `***`.
impl fmt::Debug for TemplateReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.debug_struct("TemplateReport")
                .field("error", &self.error)
                .field("template", &Quoted(&self.template))
                .finish()
        } else {
            fmt::Display::fmt(self, f)
        }
    }
}

/// No `source`: the drawing already holds the template error's message.
impl core::error::Error for TemplateReport {}

#[cfg(test)]
mod tests {
    use crate::template::uri_template::UriTemplate;
    use alloc::format;
    use alloc::string::ToString;

    #[test]
    fn every_form_but_the_fields_draws_and_none_shows_the_password() {
        let template = "https://admin:hunter2@db.example/{a b}";
        let report = UriTemplate::parse(template).unwrap_err().report(template);
        let drawing = report.to_string();
        assert!(
            drawing.contains("\n  | https://admin:*******@db.example/{a b}\n"),
            "{drawing}"
        );
        assert_eq!(format!("{report:#}"), drawing);
        assert_eq!(format!("{report:?}"), drawing);
        let fields = format!("{report:#?}");
        assert!(
            fields.contains("https://admin:***@db.example/{a b}"),
            "{fields}"
        );
        for shown in [drawing, fields] {
            assert!(!shown.contains("hunter2"), "{shown}");
        }
        assert_eq!(report.template(), template);
    }
}
