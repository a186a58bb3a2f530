//! What a route type tells OpenAPI of itself: [`OpenApiRoute`], each
//! template's path and parameters as an [`OpenApiPath`], and the `Paths`
//! object of a whole type.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use utoipa::openapi::path::{HttpMethod, Operation, Parameter, Paths};

/// A route type that describes itself to OpenAPI: what `#[derive(Route)]`
/// implements (feature `utoipa`) for a type whose every template OpenAPI
/// can express. Nothing is written twice: the paths and parameters come
/// from the templates the type reads requests with.
///
/// A type whose template has a form OpenAPI cannot express (`{/path*}`,
/// `{#x}`, `{&x}`, `{x:3}`, `{+x}` in the path, literal query text, a
/// scheme or host) does not implement it; asking for its description is a
/// compile error that names the form and the nearest form OpenAPI has. An
/// enum implements it where each of its variants' templates, and each
/// route type it nests, does.
///
/// # Examples
///
/// ```
/// use uri::Route;
/// use uri::utoipa::OpenApiRoute;
///
/// #[derive(Route)]
/// #[route("/repos/{owner}/{repo}/issues{?state,page,labels*}")]
/// struct Issues {
///     owner: String,
///     repo: String,
///     state: Option<String>,
///     page: Option<u32>,
///     labels: Vec<String>,
/// }
///
/// let [issues] = &Issues::openapi_paths()[..] else { unreachable!() };
/// assert_eq!(issues.path(), "/repos/{owner}/{repo}/issues");
/// let names: Vec<&str> = issues.parameters().iter().map(|p| p.name.as_str()).collect();
/// assert_eq!(names, ["owner", "repo", "state", "page", "labels"]);
/// ```
///
/// ```compile_fail
/// use uri::Route;
/// use uri::utoipa::OpenApiRoute;
///
/// #[derive(Route)]
/// #[route("/files{/path*}")]
/// struct File { path: Vec<String> }
///
/// // error: `File` has no OpenAPI description: its template's `{/path*}`
/// // is a path list, which OpenAPI has no form for
/// let paths = File::openapi_paths();
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a route type that describes itself to OpenAPI",
    label = "not a route type",
    note = "derive `Route` for it, with the `utoipa` feature of `uri` turned on"
)]
pub trait OpenApiRoute {
    /// One [`OpenApiPath`] per template, in the order the type's templates
    /// are listed (an enum's variants in declaration order, a nested type's
    /// under its variant's prefix).
    fn openapi_paths() -> Vec<OpenApiPath>;

    /// The type's paths as an OpenAPI `Paths` object: each path with
    /// `operation` under `method`, its parameters added after the
    /// operation's own. Two templates of one OpenAPI path (`/a{.x}` and
    /// `/a{;x}` are both `/a{x}`) give one path item, the later template's
    /// operation in it.
    ///
    /// # Examples
    ///
    /// ```
    /// use utoipa::openapi::path::{HttpMethod, OperationBuilder};
    /// use utoipa::openapi::{OpenApiBuilder, ResponseBuilder};
    /// use uri::Route;
    /// use uri::utoipa::OpenApiRoute;
    ///
    /// #[derive(Route)]
    /// enum Api {
    ///     #[route("/users/{id}")]
    ///     User { id: u64 },
    ///     #[route("/search{?q}")]
    ///     Search { q: Option<String> },
    /// }
    ///
    /// let operation = OperationBuilder::new()
    ///     .response("200", ResponseBuilder::new().description("the page"))
    ///     .build();
    /// let document = OpenApiBuilder::new()
    ///     .paths(Api::paths(HttpMethod::Get, &operation))
    ///     .build();
    /// let json = serde_json::to_value(&document)?;
    /// assert_eq!(json["paths"]["/users/{id}"]["get"]["parameters"][0]["schema"]["type"], "integer");
    /// assert_eq!(json["paths"]["/search"]["get"]["parameters"][0]["in"], "query");
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    fn paths(method: HttpMethod, operation: &Operation) -> Paths {
        let mut paths = Paths::new();
        for described in Self::openapi_paths() {
            let operation = described.operation(operation);
            paths.add_path_operation(described.path, alloc::vec![method.clone()], operation);
        }
        paths
    }
}

/// One template in OpenAPI's terms: its path (`/repos/{owner}/{repo}/issues`,
/// the query left out) and its parameters, one per variable, in the order
/// the template writes them.
///
/// # Examples
///
/// ```
/// use uri::Route;
/// use uri::utoipa::OpenApiRoute;
///
/// #[derive(Route)]
/// #[route("/users/{login}{.format}")]
/// struct User { login: String, format: Option<String> }
///
/// let user = User::openapi_paths().remove(0);
/// assert_eq!(user.path(), "/users/{login}{format}");
/// let json = serde_json::to_value(user.parameters())?;
/// assert_eq!(json[1]["style"], "label");
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, PartialEq)]
pub struct OpenApiPath {
    pub(crate) path: String,
    pub(crate) parameters: Vec<Parameter>,
}

impl OpenApiPath {
    /// The path in OpenAPI's form: the template's path, each expression
    /// written as its variables' `{name}`s.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Route;
    /// use uri::utoipa::OpenApiRoute;
    ///
    /// #[derive(Route)]
    /// #[route("/map{;lat,long}{?zoom}")]
    /// struct Map { lat: f64, long: f64, zoom: Option<u8> }
    ///
    /// assert_eq!(Map::openapi_paths()[0].path(), "/map{lat}{long}");
    /// ```
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The parameters, one per variable: its place (`path`, `query`), style
    /// and `explode`, whether it is required, and its schema.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Route;
    /// use uri::utoipa::OpenApiRoute;
    /// use utoipa::openapi::path::{ParameterIn, ParameterStyle};
    ///
    /// #[derive(Route)]
    /// #[route("/search{?q,tags*}")]
    /// struct Search { q: Option<String>, tags: Vec<String> }
    ///
    /// let search = Search::openapi_paths().remove(0);
    /// let tags = &search.parameters()[1];
    /// assert!(tags.parameter_in == ParameterIn::Query);
    /// assert!(tags.style == Some(ParameterStyle::Form));
    /// assert_eq!(tags.explode, Some(true));
    /// ```
    pub fn parameters(&self) -> &[Parameter] {
        &self.parameters
    }

    /// `operation` with this path's parameters added after its own (none
    /// added for a path without parameters).
    ///
    /// # Examples
    ///
    /// ```
    /// use utoipa::openapi::path::OperationBuilder;
    /// use uri::Route;
    /// use uri::utoipa::OpenApiRoute;
    ///
    /// #[derive(Route)]
    /// #[route("/users/{id}")]
    /// struct User { id: u64 }
    ///
    /// let base = OperationBuilder::new().summary(Some("one user")).build();
    /// let operation = User::openapi_paths()[0].operation(&base);
    /// assert_eq!(operation.parameters.map(|p| p.len()), Some(1));
    /// ```
    pub fn operation(&self, operation: &Operation) -> Operation {
        let mut operation = operation.clone();
        if !self.parameters.is_empty() {
            operation
                .parameters
                .get_or_insert_with(Vec::new)
                .extend(self.parameters.iter().cloned());
        }
        operation
    }

    /// The parameters, taken out.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Route;
    /// use uri::utoipa::OpenApiRoute;
    ///
    /// #[derive(Route)]
    /// #[route("/users/{id}")]
    /// struct User { id: u64 }
    ///
    /// let parameters = User::openapi_paths().remove(0).into_parameters();
    /// assert_eq!(parameters[0].name, "id");
    /// ```
    pub fn into_parameters(self) -> Vec<Parameter> {
        self.parameters
    }
}

/// The path and each parameter's name (utoipa's `Parameter` has a `Debug`
/// only with its `debug` feature).
impl fmt::Debug for OpenApiPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.parameters.iter().map(|p| p.name.as_str()).collect();
        f.debug_struct("OpenApiPath")
            .field("path", &self.path)
            .field("parameters", &names)
            .finish()
    }
}
