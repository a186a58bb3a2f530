fn main() {
    let _ = uri::iri!("/ü");
}
