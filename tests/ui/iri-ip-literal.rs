fn main() {
    // IP literals stay ASCII.
    let _ = uri::iri!("http://[::１]/");
}
