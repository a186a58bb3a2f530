//! Field type → shape: how a field holds its variable's value, read from the
//! type as written (`Option<T>`, a list such as `Vec<T>`, a map, or one
//! value), whether the type alone proves a value is never a dot segment,
//! whether a value borrows from the request (`Cow<'a, str>`), and whether
//! it is a `SafePath`, read as its variable's place says.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote_spanned;
use uri_core::__private::SafeKind;

/// How a field holds its variable.
pub(crate) enum Shape {
    /// One value, which the request must hold.
    One(TokenStream),
    /// `Option<T>`: a value the request may leave out.
    Optional(TokenStream),
    /// `Vec<T>`, `BTreeSet<T>`, …: the members of a list, none when left out.
    List(TokenStream),
    /// A map, which a route cannot read back.
    Map,
}

impl Shape {
    /// The shape of the field type `ty`.
    pub(crate) fn of(ty: &[TokenTree]) -> Self {
        let Some((name, arguments)) = last_segment(ty) else {
            return Self::One(ty.iter().cloned().collect());
        };
        let single = || match arguments.as_slice() {
            [argument] => Some(argument.iter().cloned().collect::<TokenStream>()),
            _ => None,
        };
        match name.as_str() {
            "Option" => {
                single().map_or_else(|| Self::One(ty.iter().cloned().collect()), Self::Optional)
            }
            "BTreeMap" | "HashMap" => Self::Map,
            "Vec" | "VecDeque" | "BTreeSet" | "HashSet" => match arguments.as_slice() {
                [argument] if is_pair(argument) => Self::Map,
                [argument] => Self::List(argument.iter().cloned().collect()),
                _ => Self::One(ty.iter().cloned().collect()),
            },
            _ => Self::One(ty.iter().cloned().collect()),
        }
    }

    /// The type of one value (a member, for a list).
    pub(crate) fn member(&self) -> Option<&TokenStream> {
        match self {
            Self::One(ty) | Self::Optional(ty) | Self::List(ty) => Some(ty),
            Self::Map => None,
        }
    }
}

/// Whether the type `ty` is one whose values `uri!` proves are never a dot
/// segment (its numbers and `bool`), by its last path segment.
pub(crate) fn never_dot_segment(ty: &TokenStream) -> bool {
    let tokens: Vec<TokenTree> = ty.clone().into_iter().collect();
    last_segment(&tokens).is_some_and(|(name, arguments)| {
        arguments.is_empty()
            && matches!(
                name.as_str(),
                "u8" | "u16"
                    | "u32"
                    | "u64"
                    | "u128"
                    | "usize"
                    | "i8"
                    | "i16"
                    | "i32"
                    | "i64"
                    | "i128"
                    | "isize"
                    | "f32"
                    | "f64"
                    | "bool"
                    | "NonZeroU8"
                    | "NonZeroU16"
                    | "NonZeroU32"
                    | "NonZeroU64"
                    | "NonZeroUsize"
            )
    })
}

/// Whether a field of type `ty`, one of those [`never_dot_segment`]
/// proves, could hold the decoded `value` (`"7"` for a `u64`), by parsing
/// it as that type; `true` for any other type, which could.
pub(crate) fn could_hold(ty: &TokenStream, value: &str) -> bool {
    use core::num::{NonZeroU8, NonZeroU16, NonZeroU32, NonZeroU64, NonZeroUsize};
    let tokens: Vec<TokenTree> = ty.clone().into_iter().collect();
    let Some((name, arguments)) = last_segment(&tokens) else {
        return true;
    };
    if !arguments.is_empty() {
        return true;
    }
    match name.as_str() {
        "u8" => value.parse::<u8>().is_ok(),
        "u16" => value.parse::<u16>().is_ok(),
        "u32" => value.parse::<u32>().is_ok(),
        "u64" => value.parse::<u64>().is_ok(),
        "u128" => value.parse::<u128>().is_ok(),
        "usize" => value.parse::<usize>().is_ok(),
        "i8" => value.parse::<i8>().is_ok(),
        "i16" => value.parse::<i16>().is_ok(),
        "i32" => value.parse::<i32>().is_ok(),
        "i64" => value.parse::<i64>().is_ok(),
        "i128" => value.parse::<i128>().is_ok(),
        "isize" => value.parse::<isize>().is_ok(),
        "f32" => value.parse::<f32>().is_ok(),
        "f64" => value.parse::<f64>().is_ok(),
        "bool" => value.parse::<bool>().is_ok(),
        "NonZeroU8" => value.parse::<NonZeroU8>().is_ok(),
        "NonZeroU16" => value.parse::<NonZeroU16>().is_ok(),
        "NonZeroU32" => value.parse::<NonZeroU32>().is_ok(),
        "NonZeroU64" => value.parse::<NonZeroU64>().is_ok(),
        "NonZeroUsize" => value.parse::<NonZeroUsize>().is_ok(),
        _ => true,
    }
}

/// Whether `member` is `uri::path::SafePath`, by its name (`SafePath`,
/// without generic arguments, by any path): a value read as its variable's
/// place says ([`field_type`]). The expansion asks for the type itself
/// (`SafePathField`), so that another type of the name is reported.
pub(crate) fn is_safe_path(member: &TokenStream) -> bool {
    let tokens: Vec<TokenTree> = member.clone().into_iter().collect();
    last_segment(&tokens)
        .is_some_and(|(name, arguments)| name == "SafePath" && arguments.is_empty())
}

/// The expansion's call that proves `member` a route field's type, spanned
/// at the field (`span`), where a type that is none is reported:
/// `borrowed_field()` for a value that borrows from the request
/// (`Cow<'a, str>`, `'a` the item's `lifetime`), `safe_path_field(…)` for
/// a `SafePath` read as `safe` says, else `Self::route_field_type::<T>()`
/// ([`field_type_fn`]).
pub(crate) fn field_type(
    private: &TokenStream,
    member: &TokenStream,
    lifetime: Option<&TokenStream>,
    safe: Option<SafeKind>,
    span: Span,
) -> TokenStream {
    if let Some(kind) = safe {
        let kind = proc_macro2::Ident::new(&format!("{kind:?}"), span);
        quote_spanned!(span=> #private::safe_path_field::<#member>(#private::SafeKind::#kind))
    } else if lifetime.is_some_and(|lifetime| borrows(member, lifetime)) {
        quote_spanned!(span=> #private::borrowed_field())
    } else {
        quote_spanned!(span=> Self::route_field_type::<#member>())
    }
}

/// The hidden function of a route type that proves a type a route field's
/// ([`field_type`] calls it): defined in the expansion, so that the bound a
/// type without `Display` or `FromStr` fails is shown at the derive, not in
/// the library's source.
pub(crate) fn field_type_fn(private: &TokenStream) -> TokenStream {
    quote::quote! {
        #[doc(hidden)]
        #[allow(clippy::inline_always, reason = "as `field_type`'s")]
        #[inline(always)]
        fn route_field_type<'u, T: #private::RouteField + 'static>() -> #private::FieldType<'u, T> {
            #private::field_type::<T>()
        }
    }
}

/// Whether `member` is `Cow<'a, str>` with `lifetime` as its `'a`.
pub(crate) fn borrows(member: &TokenStream, lifetime: &TokenStream) -> bool {
    let tokens: Vec<TokenTree> = member.clone().into_iter().collect();
    last_segment(&tokens).is_some_and(|(name, arguments)| {
        let text = |argument: &Vec<TokenTree>| {
            argument
                .iter()
                .cloned()
                .collect::<TokenStream>()
                .to_string()
        };
        name == "Cow"
            && matches!(arguments.as_slice(), [held, target]
                if text(held) == lifetime.to_string() && text(target) == "str")
    })
}

/// The last segment of a path type: its name and generic arguments (each
/// argument's tokens), or `None` for a type that is not a path.
fn last_segment(ty: &[TokenTree]) -> Option<(String, Vec<Vec<TokenTree>>)> {
    // Where the last segment's name is: after the last `::` outside `<…>`.
    let mut depth = 0usize;
    let mut name_at = None;
    for (i, token) in ty.iter().enumerate() {
        match token {
            TokenTree::Punct(punct) if punct.as_char() == '<' => depth += 1,
            TokenTree::Punct(punct) if punct.as_char() == '>' => depth = depth.checked_sub(1)?,
            TokenTree::Ident(_) if depth == 0 => name_at = Some(i),
            TokenTree::Punct(punct) if depth == 0 && punct.as_char() == ':' => {}
            _ if depth == 0 => return None,
            _ => {}
        }
    }
    let name_at = name_at?;
    let name = ty[name_at].to_string();
    let rest = &ty[name_at + 1..];
    let arguments = match rest {
        [] => Vec::new(),
        [TokenTree::Punct(open), inner @ .., TokenTree::Punct(close)]
            if open.as_char() == '<' && close.as_char() == '>' =>
        {
            split_arguments(inner)
        }
        _ => return None,
    };
    Some((name, arguments))
}

/// Splits generic arguments at their top-level commas.
fn split_arguments(tokens: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    let mut arguments = vec![Vec::new()];
    let mut depth = 0usize;
    for token in tokens {
        if let TokenTree::Punct(punct) = token {
            match punct.as_char() {
                ',' if depth == 0 => {
                    arguments.push(Vec::new());
                    continue;
                }
                '<' => depth += 1,
                '>' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        if let Some(argument) = arguments.last_mut() {
            argument.push(token.clone());
        }
    }
    arguments.retain(|argument| !argument.is_empty());
    arguments
}

/// Whether a generic argument is a pair type `(K, V)`: a list of pairs is a map.
fn is_pair(argument: &[TokenTree]) -> bool {
    matches!(argument, [TokenTree::Group(group)] if group.delimiter() == proc_macro2::Delimiter::Parenthesis
        && split_arguments(&group.stream().into_iter().collect::<Vec<_>>()).len() == 2)
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use super::*;

    fn shape(ty: &str) -> Shape {
        let tokens: Vec<TokenTree> = TokenStream::from_str(ty).unwrap().into_iter().collect();
        Shape::of(&tokens)
    }

    fn member(ty: &str) -> String {
        shape(ty)
            .member()
            .map(ToString::to_string)
            .unwrap_or_default()
    }

    #[test]
    fn shapes_follow_the_written_type() {
        assert!(matches!(shape("String"), Shape::One(_)));
        assert!(matches!(shape("Option<u32>"), Shape::Optional(_)));
        assert!(matches!(
            shape("std::option::Option<State>"),
            Shape::Optional(_)
        ));
        assert!(matches!(shape("Vec<String>"), Shape::List(_)));
        assert!(matches!(shape("BTreeSet<u8>"), Shape::List(_)));
        assert!(matches!(shape("Vec<(String, String)>"), Shape::Map));
        assert!(matches!(shape("HashMap<String, String>"), Shape::Map));
        assert!(matches!(shape("&'static str"), Shape::One(_)));
        assert_eq!(member("Option<Vec<u8>>"), "Vec < u8 >");
        assert_eq!(member("Vec<my::Id>"), "my :: Id");
    }

    #[test]
    fn only_cow_str_with_the_items_lifetime_borrows() {
        let borrows = |ty: &str| {
            super::borrows(
                &TokenStream::from_str(ty).unwrap(),
                &TokenStream::from_str("'a").unwrap(),
            )
        };
        assert!(borrows("Cow<'a, str>"));
        assert!(borrows("std::borrow::Cow<'a, str>"));
        assert!(!borrows("Cow<'static, str>"));
        assert!(!borrows("Cow<'b, str>"));
        assert!(!borrows("Cow<'a, [u8]>"));
        assert!(!borrows("&'a str"));
        assert!(!borrows("String"));
        assert!(!borrows("Option<Cow<'a, str>>"));
    }

    #[test]
    fn a_safe_path_is_known_by_its_name() {
        let safe = |ty: &str| is_safe_path(&TokenStream::from_str(ty).unwrap());
        assert!(safe("SafePath"));
        assert!(safe("uri::path::SafePath"));
        assert!(safe("::uri::path::SafePath"));
        assert!(!safe("SafePath<T>"));
        assert!(!safe("Vec<SafePath>"));
        assert!(!safe("SafePathBuf"));
        assert!(!safe("String"));
    }

    #[test]
    fn only_numbers_and_bool_are_proven() {
        let proven = |ty: &str| never_dot_segment(&TokenStream::from_str(ty).unwrap());
        assert!(proven("u32"));
        assert!(proven("core::num::NonZeroU64"));
        assert!(!proven("String"));
        assert!(!proven("char"));
        assert!(!proven("State"));
        assert!(!proven("Vec<u32>"));
    }
}
