macro_rules! api {
    ($path:literal) => {
        uri::uri!($path)
    };
}

fn main() {
    let _ = api!("https://example.com/a b");
}
