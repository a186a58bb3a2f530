use std::collections::BTreeMap;

#[derive(uri::Route)]
#[route("/search{?params*}")]
struct Search {
    params: BTreeMap<String, String>,
}

fn main() {}
