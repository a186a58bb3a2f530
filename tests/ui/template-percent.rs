fn main() {
    let _ = uri::uri_template!("/discount/100%/{code}");
}
