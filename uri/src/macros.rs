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
/// Rust identifier. A variable without an argument takes the variable of its
/// name in scope, as `format!("{id}")` does; so does a literal with `{…}` and no
/// arguments at all, since a `{` is never literal in a URI. The arguments are
/// evaluated once each, in the order written. A value is any
/// [`Value`](crate::template::Value): strings, numbers, `char`, `bool`, `Option`
/// (`None` is undefined), lists, maps, and this crate's URI, IRI and template
/// types (as their text).
///
/// ```
/// use uri::template::ExpandError;
/// use uri::{UriBuf, uri};
///
/// struct User { id: u64 }
/// let user = User { id: 42 };
/// let page = Some(2);
///
/// // `page` comes from scope.
/// let repos: UriBuf = uri!(
///     "https://api.example.com/users/{id}/repos{?page,sort}",
///     id = user.id,
///     sort = Some("stars"),
/// );
/// assert_eq!(repos, "https://api.example.com/users/42/repos?page=2&sort=stars");
/// assert_eq!(repos.query(), Some("page=2&sort=stars"));
///
/// // Each value is encoded for its place: a `/`, `&` or `#` in it stays data.
/// let sort = "a&admin=1#x";
/// let safe: UriBuf = uri!("https://h/users/{id}{?sort}", id = 7);
/// assert_eq!(safe, "https://h/users/7?sort=a%26admin%3D1%23x");
///
/// // A value never changes which resource the URI names: `..` is refused.
/// let login = "..";
/// let error = uri!("https://h/users/{login}/repos").unwrap_err();
/// assert!(matches!(error, ExpandError::DotSegment { .. }));
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
/// The macro gives a [`UriBuf`](crate::UriBuf), whose components were located
/// while writing with no parse at run time, where it can prove from the
/// template and the values' types that every expansion is a URI that names the
/// resource the template names. Otherwise it gives a
/// `Result<UriBuf, ExpandError>`, checked at run time. Two questions decide.
///
/// **Can a value change the URI's structure?** Not when each expression is
///
/// - in the path, the query or the fragment, with any operator but `+` and `#`:
///   those expansions write only unreserved characters, percent-encoded octets,
///   `,`, `=`, the operator's own character and the template's names, all
///   allowed there (`{?var}` in the path starts the query, and the macro knows
///   where);
/// - right after the authority, as `{/var}` or `{?var}` (`https://h{/path*}`).
///
/// These can, and give a `Result`
/// ([`ExpandError::NotUriReference`](crate::template::ExpandError::NotUriReference)
/// holds the text):
///
/// - `{+var}` and `{#var}`, which copy reserved characters (`/?#[]@`…) from values;
/// - an expression in the authority (`https://{host}/`, `https://h:{port}/`),
///   where a value could make a bad host or port;
/// - in a path without an authority, a `{/var}` that nothing but expressions
///   and one `/` precede (`mailto:{/var}`, `file:/{/path*}`, `s:/{a}{/b}`), where
///   empty segments would write `//`, which reads as an authority.
///
/// **Can a value be a whole `.` or `..` path segment?** Such a value is always
/// refused, with [`ExpandError::DotSegment`](crate::template::ExpandError::DotSegment)
/// naming the variable: resolvers, HTTP clients and browsers read the segment
/// as a step within or up the path (`/users/../repos` is `/repos`), and no
/// encoding keeps it data (`%2E%2E` is the same URI). RFC 6570 would write it as
/// it is; [`UriTemplate::expand`](crate::UriTemplate::expand) refuses it too.
/// Dots in a longer segment (`v1.2`, `...`), in the query and in the fragment
/// are data. The result stays a `UriBuf` where no value can be such a segment:
///
/// | the expression | an integer, float, `bool`, [`Uri`](crate::Uri), map, or a list or `Option` of them; a string literal that does not start with `.` | a `&str`, `String`, `char`, your own type |
/// |---|---|---|
/// | alone in its segment: `/users/{id}/repos`, `{/path*}`, `/{.ext}` | `UriBuf` | `Result` |
/// | with other text in its segment: `/users/v{id}`, `/{id}.json`, `{;id}`, `/file{.ext}` | `UriBuf` | `UriBuf` |
/// | in the query or the fragment: `{?q}`, `?q={q}`, `#{f}` | `UriBuf` | `UriBuf` |
/// | `{+path}`, `{#f}`, in the authority | `Result` | `Result` |
///
/// The types of the first column implement
/// [`NeverDotSegment`](crate::template::NeverDotSegment).
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
///
/// // A string alone in its segment might be `..`: a `Result`.
/// let login = String::from("octocat");
/// let user: Result<UriBuf, ExpandError> = uri!("https://h/users/{login}/repos");
/// assert_eq!(user?, "https://h/users/octocat/repos");
/// // An integer never is; nor is a string with text around it.
/// let id = 42;
/// let by_id: UriBuf = uri!("https://h/users/{id}/repos");
/// let json: UriBuf = uri!("https://h/users/{login}.json");
/// # Ok::<(), ExpandError>(())
/// ```
///
/// A value's shape errors (a custom [`Value`](crate::template::Value) that mixes
/// a string and list members, or whose `Display` fails) are reported in the
/// `Result` forms; in the value form, which cannot report them, that value's
/// expansion ends where it failed, and the result is still a URI.
///
/// ## A base URI from configuration
///
/// `uri!` needs its scheme written out, so `uri!("{+base}users/{id}")` is a
/// compile error. For a base known only at run time, expand a relative
/// reference with [`uri_ref!`](crate::uri_ref!) and resolve it against the base
/// ([`Uri::resolve`](crate::Uri::resolve), RFC 3986 §5.2, as a browser follows
/// a link): one expression, a `Result<UriBuf, ResolveError>`.
///
/// ```
/// use uri::{UriBuf, uri_ref};
///
/// let api = UriBuf::parse("https://api.example.com/v1/")?; // from configuration
/// let id = 42;
/// let user: UriBuf = api.resolve(&uri_ref!("users/{id}"))?;
/// assert_eq!(user, "https://api.example.com/v1/users/42");
///
/// // The reference goes under the base's path when that ends in `/`; without
/// // it, the last segment is replaced, as in a browser.
/// let no_slash = UriBuf::parse("https://api.example.com/v1")?;
/// assert_eq!(no_slash.resolve(&uri_ref!("users/{id}"))?, "https://api.example.com/users/42");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ## Compile errors
///
/// Each is one error, with a caret under the place in the literal or at the
/// argument: a variable without an argument whose name no variable in scope can
/// have (`{user.id}`: write `"user.id" = …`) or that is a likely typo of an
/// unused argument, an argument no expression uses, an argument whose type
/// does not implement [`Value`](crate::template::Value) (for a variable from
/// scope, at the literal), a list or map under a prefix modifier (`{tags:3}`,
/// when its type implements [`Composite`](crate::template::Composite)), an
/// expression in the scheme (which `uri!` needs written out), and a literal
/// that is no URI whatever the values. A variable from scope that does not
/// exist is rustc's own "cannot find value" error at the literal.
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
/// `/`, so a value can neither add a scheme nor a segment, and a `..` is
/// refused); one before the first `:` of the literal (`{scheme}:…`) makes the
/// result a `Result`.
///
/// ```
/// use uri::template::ExpandError;
/// use uri::{UriRefBuf, uri_ref};
///
/// let name = "a b:c";
/// // A string alone in its segment: a `Result`, `Err` for `..`.
/// let file: UriRefBuf = uri_ref!("{name}/index.html{?v}", v = 2)?;
/// assert_eq!(file, "a%20b%3Ac/index.html?v=2");
/// assert!(file.as_uri_ref().is_relative_ref());
/// # Ok::<(), ExpandError>(())
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

/// A link written as text, checked while the crate compiles against the
/// routes of a route type: the value [`uri_ref!`](crate::uri_ref!) (or
/// [`uri!`](crate::uri!), for a literal with a scheme) gives for the same
/// literal and arguments, where some route of the type reads it.
///
/// The first argument is a type that derives [`Route`](crate::Route), of
/// this crate or of a dependency, named by its path; then the literal and
/// the arguments, exactly as `uri!` takes them (`{id}` takes `id` from
/// scope, `id = expr` binds it). The link compiles only where a route of
/// the type reads it:
///
/// - its literal text is the route's literal text, in any spelling RFC 3986
///   makes equal (`/%75sers` for `/users`), and a value stands where the
///   route has a variable;
/// - each value fills one field whole, and has that field's type (a
///   reference to one will do; a `String` field takes any string, an
///   `Option` field a value or an `Option` of one, a list field a `Vec`,
///   slice, array or set);
/// - text written out where the route has a variable reads as the field's
///   type where the macro knows it (numbers, `bool`), and every query name
///   is one the route reads;
/// - the routes of nested route types count, under their variant's prefix.
///
/// The route is the one a request of the link reaches: `from_uri` reads it
/// by the same table. Where no route reads the link, the one compile error
/// points at the character where the link leaves the routes that come
/// furthest, and names them.
///
/// The value is written as `uri!` writes it, with no table and no template
/// read at run time: a `UriRefBuf` (or `UriBuf`), or a `Result` only where
/// a value could be a whole dot segment (a string alone in a path
/// segment). A literal without expressions is a constant.
///
/// # Examples
///
/// ```
/// use uri::{Route, UriRefBuf, link};
///
/// #[derive(Route, Debug, PartialEq)]
/// #[route("/users/{id}{?tab}")]
/// struct User { id: u64, tab: Option<String> }
///
/// #[derive(Route, Debug, PartialEq)]
/// enum Api {
///     #[route("/health")]
///     Health,
///     #[route("/files{/path*}")]
///     Files { path: Vec<String> },
///     #[route("/v1")]
///     V1(User),
/// }
///
/// let id = 7;
/// let user: UriRefBuf = link!(Api, "/v1/users/{id}{?tab}", tab = "repos");
/// assert_eq!(user, "/v1/users/7?tab=repos");
/// assert_eq!(Api::from_uri(user.as_str())?, Api::V1(User { id: 7, tab: Some("repos".into()) }));
///
/// let files = link!(Api, "/files{/path*}", path = ["docs", "a b.txt"]);
/// // A string could be `..`: a `Result`, as `uri!` gives.
/// assert_eq!(files?, "/files/docs/a%20b.txt");
///
/// const HEALTH: uri::UriRef<'static> = link!(Api, "/health");
/// assert_eq!(HEALTH, "/health");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A link no route reads, a value of another type than its field's, or a
/// query name the route does not read, is a compile error:
///
/// ```compile_fail
/// # use uri::{Route, link};
/// #[derive(Route)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// let link = link!(User, "/user/{id}", id = 7); // error: no route of `User` reads this link
/// ```
///
/// ```compile_fail
/// # use uri::{Route, link};
/// #[derive(Route)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// let id = "seven";
/// let link = link!(User, "/users/{id}"); // error: `&str` cannot be the value of a `u64` field
/// ```
#[cfg(feature = "derive")]
#[cfg_attr(docsrs, doc(cfg(feature = "derive")))]
#[macro_export]
macro_rules! link {
    ($route:path, $literal:literal $(, $($name:tt $(= $value:expr)?),+)? $(,)?) => {
        $crate::__private::link_route!(($crate::__private) ($route) $literal $(, $($name $(= $value)?),+)?)
    };
    ($($tokens:tt)*) => {
        $crate::__private::link_route!(($crate::__private) $($tokens)*)
    };
}
