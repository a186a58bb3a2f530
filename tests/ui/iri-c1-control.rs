fn main() {
    // A C1 control is not `ucschar`.
    let _ = uri::iri!("http://h/a\u{85}");
}
