//! Deterministic URI corpora for the benchmarks and the differential tests.
//!
//! Every function here is a pure function of its argument: the inputs are drawn
//! from a small `SplitMix64` generator with a fixed seed, so two runs (and two
//! machines) benchmark exactly the same bytes. A corpus of `n` items is a prefix
//! of a corpus of `n + 1` items.
//!
//! - [`realistic_corpus`]: URI references as seen in the wild, all valid.
//! - [`absolute_corpus`]: the same mix without relative references.
//! - [`long_uri`]: one valid URI of a given length.
//! - [`invalid_corpus`]: valid references with exactly one invalid byte or
//!   sequence added.
//! - [`non_ascii_iri_corpus`]: IRI references dense with non-ASCII text, one in
//!   ten invalid.
//! - [`escape_dense_corpus`] and [`dense_corpus`]: long URIs whose queries are
//!   dense with `%XX`, in the shapes of [`DenseShape`].
//! - [`web_mix_corpus`]: the realistic mix with one in ten invalid.
//! - [`normalization_corpus`]: URIs that normalization has work to do on.
//! - [`GITHUB_ROUTES`]: a REST API's route table, with a path for each route.
//!
//! # Examples
//!
//! ```
//! let corpus = uri_tests::corpus::realistic_corpus(100);
//! assert_eq!(corpus.len(), 100);
//! assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_ok()));
//! ```

use core::fmt::Write as _;

/// The seed of every corpus; changing it changes every benchmark input.
const SEED: u64 = 0x5EED_3986;

/// `SplitMix64` (Steele, Lea and Flood, 2014): tiny, fast and good enough to
/// pick words.
struct Rng(u64);

impl Rng {
    const fn new(stream: u64) -> Self {
        Self(SEED ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    const fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound > 0`).
    fn below(&mut self, bound: usize) -> usize {
        let bound = u64::try_from(bound).unwrap_or(u64::MAX);
        usize::try_from(self.next_u64() % bound).unwrap_or(0)
    }

    /// A number in `low..=high`.
    fn range(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high - low + 1)
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'t>(&mut self, items: &[&'t str]) -> &'t str {
        items[self.below(items.len())]
    }
}

/// Path segments. None holds a `:`, so any of them may start a relative path.
const SEGMENTS: &[&str] = &[
    "api",
    "v1",
    "v2",
    "users",
    "search",
    "images",
    "static",
    "assets",
    "docs",
    "blog",
    "2024",
    "05",
    "products",
    "items",
    "category",
    "en-US",
    "index.html",
    "style.css",
    "app.min.js",
    "logo.png",
    "download",
    "files",
    "report-Q3.pdf",
    "~alice",
    "wiki",
    "Main_Page",
    "caf%C3%A9",
    "hello%20world",
    "na%C3%AFve",
    "%E2%82%AC100",
    "a%2Fb",
    "data;v=1",
    "item(1)",
    "it's",
    "a+b",
    "@me",
    "*",
    "12345",
    "8f14e45fceea167a5a36dedd4bea2543",
    "%E6%97%A5%E6%9C%AC%E8%AA%9E",
];

/// Registered names.
const DOMAINS: &[&str] = &[
    "example.com",
    "www.example.org",
    "api.github.com",
    "en.wikipedia.org",
    "cdn.jsdelivr.net",
    "localhost",
    "xn--bcher-kva.example",
    "static.sub.domain.co.uk",
    "my-host.internal",
    "s3.eu-west-1.amazonaws.com",
    "EXAMPLE.NET",
    "a.b",
];

/// IP-literals (RFC 3986 §3.2.2), brackets included.
const IPV6: &[&str] = &[
    "[2001:db8::1]",
    "[::1]",
    "[::ffff:192.0.2.1]",
    "[2001:db8:85a3::8a2e:370:7334]",
    "[fe80::1ff:fe23:4567:890a]",
    "[2001:0db8:0000:0000:0000:ff00:0042:8329]",
    "[::]",
    "[64:ff9b::198.51.100.7]",
];

/// Userinfo (without the `@`).
const USERINFO: &[&str] = &[
    "user",
    "alice:secret",
    "bob%40work",
    "user.name:p%40ss",
    "anonymous",
    "x-token:",
];

/// Query keys.
const KEYS: &[&str] = &[
    "q",
    "page",
    "lang",
    "sort",
    "utm_source",
    "id",
    "limit",
    "offset",
    "filter%5Bname%5D",
    "v",
    "ref",
    "token",
];

/// Query values.
const VALUES: &[&str] = &[
    "rust",
    "2",
    "en",
    "desc",
    "newsletter",
    "42",
    "hello+world",
    "caf%C3%A9",
    "a%20b%20c",
    "true",
    "2024-01-15T10:30:00Z",
    "2024-01-15T10%3A30%3A00Z",
    "x/y?z",
    "a@b.example",
    "",
    "dQw4w9WgXcQ",
    "%F0%9F%A6%80",
    "1,2,3",
    "(a)!*'$",
];

/// Fragments (without the `#`).
const FRAGMENTS: &[&str] = &[
    "top",
    "section-2",
    "L10-L20",
    "!/path/to",
    "%C3%A9t%C3%A9",
    ":~:text=hello",
    "",
    "a?b/c",
];

/// Characters of base64, all of them valid in a path.
const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Appends `low..=high` path segments, each preceded by `/`.
fn push_segments(out: &mut String, rng: &mut Rng, low: usize, high: usize) {
    for _ in 0..rng.range(low, high) {
        out.push('/');
        out.push_str(rng.pick(SEGMENTS));
    }
}

/// Appends `?` and one to five `key=value` pairs.
fn push_query(out: &mut String, rng: &mut Rng) {
    out.push('?');
    for pair in 0..rng.range(1, 5) {
        if pair > 0 {
            out.push('&');
        }
        out.push_str(rng.pick(KEYS));
        out.push('=');
        out.push_str(rng.pick(VALUES));
    }
}

fn push_fragment(out: &mut String, rng: &mut Rng) {
    out.push('#');
    out.push_str(rng.pick(FRAGMENTS));
}

/// Appends a host: mostly a registered name, sometimes an IPv4 or IPv6 address.
fn push_host(out: &mut String, rng: &mut Rng) {
    match rng.below(10) {
        0 => {
            let octets = [
                rng.below(256),
                rng.below(256),
                rng.below(256),
                rng.below(256),
            ];
            let [a, b, c, d] = octets;
            let _ = write!(out, "{a}.{b}.{c}.{d}");
        }
        1 => out.push_str(rng.pick(IPV6)),
        _ => out.push_str(rng.pick(DOMAINS)),
    }
}

/// Appends `[ userinfo "@" ] host [ ":" port ]`.
fn push_authority(out: &mut String, rng: &mut Rng) {
    if rng.chance(8) {
        out.push_str(rng.pick(USERINFO));
        out.push('@');
    }
    push_host(out, rng);
    if rng.chance(15) {
        const PORTS: [usize; 6] = [80, 443, 8080, 8443, 3000, 5432];
        let port = if rng.chance(50) {
            PORTS[rng.below(PORTS.len())]
        } else {
            rng.range(1024, 65535)
        };
        let _ = write!(out, ":{port}");
    }
}

/// An `http` or `https` URL with a path, often a query, sometimes a fragment.
fn web_url(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(96);
    out.push_str(if rng.chance(75) {
        "https://"
    } else {
        "http://"
    });
    push_authority(&mut out, rng);
    push_segments(&mut out, rng, 0, 6);
    if rng.chance(10) {
        out.push('/');
    }
    if rng.chance(55) {
        push_query(&mut out, rng);
    }
    if rng.chance(12) {
        push_fragment(&mut out, rng);
    }
    out
}

/// A URI of another scheme with an authority.
fn other_hierarchical(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(80);
    match rng.below(6) {
        0 => {
            out.push_str("ftp://");
            push_authority(&mut out, rng);
            push_segments(&mut out, rng, 1, 4);
            out.push_str(".tar.gz");
        }
        1 => {
            out.push_str(if rng.chance(50) { "wss://" } else { "ws://" });
            push_authority(&mut out, rng);
            out.push_str("/socket?token=");
            out.push_str(rng.pick(VALUES));
        }
        2 => {
            out.push_str("git+ssh://git@github.com/");
            out.push_str(rng.pick(SEGMENTS));
            out.push_str("/repo.git");
        }
        3 => {
            out.push_str("s3://my-bucket");
            push_segments(&mut out, rng, 1, 5);
        }
        4 => {
            out.push_str("ldap://");
            out.push_str(rng.pick(IPV6));
            out.push_str("/c=GB?objectClass?one");
        }
        _ => {
            out.push_str("postgres://");
            out.push_str(rng.pick(USERINFO));
            out.push('@');
            out.push_str(rng.pick(DOMAINS));
            out.push_str(":5432/app?sslmode=require");
        }
    }
    out
}

fn mailto(rng: &mut Rng) -> String {
    let mut out = String::from("mailto:");
    out.push_str(rng.pick(&["alice", "bob.smith", "info", "no-reply", "first.last+tag"]));
    out.push('@');
    out.push_str(rng.pick(DOMAINS));
    if rng.chance(30) {
        out.push_str(",postmaster@example.org");
    }
    if rng.chance(40) {
        out.push_str("?subject=Hello%20there&body=See%20you%20at%2010%3A30");
    }
    out
}

fn urn(rng: &mut Rng) -> String {
    let mut out = String::from("urn:");
    match rng.below(4) {
        0 => {
            out.push_str("isbn:");
            for _ in 0..10 {
                out.push(char::from(b'0' + u8::try_from(rng.below(10)).unwrap_or(0)));
            }
        }
        1 => {
            out.push_str("uuid:");
            for (index, len) in [8, 4, 4, 4, 12].into_iter().enumerate() {
                if index > 0 {
                    out.push('-');
                }
                for _ in 0..len {
                    out.push(char::from(b"0123456789abcdef"[rng.below(16)]));
                }
            }
        }
        2 => out.push_str("ietf:rfc:3986"),
        _ => out.push_str("oasis:names:specification:docbook:dtd:xml:4.1.2"),
    }
    out
}

fn file_uri(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(64);
    match rng.below(3) {
        0 => {
            out.push_str("file:///home/");
            out.push_str(rng.pick(&["alice", "bob", "ci"]));
            push_segments(&mut out, rng, 1, 4);
        }
        1 => {
            out.push_str("file://fileserver/share");
            push_segments(&mut out, rng, 1, 3);
        }
        _ => out.push_str("file:///C:/Windows/System32/drivers/etc/hosts"),
    }
    out
}

fn tel(rng: &mut Rng) -> String {
    let mut out = String::from("tel:+1-201-555-");
    let _ = write!(out, "{:04}", rng.below(10_000));
    if rng.chance(30) {
        out.push_str(";ext=123");
    }
    out
}

fn data_uri(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(96);
    if rng.chance(50) {
        out.push_str("data:text/plain;charset=utf-8,Hello%2C%20World%21");
    } else {
        out.push_str("data:image/png;base64,iVBORw0KGgo");
        for _ in 0..rng.range(8, 64) {
            out.push(char::from(BASE64[rng.below(BASE64.len())]));
        }
        out.push_str("==");
    }
    out
}

/// A relative reference (RFC 3986 §4.2).
fn relative(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(64);
    match rng.below(8) {
        0 => {
            out.push_str("..");
            push_segments(&mut out, rng, 1, 3);
        }
        1 => {
            out.push_str("../..");
            push_segments(&mut out, rng, 1, 1);
        }
        2 => {
            out.push('.');
            push_segments(&mut out, rng, 1, 2);
        }
        3 => {
            push_segments(&mut out, rng, 1, 4);
            push_query(&mut out, rng);
        }
        4 => push_query(&mut out, rng),
        5 => push_fragment(&mut out, rng),
        6 => {
            out.push_str("//");
            push_host(&mut out, rng);
            push_segments(&mut out, rng, 1, 3);
        }
        _ => {
            out.push_str(rng.pick(SEGMENTS));
            push_segments(&mut out, rng, 0, 2);
        }
    }
    out
}

/// One corpus item; `absolute` excludes relative references.
fn item(rng: &mut Rng, absolute: bool) -> String {
    let roll = if absolute {
        rng.below(74)
    } else {
        rng.below(100)
    };
    match roll {
        0..50 => web_url(rng),
        50..55 => other_hierarchical(rng),
        55..60 => mailto(rng),
        60..64 => urn(rng),
        64..68 => file_uri(rng),
        68..71 => tel(rng),
        71..74 => data_uri(rng),
        _ => relative(rng),
    }
}

/// `n` realistic URI references, all valid by RFC 3986 and ASCII only.
///
/// Half are `http`/`https` URLs with multi-segment paths, `key=value` queries,
/// percent-encoded data, and now and then userinfo, a port, an IPv4 or an IPv6
/// host, or a fragment. A quarter are other schemes (`ftp`, `ws`, `mailto`,
/// `urn`, `file`, `tel`, `data`, ...); a quarter are relative references
/// (`../a/b`, `/x?y`, `?q`, `#f`, `//host/p`). The mean length is about 60
/// bytes.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::realistic_corpus(500);
/// assert_eq!(corpus.len(), 500);
/// assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_ok()));
/// assert!(corpus.iter().any(|text| text.starts_with("../")));
/// // Deterministic: same input, same corpus.
/// assert_eq!(corpus, uri_tests::corpus::realistic_corpus(500));
/// ```
pub fn realistic_corpus(n: usize) -> Vec<String> {
    let mut rng = Rng::new(1);
    (0..n).map(|_| item(&mut rng, false)).collect()
}

/// `n` URIs with a scheme, drawn like [`realistic_corpus`] without the relative
/// references: for parsers that only take absolute URIs, such as `url::Url` and
/// `http::Uri`.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::absolute_corpus(200);
/// assert_eq!(corpus.len(), 200);
/// assert!(corpus.iter().all(|text| uri::Uri::parse(text).is_ok()));
/// ```
pub fn absolute_corpus(n: usize) -> Vec<String> {
    let mut rng = Rng::new(2);
    (0..n).map(|_| item(&mut rng, true)).collect()
}

/// One valid `https` URI of exactly `len_bytes` bytes (at least 40): half path of
/// numbered and percent-encoded segments, half query of `key=value` pairs.
///
/// # Examples
///
/// ```
/// for len in [1024, 4096, 65536] {
///     let text = uri_tests::corpus::long_uri(len);
///     assert_eq!(text.len(), len);
///     let uri = uri::Uri::parse(&text).unwrap();
///     assert!(uri.path().as_str().len() > len / 3);
///     assert!(uri.query().unwrap().len() > len / 3);
/// }
/// ```
pub fn long_uri(len_bytes: usize) -> String {
    let len = len_bytes.max(40);
    let mut out = String::with_capacity(len);
    out.push_str("https://www.example.com");
    let mut index = 0;
    while out.len() + 32 <= len / 2 {
        if index % 3 == 2 {
            let _ = write!(out, "/caf%C3%A9-{index}");
        } else {
            let _ = write!(out, "/segment-{index}");
        }
        index += 1;
    }
    out.push_str("/end?");
    let mut key = 0;
    while out.len() + 32 <= len {
        let _ = write!(out, "key{key}=value%20{key}&");
        key += 1;
    }
    out.push_str("last=");
    while out.len() < len {
        out.push('x');
    }
    out
}

/// Percent-encodes every byte of `text` that is not unreserved, in upper case:
/// how a URL, JSON or UTF-8 text lands inside a query value.
fn encode_component(text: &str, out: &mut String) {
    for &byte in text.as_bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
}

/// The shapes of [`escape_dense_corpus`], each a kind of long URI real
/// traffic carries with a query dense with `%XX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DenseShape {
    /// A tracking redirect carrying an encoded URL that carries another.
    Redirect,
    /// A search for UTF-8 text (CJK, Cyrillic, accents), every byte encoded.
    Search,
    /// A data API query holding encoded JSON.
    Json,
    /// A signed, S3-style URL with long base64 tokens whose `+/=` are encoded.
    Signed,
    /// An OAuth callback with encoded scopes and state.
    Oauth,
}

impl DenseShape {
    /// Every shape, in the order [`escape_dense_corpus`] takes them in turn.
    pub const ALL: [Self; 5] = [
        Self::Redirect,
        Self::Search,
        Self::Json,
        Self::Signed,
        Self::Oauth,
    ];

    /// A short name, for benchmark group names.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Self::Redirect => "redirect",
            Self::Search => "search",
            Self::Json => "json",
            Self::Signed => "signed",
            Self::Oauth => "oauth",
        }
    }
}

/// `n` long URIs of 512 B to 8 KiB whose queries are dense with `%XX`, the
/// shapes of [`DenseShape`] in turn. About one byte in two to three belongs to
/// an escape.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::escape_dense_corpus(50);
/// assert!(corpus.iter().all(|text| uri::Uri::parse(text).is_ok()));
/// assert!(corpus.iter().all(|text| (512..=8192).contains(&text.len())));
/// let bytes: usize = corpus.iter().map(String::len).sum();
/// let escapes: usize = corpus.iter().map(|text| text.matches('%').count()).sum();
/// assert!(escapes * 3 * 100 / bytes > 40, "{escapes} escapes in {bytes} bytes");
/// ```
pub fn escape_dense_corpus(n: usize) -> Vec<String> {
    let mut rng = Rng::new(11);
    (0..n)
        .map(|index| dense_uri(&mut rng, DenseShape::ALL[index % DenseShape::ALL.len()]))
        .collect()
}

/// `n` long URIs of one [`DenseShape`], for a benchmark group per shape.
///
/// # Examples
///
/// ```
/// use uri_tests::corpus::{DenseShape, dense_corpus};
///
/// for shape in DenseShape::ALL {
///     let corpus = dense_corpus(shape, 20);
///     assert!(corpus.iter().all(|text| uri::Uri::parse(text).is_ok()), "{shape:?}");
/// }
/// assert!(dense_corpus(DenseShape::Search, 5).iter().all(|text| text.contains("%E6%9D%B1") || text.contains("%D0") || text.contains("%C3")));
/// ```
pub fn dense_corpus(shape: DenseShape, n: usize) -> Vec<String> {
    let stream = 20
        + DenseShape::ALL
            .iter()
            .position(|&s| s == shape)
            .unwrap_or(0) as u64;
    let mut rng = Rng::new(stream);
    (0..n).map(|_| dense_uri(&mut rng, shape)).collect()
}

/// One URI of `shape`, 512 B to 8 KiB long.
fn dense_uri(rng: &mut Rng, shape: DenseShape) -> String {
    const WORDS: &[&str] = &[
        "caf\u{e9} cr\u{e8}me br\u{fb}l\u{e9}e",
        "\u{6771}\u{4eac} \u{30e9}\u{30fc}\u{30e1}\u{30f3}",
        "\u{41c}\u{43e}\u{441}\u{43a}\u{432}\u{430} \u{446}\u{435}\u{43d}\u{44b}",
        "r\u{e9}sum\u{e9} & cover letter",
        "a+b=c? 100% \"quoted\"",
    ];
    let target = rng.range(512, 8192);
    let mut out = String::with_capacity(target + 64);
    out.push_str(match shape {
        DenseShape::Redirect => "https://t.example.net/r/click?redirect=",
        DenseShape::Search => "https://search.example.org/search?q=",
        DenseShape::Json => "https://api.example.com/v2/items?filter=",
        DenseShape::Signed => "https://bucket.s3.example.com/reports/2026/q3.pdf?X-Amz-Credential=",
        DenseShape::Oauth => "https://app.example.io/oauth/callback?state=",
    });
    while out.len() < target {
        let mut piece = String::new();
        match shape {
            DenseShape::Redirect => {
                let inner = format!(
                    "https://shop.example.com/p/{}?ref=https://news.example/a?id={}&utm=x y",
                    rng.below(100_000),
                    rng.below(1_000)
                );
                encode_component(&inner, &mut piece);
                piece.push_str("&next=");
            }
            DenseShape::Search => {
                encode_component(rng.pick(WORDS), &mut piece);
                piece.push_str("%20");
            }
            DenseShape::Json => {
                let json = format!(
                    "{{\"field\":\"price\",\"op\":\">=\",\"value\":{},\"tags\":[\"a b\",\"c/d\"]}}",
                    rng.below(10_000)
                );
                encode_component(&json, &mut piece);
                piece.push_str("&and=");
            }
            DenseShape::Signed => {
                const BASE64: &[u8] =
                    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
                let token: String = (0..48)
                    .map(|_| char::from(BASE64[rng.below(BASE64.len())]))
                    .collect();
                encode_component(&token, &mut piece);
                piece.push_str("&X-Amz-Signature=");
            }
            DenseShape::Oauth => {
                encode_component(
                    "openid profile email https://api.example.io/read:all",
                    &mut piece,
                );
                piece.push_str("&scope=");
            }
        }
        if out.len() + piece.len() > target {
            break;
        }
        out.push_str(&piece);
    }
    while out.len() < target.max(512) {
        out.push('x');
    }
    out
}

/// `n` URI references as a web service receives them: [`realistic_corpus`]
/// items with one in ten replaced by an [`invalid_corpus`] item (a forbidden
/// byte, a bad escape, a stray `[`, a non-ASCII character).
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::web_mix_corpus(1000);
/// let invalid = corpus.iter().filter(|text| uri::UriRef::parse(text).is_err()).count();
/// assert_eq!(invalid, 100);
/// ```
pub fn web_mix_corpus(n: usize) -> Vec<String> {
    let invalid = invalid_corpus(n.div_ceil(10));
    let mut invalid = invalid.into_iter();
    realistic_corpus(n)
        .into_iter()
        .enumerate()
        .map(|(index, text)| {
            if index % 10 == 9 {
                invalid.next().unwrap_or(text)
            } else {
                text
            }
        })
        .collect()
}

/// Where the path of a valid reference starts: its length minus path, query and
/// fragment.
fn path_start(text: &str) -> usize {
    match uri::UriRef::parse(text) {
        Ok(reference) => {
            text.len()
                - reference.path().as_str().len()
                - reference.query().map_or(0, |query| query.len() + 1)
                - reference
                    .fragment()
                    .map_or(0, |fragment| fragment.len() + 1)
        }
        Err(_) => 0,
    }
}

/// ASCII bytes that RFC 3986 allows nowhere.
const FORBIDDEN: &[&str] = &[
    " ", "^", "\"", "<", ">", "\\", "`", "{", "|", "}", "\t", "\u{7f}", "\0",
];

/// `n` invalid URI references: items of [`realistic_corpus`], each with one
/// mutation that RFC 3986 forbids wherever it lands.
///
/// The mutations, in turn: a space, `^` or another forbidden ASCII byte
/// inserted anywhere; `%G1` inserted anywhere; a trailing `%`; a `[` inserted at
/// or after the start of the path; a non-ASCII character (`é`, `€`, `🦀`)
/// inserted anywhere.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::invalid_corpus(300);
/// assert_eq!(corpus.len(), 300);
/// assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_err()));
/// assert!(corpus.iter().any(|text| text.ends_with('%')));
/// ```
pub fn invalid_corpus(n: usize) -> Vec<String> {
    let valid = realistic_corpus(n);
    let mut rng = Rng::new(3);
    valid
        .into_iter()
        .enumerate()
        .map(|(index, mut text)| {
            // Every valid item is ASCII, so every index is a character boundary.
            let anywhere = rng.range(0, text.len());
            match index % 6 {
                0 => text.insert(anywhere, ' '),
                1 => text.insert_str(anywhere, rng.pick(FORBIDDEN)),
                2 => text.insert_str(anywhere, "%G1"),
                3 => text.push('%'),
                4 => {
                    let start = path_start(&text);
                    let at = rng.range(start, text.len());
                    text.insert(at, '[');
                }
                _ => text.insert_str(anywhere, rng.pick(&["é", "€", "🦀"])),
            }
            text
        })
        .collect()
}

/// `n` URIs that normalization has work to do on, each shaped like a web URL
/// and needing several of the steps of RFC 3986 §6.2.2–§6.2.3: a scheme and host
/// in mixed case, lower-case `%xx` escapes, escapes of unreserved characters,
/// `.` and `..` segments, a default or zero-padded port, an IPv6 host in a
/// non-canonical form, an empty path. Mean length about 80 bytes.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::normalization_corpus(300);
/// assert!(corpus.iter().all(|text| {
///     let uri = uri::Uri::parse(text).unwrap();
///     uri.normalize().as_str() != text
/// }));
/// ```
pub fn normalization_corpus(n: usize) -> Vec<String> {
    let mut rng = Rng::new(7);
    (0..n)
        .map(|_| {
            let mut out = String::new();
            out.push_str(rng.pick(&["HTTP", "Https", "hTTp", "https", "WS", "http"]));
            out.push_str("://");
            let host = match rng.below(10) {
                0 => "[2001:DB8:0:0:0:0:0:1]".to_owned(),
                1 => "[0:0::1]".to_owned(),
                2 => "192.168.0.1".to_owned(),
                _ => format!(
                    "{}.{}.COM",
                    rng.pick(&["WWW", "Api", "cdn", "Static", "m"]),
                    rng.pick(&["Example", "SHOP", "news", "Wiki-Pedia", "a%2dz"])
                ),
            };
            out.push_str(&host);
            out.push_str(rng.pick(&["", "", ":80", ":443", ":0080", ":8080", ":"]));
            if rng.chance(90) {
                for _ in 0..=rng.below(5) {
                    out.push('/');
                    out.push_str(rng.pick(&[
                        "a",
                        "docs",
                        ".",
                        "..",
                        "%7euser",
                        "caf%c3%a9",
                        "%41%42c",
                        "v1",
                        "%2e%2E",
                        "index.html",
                        "x%2fy",
                        "%5b1%5d",
                    ]));
                }
            }
            if rng.chance(60) {
                out.push('?');
                out.push_str(rng.pick(&["q=%7e%61", "a=1&b=%2f", "lang=EN", "x=%e2%9c%93", ""]));
            }
            if rng.chance(30) {
                out.push('#');
                out.push_str(rng.pick(&["Top", "%7esec", "a%2fb"]));
            }
            // Every item needs some work: a default port at least.
            if uri::Uri::parse(&out).is_ok_and(|uri| uri.normalize().as_str() == out) {
                out.insert_str(out.find("://").map_or(0, |i| i + 3), "WWW.");
            }
            out
        })
        .collect()
}

/// Words of the non-Latin scripts that fill IRI paths and queries: Japanese,
/// Chinese, Russian, Arabic, Korean, Greek.
const SCRIPT_WORDS: &[&[&str]] = &[
    &[
        "東京都",
        "大阪",
        "日本語",
        "引き出し",
        "画像",
        "ロゴ",
        "検索",
        "記事",
        "ラーメン",
        "富士山",
        "お知らせ",
        "カテゴリ",
    ],
    &[
        "北京市",
        "搜索",
        "中文",
        "编码",
        "新闻",
        "图片",
        "上海",
        "文档",
        "长城",
        "天气预报",
    ],
    &[
        "Москва",
        "каталог",
        "книги",
        "автор",
        "Толстой",
        "новости",
        "поиск",
        "страница",
        "Санкт-Петербург",
        "Война_и_мир",
    ],
    &["القاهرة", "بحث", "أخبار", "صفحة", "كتب", "مدينة", "الرياض"],
    &["서울", "검색", "뉴스", "한국어"],
    &["Αθήνα", "αναζήτηση", "Ελλάδα"],
];

/// The language code of each list of [`SCRIPT_WORDS`], for Wikipedia hosts.
const SCRIPT_LANGS: &[&str] = &["ja", "zh", "ru", "ar", "ko", "el"];

/// German host names with umlauts and ß, and other internationalized hosts.
const IDN_HOSTS: &[&str] = &[
    "bücher.de",
    "www.müller-lüdenscheid.de",
    "münchen.de",
    "köln-bonn.example",
    "straßenbahn.berlin",
    "www.größe.example",
    "例え.テスト",
    "пример.рф",
    "中国移动.中国",
    "مثال.إختبار",
];

/// German path and query words.
const GERMAN_WORDS: &[&str] = &[
    "suche",
    "Bücher",
    "Straße",
    "Öffnungszeiten",
    "Ärzte",
    "Übersicht",
    "Größe",
    "schön",
    "Fußball",
    "Käse",
];

/// `n` IRI references dense with non-ASCII text, as found in links to
/// non-English sites: Wikipedia articles in Japanese, Chinese, Russian,
/// Arabic, Korean and Greek; searches with non-ASCII query values; German
/// host names with umlauts and other internationalized hosts; relative
/// references (`../画像/ロゴ.png`, `?q=日本語`, `#章-2`); now and then an article
/// name already percent-encoded or an emoji in a fragment. One item in ten is
/// invalid, the way pasted text goes wrong: a space, a C1 control (U+0085), a
/// noncharacter (U+FFFE), a private-use character outside the query,
/// full-width digits in the port, a bad escape or a `[` in the path.
///
/// `non_ascii_iri_corpus(1000)` has a mean length of 59 bytes; 38% of its bytes
/// and 21% of its characters are non-ASCII (Cyrillic, Greek and Arabic take two
/// bytes in UTF-8, CJK and Hangul three), and 900 of its items are valid.
///
/// # Examples
///
/// ```
/// let corpus = uri_tests::corpus::non_ascii_iri_corpus(500);
/// assert_eq!(corpus.len(), 500);
/// let valid = corpus.iter().filter(|text| uri::IriRef::parse(text).is_ok()).count();
/// assert_eq!(valid, 450);
/// assert!(corpus.iter().all(|text| uri::UriRef::parse(text).is_err() || text.is_ascii()));
/// ```
pub fn non_ascii_iri_corpus(n: usize) -> Vec<String> {
    let mut rng = Rng::new(13);
    (0..n)
        .map(|index| {
            let mut out = non_ascii_iri(&mut rng);
            if index % 10 == 9 {
                spoil_iri(&mut rng, &mut out);
            }
            out
        })
        .collect()
}

/// A word of a random script, and its language code.
fn script_word(rng: &mut Rng) -> (&'static str, &'static str) {
    let script = rng.below(SCRIPT_WORDS.len());
    (SCRIPT_LANGS[script], rng.pick(SCRIPT_WORDS[script]))
}

/// One valid item of [`non_ascii_iri_corpus`].
fn non_ascii_iri(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(128);
    let (lang, word) = script_word(rng);
    match rng.below(10) {
        // A Wikipedia article, sometimes with a section.
        0..3 => {
            let _ = write!(out, "https://{lang}.wikipedia.org/wiki/{word}");
            for _ in 0..rng.below(3) {
                let (_, more) = script_word(rng);
                out.push('_');
                out.push_str(more);
            }
            if rng.chance(25) {
                let (_, section) = script_word(rng);
                let _ = write!(out, "#{section}");
            }
        }
        // A search with a non-ASCII query.
        3..5 => {
            out.push_str(rng.pick(&[
                "https://www.example.com/search",
                "https://search.example.cn/s",
                "https://yandex.example.ru/search/",
                "http://shop.example.jp/検索",
            ]));
            let _ = write!(out, "?q={word}");
            for _ in 0..rng.range(1, 3) {
                let (_, more) = script_word(rng);
                out.push('+');
                out.push_str(more);
            }
            let _ = write!(out, "&page={}", rng.range(1, 20));
            if rng.chance(40) {
                let _ = write!(out, "&lang={lang}&utm_source=newsletter");
            }
        }
        // An internationalized host.
        5..7 => {
            out.push_str(if rng.chance(80) {
                "https://"
            } else {
                "http://"
            });
            out.push_str(rng.pick(IDN_HOSTS));
            if rng.chance(15) {
                out.push_str(":8443");
            }
            for _ in 0..rng.range(1, 3) {
                out.push('/');
                out.push_str(rng.pick(GERMAN_WORDS));
            }
            if rng.chance(50) {
                let _ = write!(out, "/{word}");
            }
            if rng.chance(50) {
                let _ = write!(out, "?titel={}&sortierung=Größe", rng.pick(GERMAN_WORDS));
            }
        }
        // A relative reference.
        7..9 => match rng.below(4) {
            0 => {
                let _ = write!(out, "../{word}/{}.png", rng.pick(SCRIPT_WORDS[0]));
            }
            1 => {
                let _ = write!(out, "/wiki/{word}?action=edit&section={}", rng.below(9));
            }
            2 => {
                let _ = write!(out, "?q={word}&ie=UTF-8");
            }
            _ => {
                let _ = write!(out, "#{word}-{}", rng.range(1, 12));
            }
        },
        // An API URL mixing ASCII, escapes and text, sometimes an emoji.
        _ => {
            let _ = write!(
                out,
                "https://api.example.com/v2/{lang}/%E6%9D%B1%E4%BA%AC/{word}/{}?q={}",
                rng.pick(SCRIPT_WORDS[1]),
                rng.pick(SCRIPT_WORDS[2])
            );
            if rng.chance(30) {
                out.push_str("#👍");
            }
        }
    }
    out
}

/// Makes `out` invalid as an IRI reference, in one of the ways copied text
/// goes wrong.
fn spoil_iri(rng: &mut Rng, out: &mut String) {
    // A character boundary in the second half of the text (after any scheme).
    let boundaries: Vec<usize> = out
        .char_indices()
        .map(|(at, _)| at)
        .filter(|&at| at >= out.len() / 2)
        .collect();
    let at = boundaries[rng.below(boundaries.len())];
    match rng.below(7) {
        0 => out.insert(at, ' '),
        1 => out.insert(at, '\u{85}'),
        2 => out.insert(at, '\u{FFFE}'),
        3 => {
            // Private use is allowed in a query only: put it before any.
            let before = out.find(['?', '#']).unwrap_or(out.len());
            out.insert(before, '\u{E000}');
        }
        4 => *out = format!("http://例え.jp:８０８０/{}", rng.pick(SCRIPT_WORDS[1])),
        5 => out.insert_str(at, "%E6%9G"),
        _ => {
            let before = out.find(['?', '#']).unwrap_or(out.len());
            out.insert(before, '[');
        }
    }
}

/// A route table shaped like a public REST API (GitHub's): 50 templates, each
/// with a path it matches. Literal segments and one-segment variables only, so
/// that routers with `{name}` parameters (`matchit`) read it as it is.
///
/// # Examples
///
/// ```
/// let (template, path) = uri_tests::corpus::GITHUB_ROUTES[21];
/// assert_eq!(template, "/repos/{owner}/{repo}/issues/{number}");
/// assert_eq!(path, "/repos/rust-lang/rust/issues/1234");
/// ```
pub const GITHUB_ROUTES: [(&str, &str); 50] = [
    ("/user", "/user"),
    ("/user/repos", "/user/repos"),
    ("/user/orgs", "/user/orgs"),
    ("/user/followers", "/user/followers"),
    ("/user/following", "/user/following"),
    ("/users/{user}", "/users/octocat"),
    ("/users/{user}/repos", "/users/octocat/repos"),
    ("/users/{user}/orgs", "/users/octocat/orgs"),
    ("/users/{user}/followers", "/users/octocat/followers"),
    ("/users/{user}/following", "/users/octocat/following"),
    ("/users/{user}/gists", "/users/octocat/gists"),
    ("/users/{user}/events", "/users/octocat/events"),
    (
        "/users/{user}/received_events",
        "/users/octocat/received_events",
    ),
    ("/orgs/{org}", "/orgs/rust-lang"),
    ("/orgs/{org}/repos", "/orgs/rust-lang/repos"),
    ("/orgs/{org}/members", "/orgs/rust-lang/members"),
    (
        "/orgs/{org}/members/{user}",
        "/orgs/rust-lang/members/octocat",
    ),
    ("/orgs/{org}/teams", "/orgs/rust-lang/teams"),
    ("/orgs/{org}/events", "/orgs/rust-lang/events"),
    ("/repos/{owner}/{repo}", "/repos/rust-lang/rust"),
    (
        "/repos/{owner}/{repo}/issues",
        "/repos/rust-lang/rust/issues",
    ),
    (
        "/repos/{owner}/{repo}/issues/{number}",
        "/repos/rust-lang/rust/issues/1234",
    ),
    (
        "/repos/{owner}/{repo}/issues/{number}/comments",
        "/repos/rust-lang/rust/issues/1234/comments",
    ),
    (
        "/repos/{owner}/{repo}/issues/{number}/labels",
        "/repos/rust-lang/rust/issues/1234/labels",
    ),
    (
        "/repos/{owner}/{repo}/issues/{number}/events",
        "/repos/rust-lang/rust/issues/1234/events",
    ),
    (
        "/repos/{owner}/{repo}/issues/comments/{id}",
        "/repos/rust-lang/rust/issues/comments/99",
    ),
    (
        "/repos/{owner}/{repo}/issues/events/{id}",
        "/repos/rust-lang/rust/issues/events/98",
    ),
    ("/repos/{owner}/{repo}/pulls", "/repos/rust-lang/rust/pulls"),
    (
        "/repos/{owner}/{repo}/pulls/{number}",
        "/repos/rust-lang/rust/pulls/77",
    ),
    (
        "/repos/{owner}/{repo}/pulls/{number}/commits",
        "/repos/rust-lang/rust/pulls/77/commits",
    ),
    (
        "/repos/{owner}/{repo}/pulls/{number}/files",
        "/repos/rust-lang/rust/pulls/77/files",
    ),
    (
        "/repos/{owner}/{repo}/pulls/{number}/merge",
        "/repos/rust-lang/rust/pulls/77/merge",
    ),
    (
        "/repos/{owner}/{repo}/pulls/{number}/reviews",
        "/repos/rust-lang/rust/pulls/77/reviews",
    ),
    (
        "/repos/{owner}/{repo}/commits",
        "/repos/rust-lang/rust/commits",
    ),
    (
        "/repos/{owner}/{repo}/commits/{sha}",
        "/repos/rust-lang/rust/commits/6a3f2c1",
    ),
    (
        "/repos/{owner}/{repo}/branches",
        "/repos/rust-lang/rust/branches",
    ),
    (
        "/repos/{owner}/{repo}/branches/{branch}",
        "/repos/rust-lang/rust/branches/master",
    ),
    ("/repos/{owner}/{repo}/tags", "/repos/rust-lang/rust/tags"),
    (
        "/repos/{owner}/{repo}/releases",
        "/repos/rust-lang/rust/releases",
    ),
    (
        "/repos/{owner}/{repo}/releases/latest",
        "/repos/rust-lang/rust/releases/latest",
    ),
    (
        "/repos/{owner}/{repo}/releases/{id}",
        "/repos/rust-lang/rust/releases/42",
    ),
    (
        "/repos/{owner}/{repo}/contributors",
        "/repos/rust-lang/rust/contributors",
    ),
    (
        "/repos/{owner}/{repo}/languages",
        "/repos/rust-lang/rust/languages",
    ),
    (
        "/repos/{owner}/{repo}/stargazers",
        "/repos/rust-lang/rust/stargazers",
    ),
    ("/repos/{owner}/{repo}/forks", "/repos/rust-lang/rust/forks"),
    ("/repos/{owner}/{repo}/hooks", "/repos/rust-lang/rust/hooks"),
    (
        "/repos/{owner}/{repo}/hooks/{id}",
        "/repos/rust-lang/rust/hooks/5",
    ),
    ("/gists", "/gists"),
    ("/gists/{id}", "/gists/aa5a315d61ae9438b18d"),
    ("/gists/{id}/star", "/gists/aa5a315d61ae9438b18d/star"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corpora_are_valid_ascii_and_deterministic() {
        let realistic = realistic_corpus(5000);
        for text in &realistic {
            assert!(text.is_ascii(), "{text}");
            assert!(uri::UriRef::parse(text).is_ok(), "{text}");
        }
        assert_eq!(realistic[..100], realistic_corpus(100)[..]);
        let relative = realistic
            .iter()
            .filter(|text| uri::Uri::parse(text).is_err())
            .count();
        assert!(
            (1000..1600).contains(&relative),
            "{relative} relative references"
        );

        for text in absolute_corpus(5000) {
            assert!(uri::Uri::parse(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn invalid_corpus_is_invalid() {
        for text in invalid_corpus(5000) {
            assert!(uri::UriRef::parse(&text).is_err(), "{text}");
        }
    }

    #[test]
    fn long_uris_have_the_requested_length() {
        for len in [0, 40, 100, 1000, 1024, 4096, 16384, 65536] {
            let text = long_uri(len);
            assert_eq!(text.len(), len.max(40));
            assert!(uri::Uri::parse(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn non_ascii_iri_corpus_is_what_its_documentation_says() {
        let corpus = non_ascii_iri_corpus(1000);
        assert_eq!(corpus[..100], non_ascii_iri_corpus(100)[..]);
        let valid: Vec<&String> = corpus
            .iter()
            .filter(|text| uri::IriRef::parse(text).is_ok())
            .collect();
        assert_eq!(valid.len(), 900);
        for (index, text) in corpus.iter().enumerate() {
            assert_eq!(uri::IriRef::parse(text).is_ok(), index % 10 != 9, "{text}");
        }
        let bytes: usize = corpus.iter().map(String::len).sum();
        let non_ascii = corpus
            .iter()
            .flat_map(|text| text.bytes())
            .filter(|byte| !byte.is_ascii())
            .count();
        let chars: usize = corpus.iter().map(|text| text.chars().count()).sum();
        let non_ascii_chars = corpus
            .iter()
            .flat_map(|text| text.chars())
            .filter(|c| !c.is_ascii())
            .count();
        assert_eq!(bytes / corpus.len(), 59, "mean length");
        assert_eq!(non_ascii * 100 / bytes, 38, "share of non-ASCII bytes");
        assert_eq!(
            non_ascii_chars * 100 / chars,
            21,
            "share of non-ASCII characters"
        );
        // Every valid item holds non-ASCII text.
        assert!(valid.iter().all(|text| !text.is_ascii()));
    }
}
