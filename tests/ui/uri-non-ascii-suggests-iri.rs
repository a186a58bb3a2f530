fn main() {
    // A URI literal with a character an IRI allows suggests `iri!`.
    let _ = uri::uri!("https://example.com/café");
}
