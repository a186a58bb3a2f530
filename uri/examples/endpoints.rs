//! Service endpoints as compile-time constants, joined at run time with path
//! segments and query parameters taken from user data.
//!
//! ```text
//! cargo run -p strict-uri --example endpoints -- 'ada lovelace' 2
//! ```

use uri::error::BuildError;
use uri::{Uri, UriBuf, uri};

/// Checked when the program is compiled; its parts are readable in `const` code.
const API: Uri<'static> = uri!("https://api.example.com/v1/");
const API_HOST: Option<&str> = API.host_str();

/// The search endpoint for `user`'s repositories, page `page`.
fn repositories(user: &str, page: u32) -> Result<UriBuf, BuildError> {
    let mut endpoint = API.into_owned();
    // The base ends in `/`: the first segment fills it, no `//`.
    endpoint.push_path_segment("users")?;
    endpoint.push_path_segment(user)?;
    endpoint.push_path_segment("repos")?;
    endpoint.append_query_pair("page", &page.to_string());
    endpoint.append_query_pair("sort", "updated desc");
    Ok(endpoint)
}

/// What the program prints for its arguments.
pub(crate) fn report(user: &str, page: u32) -> String {
    match repositories(user, page) {
        Ok(endpoint) => {
            let mut next = endpoint.clone();
            next.set_query_pair("page", &(page + 1).to_string());
            format!(
                "host: {}\nendpoint: {endpoint}\nnext page: {next}\n",
                API_HOST.unwrap_or("")
            )
        }
        Err(error) => format!("cannot build the endpoint: {error}\n"),
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let user = args.next().unwrap_or_else(|| "ada lovelace".to_owned());
    let page = args.next().and_then(|page| page.parse().ok()).unwrap_or(1);
    print!("{}", report(&user, page));
}
