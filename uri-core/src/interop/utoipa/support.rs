//! What the derive's OpenAPI description calls. Not public API: reached
//! only through `uri::__private`, and may change in any release.
//!
//! The derive writes, per variable, one call of [`openapi_parameter`] with
//! its name, style and the schema of its field's type; the rest (its place,
//! whether it is required, the array around a list's member) follows from
//! those here, so the expansion stays one line per variable.
//!
//! The schema is chosen where the expansion names the type, by autoref:
//! `(&SchemaOf::<T>::NEW).openapi_schema()` finds [`KnownSchema`]'s method
//! (on `SchemaOf<T>`, taking `&self`) first where `T` has utoipa's
//! [`PartialSchema`], and [`StringSchema`]'s (on `&SchemaOf<T>`, one
//! reference further) for any other type. Method resolution does this with
//! concrete types only, which the expansion has; no generic code here could.

use alloc::string::String;
use alloc::vec::Vec;
use core::marker::PhantomData;

use utoipa::PartialSchema;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn, ParameterStyle};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{RefOr, Required};

use crate::interop::utoipa::described::{OpenApiPath, OpenApiRoute};

/// A parameter's style: the RFC 6570 operator of its expression, by
/// OpenAPI 3.1's Appendix C. Each but `Form` is in the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `{x}`.
    Simple,
    /// `{.x}`.
    Label,
    /// `{;x}`.
    Matrix,
    /// `{?x}`, in the query.
    Form,
}

/// The parameter of the variable `name`, written with `style` (`explode`
/// where its expression says `*`), its field a `list` or one value whose
/// schema is `schema`. A path parameter is required, as OpenAPI asks of
/// each; a query parameter is not (its field is an `Option` or a list,
/// which the derive checked).
///
/// ```
/// use uri_core::__private::{Style, openapi_parameter, openapi_string_schema};
///
/// let tags = openapi_parameter("tags", Style::Form, true, true, openapi_string_schema());
/// let json = serde_json::to_value(&tags).unwrap();
/// assert_eq!(json, serde_json::json!({
///     "name": "tags", "in": "query", "required": false, "style": "form", "explode": true,
///     "schema": { "type": "array", "items": { "type": "string" } },
/// }));
/// ```
pub fn openapi_parameter(
    name: &str,
    style: Style,
    explode: bool,
    list: bool,
    schema: RefOr<Schema>,
) -> Parameter {
    let (place, style, required) = match style {
        Style::Simple => (ParameterIn::Path, ParameterStyle::Simple, Required::True),
        Style::Label => (ParameterIn::Path, ParameterStyle::Label, Required::True),
        Style::Matrix => (ParameterIn::Path, ParameterStyle::Matrix, Required::True),
        Style::Form => (ParameterIn::Query, ParameterStyle::Form, Required::False),
    };
    let schema = if list {
        ArrayBuilder::new().items(schema).build().into()
    } else {
        schema
    };
    ParameterBuilder::new()
        .name(name)
        .parameter_in(place)
        .required(required)
        .style(Some(style))
        .explode(Some(explode))
        .schema(Some(schema))
        .build()
}

/// A template's description: its OpenAPI path and parameters.
pub fn openapi_path(path: &str, parameters: Vec<Parameter>) -> OpenApiPath {
    OpenApiPath {
        path: String::from(path),
        parameters,
    }
}

/// Adds the descriptions of a nested route type to `all`, each path under
/// the variant's `prefix` (literal path text, which the derive checked).
pub fn nest_openapi(all: &mut Vec<OpenApiPath>, prefix: &str, nested: Vec<OpenApiPath>) {
    all.extend(nested.into_iter().map(|mut described| {
        described.path.insert_str(0, prefix);
        described
    }));
}

/// The parameters of a route struct's one template: its `IntoParams`.
pub fn openapi_parameters<R: OpenApiRoute>() -> Vec<Parameter> {
    R::openapi_paths()
        .into_iter()
        .flat_map(OpenApiPath::into_parameters)
        .collect()
}

/// The schema of a type utoipa has none for: text, which the route reads
/// with `FromStr`.
pub fn openapi_string_schema() -> RefOr<Schema> {
    ObjectBuilder::new().schema_type(Type::String).into()
}

/// The schema of a field's type `T`, chosen by autoref (see the module's
/// note).
pub struct SchemaOf<T: ?Sized>(PhantomData<fn() -> T>);

impl<T: ?Sized> SchemaOf<T> {
    /// The value the expansion takes a reference of.
    pub const NEW: Self = SchemaOf(PhantomData);
}

/// The schema of a type that has one of utoipa's.
pub trait KnownSchema {
    /// `T`'s own schema.
    fn openapi_schema(&self) -> RefOr<Schema>;
}

impl<T: PartialSchema + ?Sized> KnownSchema for SchemaOf<T> {
    fn openapi_schema(&self) -> RefOr<Schema> {
        T::schema()
    }
}

/// The schema of any other type: a string.
pub trait StringSchema {
    /// `{"type": "string"}`.
    fn openapi_schema(&self) -> RefOr<Schema>;
}

impl<T: ?Sized> StringSchema for &SchemaOf<T> {
    fn openapi_schema(&self) -> RefOr<Schema> {
        openapi_string_schema()
    }
}

#[cfg(test)]
#[allow(
    clippy::needless_borrow,
    reason = "the borrow is the autoref the expansion writes, which picks the schema"
)]
mod tests {
    use super::*;

    struct Color;

    fn json(schema: &RefOr<Schema>) -> String {
        serde_json::to_string(schema).unwrap()
    }

    #[test]
    fn a_type_with_a_schema_keeps_it_and_any_other_is_a_string() {
        assert_eq!(
            json(&(&SchemaOf::<u32>::NEW).openapi_schema()),
            r#"{"type":"integer","format":"int32","minimum":0}"#
        );
        assert_eq!(
            json(&(&SchemaOf::<bool>::NEW).openapi_schema()),
            r#"{"type":"boolean"}"#
        );
        assert_eq!(
            json(&(&SchemaOf::<String>::NEW).openapi_schema()),
            r#"{"type":"string"}"#
        );
        assert_eq!(
            json(&(&SchemaOf::<Color>::NEW).openapi_schema()),
            r#"{"type":"string"}"#
        );
        assert_eq!(
            json(&(&SchemaOf::<core::net::Ipv4Addr>::NEW).openapi_schema()),
            r#"{"type":"string"}"#
        );
    }

    #[test]
    fn each_style_has_its_place_and_only_path_parameters_are_required() {
        for (style, place, required, named) in [
            (Style::Simple, ParameterIn::Path, Required::True, "simple"),
            (Style::Label, ParameterIn::Path, Required::True, "label"),
            (Style::Matrix, ParameterIn::Path, Required::True, "matrix"),
            (Style::Form, ParameterIn::Query, Required::False, "form"),
        ] {
            for explode in [false, true] {
                let parameter =
                    openapi_parameter("x", style, explode, false, openapi_string_schema());
                // utoipa's types have `Debug` only with its `debug` feature.
                assert!(parameter.parameter_in == place);
                assert!(parameter.required == required);
                assert_eq!(parameter.explode, Some(explode));
                let value = serde_json::to_value(&parameter).unwrap();
                assert_eq!(value["style"], named);
                assert_eq!(value["schema"]["type"], "string");
            }
        }
    }

    #[test]
    fn a_list_is_an_array_of_its_members_schema() {
        let schema = (&SchemaOf::<u8>::NEW).openapi_schema();
        let parameter = openapi_parameter("ids", Style::Simple, false, true, schema);
        let value = serde_json::to_value(&parameter).unwrap();
        assert_eq!(value["schema"]["type"], "array");
        assert_eq!(value["schema"]["items"]["type"], "integer");
        assert_eq!(value["schema"]["items"]["format"], "int32");
    }

    #[test]
    fn nested_paths_go_under_the_prefix_in_order() {
        let mut all = alloc::vec![openapi_path("/health", Vec::new())];
        nest_openapi(
            &mut all,
            "/v1",
            alloc::vec![
                openapi_path("/users/{id}", Vec::new()),
                openapi_path("/", Vec::new())
            ],
        );
        let paths: Vec<&str> = all.iter().map(OpenApiPath::path).collect();
        assert_eq!(paths, ["/health", "/v1/users/{id}", "/v1/"]);
    }
}
