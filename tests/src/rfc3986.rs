//! RFC 3986 §5.4 "Reference Resolution Examples", written once.
//!
//! The examples are typed in [`rfc3986_section_5_4!`](crate::rfc3986_section_5_4),
//! which hands them as literals to a callback macro: `uri!` and `uri_ref!` need
//! literals, so the macro checks are built from it, and so are the constants
//! below that the run-time checks and the resolution benchmark read.

/// One example: a reference and the URI it resolves to against [`BASE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The reference, as §5.4 lists it.
    pub reference: &'static str,
    /// Its strict resolution against [`BASE`].
    pub target: &'static str,
}

/// Hands the examples of RFC 3986 §5.4 to `$callback!` as string literals, in
/// this form:
///
/// ```text
/// base: "http://a/b/c/d;p?q";
/// normal: ("g:h", "g:h") ("g", "http://a/b/c/g") ...;
/// abnormal: ("../../../g", "http://a/g") ... ("http:g", "http:g");
/// ```
///
/// `normal` is §5.4.1, `abnormal` §5.4.2, each pair a reference and its strict
/// resolution against the base, in the RFC's order.
///
/// # Examples
///
/// ```
/// macro_rules! references {
///     (base: $base:literal; normal: $(($n:literal, $_nt:literal))*; abnormal: $(($a:literal, $_at:literal))*;) => {
///         [$($n,)* $($a,)*]
///     };
/// }
/// let references = uri_tests::rfc3986_section_5_4!(references);
/// assert_eq!(references[0], "g:h");
/// ```
#[macro_export]
macro_rules! rfc3986_section_5_4 {
    ($callback:ident) => {
        $callback! {
            base: "http://a/b/c/d;p?q";
            normal:
                ("g:h", "g:h")
                ("g", "http://a/b/c/g")
                ("./g", "http://a/b/c/g")
                ("g/", "http://a/b/c/g/")
                ("/g", "http://a/g")
                ("//g", "http://g")
                ("?y", "http://a/b/c/d;p?y")
                ("g?y", "http://a/b/c/g?y")
                ("#s", "http://a/b/c/d;p?q#s")
                ("g#s", "http://a/b/c/g#s")
                ("g?y#s", "http://a/b/c/g?y#s")
                (";x", "http://a/b/c/;x")
                ("g;x", "http://a/b/c/g;x")
                ("g;x?y#s", "http://a/b/c/g;x?y#s")
                ("", "http://a/b/c/d;p?q")
                (".", "http://a/b/c/")
                ("./", "http://a/b/c/")
                ("..", "http://a/b/")
                ("../", "http://a/b/")
                ("../g", "http://a/b/g")
                ("../..", "http://a/")
                ("../../", "http://a/")
                ("../../g", "http://a/g");
            abnormal:
                // More ".." than the base path has segments.
                ("../../../g", "http://a/g")
                ("../../../../g", "http://a/g")
                // "." and ".." go as whole segments, and stay as parts of one.
                ("/./g", "http://a/g")
                ("/../g", "http://a/g")
                ("g.", "http://a/b/c/g.")
                (".g", "http://a/b/c/.g")
                ("g..", "http://a/b/c/g..")
                ("..g", "http://a/b/c/..g")
                // Unnecessary or nonsensical dot segments.
                ("./../g", "http://a/b/g")
                ("./g/.", "http://a/b/c/g/")
                ("g/./h", "http://a/b/c/g/h")
                ("g/../h", "http://a/b/c/h")
                ("g;x=1/./y", "http://a/b/c/g;x=1/y")
                ("g;x=1/../y", "http://a/b/c/y")
                // Dot segments in a query or fragment are left alone.
                ("g?y/./x", "http://a/b/c/g?y/./x")
                ("g?y/../x", "http://a/b/c/g?y/../x")
                ("g#s/./x", "http://a/b/c/g#s/./x")
                ("g#s/../x", "http://a/b/c/g#s/../x")
                // A strict parser keeps the scheme; §5.4.2 allows `http://a/b/c/g`
                // "for backward compatibility" (`ResolveMode::NonStrict`).
                ("http:g", "http:g");
        }
    };
}

/// Builds the constants of this module from the examples.
macro_rules! constants {
    (
        base: $base:literal;
        normal: $(($normal:literal, $normal_target:literal))*;
        abnormal: $(($abnormal:literal, $abnormal_target:literal))*;
    ) => {
        /// The base URI of §5.4.
        pub const BASE: &str = $base;

        /// §5.4.1 "Normal Examples".
        pub const NORMAL: &[Example] = &[
            $(Example { reference: $normal, target: $normal_target },)*
        ];

        /// §5.4.2 "Abnormal Examples".
        pub const ABNORMAL: &[Example] = &[
            $(Example { reference: $abnormal, target: $abnormal_target },)*
        ];

        /// §5.4.1 then §5.4.2: every example of §5.4.
        ///
        /// # Examples
        ///
        /// ```
        /// use uri_tests::rfc3986::{BASE, EXAMPLES};
        ///
        /// let base = uri::Uri::parse(BASE).unwrap();
        /// for example in EXAMPLES {
        ///     let reference = uri::UriRef::parse(example.reference).unwrap();
        ///     assert_eq!(base.resolve(reference).unwrap(), example.target);
        /// }
        /// ```
        pub const EXAMPLES: &[Example] = &[
            $(Example { reference: $normal, target: $normal_target },)*
            $(Example { reference: $abnormal, target: $abnormal_target },)*
        ];
    };
}

rfc3986_section_5_4!(constants);
