fn main() {
    let _ = uri::uri_template!("/a/{b{c}}");
}
