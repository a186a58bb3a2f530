const API: uri::Uri<'static> = uri::uri!("https://api.example.com/v1 beta");

fn main() {
    let _ = API;
}
