//! How a text is read against a template, where servers differ: whether `+`
//! is a space in query values, and whether a path value may be a dot segment.

/// How [`Matcher::captures`](crate::matching::matcher::Matcher::captures) and
/// [`TemplateSet::at`](crate::matching::router::set::TemplateSet::at) read a
/// text, where servers differ. The default is what a server behind a browser
/// meets: `+` in a query value is a space (an HTML form writes a space so),
/// and a path value that is a dot segment is a bad request.
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
}

impl MatchOptions {
    /// The default: `+` is a space in query values, and dot segments in path
    /// values are refused.
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

    pub(crate) const fn reads_form(self) -> bool {
        self.form
    }

    pub(crate) const fn allows_dot_segments(self) -> bool {
        self.dot_segments
    }
}

impl Default for MatchOptions {
    fn default() -> Self {
        Self::new()
    }
}
