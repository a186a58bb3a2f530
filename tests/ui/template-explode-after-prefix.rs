fn main() {
    let _ = uri::uri_template!("/files{/path:3*}");
}
