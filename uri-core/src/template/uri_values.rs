//! The crate's own types as template values: a URI, IRI or template is one
//! string, its text, encoded for its place like any other value, so
//! `uri!("https://h/login{?redirect_uri}", redirect_uri = callback)` writes the
//! callback as data that a query parser gives back whole.
//!
//! Implemented here because `Value` is this crate's trait and the types are
//! too: the orphan rule keeps a user from adding it.

use core::fmt;

use crate::template::uri_template::UriTemplate;
use crate::template::variables::{Scalar, Value, ValueSink};
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Implements `Value` as the type's text.
macro_rules! text_values {
    ($($ty:ty),* $(,)?) => {
        $(
            #[diagnostic::do_not_recommend]
            impl Value for $ty {
                fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
                    sink.string(self.as_str())
                }

                fn scalar(&self) -> Scalar<'_> {
                    Scalar::Str(self.as_str())
                }
            }
        )*
    };
}

text_values!(Uri<'_>, UriRef<'_>, Iri<'_>, IriRef<'_>, UriTemplate<'_>);

#[cfg(feature = "alloc")]
mod owned {
    use core::fmt;

    use crate::template::owned::UriTemplateBuf;
    use crate::template::variables::{Scalar, Value, ValueSink};
    use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};

    text_values!(UriBuf, UriRefBuf, IriBuf, IriRefBuf, UriTemplateBuf);
}

#[cfg(test)]
mod tests {
    use alloc::string::String;

    use crate::encoding::decode::decode_utf8;
    use crate::encoding::query::QueryPairs;
    use crate::template::uri_template::UriTemplate;
    use crate::value::iri::Iri;
    use crate::value::owned::UriBuf;
    use crate::value::uri::Uri;
    use crate::value::uri_ref::UriRef;

    #[test]
    fn a_uri_as_a_query_value_round_trips() {
        let callback = UriBuf::parse("https://app.example/cb?state=a&b=c#x").unwrap();
        let template = UriTemplate::parse("https://id.example/authorize{?redirect_uri}").unwrap();
        let url = template.expand(&[("redirect_uri", &callback)]).unwrap();
        assert_eq!(
            url,
            "https://id.example/authorize?redirect_uri=https%3A%2F%2Fapp.example%2Fcb%3Fstate%3Da%26b%3Dc%23x"
        );
        let query = url.query().unwrap();
        let pair = QueryPairs::new(query).next().unwrap();
        let value = decode_utf8(pair.value().unwrap().as_encoded()).unwrap();
        assert_eq!(value, callback.as_str());
    }

    #[test]
    fn every_type_expands_as_its_text() {
        let expand = |value: &dyn super::Value| -> String {
            UriTemplate::parse("{v}")
                .unwrap()
                .expand_to_string(&[("v", value)])
                .unwrap()
        };
        assert_eq!(expand(&Uri::parse("s:x").unwrap()), "s%3Ax");
        assert_eq!(expand(&UriRef::parse("../a").unwrap()), "..%2Fa");
        assert_eq!(expand(&Iri::parse("s:\u{e9}").unwrap()), "s%3A%C3%A9");
        assert_eq!(expand(&UriTemplate::parse("/{x}").unwrap()), "%2F%7Bx%7D");
    }
}
