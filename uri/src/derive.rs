//! `#[derive(Route)]` (feature `derive`), documented where users find it: on
//! the crate root's `Route`.

/// A struct or enum whose values are the requests of URI Templates: read from
/// a request with `from_uri`, written as a link with `to_uri`, both generated
/// and checked while the crate compiles.
///
/// # A struct: one template
///
/// `#[route("…")]` holds an RFC 6570 template; each variable is read into the
/// field of its name and written from it:
///
/// ```
/// use uri::Route;
///
/// #[derive(Route, Debug, PartialEq)]
/// #[route("/repos/{owner}/{repo}/issues{?state,page,labels*}")]
/// struct Issues {
///     owner: String,
///     repo: String,
///     state: Option<State>,
///     page: Option<u32>,
///     labels: Vec<String>,
/// }
///
/// // Any type with `Display` and `FromStr` is a field; `FromStr::Err` may
/// // be an error type or a message (`String`, `&'static str`).
/// #[derive(Debug, PartialEq)]
/// enum State { Open, Closed }
///
/// impl std::fmt::Display for State {
///     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
///         f.write_str(match self { State::Open => "open", State::Closed => "closed" })
///     }
/// }
///
/// impl std::str::FromStr for State {
///     type Err = String;
///     fn from_str(text: &str) -> Result<Self, Self::Err> {
///         match text {
///             "open" => Ok(State::Open),
///             "closed" => Ok(State::Closed),
///             other => Err(format!("unknown state {other:?}")),
///         }
///     }
/// }
///
/// // A request as a browser sends it: raw `(`, an extra query pair.
/// let issues = Issues::from_uri("/repos/rust-lang/rust(1)/issues?state=open&labels=A-macros&labels=C-bug&utm_source=x")?;
/// assert_eq!(issues.repo, "rust(1)");
/// assert_eq!(issues.state, Some(State::Open));
/// assert_eq!(issues.labels, ["A-macros", "C-bug"]);
///
/// // Back to a link: each value encoded for its place, as RFC 6570 writes it.
/// let next = Issues { page: Some(2), ..issues };
/// let link = next.to_uri()?;
/// assert_eq!(link, "/repos/rust-lang/rust%281%29/issues?state=open&page=2&labels=A-macros&labels=C-bug");
/// assert_eq!(Issues::from_uri(link.as_str())?, next);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # What the derive writes
///
/// - `to_uri(&self)`: the template expanded with the fields, written as
///   [`uri!`](crate::uri!) writes it with the fields as arguments (no template
///   is parsed at run time). It returns what `uri!` would: a
///   [`UriBuf`](crate::UriBuf) for a template with a scheme, a
///   [`UriRefBuf`](crate::UriRefBuf) otherwise, and a `Result` with
///   [`ExpandError`](crate::template::ExpandError) where a field's value could
///   be a whole `.` or `..` path segment (a string in a segment), which it
///   refuses, as it refuses every value whose link would not read back
///   (see [what a path value may hold](#what-a-path-value-may-hold)).
///   Fields of number types alone give the plain value (but under a
///   prefix modifier, `{id:3}`, beside a `{.label}`, or in an enum where a
///   variant of literal text reads a number's link, where a number's text
///   can still be refused).
/// - `to_url(&self, base)`: the link of `to_uri` as a whole URL under a base
///   URL ([below](#links-checked-against-the-routes)).
/// - `Display` where `to_uri` cannot fail (otherwise `format!` would have to
///   panic on `..`).
/// - `from_uri(&str)`, `FromStr` and `TryFrom<&str>`: a request target (path
///   and query, or a whole URI) read by the rules of
///   [`TemplateSet`](crate::template::TemplateSet): raw path characters as
///   clients send them, any extra query pairs, `+` as a space in queries, no
///   fragment, a path value that is or holds a dot segment or an escaped
///   control character refused. The error
///   is a [`RouteError`](crate::template::RouteError), whose
///   [`is_bad_request`](crate::template::RouteError::is_bad_request) tells 400
///   from 404, and which names the variable and the field.
/// - [`template::Route`](crate::template::Route), the trait an enclosing
///   enum's derive calls to nest the type (with the link the derive writes,
///   so a nested type is a derived one whose templates begin with `/`), and
///   code generic over route types names (`fn serve<R: Route>()`): `use
///   uri::Route;` brings the trait with the derive, as `serde::Serialize`
///   does.
///
/// - With the `utoipa` feature, its OpenAPI description
///   (`uri::utoipa::OpenApiRoute`, and `utoipa::IntoParams` for a struct)
///   where OpenAPI can express its templates: see the `utoipa` module.
///
/// # An enum: a table
///
/// Each variant is a route: named fields (or none) read from its template, or
/// one unnamed field, a route type whose table is nested under the variant's
/// prefix (literal path text such as `/v1`, without a trailing `/`, since the
/// nested templates begin with theirs; `""` for none). `from_uri` picks the most specific variant that matches, by the
/// rules of [`TemplateSet`](crate::template::TemplateSet):
///
/// ```
/// use uri::Route;
///
/// #[derive(Route, Debug, PartialEq)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// #[derive(Route, Debug, PartialEq)]
/// enum Api {
///     #[route("/health")]
///     Health,
///     #[route("/files{/path*}")]
///     File { path: Vec<String> },
///     #[route("/files/{name}.json")]
///     Json { name: String },
///     #[route("/v1")]
///     V1(User),
/// }
///
/// assert_eq!(Api::from_uri("/health")?, Api::Health);
/// assert_eq!(Api::from_uri("/files/a/b(1).txt")?, Api::File { path: vec!["a".into(), "b(1).txt".into()] });
/// assert_eq!(Api::from_uri("/files/x.json")?, Api::Json { name: "x".into() });
/// assert_eq!(Api::from_uri("/v1/users/7?ref=mail")?, Api::V1(User { id: 7 }));
///
/// // 404 and 400, as a server answers them.
/// assert!(!Api::from_uri("/nothing").unwrap_err().is_bad_request());
/// let error = Api::from_uri("/v1/users/seven").unwrap_err();
/// assert!(error.is_bad_request());
/// assert_eq!(error.field(), Some("id"));
/// assert!(Api::from_uri("/files/../secret").unwrap_err().is_bad_request());
///
/// assert_eq!(Api::V1(User { id: 7 }).to_uri()?, "/v1/users/7");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Links checked against the routes
///
/// [`link!`](crate::link!) writes a link as text, as `uri!` does, and checks
/// it against the routes of a route type while the crate compiles: literal
/// text where a route has literal text, a value where it has a variable,
/// each value of its field's type, query names the route reads. A link no
/// route reads is one compile error at the character where it leaves the
/// routes. `to_url` writes a route value as a whole URL under a base (a
/// service's root, as configured), for a client of the service:
///
/// ```
/// use uri::{Route, UriBuf, link};
///
/// #[derive(Route, Debug, PartialEq)]
/// #[route("/users/{id}{?tab}")]
/// struct User { id: u64, tab: Option<String> }
///
/// #[derive(Route, Debug, PartialEq)]
/// enum Api {
///     #[route("/health")]
///     Health,
///     #[route("/v1")]
///     V1(User),
/// }
///
/// // In a handler: the link's values are typed as their fields.
/// let id = 7;
/// let link = link!(Api, "/v1/users/{id}?tab=repos");
/// assert_eq!(Api::from_uri(link.as_str())?, Api::V1(User { id: 7, tab: Some("repos".into()) }));
///
/// // In a client: a route value under the service's base URL.
/// let base = UriBuf::parse("https://api.example.com/app/")?;
/// let url = Api::V1(User { id: 7, tab: None }).to_url(&base)?;
/// assert_eq!(url, "https://api.example.com/app/v1/users/7");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```compile_fail
/// # use uri::{Route, link};
/// #[derive(Route)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// // error: no route of `User` reads this link: at `/`, the nearest route,
/// // `User` (`/users/{id}`), expects `s`, from the template's literal text
/// let broken = link!(User, "/user/7");
/// ```
///
/// `to_url` resolves the link as a path below the base's (RFC 3986 §5.2):
/// a base whose path ends in `/` keeps it as a prefix; one that does not has
/// its last segment replaced, as a browser resolves a relative link
/// (`https://api.example.com/app` gives `https://api.example.com/v1/users/7`).
/// It returns what `to_uri` does: a [`UriBuf`](crate::UriBuf), or a
/// `Result` with the same refusals.
///
/// # What a path value may hold
///
/// A request is read as the client sent it, and decoded. A path value is
/// never a `.` or `..` segment once decoded (split at `/`, `%2F`
/// included), and holds no control character (U+0000 to U+001F, U+007F:
/// a raw one matches nothing, an escaped one is a 400); both are 400s that
/// name the variable. Anything else the client escaped reaches a `String`
/// field: a `/` (`{name}` reads `a%2Fb` as `a/b`; `{+rest}` keeps its raw
/// `/`s and may begin with one, `/raw//etc/passwd` reading `/etc/passwd`), a
/// `\` (`..%5C..%5Cwindows`), a `:` (`C:`), a Windows device name (`NUL`),
/// and a `{/path*}` list's empty members (`/files//etc/passwd` reads
/// `["", "etc", "passwd"]`). Each of these can leave a directory the value
/// is joined to (`Path::join` drops the base for an absolute path, and
/// Windows reads `\`, `C:` and devices). A field whose value goes to a
/// file system is a [`SafePath`](crate::path::SafePath): it refuses all of
/// them, as a 400 that names the variable, and stays below any base.
///
/// ```
/// use uri::Route;
/// use uri::path::SafePath;
///
/// #[derive(Route, Debug, PartialEq)]
/// enum Static {
///     #[route("/files{/path*}")]
///     File { path: SafePath },
///     #[route("/raw/{+rest}")]
///     Raw { rest: SafePath },
///     #[route("/icons/{name}")]
///     Icon { name: SafePath },
/// }
///
/// let Static::File { path } = Static::from_uri("/files/css/site.css")? else { unreachable!() };
/// assert_eq!(path.join_below("/srv/www"), std::path::Path::new("/srv/www/css/site.css"));
/// for escaping in [
///     "/files//etc/passwd",
///     "/files/%2Fetc%2Fpasswd",
///     "/raw//etc/passwd",
///     "/files/..%5C..%5Cwindows",
///     "/icons/a%2F..%2F..%2Fx",
///     "/icons/NUL.png",
///     "/files/a%00b",
/// ] {
///     let error = Static::from_uri(escaping).unwrap_err();
///     assert!(error.is_bad_request(), "{escaping}");
///     assert!(error.variable().is_some(), "{escaping}");
/// }
/// // One segment under `{name}`, so `to_uri` refuses a path of several.
/// let icon = Static::Icon { name: SafePath::parse("a/b.png")? };
/// assert!(icon.to_uri().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// The derive knows the type by its name, `SafePath`: under `{name}` (and
/// any other single path value, `{/name}`, `{.ext}`, a list's member) it
/// reads one segment, decoded, so `%2F` there is refused; under
/// `{/path*}`, in a field of one `SafePath`, a segment a member; under
/// `{+rest}`, segments cut at the request's raw `/`s, each decoded; and
/// outside the path (`{?file}`) the decoded value as `/`-separated path
/// text. `to_uri` writes it back the same way, and refuses a path of no
/// segment or of several where the template writes one
/// ([`NotOneSegment`](crate::template::ExpandError::NotOneSegment)).
///
/// # Fields that borrow from the request
///
/// A route type may take one lifetime. A field (or an `Option`/list member)
/// written `Cow<'a, str>` with it then borrows its value from the request
/// text where the value holds nothing to decode (`Cow::Borrowed`, a slice
/// of the text), and owns it only where it was decoded (`%20`, `+` in a
/// query): reading allocates nothing for most requests.
///
/// ```
/// use std::borrow::Cow;
/// use uri::Route;
///
/// #[derive(Route, Debug, PartialEq)]
/// enum Api<'a> {
///     #[route("/repos/{owner}/{repo}/issues{?labels*,page}")]
///     Issues {
///         owner: Cow<'a, str>,
///         repo: Cow<'a, str>,
///         labels: Vec<Cow<'a, str>>,
///         page: Option<u32>,
///     },
///     #[route("/users/{name}")]
///     User { name: Cow<'a, str> },
/// }
///
/// let request = String::from("/repos/rust-lang/uri/issues?labels=bug&labels=help%20wanted");
/// let Api::Issues { owner, labels, .. } = Api::from_uri(&request)? else { unreachable!() };
/// assert!(matches!(owner, Cow::Borrowed("rust-lang")));
/// assert!(matches!(&labels[1], Cow::Owned(decoded) if decoded == "help wanted"));
///
/// let user = Api::User { name: Cow::Borrowed("ada") };
/// assert_eq!(Api::from_uri(user.to_uri()?.as_str())?, user);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Such a type reads and writes as one with `String` fields does (the same
/// values, errors and links), with `from_uri(&'a str)`, `TryFrom<&'a str>`,
/// `to_uri` and `Display`. It does not implement
/// [`template::Route`](crate::template::Route) or `FromStr`, whose values
/// outlive the text they read: it cannot be nested in an enum, an enum with
/// a lifetime nests no route type (a compile error), and axum's extractor
/// takes owned route types. Any other generic parameter is a compile error,
/// and a `&'a str` field is none (it could not hold a decoded value).
///
/// # Checked at compile time
///
/// Each error points at the template's character or at the field:
/// a template that is not one, or that [`matcher()`](crate::UriTemplate::matcher)
/// refuses (naming the rule); a variable without a field, a field without a
/// variable (unless `#[route(skip)]`, which reads it as `Default::default()`);
/// a variable that is no Rust identifier (`{user.id}`) without
/// `#[route(rename = "user.id")]` on its field; two fields that hold one
/// variable; a field type without
/// `Display` and `FromStr` (whose `Err` is an error, a `String` or a
/// `&'static str`); a query variable in a field that cannot be absent
/// (not an `Option` or a list); an exploded variable (`{/path*}`) in a field
/// that is not a list; a list under a prefix modifier, or in an expression
/// of several variables that `,` separates (`{x,y}`); a map; and in an enum,
/// a `#[route("…")]` on the enum itself, a prefix that ends with `/`, a
/// variant nesting a type that is not a derived route whose templates
/// begin with `/` (`Item(u32)`, a hand-written `Route`, an absolute or a
/// relative-path template), and
/// two variants that match the same requests with the same specificity
/// (templates of nested types are seen only at run time: a conflict there is
/// [`RouteError::Table`](crate::template::RouteError::Table)).
///
/// ```compile_fail
/// #[derive(uri::Route)]
/// #[route("/users/{id}")]
/// struct User { user_id: u64 } // error: the variable `id` has no field
/// ```
///
/// # Costs and limits
///
/// - A type's table is built while the crate compiles: the macro builds the
///   [`TemplateSet`](crate::template::TemplateSet) of its templates (the one
///   that finds conflicting variants) and writes its templates and segment
///   tree as statics, so `from_uri` builds nothing and reads with the set's
///   own lookup. The macro cannot see a nested route type's templates, so
///   an enum with nested types reads a request under a nested variant's
///   prefix on that type's own table, after the prefix, and any other on a
///   table of its other variants, written here: nothing is built either.
///   That reads every request as the whole table would where no other
///   variant could read a text under the prefix, which the macro decides
///   from the prefixes and the other templates' literal starts (`/v1` beside
///   `/health` or `/files{/path*}`). Where one could (`/{page}` beside a
///   nested `/v1`, two nested types under `/v1`, a prefix that is not
///   ASCII), the enum's whole table is built the first time `from_uri` runs
///   (once per type, behind a `OnceLock`). An enum's lookup costs what the
///   set's does, plus the fields' `FromStr`. Where a type's templates begin
///   with `/` (in an enum with nested types that read apart, for its other
///   variants), the derive also writes the table's tree as code for those of
///   whole path segments, each a literal or one `{var}`
///   (`/repos/{owner}/{repo}`), with perhaps a query of variables alone
///   (`{?state,page,labels*}`, an exploded one a list's members): a `match`
///   on each segment, each field parsed from its segment or its pairs
///   (decoded), about twice as fast as the table (with borrowed fields,
///   faster than `matchit` on the bench's 50-route table where no value
///   needs decoding, and about half its speed where each needs decoding
///   and a `String` of its own), and a request it finds no template for is
///   a 404 at once. A malformed path value (a bad escape, a `.` or `..`
///   segment) under a template without a query is a 400 at once too, drawn
///   by the code the table draws it with. A request that reading is not
///   sure of (a malformed value under a template with a query, an empty
///   value, a field that does not parse, a byte no request holds, a place
///   where the table would try one of the other templates) goes to the
///   table, so the answers are the table's either way.
/// - Under a reserved expansion (`{+path}`, `{#section}`), RFC 6570 writes a
///   value's own `%XX` and `,` as they are, and reading decodes the one and
///   cuts list members at the other: in the path, `to_uri` refuses a value
///   that holds an escape
///   ([`ReservedEscape`](crate::template::ExpandError::ReservedEscape); a
///   `%` that begins none is written `%25` and reads back), and keep list
///   members there without `,`. A `?` or `#` in such a
///   path value would end the link's path (a request reads the value only up
///   to it: `/raw/{+rest}` reads `/raw/a/b#f` as `a/b`, as the set does, and
///   a browser sends no fragment), so `to_uri` refuses it
///   ([`ExpandError::EndsPath`](crate::template::ExpandError::EndsPath)), as it
///   refuses a value that would be a `.` or `..` segment
///   ([`DotSegment`](crate::template::ExpandError::DotSegment)) and a path
///   value that holds a control character
///   ([`ControlCharacter`](crate::template::ExpandError::ControlCharacter)),
///   which reading refuses.
/// - A link reads back as the value that wrote it: `to_uri` refuses, naming
///   the variable, each value RFC 6570 would write so that reading gives
///   another value: an empty value that its expression writes as nothing
///   (`Some("")` or `[""]` under `{var}` or `{+var}`, read as `None` or `[]`;
///   [`EmptyValue`](crate::template::ExpandError::EmptyValue); `{/var}` and
///   `{/list*}` keep them apart); a value longer than its prefix modifier
///   (`{id:3}`; [`LongerThanPrefix`](crate::template::ExpandError::LongerThanPrefix));
///   a `.` where reading cuts at the last `.` (a label's value after
///   another value, or the value before a label left out:
///   `/users/{id}{.format}` would read `a.b` with no format as `a` and `b`;
///   [`CutAtDot`](crate::template::ExpandError::CutAtDot)); a reserved list
///   member's `,` ([`CommaInMember`](crate::template::ExpandError::CommaInMember));
///   and, in an enum whose `to_uri` can fail, a link that another variant's
///   more specific template takes (`Page { page: "health" }` writes
///   `/health`, which is `Health`'s;
///   [`ReadsAsAnother`](crate::template::ExpandError::ReadsAsAnother)), found
///   by reading the link back with the enum's `from_uri`. An enum of
///   number fields alone whose variant of literal text reads another's
///   link (`User { id: 7 }` writes `/users/7`, beside a `/users/7`
///   variant) gets a `to_uri` that can fail for it. A nested variant's
///   link is read back too (`V1(User { name: "me" })` beside a
///   `/v1/users/me` variant), naming the nested template's first variable.
///   Not checked: in an enum of number fields alone, a template with
///   variables more specific than another by literal text inside a segment
///   (`/u7/{x}` beside `/u{id}/{x}`).
/// - An expression of several positional variables (`{/year,month}`) gives
///   a link's values to its first variables, so `to_uri` refuses one left
///   undefined (`None`, an empty list) before a defined one
///   ([`LeftOut`](crate::template::ExpandError::LeftOut)); leaving out the
///   last ones is fine (`/archive/2024`). A list cannot share such an
///   expression with other variables when `,` separates them (`{x,y}`), a
///   compile error.
/// - A host or a userinfo (`https://{host}/`) is no path segment: `..` there
///   is written and read as it is.
/// - Two fields that hold one variable are a compile error; a variant whose
///   requests are all another's is not found at compile time unless the two
///   match exactly the same requests.
/// - A field is one value, an `Option` or a list; maps are refused.
///
/// The derive also leaves, for [`link!`](crate::link!), a hidden macro under
/// the type's name (in the macro namespace, so any path that names the type
/// names it) that holds the type's routes, and a hidden method per field.
///
/// The derive's code names the crate by its library name, `::uri`: keep
/// the dependency's name (`strict-uri`, whose library is `uri`) rather than
/// renaming it (`other = { package = "strict-uri", … }`).
pub use uri_macros::Route;
