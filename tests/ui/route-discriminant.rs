#[derive(uri::Route)]
enum Page {
    #[route("/")]
    Home = 1,
}

#[derive(uri::Route)]
#[repr(u8)]
enum Item {
    #[route("/items/{id}")]
    One { id: u32 } = 2,
}

fn main() {}
