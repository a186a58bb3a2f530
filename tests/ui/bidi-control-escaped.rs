// A right-to-left override would reorder the message in a terminal: it is shown
// as its escape, like a control character.
fn main() {
    let _ = uri::uri!("https://example.com/\u{202e}gpj.exe");
}
