//! Runs URI Template test files in the format of the public RFC 6570 test suite
//! (`uritemplate-test`): a JSON object of groups, each with `variables` and
//! `testcases`, where a case is `[template, expected]` and `expected` is the
//! expansion, a list of acceptable expansions, or `false` for a template that
//! must be refused (at parsing or at expansion).
//!
//! Prints one line per failed case and last `N passed, M failed`; the exit status
//! is non-zero when any case failed.
//!
//! ```text
//! cargo run -p strict-uri --example uritemplate-test -- tests/data/uritemplate-test/spec-examples.json
//! ```

use std::fmt;
use std::process::ExitCode;

use serde_json::Value as Json;
use uri::template::{UriTemplate, Value, ValueSink, Variables};

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: uritemplate-test FILE...");
        return ExitCode::from(2);
    }
    let mut tally = Tally::default();
    for file in &files {
        match std::fs::read_to_string(file) {
            Ok(text) => run_file(file, &text, &mut tally),
            Err(error) => tally.fail(format!("{file}: cannot read: {error}")),
        }
    }
    for failure in &tally.failures {
        println!("{failure}");
    }
    println!("{} passed, {} failed", tally.passed, tally.failures.len());
    if tally.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The cases run so far.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) passed: usize,
    pub(crate) failures: Vec<String>,
}

impl Tally {
    fn fail(&mut self, line: String) {
        self.failures.push(line);
    }
}

/// Runs every case of one file, whose name is `file` and content `text`.
pub(crate) fn run_file(file: &str, text: &str, tally: &mut Tally) {
    let groups = match serde_json::from_str::<Json>(text) {
        Ok(Json::Object(groups)) => groups,
        Ok(_) => return tally.fail(format!("{file}: not a JSON object of groups")),
        Err(error) => return tally.fail(format!("{file}: not JSON: {error}")),
    };
    for (group, content) in &groups {
        let variables = JsonVariables(content.get("variables"));
        let Some(cases) = content.get("testcases").and_then(Json::as_array) else {
            tally.fail(format!("{file}: {group}: no `testcases` list"));
            continue;
        };
        for case in cases {
            match run_case(case, &variables) {
                Ok(()) => tally.passed += 1,
                Err(why) => tally.fail(format!("{file}: {group}: {why}")),
            }
        }
    }
}

/// Runs one `[template, expected]` case.
fn run_case(case: &Json, variables: &JsonVariables<'_>) -> Result<(), String> {
    let (Some(template), Some(expected)) = (case.get(0).and_then(Json::as_str), case.get(1)) else {
        return Err(format!("malformed case {case}"));
    };
    let expansion = UriTemplate::parse(template)
        .map_err(|error| error.to_string())
        .and_then(|parsed| {
            parsed
                .expand_to_string(variables)
                .map_err(|error| error.to_string())
        });
    let acceptable: Vec<&str> = match expected {
        Json::String(one) => vec![one],
        Json::Array(many) => many.iter().filter_map(Json::as_str).collect(),
        Json::Bool(false) => {
            return match expansion {
                Err(_) => Ok(()),
                Ok(text) => Err(format!("{template:?}: expected an error, got {text:?}")),
            };
        }
        other => return Err(format!("{template:?}: unknown expectation {other}")),
    };
    match expansion {
        Ok(text) if acceptable.contains(&text.as_str()) => Ok(()),
        Ok(text) => Err(format!("{template:?}: expected {expected}, got {text:?}")),
        Err(error) => Err(format!(
            "{template:?}: expected {expected}, got the error: {error}"
        )),
    }
}

/// A group's `variables` object.
struct JsonVariables<'a>(Option<&'a Json>);

impl Variables for JsonVariables<'_> {
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self.0.and_then(|variables| variables.get(name)) {
            Some(value) => JsonValue(value).write_to(sink),
            None => Ok(()),
        }
    }
}

/// A JSON value as a template value: strings, numbers and booleans are strings,
/// arrays are lists, objects are maps in the file's order, `null` is undefined.
struct JsonValue<'a>(&'a Json);

impl Value for JsonValue<'_> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self.0 {
            Json::Null => Ok(()),
            Json::String(text) => sink.string(text),
            Json::Bool(value) => sink.display(value),
            Json::Number(value) => sink.display(value),
            Json::Array(items) => items
                .iter()
                .try_for_each(|item| sink.item(&JsonValue(item))),
            Json::Object(pairs) => pairs
                .iter()
                .try_for_each(|(key, value)| sink.entry(&key.as_str(), &JsonValue(value))),
        }
    }
}
