use uri::{Iri, iri};

const PAGE: Iri<'static> = iri!("https://例え.jp/ページ/{id");

fn main() {
    let _ = PAGE.host_str();
}
