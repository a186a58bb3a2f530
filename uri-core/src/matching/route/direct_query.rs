//! The direct reading of a route type's query of variables alone
//! (`/issues{?state,page,labels*}`): the request's query cut into pairs once,
//! each variable's value found by its name, for the code `#[derive(Route)]`
//! writes (`direct.rs`) at such a template's end.
//!
//! It reads as the table's reader does (`read/query_set.rs`): pairs are
//! separated by `&`, empty ones skipped; a pair's name runs to its first `=`
//! (a pair without one is its name with the empty value); a pair named after
//! no variable is an extra pair, left alone; an exploded variable
//! (`{?labels*}`) takes every pair of its name, in the query's order, as a
//! list's members; a value is decoded with `+` as a space, the default of
//! [`MatchOptions`](crate::matching::options::MatchOptions) that route types
//! read with. It leaves to the table what it would have to decide
//! otherwise: a name with an escape (`pa%67e` names `page`), a variable
//! that is not exploded named twice (a bad request), a value with a `%` that
//! begins no escape, or that is not UTF-8 once decoded.

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
/// let path = DirectPath::new("/issues?page=2&utm_source=x&q=a+b&tag=x&tag=y#top").unwrap();
/// let names = ["state", "page", "q", "tag"];
/// let query = DirectQuery::new(path.query(), &names, &[false, false, false, true]).unwrap();
/// assert_eq!(query.value(0), Ok(None));
/// assert_eq!(query.value(1).unwrap().as_deref(), Some("2"));
/// assert_eq!(query.value(2).unwrap().as_deref(), Some("a b"));
/// let tags: Vec<_> = query.members("tag").map(|tag| tag.unwrap()).collect();
/// assert_eq!(tags, ["x", "y"]);
///
/// // What the direct reading leaves to the table.
/// let path = DirectPath::new("/issues?page=2&page=3").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"], &[false]).is_none());
/// let path = DirectPath::new("/issues?pa%67e=2").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"], &[false]).is_none());
/// let path = DirectPath::new("/issues?page=%zz").unwrap();
/// assert!(DirectQuery::new(path.query(), &["page"], &[false]).unwrap().value(0).is_err());
/// ```
#[derive(Clone, Debug)]
pub struct DirectQuery<'u> {
    /// The query, for an exploded variable's members.
    query: &'u str,
    /// Each variable's value as the request writes it (an exploded one's
    /// first), if it names it.
    values: [Option<&'u str>; QUERY_VARS],
}

impl<'u> DirectQuery<'u> {
    /// The values a request's `query` (as `DirectPath::query` gives it:
    /// without its `?`, before any `#`; `None` where the request has none)
    /// gives the variables `names` (at most `QUERY_VARS`, each given once),
    /// of which those `exploded` take every pair of their name; `None` where
    /// the table must decide: a pair's name holds an escape, or names a
    /// variable that is not exploded a second time.
    pub fn new(query: Option<&'u str>, names: &[&str], exploded: &[bool]) -> Option<Self> {
        let mut values = [None; QUERY_VARS];
        if names.len() > QUERY_VARS {
            return None;
        }
        let Some(query) = query else {
            return Some(Self { query: "", values });
        };
        for (name, value) in pairs(query) {
            // A name with an escape may spell a variable's.
            let name = name?;
            if let Some(at) = names.iter().position(|&wanted| wanted == name) {
                let repeated = values[at].is_some();
                if repeated && !exploded.get(at).copied().unwrap_or(false) {
                    return None;
                }
                values[at].get_or_insert(value);
            }
        }
        Some(Self { query, values })
    }

    /// The value of variable `index`, decoded: `Ok(None)` where the query
    /// does not name it, [`LeftToTable`] where the table must decide (a `%`
    /// that begins no escape, not UTF-8 once decoded).
    ///
    /// # Errors
    ///
    /// [`LeftToTable`], as above.
    pub fn value(&self, index: usize) -> Result<Option<Cow<'u, str>>, LeftToTable> {
        match self.values.get(index).copied().flatten() {
            Some(value) => decoded(value).map(Some),
            None => Ok(None),
        }
    }

    /// The members of the exploded variable `name`, decoded, in the query's
    /// order: every pair of its name's value, each [`LeftToTable`] where
    /// [`value`](Self::value) would be.
    pub fn members(&self, name: &str) -> impl Iterator<Item = Result<Cow<'u, str>, LeftToTable>> {
        pairs(self.query)
            .filter(move |&(pair, _)| pair == Some(name))
            .map(|(_, value)| decoded(value))
    }

    /// The members of the list variable `index` that is not exploded
    /// (`{?ids}`, `ids=1,2`): its value cut at each `,`, each decoded, as
    /// [`members`](Self::members) gives them; none where the query does
    /// not name it.
    pub fn items(&self, index: usize) -> impl Iterator<Item = Result<Cow<'u, str>, LeftToTable>> {
        let value = self.values.get(index).copied().flatten();
        value
            .into_iter()
            .flat_map(|value| value.split(','))
            .map(decoded)
    }
}

/// The pairs of `query`, each its name (`None` where it holds a `%`) and its
/// value as the request writes it. One pass over the bytes finds where each
/// pair's name ends and then its value: `QueryPairs` cuts the same pairs,
/// but its search for the `&`, a character at a time, made this reading a
/// quarter slower (2,665 to 3,309 instructions a lookup of a route with
/// three pairs).
fn pairs(query: &str) -> impl Iterator<Item = (Option<&str>, &str)> {
    let bytes = query.as_bytes();
    let mut start = 0;
    core::iter::from_fn(move || {
        loop {
            let rest = bytes.get(start..).filter(|rest| !rest.is_empty())?;
            let pair_start = start;
            // The name runs to the first `=` or `&`; a `%` in it is noted.
            let stop = |from: usize, escape: bool| {
                rest[from..]
                    .iter()
                    .position(|&byte| byte == b'=' || byte == b'&' || (escape && byte == b'%'))
                    .map_or(rest.len(), |at| from + at)
            };
            let mut name_end = stop(0, true);
            let escaped = rest.get(name_end) == Some(&b'%');
            if escaped {
                name_end = stop(name_end, false);
            }
            // The value, after the `=`, to the next `&`.
            let (value_start, end) = if rest.get(name_end) == Some(&b'=') {
                let value = &rest[name_end + 1..];
                let len = value
                    .iter()
                    .position(|&byte| byte == b'&')
                    .unwrap_or(value.len());
                (name_end + 1, name_end + 1 + len)
            } else {
                (name_end, name_end)
            };
            start = pair_start + end + 1;
            // An empty pair (`a=1&&b=2`) is skipped.
            if end == 0 {
                continue;
            }
            let name = &query[pair_start..pair_start + name_end];
            let value = &query[pair_start + value_start..pair_start + end];
            return Some(((!escaped).then_some(name), value));
        }
    })
}

/// A value as the request writes it, decoded with `+` as a space, or
/// [`LeftToTable`] where the table must decide.
fn decoded(value: &str) -> Result<Cow<'_, str>, LeftToTable> {
    if !has_escapes(value, true) {
        return Ok(Cow::Borrowed(value));
    }
    if bad_escape(value.as_bytes()).is_some() {
        return Err(LeftToTable);
    }
    decode_form(value).map_err(|_| LeftToTable)
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
        let query = DirectQuery::new(query, names, &[false; 3])?;
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
        assert!(DirectQuery::new(None, &["a"; 9], &[false; 9]).is_none());
        // An extra pair named twice, or with a malformed value, is not.
        assert!(values("/x?z=1&z=%zz", &names).is_some());
    }

    #[test]
    fn an_exploded_variable_takes_every_pair_of_its_name() {
        let query = "tag=a&x=1&tag=b+c&tag&tag=%C3%A9&page=2";
        let read = DirectQuery::new(Some(query), &["tag", "page"], &[true, false]).unwrap();
        let members: Vec<_> = read.members("tag").collect();
        assert_eq!(
            members,
            [
                Ok(Cow::Borrowed("a")),
                Ok(Cow::Owned("b c".into())),
                Ok(Cow::Borrowed("")),
                Ok(Cow::Owned("\u{e9}".into())),
            ]
        );
        assert_eq!(read.value(1), Ok(Some(Cow::Borrowed("2"))));
        // A list that is not exploded is one pair's value, cut at `,`.
        let read =
            DirectQuery::new(Some("ids=1,%32,,a+b&x=1"), &["ids", "y"], &[false; 2]).unwrap();
        let items: Vec<_> = read.items(0).collect();
        assert_eq!(
            items,
            [
                Ok(Cow::Borrowed("1")),
                Ok(Cow::Owned("2".into())),
                Ok(Cow::Borrowed("")),
                Ok(Cow::Owned("a b".into())),
            ]
        );
        assert_eq!(read.items(1).count(), 0);
        let read = DirectQuery::new(Some("ids="), &["ids"], &[false]).unwrap();
        assert_eq!(read.items(0).collect::<Vec<_>>(), [Ok(Cow::Borrowed(""))]);
        // None, where the query names it not, or there is no query.
        assert_eq!(read.members("label").count(), 0);
        let none = DirectQuery::new(None, &["tag"], &[true]).unwrap();
        assert_eq!(none.members("tag").count(), 0);
        // A malformed member is the table's to report.
        let read = DirectQuery::new(Some("tag=a&tag=%zz"), &["tag"], &[true]).unwrap();
        assert_eq!(read.members("tag").nth(1), Some(Err(LeftToTable)));
        // Named twice, a variable that is not exploded is still the table's.
        assert!(
            DirectQuery::new(
                Some("tag=a&page=1&page=2"),
                &["tag", "page"],
                &[true, false]
            )
            .is_none()
        );
        // An escaped name may spell the list's: the table's as well.
        assert!(DirectQuery::new(Some("tag=a&t%61g=b"), &["tag"], &[true]).is_none());
    }
}
