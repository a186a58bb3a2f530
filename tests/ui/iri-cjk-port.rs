fn main() {
    // The caret sits under the CJK character, after a host of CJK characters.
    let _ = uri::iri!("http://例え.jp:八0/");
}
