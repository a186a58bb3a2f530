//! Whether a variant's link can be read as another variant: `User { id: 7 }`
//! writes `/users/7`, which a variant of the literal template `/users/7`
//! reads, being more specific. An enum where that can happen gets a
//! `to_uri` that can fail, whose links are read back (`refusals`), even
//! where its fields are numbers alone.

use uri_core::UriTemplate;

use crate::derive::item::Field;
use crate::derive::shape::{Shape, could_hold};

/// Whether some link of one of `variants` (each a template with the fields
/// it writes) is a text another variant's template of literal text alone
/// reads: the first's matcher reads that text, into values its fields'
/// types could hold. A template with variables that shadows another is
/// not looked for here: two such templates of the same specificity are a
/// compile error, and one more specific by a literal part of a segment
/// (`/u7/{x}` beside `/u{id}/{x}`) is the rare case left out.
pub(crate) fn shadowed(variants: &[(&str, Vec<&Field>)]) -> bool {
    let literal_only: Vec<&str> = variants
        .iter()
        .map(|(text, _)| *text)
        .filter(|text| {
            UriTemplate::parse(text).is_ok_and(|template| template.variables().next().is_none())
        })
        .collect();
    if literal_only.is_empty() {
        return false;
    }
    variants.iter().any(|(text, fields)| {
        let Ok(template) = UriTemplate::parse(text) else {
            return false;
        };
        let Ok(matcher) = template.matcher() else {
            return false;
        };
        literal_only
            .iter()
            .filter(|other| *other != text)
            .any(|other| {
                matcher.captures(other).is_ok_and(|captures| {
                    captures.iter().all(|capture| {
                        let field = fields
                            .iter()
                            .find(|field| field.variable() == capture.name());
                        let member = field.and_then(|field| Shape::of(&field.ty).member().cloned());
                        match (member, capture.decoded()) {
                            (Some(member), Ok(value)) => could_hold(&member, &value),
                            // A value no field's type holds, or text that
                            // does not decode: the route does not read it.
                            _ => false,
                        }
                    })
                })
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::str::FromStr;
    use proc_macro2::TokenStream;

    fn shadowed_in(source: &str) -> bool {
        let item = crate::derive::item::read(TokenStream::from_str(source).unwrap()).unwrap();
        let crate::derive::item::Body::Enum(variants) = &item.body else {
            panic!("an enum");
        };
        let texts: Vec<(String, Vec<&Field>)> = variants
            .iter()
            .filter_map(|variant| {
                let literal = variant.route.as_ref()?.to_string();
                let text = literal.trim_matches('"').to_owned();
                let crate::derive::item::VariantFields::Named(fields) = &variant.fields else {
                    return None;
                };
                Some((text, fields.iter().collect()))
            })
            .collect();
        let variants: Vec<(&str, Vec<&Field>)> = texts
            .iter()
            .map(|(text, fields)| (text.as_str(), fields.clone()))
            .collect();
        shadowed(&variants)
    }

    #[test]
    fn a_number_a_literal_variant_writes_is_shadowed() {
        assert!(shadowed_in(
            r#"enum Api { #[route("/users/7")] Seven, #[route("/users/{id}")] User { id: u64 } }"#
        ));
        assert!(shadowed_in(
            r#"enum Api { #[route("/on/true")] On, #[route("/on/{flag}{?page}")] Flag { flag: bool, page: Option<u8> } }"#
        ));
    }

    #[test]
    fn a_literal_no_field_type_holds_shadows_nothing() {
        assert!(!shadowed_in(
            r#"enum Api { #[route("/users/me")] Me, #[route("/users/{id}")] User { id: u64 } }"#
        ));
        assert!(!shadowed_in(
            r#"enum Api { #[route("/users/300")] Big, #[route("/users/{id}")] User { id: u8 } }"#
        ));
        assert!(!shadowed_in(
            r#"enum Api { #[route("/health")] Health, #[route("/users/{id}")] User { id: u64 } }"#
        ));
    }
}
