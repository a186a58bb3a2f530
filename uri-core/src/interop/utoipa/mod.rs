//! Route types in OpenAPI, with utoipa 5's types (feature `utoipa`): what a
//! route type tells of itself (`described.rs`: [`OpenApiRoute`] and each
//! template's [`OpenApiPath`]), and what the derive's expansion calls to
//! build it (`support.rs`).
//!
//! The derive reads each template while the crate compiles and writes, for
//! a type whose every template OpenAPI can express, the path in OpenAPI's
//! form and one parameter per variable, by OpenAPI 3.1's Appendix C:
//!
//! | template | OpenAPI path | parameter |
//! |---|---|---|
//! | `/users/{id}` | `/users/{id}` | `in: path`, `style: simple` |
//! | `/users/{id}{.format}` | `/users/{id}{format}` | `format`: `style: label` |
//! | `/map{;lat,long}` | `/map{lat}{long}` | each `style: matrix` |
//! | `/a/{x,y}` | `/a/{x},{y}` | each `style: simple` |
//! | `/search{?q,tags*}` | `/search` | each `in: query`, `style: form` |
//! | `{x*}` (any of them) | | `explode: true` (else `false`, written out) |
//!
//! A path parameter is `required: true`, as OpenAPI asks of every one (an
//! `Option` or a list in the path is described as a value the client
//! sends, which the route reads as it reads any); a query parameter is not
//! required, its field being an `Option` or a list. The schema is the
//! field's type's own where utoipa has one ([`PartialSchema`](::utoipa::PartialSchema):
//! numbers, `bool`, `String`, a type with `#[derive(ToSchema)]`, written
//! inline), an array of it for a list, and `{"type": "string"}` for any
//! other type, which the route reads with `FromStr` from text. The choice
//! is made where the derive's code names the type, by method resolution
//! (`support.rs`), so no bound is asked of a field's type.
//!
//! No template gives `allowReserved`: OpenAPI allows it only in the query,
//! where a template can write `{+x}` only after literal query text
//! (`?path={+path}`), which a route reads in its written order and with
//! every pair present; OpenAPI's query parameters come in any order, each
//! optional. A form OpenAPI cannot express (`{/x}`, `{#x}`, `{&x}`,
//! `{x:3}`, `{+x}` in the path, literal query text, a scheme or authority)
//! leaves the type without [`OpenApiRoute`]: asking for its description is
//! a compile error that names the form and the nearest one OpenAPI has.

pub(crate) mod described;
pub(crate) mod support;
