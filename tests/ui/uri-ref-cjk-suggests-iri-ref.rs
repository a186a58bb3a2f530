fn main() {
    let _ = uri::uri_ref!("../画像/ロゴ.png");
}
