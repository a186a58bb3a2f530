//! `uri!`, `uri_ref!`, `iri!`, `iri_ref!` and `uri_template!`: `macro_rules!` wrappers that hand `$crate` to the proc
//! macro, so every path in the expansion goes through this crate.

/// A [`Uri`](crate::Uri) from a string literal, checked at compile time.
///
/// The literal is parsed by the same RFC 3986 parser as [`Uri::parse`](crate::Uri::parse);
/// the expansion is a const-constructed `Uri<'static>` with every component already
/// located, usable in `const`, `static` and any expression, with no parsing at run
/// time. An invalid literal is a compile error that names the character, the
/// component and what the grammar expected, and draws a caret under it. It is the
/// only error the literal causes, in rustc and in rust-analyzer alike: beside the
/// error the expansion still has the type `Uri<'static>`, so an editor that goes on
/// type-checking reports no mismatch on top of it.
///
/// # Examples
///
/// ```
/// use uri::{Host, Uri, uri};
///
/// const API: Uri<'static> = uri!("https://api.example.com:8443/v1");
/// const PORT: Option<&str> = API.port_str();
/// assert_eq!(PORT, Some("8443"));
///
/// static DOCS: Uri<'static> = uri!(r"https://docs.rs/uri");
/// assert_eq!(DOCS.host(), Some(Host::RegName("docs.rs")));
///
/// assert_eq!(uri!("mailto:a@example.com"), Uri::parse("mailto:a@example.com").unwrap());
/// ```
///
/// A relative reference is not a URI; use [`uri_ref!`](crate::uri_ref!) for those:
///
/// ```compile_fail
/// let reference = uri::uri!("/index.html"); // error: missing scheme at index 0
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! uri {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_literal!(($crate::__private) uri $literal, $($name $(= $value)?),+)
    };
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) uri $($literal)*)
    };
}

/// A [`UriRef`](crate::UriRef) from a string literal, checked at compile time.
///
/// Like [`uri!`](crate::uri!), for any URI reference: a URI or a relative reference.
///
/// # Examples
///
/// ```
/// use uri::{UriRef, uri_ref};
///
/// const LOGO: UriRef<'static> = uri_ref!("../images/logo.png?v=2");
/// const QUERY: Option<&str> = LOGO.query();
/// assert_eq!(QUERY, Some("v=2"));
/// assert!(LOGO.is_relative_ref());
/// ```
///
/// ```compile_fail
/// // error: invalid character `:` (U+003A) in path at index 2: expected no ':' in the first segment ...
/// let reference = uri::uri_ref!("1a:b");
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! uri_ref {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_literal!(($crate::__private) uri_ref $literal, $($name $(= $value)?),+)
    };
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) uri_ref $($literal)*)
    };
}

/// A [`UriTemplate`](crate::UriTemplate) (RFC 6570) from a string literal, checked
/// at compile time.
///
/// The literal is parsed by the same parser as
/// [`UriTemplate::parse`](crate::UriTemplate::parse); the expansion is a
/// const-constructed `UriTemplate<'static>`, whose expressions and variables can
/// be read in `const` code. An invalid template is one compile error that names
/// the character and what the grammar expected there, with a caret under it, and
/// a hint for the usual mistakes (an unclosed `{`, `{}`, a reserved operator, a
/// prefix out of range, `*` after a prefix).
///
/// # Examples
///
/// ```
/// use uri::{UriTemplate, uri_template};
///
/// const REPOS: UriTemplate<'static> =
///     uri_template!("https://api.example.com/users/{user}/repos{?page,per_page}");
/// const VARIABLES: usize = match REPOS.expression(1) {
///     Some(query) => query.var_count(),
///     None => 0,
/// };
/// assert_eq!(VARIABLES, 2);
///
/// let url = REPOS.expand(&[("user", "octocat"), ("page", "2")])?;
/// assert_eq!(url, "https://api.example.com/users/octocat/repos?page=2");
/// # Ok::<(), uri::template::ExpandError>(())
/// ```
///
/// ```compile_fail
/// // error: unclosed expression at index 7: expected a '}' that closes this expression
/// let template = uri::uri_template!("/users{/id");
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! uri_template {
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) uri_template $($literal)*)
    };
}

/// An [`Iri`](crate::Iri) (RFC 3987) from a string literal, checked at compile
/// time.
///
/// Like [`uri!`](crate::uri!), with the IRI grammar: non-ASCII characters
/// (`ucschar`) are allowed in the userinfo, host name, path, query and fragment,
/// and private-use ones in the query. The expansion is a const-constructed
/// `Iri<'static>`; an invalid literal is one compile error with the caret under
/// the offending character, however many bytes it takes.
///
/// # Examples
///
/// ```
/// use uri::{Iri, iri};
///
/// const SHOP: Iri<'static> = iri!("https://bücher.example/suche?q=größe");
/// const HOST: Option<&str> = SHOP.host_str();
/// assert_eq!(HOST, Some("bücher.example"));
/// assert_eq!(SHOP.to_uri(), "https://b%C3%BCcher.example/suche?q=gr%C3%B6%C3%9Fe");
/// ```
///
/// ```compile_fail
/// // error: invalid character U+FFFE in path: a noncharacter is not `ucschar`
/// let iri = uri::iri!("https://example.com/\u{fffe}");
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! iri {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_literal!(($crate::__private) iri $literal, $($name $(= $value)?),+)
    };
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) iri $($literal)*)
    };
}

/// An [`IriRef`](crate::IriRef) from a string literal, checked at compile time.
///
/// Like [`iri!`](crate::iri!), for any IRI reference: an IRI or a relative
/// reference.
///
/// # Examples
///
/// ```
/// use uri::{IriRef, iri_ref};
///
/// const PICTURE: IriRef<'static> = iri_ref!("../画像/ロゴ.png");
/// assert!(PICTURE.is_relative_ref());
/// assert_eq!(PICTURE.path(), "../画像/ロゴ.png");
/// ```
///
/// ```compile_fail
/// // error: private-use characters are allowed in the query only
/// let reference = uri::iri_ref!("#\u{e000}");
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! iri_ref {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_literal!(($crate::__private) iri_ref $literal, $($name $(= $value)?),+)
    };
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) iri_ref $($literal)*)
    };
}
