//! How a text is read against a template, where servers differ: whether `+`
//! is a space in query values, and whether a path value may be a dot segment
//! or hold a control character.

/// How [`Matcher::captures`](crate::matching::matcher::Matcher::captures) and
/// [`TemplateSet::at`](crate::matching::router::set::TemplateSet::at) read a
/// text, where servers differ. The default is what a server behind a browser
/// meets: `+` in a query value is a space (an HTML form writes a space so),
/// and a path value that is a dot segment or holds an escaped control
/// character is a bad request.
///
/// # Examples
///
/// ```
/// use uri::template::MatchOptions;
///
/// let matcher = uri::UriTemplate::parse("/search{?q}")?.matcher()?;
/// let found = matcher.captures("/search?q=a+b")?;
/// assert_eq!(found.parse::<String>("q")?, "a b");
/// let literal = MatchOptions::new().form(false);
/// let found = matcher.captures_with("/search?q=a+b", literal)?;
/// assert_eq!(found.parse::<String>("q")?, "a+b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchOptions {
    form: bool,
    dot_segments: bool,
    control_characters: bool,
}

impl MatchOptions {
    /// The default: `+` is a space in query values, and dot segments and
    /// control characters in path values are refused.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::MatchOptions::new(), Default::default());
    /// ```
    pub const fn new() -> Self {
        Self {
            form: true,
            dot_segments: false,
            control_characters: false,
        }
    }

    /// Whether a `+` in a query value is read as a space, as HTML forms
    /// (`application/x-www-form-urlencoded`) write one; the default. Off, it
    /// is a `+`. Either way the template's own expansions read back: they
    /// write a space as `%20` and a `+` as `%2B`. Path values never read `+`
    /// as a space.
    ///
    /// # Examples
    ///
    /// See [`MatchOptions`].
    #[must_use]
    pub const fn form(mut self, form: bool) -> Self {
        self.form = form;
        self
    }

    /// Whether a path value may be, or hold as a `/`-separated segment once
    /// decoded, `.` or `..` (`%2e%2e` too). Off by default: such a value
    /// names another resource than the route means (`/files{/path*}` with
    /// `../../etc/passwd`), and the match is a bad request. A `%2F` inside a
    /// value (`group%2Fproject`) is allowed either way.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::MatchOptions;
    ///
    /// let matcher = uri::UriTemplate::parse("/files{/path*}")?.matcher()?;
    /// assert!(matcher.captures("/files/a/../b").unwrap_err().is_bad_request());
    /// let allowed = MatchOptions::new().dot_segments(true);
    /// let found = matcher.captures_with("/files/a/../b", allowed)?;
    /// assert_eq!(found.parse_all::<String>("path")?, ["a", "..", "b"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn dot_segments(mut self, allowed: bool) -> Self {
        self.dot_segments = allowed;
        self
    }

    /// Whether a path value may hold, once decoded, a control character:
    /// U+0000 to U+001F or U+007F, escaped (`%00`, `%0D%0A`, `%7F`). Off by
    /// default: a path value goes on to file systems (where NUL ends a
    /// name), logs and headers (where CR LF begins a line of its own), and
    /// the match is a bad request. Query and fragment values keep them
    /// either way (a form's `textarea` sends CR LF as `%0D%0A`). A raw
    /// control is no request's at all: a value stops before it, whatever
    /// this says.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{MatchErrorKind, MatchOptions};
    ///
    /// let matcher = uri::UriTemplate::parse("/notes/{title}{?body}")?.matcher()?;
    /// let error = matcher.captures("/notes/a%0D%0Ab").unwrap_err();
    /// assert_eq!(error.kind(), MatchErrorKind::ControlCharacter);
    /// assert_eq!((error.index(), error.variable()), (8, Some("title")));
    /// // A query value keeps them.
    /// let found = matcher.captures("/notes/a?body=line%0D%0Aline")?;
    /// assert_eq!(found.parse::<String>("body")?, "line\r\nline");
    ///
    /// let allowed = MatchOptions::new().control_characters(true);
    /// let found = matcher.captures_with("/notes/a%0D%0Ab", allowed)?;
    /// assert_eq!(found.parse::<String>("title")?, "a\r\nb");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn control_characters(mut self, allowed: bool) -> Self {
        self.control_characters = allowed;
        self
    }

    pub(crate) const fn reads_form(self) -> bool {
        self.form
    }

    pub(crate) const fn allows_dot_segments(self) -> bool {
        self.dot_segments
    }

    pub(crate) const fn allows_control_characters(self) -> bool {
        self.control_characters
    }
}

impl Default for MatchOptions {
    fn default() -> Self {
        Self::new()
    }
}
