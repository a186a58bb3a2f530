//! What both bench targets share: the floor, the contenders and the corpora.

use std::hint::black_box;

/// How many URIs each corpus holds: about 60 KB, which stays in L2.
pub(crate) const CORPUS_SIZE: usize = 1000;

/// How many URIs the escape-dense corpus holds: about 400 KB (mean 4.3 KB).
pub(crate) const ESCAPE_DENSE_SIZE: usize = 100;

/// The lengths of the long URIs, with their labels.
pub(crate) const LONG: [(&str, usize); 4] = [
    ("1k", 1 << 10),
    ("4k", 4 << 10),
    ("16k", 16 << 10),
    ("64k", 64 << 10),
];

/// The bytes RFC 3986 allows anywhere in a URI reference: unreserved,
/// reserved (gen-delims and sub-delims) and `%`.
static ALLOWED: [bool; 256] = {
    let mut table = [false; 256];
    let allowed =
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
    let mut i = 0;
    while i < allowed.len() {
        table[allowed[i] as usize] = true;
        i += 1;
    }
    table
};

/// The floor: counts the allowed bytes of every text, one table load per byte.
/// It validates nothing, so no validator can be faster.
pub(crate) fn floor(corpus: &[String]) -> usize {
    let mut allowed = 0;
    for text in corpus {
        let bytes = black_box(text.as_bytes());
        allowed += bytes
            .iter()
            .filter(|&&byte| ALLOWED[usize::from(byte)])
            .count();
    }
    allowed
}

/// Parses every text of `corpus` with `$parse`, keeping each result alive
/// through `black_box`; evaluates to how many parsed. A macro, not a generic
/// function, because each parser's result borrows the text.
macro_rules! parse_all {
    ($corpus:expr, $parse:expr) => {{
        let mut ok = 0_usize;
        for text in $corpus {
            let result = black_box($parse(black_box(text.as_str())));
            ok += usize::from(result.is_ok());
        }
        ok
    }};
}

/// A parser under test: its name and a function over a whole corpus that
/// returns how many texts it accepted.
pub(crate) type Contender = (&'static str, fn(&[String]) -> usize);

pub(crate) fn uri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::UriRef::parse)
}

pub(crate) fn uri_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, uri::Uri::parse)
}

pub(crate) fn fluent_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, fluent_uri::UriRef::parse)
}

pub(crate) fn fluent_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, fluent_uri::Uri::parse)
}

pub(crate) fn iri_string_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, iri_string::types::UriReferenceStr::new)
}

pub(crate) fn iri_string_uri(corpus: &[String]) -> usize {
    parse_all!(corpus, iri_string::types::UriStr::new)
}

pub(crate) fn oxiri_ref(corpus: &[String]) -> usize {
    parse_all!(corpus, oxiri::IriRef::parse)
}

pub(crate) fn oxiri_iri(corpus: &[String]) -> usize {
    parse_all!(corpus, oxiri::Iri::parse)
}

pub(crate) fn http(corpus: &[String]) -> usize {
    parse_all!(corpus, http::Uri::try_from)
}

pub(crate) fn url(corpus: &[String]) -> usize {
    parse_all!(corpus, url::Url::parse)
}

/// Parses and normalizes every text, keeping each normal form alive; how many
/// normalized. The work of `normalize/needs-work`: parsing is the same for all
/// three contenders' shares of it, normalizing is what differs.
macro_rules! normalize_all {
    ($corpus:expr, $parse:expr, $normalize:expr) => {{
        let mut ok = 0_usize;
        for text in $corpus {
            if let Ok(parsed) = $parse(black_box(text.as_str())) {
                black_box($normalize(&parsed));
                ok += 1;
            }
        }
        ok
    }};
}

pub(crate) fn uri_normalize(corpus: &[String]) -> usize {
    normalize_all!(corpus, uri::Uri::parse, |u: &uri::Uri<'_>| u.normalize())
}

pub(crate) fn fluent_normalize(corpus: &[String]) -> usize {
    normalize_all!(corpus, fluent_uri::Uri::parse, |u: &fluent_uri::Uri<
        &str,
    >| u.normalize())
}

/// The floor of normalization: a copy of every text (each normal form is a new
/// string).
pub(crate) fn copy_floor(corpus: &[String]) -> usize {
    corpus
        .iter()
        .map(|text| black_box(black_box(text.as_str()).to_owned()).len())
        .filter(|&len| len > 0)
        .count()
}

/// The base every reference of `resolve/realistic` is resolved against.
pub(crate) const BASE: &str = "https://www.example.com/docs/guide/intro.html?lang=en";

/// Parses every reference and resolves it against [`BASE`]; how many resolved.
macro_rules! resolve_all {
    ($corpus:expr, $base:expr, $resolve:expr) => {{
        let base = $base;
        let mut ok = 0_usize;
        for text in $corpus {
            if let Some(target) = $resolve(&base, black_box(text.as_str())) {
                black_box(target);
                ok += 1;
            }
        }
        ok
    }};
}

pub(crate) fn uri_resolve(corpus: &[String]) -> usize {
    resolve_all!(
        corpus,
        uri::Uri::parse(BASE).expect("valid base"),
        |base: &uri::Uri<'_>, text| uri::UriRef::parse(text)
            .ok()
            .and_then(|r| base.resolve(r).ok())
    )
}

pub(crate) fn fluent_resolve(corpus: &[String]) -> usize {
    resolve_all!(
        corpus,
        fluent_uri::Uri::parse(BASE).expect("valid base"),
        |base: &fluent_uri::Uri<&str>, text| fluent_uri::UriRef::parse(text)
            .ok()
            .and_then(|r| r.resolve_against(base).ok())
    )
}

pub(crate) fn oxiri_resolve(corpus: &[String]) -> usize {
    resolve_all!(
        corpus,
        oxiri::Iri::parse(BASE).expect("valid base"),
        |base: &oxiri::Iri<&str>, text| oxiri::IriRef::parse(text)
            .ok()
            .and_then(|r| base.resolve(&r).ok())
    )
}

/// One benchmark group: a name, its corpus and who runs on it.
pub(crate) struct Group {
    pub(crate) name: String,
    pub(crate) corpus: Vec<String>,
    pub(crate) contenders: Vec<Contender>,
}

impl Group {
    /// Total bytes of the corpus.
    pub(crate) fn bytes(&self) -> usize {
        self.corpus.iter().map(String::len).sum()
    }

    /// Checks that every parser accepts exactly the texts `uri` accepts (every
    /// text, unless the group's corpus holds invalid input on purpose), so
    /// that all of them do the same work; panics with the texts where one
    /// differs.
    fn check_agreement(&self, all_valid: bool) {
        let accepts =
            |run: fn(&[String]) -> usize, text: &String| run(std::slice::from_ref(text)) == 1;
        let (first, uri) = self.contenders[0];
        assert_eq!(first, "uri", "{}: uri comes first", self.name);
        for &(name, run) in &self.contenders {
            if name == "floor" {
                continue;
            }
            let differing: Vec<&String> = self
                .corpus
                .iter()
                .filter(|text| accepts(run, text) != (all_valid || accepts(uri, text)))
                .collect();
            assert!(
                differing.is_empty(),
                "{}: {name} differs on {differing:#?}",
                self.name
            );
        }
    }

    /// Mean length of the corpus's texts, in bytes.
    #[allow(dead_code, reason = "only the ratios bench prints it")]
    pub(crate) fn mean_len(&self) -> usize {
        self.bytes() / self.corpus.len().max(1)
    }

    /// The share of the corpus's bytes that belong to `%XX` escapes, in percent.
    #[allow(dead_code, reason = "only the ratios bench prints it")]
    pub(crate) fn escape_percent(&self) -> usize {
        let escapes: usize = self
            .corpus
            .iter()
            .map(|text| text.matches('%').count())
            .sum();
        escapes * 3 * 100 / self.bytes().max(1)
    }
}

/// `parse/dense/<shape>`: the long URIs of `parse/escape-dense`, one group per
/// shape, so that the worst shows.
fn dense_groups() -> impl Iterator<Item = Group> {
    uri_tests::corpus::DenseShape::ALL
        .into_iter()
        .map(|shape| Group {
            name: format!("parse/dense/{}", shape.label()),
            corpus: uri_tests::corpus::dense_corpus(shape, ESCAPE_DENSE_SIZE / 5),
            contenders: vec![
                ("uri", uri_uri),
                ("fluent-uri", fluent_uri),
                ("floor", floor),
            ],
        })
}

/// Every group, checked: each contender accepts its whole corpus (or, in
/// `parse/web-mix`, the same part of it as `uri`).
///
/// - `parse/realistic`: URI references, relative ones included.
/// - `parse/absolute`: URIs with a scheme; `url` (WHATWG, allocating) joins in.
/// - `parse/absolute-http`: `http::Uri` is made for HTTP request targets: it
///   rejects `urn:`, `data:`, `file:///` (empty authority) and more, and reads
///   some `mailto:` and `tel:` URIs as scheme-less authorities. So it gets the
///   `scheme://authority` URIs of the absolute corpus that it accepts, and `uri`
///   and `fluent-uri` run on the same subset.
/// - `parse/long/{1k,4k,16k,64k}`: one long URI; time must grow linearly.
/// - `parse/escape-dense`: long URIs whose queries are about half escapes;
///   `parse/dense/<shape>` the same, one shape of [`uri_tests::corpus::DenseShape`]
///   each.
/// - `parse/web-mix`: the realistic references with one in ten invalid; every
///   contender must accept and refuse the same ones.
/// - `normalize/needs-work`, `resolve/realistic`: parsing, then normalizing or
///   resolving.
pub(crate) fn groups() -> Vec<Group> {
    groups_of(CORPUS_SIZE)
}

/// [`groups`] with `size` items in each corpus of short URIs (and in
/// `parse/absolute-http`'s): corpora of 10,000 or more do not repeat within
/// what a branch predictor can learn, as traffic does not.
pub(crate) fn groups_of(size: usize) -> Vec<Group> {
    let realistic = Group {
        name: "parse/realistic".into(),
        corpus: uri_tests::corpus::realistic_corpus(size),
        contenders: vec![
            ("uri", uri_ref),
            ("fluent-uri", fluent_ref),
            ("iri-string", iri_string_ref),
            ("oxiri", oxiri_ref),
            ("floor", floor),
        ],
    };
    let absolute = Group {
        name: "parse/absolute".into(),
        corpus: uri_tests::corpus::absolute_corpus(size),
        contenders: vec![
            ("uri", uri_uri),
            ("fluent-uri", fluent_uri),
            ("iri-string", iri_string_uri),
            ("oxiri", oxiri_iri),
            ("url", url),
            ("floor", floor),
        ],
    };
    let http_corpus: Vec<String> = uri_tests::corpus::absolute_corpus(size * 2)
        .into_iter()
        .filter(|text| text.contains("://") && http(std::slice::from_ref(text)) == 1)
        .take(size)
        .collect();
    assert_eq!(http_corpus.len(), size);
    let absolute_http = Group {
        name: "parse/absolute-http".into(),
        corpus: http_corpus,
        contenders: vec![
            ("uri", uri_uri),
            ("fluent-uri", fluent_uri),
            ("http", http),
            ("floor", floor),
        ],
    };
    let mut groups = vec![realistic, absolute, absolute_http];
    for (label, len) in LONG {
        groups.push(Group {
            name: format!("parse/long/{label}"),
            corpus: vec![uri_tests::corpus::long_uri(len)],
            contenders: vec![
                ("uri", uri_uri),
                ("fluent-uri", fluent_uri),
                ("floor", floor),
            ],
        });
    }
    // Long queries dense with escapes (about half their bytes): encoded URLs,
    // UTF-8 text, JSON, base64 tokens, OAuth scopes.
    groups.push(Group {
        name: "parse/escape-dense".into(),
        corpus: uri_tests::corpus::escape_dense_corpus(ESCAPE_DENSE_SIZE),
        contenders: vec![
            ("uri", uri_uri),
            ("fluent-uri", fluent_uri),
            ("floor", floor),
        ],
    });
    groups.extend(dense_groups());
    // Normalization of URIs that need it, and resolution of the web corpus's
    // references, both from text (parsing included for every contender).
    groups.push(Group {
        name: "normalize/needs-work".into(),
        corpus: uri_tests::corpus::normalization_corpus(size),
        contenders: vec![
            ("uri", uri_normalize),
            ("fluent-uri", fluent_normalize),
            ("floor", copy_floor),
        ],
    });
    groups.push(Group {
        name: "resolve/realistic".into(),
        corpus: uri_tests::corpus::realistic_corpus(size),
        contenders: vec![
            ("uri", uri_resolve),
            ("fluent-uri", fluent_resolve),
            ("oxiri", oxiri_resolve),
            ("floor", copy_floor),
        ],
    });
    for group in &groups {
        group.check_agreement(true);
    }
    // What a web service receives: the realistic mix, one in ten invalid.
    // oxiri is left out: it parses IRIs, so it accepts the non-ASCII ones.
    let web_mix = Group {
        name: "parse/web-mix".into(),
        corpus: uri_tests::corpus::web_mix_corpus(size),
        contenders: vec![
            ("uri", uri_ref),
            ("fluent-uri", fluent_ref),
            ("iri-string", iri_string_ref),
            ("floor", floor),
        ],
    };
    web_mix.check_agreement(false);
    groups.insert(1, web_mix);
    groups
}
