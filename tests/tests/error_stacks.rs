//! Our owning errors keep their drawing in the error-handling stacks programs
//! print them with: `main` returning `Box<dyn Error>` (which prints `Debug`),
//! `anyhow` and `eyre` (which print `Display`, for each cause too), and
//! `miette`'s own graphical handler. Each test pins the exact text a user sees,
//! and none of them may show the password.

use std::error::Error;

use anyhow::Context as _;
use uri::error::{MietteReport, Report};
use uri::interop::{HttpConversionError, UrlConversionError};
use uri::template::UriTemplateBuf;
use uri::{UriBuf, UriRefBuf};

const INPUT: &str = "https://admin:hunter2@db.example/a b";

/// What every stack prints for the error about [`INPUT`]: the message, the
/// input with the password as `*`s and a caret under the space, the hint.
const DRAWING: &str = "\
invalid character ` ` (U+0020) in path at index 34: expected an unreserved or sub-delim \
character, ':', '@', a percent-encoded octet, '/', '?' or '#'
  | https://admin:*******@db.example/a b
  |                                   ^
  = help: encode the space as `%20`";

fn report() -> Report {
    UriBuf::parse(INPUT)
        .map_err(|error| error.report(INPUT))
        .unwrap_err()
}

/// `text` without what the stack appends after the error (`eyre`'s
/// `Location:`, a backtrace when `RUST_BACKTRACE` asks for one), checked to
/// hold no password.
fn printed(mut text: String) -> String {
    assert!(!text.contains("hunter2"), "{text}");
    let end = ["\n\nLocation:", "\n\nStack backtrace:"]
        .iter()
        .filter_map(|trailer| text.find(trailer))
        .min()
        .unwrap_or(text.len());
    text.truncate(end);
    text
}

/// `DRAWING` as a `Caused by:` entry: every line after the first indented.
fn caused_by(drawing: &str) -> String {
    format!("Caused by:\n    {}", drawing.replace('\n', "\n    "))
}

#[test]
fn main_returning_box_dyn_error_prints_the_drawing() {
    // `main` returning `Err(error)` prints `Error: {error:?}`.
    let boxed: Box<dyn Error + Send + Sync> = report().into();
    assert_eq!(format!("{boxed:?}"), DRAWING);
    let boxed: Box<dyn Error> = UriBuf::try_from(INPUT.to_owned()).unwrap_err().into();
    assert_eq!(format!("{boxed:?}"), DRAWING);
}

#[test]
fn anyhow_prints_the_drawing_at_the_top() {
    let error = anyhow::Error::from(report());
    assert_eq!(printed(format!("{error}")), DRAWING);
    assert_eq!(printed(format!("{error:#}")), DRAWING);
    assert_eq!(printed(format!("{error:?}")), DRAWING);
}

#[test]
fn anyhow_prints_the_drawing_under_context_except_with_plain_display() {
    let error = Err::<UriBuf, _>(report())
        .context("reading DATABASE_URL")
        .unwrap_err();
    // `{}` is the outermost message alone, by anyhow's design: documented on
    // `Report`.
    assert_eq!(format!("{error}"), "reading DATABASE_URL");
    assert_eq!(
        printed(format!("{error:#}")),
        format!("reading DATABASE_URL: {DRAWING}")
    );
    assert_eq!(
        printed(format!("{error:?}")),
        format!("reading DATABASE_URL\n\n{}", caused_by(DRAWING))
    );
}

#[test]
fn eyre_prints_the_drawing_at_the_top_and_under_context() {
    let error = eyre::Report::from(report());
    assert_eq!(printed(format!("{error}")), DRAWING);
    assert_eq!(printed(format!("{error:#}")), DRAWING);
    assert_eq!(printed(format!("{error:?}")), DRAWING);
    let error =
        eyre::WrapErr::wrap_err(Err::<UriBuf, _>(report()), "reading DATABASE_URL").unwrap_err();
    assert_eq!(format!("{error}"), "reading DATABASE_URL");
    assert_eq!(
        printed(format!("{error:#}")),
        format!("reading DATABASE_URL: {DRAWING}")
    );
    assert_eq!(
        printed(format!("{error:?}")),
        format!("reading DATABASE_URL\n\n{}", caused_by(DRAWING))
    );
}

#[test]
fn a_template_report_draws_in_every_stack() {
    let error = UriTemplateBuf::try_from(String::from("/users/{user-id}")).unwrap_err();
    let drawing = "\
invalid character `-` (U+002D) in template expression at index 12: expected a letter, digit, \
'_', '.' or percent-encoded octet in the variable name, a modifier (':' or '*'), ',' or '}'
  | /users/{user-id}
  |             ^
  = help: variable names hold letters, digits, '_' and '.': write `user_id`";
    let boxed: Box<dyn Error> = error.clone().into();
    assert_eq!(format!("{boxed:?}"), drawing);
    let error = Err::<(), _>(error).context("loading routes").unwrap_err();
    assert_eq!(
        printed(format!("{error:#}")),
        format!("loading routes: {drawing}")
    );
}

#[test]
fn conversion_errors_draw_the_text_and_hide_its_password() {
    let theirs: http::Uri = "http://h/a|b".parse().unwrap();
    let error = UriRefBuf::try_from(&theirs).unwrap_err();
    assert!(matches!(error, HttpConversionError::NotRfc3986 { .. }));
    let drawing = "\
the http::Uri is not an RFC 3986 URI reference: invalid character `|` (U+007C) in path at \
index 10: expected an unreserved or sub-delim character, ':', '@', a percent-encoded octet, \
'/', '?' or '#'
  | http://h/a|b
  |           ^
  = help: encode `|` as `%7C`";
    assert_eq!(
        printed(format!("{:#}", anyhow::Error::from(error.clone()))),
        drawing
    );
    let boxed: Box<dyn Error> = error.into();
    assert_eq!(format!("{boxed:?}"), drawing);

    let url = url::Url::parse("http://admin:hunter2@h/a|b").unwrap();
    let error = UriBuf::try_from(&url).unwrap_err();
    assert!(matches!(error, UrlConversionError::NotRfc3986 { .. }));
    let drawing = "\
the url::Url is not an RFC 3986 URI: invalid character `|` (U+007C) in path at index 24: \
expected an unreserved or sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'
  | http://admin:*******@h/a|b
  |                         ^
  = help: encode `|` as `%7C`";
    assert_eq!(
        printed(format!("{}", eyre::Report::from(error.clone()))),
        drawing
    );
    let boxed: Box<dyn Error> = error.clone().into();
    assert_eq!(printed(format!("{boxed:?}")), drawing);
    assert_eq!(
        format!("{error:#?}"),
        "NotRfc3986 {\n    error: ParseError {\n        index: 24,\n        len: 1,\n        \
         found: Some('|'),\n        component: Path,\n        kind: PathChar,\n    },\n    \
         text: \"http://admin:***@h/a|b\",\n}"
    );
}

fn miette(diagnostic: &MietteReport) -> String {
    let mut out = String::new();
    miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
        .render_report(&mut out, diagnostic)
        .unwrap();
    printed(out)
}

#[test]
fn miette_draws_the_source_its_own_way_without_the_password() {
    assert_eq!(
        miette(&MietteReport::from(report())),
        "  × invalid character ` ` (U+0020) in path at index 34: expected an unreserved or \
         sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'
   ╭────
 1 │ https://admin:*******@db.example/a b
   ·                                   ┬
   ·                                   ╰── here
   ╰────
  help: encode the space as `%20`
"
    );
    // Invisible characters are escaped in the source miette shows, and the
    // label spans the whole escape.
    let error = UriRefBuf::try_from(String::from("/\u{202e}gpj.exe")).unwrap_err();
    assert_eq!(
        miette(&MietteReport::from(error)),
        "  × invalid character `\\u{202e}` (U+202E) in path at index 1: expected an unreserved \
         or sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'
   ╭────
 1 │ /\\u{202e}gpj.exe
   ·  ────┬───
   ·      ╰── here
   ╰────
  help: encode `\\u{202e}` as `%E2%80%AE`
"
    );
    // An input that ends too soon labels its last character: miette draws no
    // label past the end.
    let error = UriRefBuf::try_from(String::from("/100%")).unwrap_err();
    assert_eq!(
        miette(&MietteReport::from(error)),
        "  × unexpected end of input in path at index 5: expected two hex digits after '%'
   ╭────
 1 │ /100%
   ·     ┬
   ·     ╰── the input ends after this
   ╰────
  help: encode a literal `%` as `%25`
"
    );
}

#[test]
fn miette_draws_templates_and_conversions() {
    let error = UriTemplateBuf::try_from(String::from("/users/{user-id}")).unwrap_err();
    assert_eq!(
        miette(&MietteReport::from(error)),
        "  × invalid character `-` (U+002D) in template expression at index 12: expected a \
         letter, digit, '_', '.' or percent-encoded octet in the variable name, a modifier \
         (':' or '*'), ',' or '}'
   ╭────
 1 │ /users/{user-id}
   ·             ┬
   ·             ╰── here
   ╰────
  help: variable names hold letters, digits, '_' and '.': write `user_id`
"
    );
    let url = url::Url::parse("http://admin:hunter2@h/a|b").unwrap();
    let error = UriBuf::try_from(&url).unwrap_err();
    assert_eq!(
        miette(&MietteReport::from(error)),
        "  × the url::Url is not an RFC 3986 URI: invalid character `|` (U+007C) in path at \
         index 24: expected an unreserved or sub-delim character, ':', '@', a percent-encoded \
         octet, '/', '?' or '#'
   ╭────
 1 │ http://admin:*******@h/a|b
   ·                         ┬
   ·                         ╰── here
   ╰────
  help: encode `|` as `%7C`
"
    );
    // A conversion error without a text to show is its message alone.
    let error = url::Url::try_from(uri::uri_ref!("a/b")).unwrap_err();
    assert_eq!(
        miette(&MietteReport::from(error)),
        "  × url::Url is absolute, and this is a relative reference\n"
    );
}

#[test]
fn question_mark_turns_every_report_into_a_miette_report() {
    fn parse(input: &str) -> miette::Result<UriBuf> {
        Ok(UriBuf::parse(input).map_err(|error| error.report(input))?)
    }
    fn owned(input: String) -> miette::Result<UriBuf> {
        Ok(UriBuf::try_from(input)?)
    }
    fn template(input: String) -> miette::Result<UriTemplateBuf> {
        Ok(UriTemplateBuf::try_from(input)?)
    }
    for error in [
        parse(INPUT).unwrap_err(),
        owned(INPUT.to_owned()).unwrap_err(),
        template("{a b}".to_owned()).unwrap_err(),
    ] {
        let diagnostic = error.downcast_ref::<MietteReport>().unwrap();
        assert_eq!(diagnostic.to_string(), error.to_string());
        assert!(!format!("{error:?}").contains("hunter2"));
    }
}
