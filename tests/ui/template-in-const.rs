use uri::UriTemplate;

const API: UriTemplate<'static> = uri::uri_template!("https://api.example.com/{version/users");

fn main() {
    let _ = API.expression_count();
}
