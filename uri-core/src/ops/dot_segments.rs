//! `remove_dot_segments` ([RFC 3986 §5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)).

use alloc::string::String;

/// Removes the `.` and `..` segments of `path` by the algorithm of [RFC 3986 §5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4),
/// as reference resolution does to every path it produces.
///
/// Only literal dots are dot segments: `%2E` is not ([§2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3) allows decoding it, but
/// that is normalization, not resolution). The algorithm's rules run in one left
/// to right pass: the "remove the last segment of the output" step truncates at
/// the output's last `/`, so the whole run takes time linear in the path.
///
/// # Examples
///
/// ```
/// use uri_core::remove_dot_segments;
///
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/../../x"), "/x");
/// assert_eq!(remove_dot_segments("/a/%2E%2E/b"), "/a/%2E%2E/b");
/// ```
pub fn remove_dot_segments(path: &str) -> String {
    let mut output = String::with_capacity(path.len());
    let mut input = path;
    while !input.is_empty() {
        // A: a leading "../" or "./" goes.
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            input = rest;
        // B: "/./" or a final "/." becomes "/".
        } else if input.starts_with("/./") {
            input = &input[2..];
        } else if input == "/." {
            input = "/";
        // C: "/../" or a final "/.." becomes "/" and removes the last output segment.
        } else if input.starts_with("/../") {
            input = &input[3..];
            remove_last_segment(&mut output);
        } else if input == "/.." {
            input = "/";
            remove_last_segment(&mut output);
        // D: a lone "." or ".." goes.
        } else if input == "." || input == ".." {
            input = "";
        // E: move the first segment, with its leading "/" if any, to the output.
        } else {
            let skip = usize::from(input.starts_with('/'));
            let end = input[skip..].find('/').map_or(input.len(), |at| at + skip);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}

/// Whether `path` may hold a `.` or `..` segment: a quick, conservative test
/// that lets callers skip `remove_dot_segments` (and its allocation) for the
/// usual path. It also answers yes for `/.well-known`, which the removal then
/// leaves alone.
pub(crate) fn may_have_dot_segments(path: &str) -> bool {
    path.starts_with('.') || path.contains("/.")
}

/// Removes the output's last segment and the `/` before it, if any.
fn remove_last_segment(output: &mut String) {
    let cut = output.rfind('/').unwrap_or(0);
    output.truncate(cut);
}

#[cfg(test)]
mod tests {
    use super::remove_dot_segments;

    #[test]
    fn rfc_examples() {
        // §5.2.4's two worked examples.
        assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
        assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
    }

    #[test]
    fn edges() {
        for (input, expected) in [
            ("", ""),
            (".", ""),
            ("..", ""),
            ("./", ""),
            ("../", ""),
            ("/", "/"),
            ("/.", "/"),
            ("/..", "/"),
            ("/./", "/"),
            ("/../", "/"),
            ("/a/..", "/"),
            ("/a/.", "/a/"),
            ("/a/./", "/a/"),
            ("/a/../b", "/b"),
            ("a/../b", "/b"),
            ("a/..", "/"),
            ("../a", "a"),
            ("./a", "a"),
            ("/a/b/../../..", "/"),
            ("/a//../b", "/a/b"),
            ("//a/../b", "//b"),
            ("/.a/..b/...", "/.a/..b/..."),
            ("/a/%2e/b", "/a/%2e/b"),
            (".//a", "/a"),
        ] {
            assert_eq!(remove_dot_segments(input), expected, "{input}");
        }
    }

    #[test]
    fn linear_on_deep_input() {
        let deep = "/a".repeat(100_000) + &"/..".repeat(100_000);
        assert_eq!(remove_dot_segments(&deep), "/");
    }
}
