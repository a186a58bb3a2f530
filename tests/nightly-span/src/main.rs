fn main() {
    let _ = uri::uri!("https://example.com/a b");
    let _ = uri::uri!("http://[::1]/\x20");
    let _ = uri::uri_template!("/users/{名前}");
    let _ = uri::uri!("https://example.com/{id}{?pag}", id = 1, page = 2);
    let user = ();
    let _ = uri::uri!("https://example.com/{user}");
}
