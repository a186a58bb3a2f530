fn main() {
    // The error is the space; the right-to-left override is shown escaped.
    let _ = uri::iri!("http://h/\u{202e}gpj x");
}
