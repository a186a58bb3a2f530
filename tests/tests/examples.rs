//! The programs in `uri/examples/`, run through their own functions: what they
//! print is checked here, so the examples cannot rot.

#[allow(dead_code)]
#[path = "../../uri/examples/endpoints.rs"]
mod endpoints;

#[allow(dead_code)]
#[path = "../../uri/examples/crawler.rs"]
mod crawler;

#[allow(dead_code)]
#[path = "../../uri/examples/config.rs"]
mod config;

#[test]
fn endpoints_join_user_data_without_double_encoding() {
    assert_eq!(
        endpoints::report("ada lovelace", 2),
        "host: api.example.com\n\
         endpoint: https://api.example.com/v1/users/ada%20lovelace/repos?page=2&sort=updated%20desc\n\
         next page: https://api.example.com/v1/users/ada%20lovelace/repos?page=3&sort=updated%20desc\n"
    );
    assert_eq!(
        endpoints::report("..", 1),
        "cannot build the endpoint: a path segment of `.` or `..` cannot be data: `%2E%2E` is \
         equivalent to `..` (RFC 3986 §2.3); leave the segment out or rename it\n"
    );
}

/// The crawler reads links as a browser does (`join_lenient`), so a space or a
/// backslash in an href is read, and only a link no browser follows is skipped.
#[test]
fn the_crawler_keeps_each_resource_once() {
    assert_eq!(
        crawler::crawl(crawler::PAGE, crawler::HREFS),
        "https://example.com/docs/guide/intro.html\n\
         https://example.com/docs/api/\n\
         https://cdn.example.com/style.css\n\
         mailto:docs@example.com\n\
         https://example.com/docs/api/index.html?version=2\n\
         https://example.com/docs/guide/search?q=caf%C3%A9\n\
         https://example.com/docs/guide/a%20page.html\n\
         https://example.com/docs/guide/faq.html\n\
         skipped \"https://[::1/admin\":\n\
         invalid character `/` (U+002F) in host at index 12: expected the ']' that closes the \
         IP literal\n  \
         | https://[::1/admin\n  \
         |             ^\n\
         8 distinct of 12 links\n"
    );
}

#[test]
fn config_errors_are_drawn_without_the_password() {
    let (out, valid) = config::check(config::SAMPLE);
    assert!(!valid);
    assert!(!out.contains("hunter2"), "{out}");
    assert_eq!(
        out,
        "ok    api      https://api.example.com/v1/\n\
         error line 3: invalid character ` ` (U+0020) in path at index 46: expected an \
         unreserved or sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
         | postgres://admin:*******@db.internal:5432/main db\n  \
         |                                               ^\n  \
         = help: encode the space as `%20`\n\
         ok    cache    redis://[::1]:6379/0\n\
         error line 5: port out of range at index 24: expected a port number from 0 to 65535\n  \
         | http://metrics.internal:99999/\n  \
         |                         ^^^^^\n\
         ok    docs     https://docs.example.com/guide#install\n"
    );
    let (out, valid) = config::check("a = https://h/\nnot a pair\n");
    assert!(!valid);
    assert_eq!(
        out,
        "ok    a        https://h/\nerror line 2: expected `name = uri`\n"
    );
}
