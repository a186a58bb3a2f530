//! The direct reading of a route type's query of variables alone
//! (`/issues{?state,page}`): the request's query cut into pairs once, each
//! variable's value found by its name, for the code `#[derive(Route)]`
//! writes (`direct.rs`) at such a template's end.
//!
//! It reads as the table's reader does (`read/query_set.rs`): pairs are
//! separated by `&`, empty ones skipped; a pair's name runs to its first `=`
//! (a pair without one is its name with the empty value); a pair named after
//! no variable is an extra pair, left alone; a value is decoded with `+` as
//! a space, the default of [`MatchOptions`](crate::matching::options::MatchOptions)
//! that route types read with. It leaves to the table what it would have to
//! decide otherwise: a name with an escape (`pa%67e` names `page`), a
//! variable named twice (a bad request), a value with a `%` that begins no
//! escape, or that is not UTF-8 once decoded.

use alloc::borrow::Cow;

use crate::encoding::decode::{decode_form, has_escapes};
use crate::matching::read::request::bad_escape;

/// How many query variables a template read directly may have.
pub(crate) const QUERY_VARS: usize = 8;

/// The values a request's query gives a template's query variables, found
/// by [`new`](Self::new); `None` from it sends the request to the table.
///
/// # Examples
///
/// ```
/// use uri_core::__private::{DirectPath, DirectQuery};
///
/// let path = DirectPath::new("/issues?page=2&utm_source=x&q=a+b#top").unwrap();
/// let query = DirectQuery::new(path.query(), &["state", "page", "q"]).unwrap();
/// assert_eq!(query.value(0), Ok(None));
/// assert_eq!(query.value(1).unwrap().as_deref(), Some("2"));
/// assert_eq!(query.value(2).unwrap().as_deref(), Some("a b"));
///
/// // What the direct reading leaves to the table.
/// let path = DirectPath::new("/issues?page=2&page=3").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"]).is_none());
/// let path = DirectPath::new("/issues?pa%67e=2").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"]).is_none());
/// let path = DirectPath::new("/issues?page=%zz").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"]).unwrap().value(0).is_err());
/// ```
#[derive(Clone, Debug)]
pub struct DirectQuery<'u> {
    /// Each variable's value as the request writes it, if it names it.
    values: [Option<&'u str>; QUERY_VARS],
}

impl<'u> DirectQuery<'u> {
    /// The values a request's `query` (as `DirectPath::query` gives it:
    /// without its `?`, before any `#`; `None` where the request has none)
    /// gives the variables `names` (at most `QUERY_VARS`, each given once);
    /// `None` where the table must decide: a pair's name holds an escape,
    /// or names a variable a second time.
    pub fn new(query: Option<&'u str>, names: &[&str]) -> Option<Self> {
        let mut values = [None; QUERY_VARS];
        if names.len() > QUERY_VARS {
            return None;
        }
        let Some(query) = query else {
            return Some(Self { values });
        };
        // One pass over the bytes: where each pair ends, and its first `=`.
        // The pairs are `QueryPairs`' (at `&`, empty ones skipped, a name up
        // to its first `=`), but its search for the `&`, a character at a
        // time, made this reading a quarter slower (2,665 to 3,309
        // instructions a lookup of a route with three pairs).
        let bytes = query.as_bytes();
        let mut start = 0;
        while start < bytes.len() {
            let mut end = start;
            let mut equals = None;
            while let Some(&byte) = bytes.get(end) {
                match byte {
                    b'&' => break,
                    b'=' if equals.is_none() => equals = Some(end),
                    b'%' if equals.is_none() => return None,
                    _ => {}
                }
                end += 1;
            }
            let (name, value) = match equals {
                Some(equals) => (&query[start..equals], &query[equals + 1..end]),
                None => (&query[start..end], ""),
            };
            if let Some(at) = names.iter().position(|&wanted| wanted == name) {
                if values[at].replace(value).is_some() {
                    return None;
                }
            }
            start = end + 1;
        }
        Some(Self { values })
    }

    /// The value of variable `index`, decoded: `Ok(None)` where the query
    /// does not name it, [`LeftToTable`] where the table must decide (a `%`
    /// that begins no escape, not UTF-8 once decoded).
    ///
    /// # Errors
    ///
    /// [`LeftToTable`], as above.
    pub fn value(&self, index: usize) -> Result<Option<Cow<'u, str>>, LeftToTable> {
        let Some(value) = self.values.get(index).copied().flatten() else {
            return Ok(None);
        };
        if !has_escapes(value, true) {
            return Ok(Some(Cow::Borrowed(value)));
        }
        if bad_escape(value.as_bytes()).is_some() {
            return Err(LeftToTable);
        }
        decode_form(value).map(Some).map_err(|_| LeftToTable)
    }
}

/// What a direct reading gives up on: the table reads the request instead,
/// and answers it with its errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftToTable;

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;

    use super::{DirectQuery, LeftToTable};

    /// What a query reads for three variables.
    type Read = [Result<Option<String>, LeftToTable>; 3];

    /// The variables `names` read from the query of `text`.
    fn values(text: &str, names: &[&str]) -> Option<Read> {
        let query = text
            .split_once('?')
            .map(|(_, query)| query.split_once('#').map_or(query, |(query, _)| query));
        let query = DirectQuery::new(query, names)?;
        Some(core::array::from_fn(|index| {
            query.value(index).map(|value| value.map(Cow::into_owned))
        }))
    }

    #[allow(
        clippy::unnecessary_wraps,
        reason = "the expected answer, beside the `Err`s and `ABSENT`s it is compared with"
    )]
    fn found(value: &str) -> Result<Option<String>, LeftToTable> {
        Ok(Some(value.into()))
    }

    const ABSENT: Result<Option<String>, LeftToTable> = Ok(None);

    #[test]
    fn pairs_are_read_in_any_order_with_extra_pairs_left_alone() {
        let names = ["a", "b", "c"];
        assert_eq!(
            values("/x?b=2&&z=9&a=1=2&", &names),
            Some([found("1=2"), found("2"), ABSENT])
        );
        // No query, an empty one, a fragment.
        assert_eq!(values("/x", &names), Some([ABSENT, ABSENT, ABSENT]));
        assert_eq!(values("/x?", &names), Some([ABSENT, ABSENT, ABSENT]));
        assert_eq!(
            values("/x?a=1#b=2", &names),
            Some([found("1"), ABSENT, ABSENT])
        );
        // A pair without `=` is the empty value; `=` alone, an empty name.
        assert_eq!(
            values("/x?a&=1&b=", &names),
            Some([found(""), found(""), ABSENT])
        );
        // Decoded, `+` a space; a raw `?`, `/` or `:` stays.
        assert_eq!(
            values("/x?a=a+b%2B%C3%A9&b=?/:&c=%", &names),
            Some([found("a b+\u{e9}"), found("?/:"), Err(LeftToTable)])
        );
        assert_eq!(values("/x?c=%FF", &names).unwrap()[2], Err(LeftToTable));
    }

    #[test]
    fn what_the_table_decides_is_left_to_it() {
        let names = ["page", "b", "c"];
        // A variable named twice, a name with an escape (even of an extra
        // pair: it could spell a variable), too many variables.
        assert_eq!(values("/x?page=1&page=2", &names), None);
        assert_eq!(values("/x?page&page", &names), None);
        assert_eq!(values("/x?pa%67e=1", &names), None);
        assert_eq!(values("/x?z%41=1", &names), None);
        assert!(DirectQuery::new(None, &["a"; 9]).is_none());
        // An extra pair named twice, or with a malformed value, is not.
        assert!(values("/x?z=1&z=%zz", &names).is_some());
    }
}
