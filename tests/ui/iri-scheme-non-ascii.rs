fn main() {
    // A scheme is ASCII in an IRI too.
    let _ = uri::iri!("日本:x");
}
