//! `remove_dot_segments` ([RFC 3986 §5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)).

use alloc::string::String;
use alloc::vec::Vec;

use crate::bytes::word::bytes_equal_to;

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
/// use uri::path::remove_dot_segments;
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

/// Removes the dot segments of the absolute path `out[start..]` in place, by
/// the rules of [`remove_dot_segments`] ([RFC 3986 §5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)): the output never
/// outgrows what has been read, so segments move left within the buffer.
pub(crate) fn remove_dot_segments_in_place(out: &mut Vec<u8>, start: usize) {
    let end = out.len();
    // Room to read a whole word at any segment, the last one included; the
    // callers reserved it, so this does not reallocate.
    out.extend_from_slice(&[0; 8]);
    let (mut read, mut write) = (start, start);
    // Each step reads `/segment` from `read`, where a `/` always stands.
    while read < end {
        let segment_start = read + 1;
        let (segment_end, first_bytes) = next_slash(out, segment_start, end);
        // Which segment is `.` or `..` is data: one branch on both, decided by
        // word arithmetic, mispredicts less than a test of the length and then
        // of the bytes (callgrind's branch simulation on normalize/needs-work).
        let len = segment_end - segment_start;
        #[allow(
            clippy::needless_bitwise_bool,
            reason = "both sides are cheap: no branch between them is the point"
        )]
        let (dot, dot_dot) = (
            (len == 1) & (first_bytes & 0xFF == 0x2E),
            (len == 2) & (first_bytes & 0xFFFF == 0x2E2E),
        );
        if !(dot | dot_dot) {
            // Until the first dot segment, every segment is already in place.
            if read != write {
                out.copy_within(read..segment_end, write);
            }
            write += segment_end - read;
            read = segment_end;
            continue;
        }
        if dot_dot {
            write = out[start..write]
                .iter()
                .rposition(|&b| b == b'/')
                .map_or(start, |at| start + at);
        }
        // A dot segment at the end leaves the path ending in `/`.
        if segment_end == end {
            out[write] = b'/';
            write += 1;
        }
        read = segment_end;
    }
    out.truncate(write);
}

/// The index of the first `/` of `out[from..end]`, or `end`, eight bytes at a
/// time, and the word of the eight bytes at `from` (little-endian): a byte
/// loop there ended each segment with a branch whose count of turns varies,
/// mispredicted on most segments. `out` holds eight bytes past `end`, and
/// `from` is at most `end`.
fn next_slash(out: &[u8], mut from: usize, end: usize) -> (usize, u64) {
    let word_at = |at: usize| {
        out.get(at..)
            .and_then(<[u8]>::first_chunk::<8>)
            .map(|word| u64::from_le_bytes(*word))
    };
    let Some(first) = word_at(from) else {
        return (end, 0);
    };
    let mut word = first;
    loop {
        let slashes = bytes_equal_to(word, b'/');
        if slashes != 0 {
            return (
                (from + (slashes.trailing_zeros() / 8) as usize).min(end),
                first,
            );
        }
        from += 8;
        if from >= end {
            return (end, first);
        }
        match word_at(from) {
            Some(next) => word = next,
            None => return (end, first),
        }
    }
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

#[cfg(test)]
mod in_place_tests {
    use super::{remove_dot_segments, remove_dot_segments_in_place};
    use alloc::string::String;
    use alloc::vec::Vec;

    /// Every absolute path of up to seven pieces from a small alphabet (one
    /// piece longer than the eight bytes the `/` search reads at a time): the
    /// in-place removal agrees with the reference algorithm, behind a prefix.
    #[test]
    fn agrees_with_remove_dot_segments_exhaustively() {
        let pieces = ["/", ".", "..", "a", "b.", "segment-9"];
        let mut paths: Vec<String> = vec![String::from("/")];
        let mut frontier = paths.clone();
        for _ in 0..7 {
            let mut next = Vec::new();
            for path in &frontier {
                for piece in pieces {
                    next.push(alloc::format!("{path}{piece}"));
                }
            }
            paths.extend(next.iter().cloned());
            frontier = next;
        }
        assert!(paths.len() > 330_000);
        for path in paths {
            let mut buffer = b"http://h".to_vec();
            buffer.extend_from_slice(path.as_bytes());
            remove_dot_segments_in_place(&mut buffer, 8);
            let expected = alloc::format!("http://h{}", remove_dot_segments(&path));
            assert_eq!(String::from_utf8(buffer).unwrap(), expected, "{path}");
        }
    }
}
