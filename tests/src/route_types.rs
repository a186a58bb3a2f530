//! Route types of a crate of their own, for the tests of `link!` across
//! crates: a link in another crate is checked against these routes through
//! the hidden macro their derive left here.

use uri::Route;

/// One item of the shop's API.
#[derive(Route, Debug, PartialEq)]
#[route("/items/{id}{?fields*}")]
pub struct Item {
    /// The item's number.
    pub id: u32,
    /// The fields to answer with.
    pub fields: Vec<String>,
}

/// A shop's pages, with its API nested under `/api`.
///
/// # Examples
///
/// ```
/// use uri_tests::route_types::{Item, Shop};
///
/// let link = uri::link!(Shop, "/api/items/{id}", id = 7);
/// assert_eq!(Shop::from_uri(link.as_str())?, Shop::Api(Item { id: 7, fields: vec![] }));
/// # Ok::<(), uri::template::RouteError>(())
/// ```
#[derive(Route, Debug, PartialEq)]
pub enum Shop {
    /// The front page.
    #[route("/")]
    Home,
    /// A search, a page of results at a time.
    #[route("/search{?q,page}")]
    Search {
        /// The words searched for.
        q: Option<String>,
        /// The page of results.
        page: Option<u32>,
    },
    /// The API.
    #[route("/api")]
    Api(Item),
}

/// An order, whose status is of a type private to this module: the
/// derive's hidden methods name it, and links from other crates still
/// check their other values.
#[derive(Route, Debug, PartialEq)]
#[route("/orders/{number}{?status}")]
pub struct Order {
    /// The order's number.
    pub number: u32,
    status: Option<Status>,
}

/// Where an order is.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Status {
    Open,
    Shipped,
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Status::Open => "open",
            Status::Shipped => "shipped",
        })
    }
}

impl std::str::FromStr for Status {
    type Err = &'static str;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "open" => Ok(Status::Open),
            "shipped" => Ok(Status::Shipped),
            _ => Err("no such status"),
        }
    }
}

impl Order {
    /// Whether the order has shipped.
    ///
    /// ```
    /// let order = uri_tests::route_types::Order::from_uri("/orders/7?status=shipped")?;
    /// assert!(order.shipped());
    /// # Ok::<(), uri::template::RouteError>(())
    /// ```
    pub fn shipped(&self) -> bool {
        self.status == Some(Status::Shipped)
    }
}
