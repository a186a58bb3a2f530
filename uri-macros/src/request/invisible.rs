//! Tokens forwarded through `macro_rules!` (`$lit:literal`, `$e:expr`) arrive
//! inside invisible groups; the literal and the arguments' names are read out of
//! theirs, while a value stays in its group, which keeps it whole.

use proc_macro2::{Delimiter, TokenTree};

/// The tokens the user wrote, out of any invisible groups around them.
pub(crate) fn unwrap_invisible(token: TokenTree) -> Vec<TokenTree> {
    match token {
        TokenTree::Group(group) if group.delimiter() == Delimiter::None => group
            .stream()
            .into_iter()
            .flat_map(unwrap_invisible)
            .collect(),
        other => vec![other],
    }
}
