//! Reads `name = uri` lines from a configuration file (or a built-in sample),
//! checks every URI and prints what is wrong with each bad one, drawn under the
//! input, with any password hidden. Errors travel with `?` and keep the drawing.
//!
//! Given a file, it exits with a failure when any line is wrong, as a checker
//! in a script should. The built-in sample holds two wrong lines on purpose,
//! to show the report; run without a file, it exits with success.
//!
//! ```text
//! cargo run -p strict-uri --example config -- services.conf
//! ```

use std::error::Error;
use std::fmt::Write as _;
use std::process::ExitCode;

use uri::UriBuf;

pub(crate) const SAMPLE: &str = "\
# name = uri
api      = https://api.example.com/v1/
database = postgres://admin:hunter2@db.internal:5432/main db
cache    = redis://[::1]:6379/0
metrics  = http://metrics.internal:99999/
docs     = https://docs.example.com/guide#install
";

/// One configured service.
#[derive(Debug)]
struct Service {
    name: String,
    endpoint: UriBuf,
}

/// The service on `line`, or the reason it is invalid.
fn service(line: &str) -> Result<Service, Box<dyn Error>> {
    let (name, text) = line.split_once('=').ok_or("expected `name = uri`")?;
    let text = text.trim();
    let endpoint = UriBuf::parse(text).map_err(|error| error.report(text))?;
    // A port above 65535 parses (the grammar allows any digits) but cannot be used.
    endpoint.port().map_err(|error| error.report(text))?;
    Ok(Service {
        name: name.trim().to_owned(),
        endpoint,
    })
}

/// What the program prints for the configuration `text`, and whether it is valid.
pub(crate) fn check(text: &str) -> (String, bool) {
    let mut out = String::new();
    let mut valid = true;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match service(line) {
            Ok(service) => {
                let _ = writeln!(
                    out,
                    "ok    {:<8} {}",
                    service.name,
                    service.endpoint.redacted()
                );
            }
            Err(error) => {
                valid = false;
                // A `Report` draws itself whatever the format; other errors
                // are one line.
                let _ = writeln!(out, "error line {}: {error}", number + 1);
            }
        }
    }
    (out, valid)
}

fn main() -> ExitCode {
    let (text, demo) = match std::env::args().nth(1) {
        Some(path) => match std::fs::read_to_string(&path) {
            Ok(text) => (text, false),
            Err(error) => {
                eprintln!("cannot read {path}: {error}");
                return ExitCode::FAILURE;
            }
        },
        None => (SAMPLE.to_owned(), true),
    };
    let (out, valid) = check(&text);
    print!("{out}");
    if valid || demo {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
