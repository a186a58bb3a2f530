// The drawing of a literal never repeats its password.
const DB: uri::Uri<'static> = uri::uri!("postgres://admin:hunter2@db.example/main db");

fn main() {
    let _ = DB;
}
