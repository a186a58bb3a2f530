//! `key=value` queries: reading the pairs of a query lazily, decoding each part on
//! demand, and writing pairs with the minimal encoding.
//!
//! # Examples
//!
//! ```
//! use uri::query::{QueryOptions, QueryPairs, QuerySerializer};
//!
//! let uri = uri::Uri::parse("https://example.com/search?q=caf%C3%A9&page=2")?;
//! let pairs: Vec<_> = uri.query_pairs().map(|p| (p.key().to_string(), p.value().map(|v| v.to_string()))).collect();
//! assert_eq!(pairs[0], ("q".to_owned(), Some("caf\u{e9}".to_owned())));
//!
//! let form = QueryPairs::with_options("a=1+2", QueryOptions::new().form(true));
//! assert_eq!(form.map(|p| p.value().unwrap().to_string()).collect::<Vec<_>>(), ["1 2"]);
//!
//! assert_eq!(QuerySerializer::new().pair("q", "a&b").finish(), "q=a%26b");
//! # Ok::<(), uri::ParseError>(())
//! ```

pub use uri_core::api::query::*;
