use uri::{IriRef, iri_ref};

fn main() {
    let page: IriRef<'_> = iri_ref!("../ページ/{id");
    let _ = page.path();
}
