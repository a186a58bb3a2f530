fn main() {
    // Private-use characters only in the query.
    let _ = uri::iri_ref!("/a?\u{e000}#\u{e000}");
}
