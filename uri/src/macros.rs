//! `uri!`, `uri_ref!`, `iri!`, `iri_ref!` and `uri_template!`: `macro_rules!` wrappers that hand `$crate` to the proc
//! macro, so every path in the expansion goes through this crate.

/// A [`Uri`](crate::Uri) from a string literal, checked at compile time; with
/// arguments, a [`UriBuf`](crate::UriBuf) from a URI Template and values.
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
///
/// # Arguments
///
/// Arguments after the literal, as in `format!`, make the literal a URI Template
/// ([RFC 6570](https://www.rfc-editor.org/rfc/rfc6570), all four levels) that is
/// expanded with them. `name = value` gives a variable its value, `name` alone
/// means `name = name`, and `"user.id" = value` names a variable that is not a
/// Rust identifier. The arguments are evaluated once each, in the order written.
/// A value is any [`Value`](crate::template::Value): strings, numbers, `char`,
/// `bool`, `Option` (`None` is undefined), lists and maps.
///
/// ```
/// use uri::{UriBuf, uri};
///
/// struct User { id: u64 }
/// let user = User { id: 42 };
/// let page = Some(2);
///
/// let repos: UriBuf = uri!(
///     "https://api.example.com/users/{id}/repos{?page,sort}",
///     id = user.id,
///     page,
///     sort = Some("stars"),
/// );
/// assert_eq!(repos, "https://api.example.com/users/42/repos?page=2&sort=stars");
/// assert_eq!(repos.query(), Some("page=2&sort=stars"));
///
/// // Each value is encoded for its place: no `../`, `&` or `#` gets through.
/// let id = "../admin";
/// let sort = "a&admin=1#x";
/// let safe = uri!("https://h/users/{id}{?sort}", id, sort);
/// assert_eq!(safe, "https://h/users/..%2Fadmin?sort=a%26admin%3D1%23x");
/// ```
///
/// The template is checked at compile time by the same parser as
/// [`uri_template!`](crate::uri_template!), and its literal text, with every
/// expression taken out (as it expands when all its variables are undefined),
/// must be a URI. The expansion writes the literal parts and each value into
/// one `String`, with no template parsing at run time. The literal's own
/// escapes are copied as they are; values are encoded as RFC 6570 says for their
/// operator.
///
/// ## A value or a `Result`
///
/// Where every expansion is a URI, the macro gives a [`UriBuf`](crate::UriBuf)
/// whose components were located while writing, with no parse at run time. That
/// is the case when each expression is
///
/// - in the path, the query or the fragment, with any operator but `+` and `#`:
///   those expansions write only unreserved characters, percent-encoded octets,
///   `,`, `=`, the operator's own character and the template's names, all
///   allowed there (`{?var}` in the path starts the query, and the macro knows
///   where);
/// - right after the authority, as `{/var}` or `{?var}` (`https://h{/path*}`).
///
/// Anything else gives a `Result<UriBuf, ExpandError>`, checked at run time
/// ([`ExpandError::NotUriReference`](crate::template::ExpandError::NotUriReference)
/// holds the text):
///
/// - `{+var}` and `{#var}`, which copy reserved characters (`/?#[]@`…) from values;
/// - an expression in the authority (`https://{host}/`, `https://h:{port}/`),
///   where a value could make a bad host or port;
/// - `{/var}` at the very start of a path without an authority (`mailto:{/var}`),
///   where an empty segment would write `//`.
///
/// ```
/// use uri::template::ExpandError;
/// use uri::{UriBuf, uri};
///
/// let host: Result<UriBuf, ExpandError> = uri!("https://{host}/status", host = "example.com");
/// assert_eq!(host?.host_str(), Some("example.com"));
///
/// let copied = uri!("https://h/{+path}", path = "a#b#c");
/// assert!(matches!(copied, Err(ExpandError::NotUriReference { .. })));
/// # Ok::<(), ExpandError>(())
/// ```
///
/// A value's shape errors (a custom [`Value`](crate::template::Value) that mixes
/// a string and list members, or whose `Display` fails) are reported in the
/// `Result` forms; in the value form, which cannot report them, that value's
/// expansion ends where it failed, and the result is still a URI. Dot segments
/// are data to RFC 6570: `{id}` with `id = ".."` writes `..`.
///
/// ## Compile errors
///
/// Each is one error, with a caret under the place in the literal or at the
/// argument: a variable without an argument (naming the closest argument), an
/// argument no expression uses, an argument whose type does not implement
/// [`Value`](crate::template::Value), a list or map under a prefix modifier
/// (`{tags:3}`, when its type implements
/// [`Composite`](crate::template::Composite)), an expression in the scheme (which
/// `uri!` needs written out), and a literal that is no URI whatever the values.
///
/// ```compile_fail
/// // error: variable `pag` at index 31 has no argument
/// //   = help: an argument has a similar name: `page`; or add `pag = …`
/// let page = 2;
/// let uri = uri::uri!("https://api.example.com/repos{?pag}", page);
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! uri {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_arguments!(($crate::__private) uri $literal, $($name $(= $value)?),+)
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
///
/// With arguments, the literal is a URI Template, as for [`uri!`](crate::uri!#arguments),
/// and the result a [`UriRefBuf`](crate::UriRefBuf) (or a `Result` of one). An
/// expression may start a reference (`{x}/a`: simple expansion encodes `:` and
/// `/`, so a value can neither add a scheme nor a segment); one before the first
/// `:` of the literal (`{scheme}:…`) makes the result a `Result`.
///
/// ```
/// use uri::{UriRefBuf, uri_ref};
///
/// let name = "a b:c";
/// let file: UriRefBuf = uri_ref!("{name}/index.html{?v}", name, v = 2);
/// assert_eq!(file, "a%20b%3Ac/index.html?v=2");
/// assert!(file.as_uri_ref().is_relative_ref());
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! uri_ref {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_arguments!(($crate::__private) uri_ref $literal, $($name $(= $value)?),+)
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
///
/// With arguments, as for [`uri!`](crate::uri!#arguments), the result is an
/// [`IriBuf`](crate::IriBuf) (or a `Result` of one). The literal's non-ASCII
/// characters stay as written; values are encoded as RFC 6570 says, so their
/// non-ASCII characters are percent-encoded.
///
/// ```
/// use uri::iri;
///
/// let search = iri!("https://bücher.example/suche{?q}", q = "größe");
/// assert_eq!(search, "https://bücher.example/suche?q=gr%C3%B6%C3%9Fe");
/// ```
#[cfg(feature = "macros")]
#[macro_export]
macro_rules! iri {
    ($literal:literal, $($name:tt $(= $value:expr)?),+ $(,)?) => {
        $crate::__private::uri_arguments!(($crate::__private) iri $literal, $($name $(= $value)?),+)
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
///
/// let logo = iri_ref!("../画像/{name}.png", name = "ロゴ");
/// assert_eq!(logo, "../画像/%E3%83%AD%E3%82%B4.png");
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
        $crate::__private::uri_arguments!(($crate::__private) iri_ref $literal, $($name $(= $value)?),+)
    };
    ($($literal:tt)*) => {
        $crate::__private::uri_literal!(($crate::__private) iri_ref $($literal)*)
    };
}
