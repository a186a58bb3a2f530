fn main() {
    // A noncharacter is not `ucschar`: the caret sits under the escape.
    let _ = uri::iri!("https://example.com/\u{fffe}");
}
