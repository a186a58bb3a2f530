//! A crawler's link handling: resolve each `href` of a page against the page's
//! URI as a browser does (`join_lenient`: a space, a backslash or a stray `%`
//! in a link is read, not refused), drop the fragment and tracking parameters,
//! normalize, and keep each resource once. Hrefs that no browser follows are
//! reported with the caret drawing.
//!
//! ```text
//! cargo run -p strict-uri --example crawler --features lenient
//! ```

use std::collections::BTreeSet;
use std::fmt::Write as _;

use uri::{Normalized, Uri, UriBuf};

pub(crate) const PAGE: &str = "https://Example.com/docs/guide/index.html?lang=en";

pub(crate) const HREFS: &[&str] = &[
    "intro.html",
    "./intro.html#setup",
    "../guide/intro.html?utm_source=newsletter",
    "HTTPS://EXAMPLE.COM:443/docs/guide/%69ntro.html",
    "/docs/api/",
    "//cdn.example.com/style.css",
    "mailto:docs@example.com",
    "../api/index.html?utm_medium=mail&version=2",
    "search?q=caf%C3%A9",
    "a page.html",
    "..\\guide\\faq.html",
    "https://[::1/admin",
];

/// The crawler's view of `hrefs` on the page at `page`: the distinct resources,
/// in order, and the hrefs it could not read.
pub(crate) fn crawl(page: &str, hrefs: &[&str]) -> String {
    let page = Uri::parse(page).expect("the page URI is valid");
    let mut seen = BTreeSet::new();
    let mut out = String::new();
    for href in hrefs {
        let mut link: UriBuf = match page.join_lenient(href) {
            Ok(link) => link.into_value(),
            Err(error) => {
                let _ = writeln!(out, "skipped {href:?}:\n{}", error.report(href));
                continue;
            }
        };
        link.set_fragment(None);
        link.retain_query_pairs(|pair| !pair.key().as_encoded().starts_with("utm_"));
        let key = Normalized::from(link.as_uri());
        if seen.insert(key.clone()) {
            let _ = writeln!(out, "{}", key.normal());
        }
    }
    let _ = writeln!(out, "{} distinct of {} links", seen.len(), hrefs.len());
    out
}

fn main() {
    print!("{}", crawl(PAGE, HREFS));
}
