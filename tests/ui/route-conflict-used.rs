use uri::Route;

#[derive(Route)]
enum Api {
    #[route("/users/{id}")]
    User { id: u64 },
    #[route("/users/{name}")]
    Named { name: u64 },
}

#[derive(Route)]
enum Outer {
    #[route("/api")]
    Api(Api),
}

fn main() {
    let api = Api::from_uri("/users/7").unwrap();
    let _link: uri::UriRefBuf = api.to_uri();
    let _text = api.to_string();
    let _outer = Outer::from_uri("/api/users/7");
    let _linked = uri::link!(Outer, "/api/users/7");
}
