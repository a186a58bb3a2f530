use uri::{Iri, IriRef, iri, iri_ref};

const HOME: Iri<'static> = iri!("https://bücher.example/größe?q=€#章");
const HOST: Option<&str> = HOME.host_str();
const PICTURE: IriRef<'static> = iri_ref!("../画像/ロゴ.png?\u{e000}");
const QUERY: Option<&str> = PICTURE.query();
static ASCII: Iri<'static> = iri!("http://h/p");

fn main() {
    assert_eq!(HOST, Some("bücher.example"));
    assert_eq!(QUERY, Some("\u{e000}"));
    assert_eq!(ASCII.as_uri().map(|uri| uri.path().as_str()), Some("/p"));
    assert_eq!(HOME, Iri::parse("https://bücher.example/größe?q=€#章").unwrap());
}
