//! Parses each URI reference given as an argument and prints its components, or
//! the error drawn under the input. With no arguments, shows a few built-in ones.
//!
//! ```text
//! cargo run -p strict-uri --example quickstart -- 'https://example.com/a?b#c' 'http://[::1]:8080/'
//! ```

use std::process::ExitCode;

use uri::UriRef;

const BUILT_IN: &[&str] = &[
    "https://user:secret@example.com:8443/docs/index.html?lang=en&q=uri#intro",
    "http://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "file:///etc/hosts",
    "../images/logo%20small.png",
    "https://example.com/a path",
    "http://[fe80::1%25eth0]/",
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let inputs: Vec<&str> = if args.is_empty() {
        BUILT_IN.to_vec()
    } else {
        args.iter().map(String::as_str).collect()
    };
    let mut all_valid = true;
    for (n, input) in inputs.iter().enumerate() {
        if n > 0 {
            println!();
        }
        all_valid &= show(input);
    }
    // Built-in examples include invalid ones on purpose; only arguments set the status.
    if all_valid || args.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Prints one input's components or its error; returns whether it was valid.
fn show(input: &str) -> bool {
    let reference = match UriRef::parse(input) {
        // The redacted form, so a password given on the command line is not echoed.
        Ok(reference) => {
            println!("{}", reference.redacted());
            reference
        }
        Err(error) => {
            println!("{input}");
            println!(
                "  error: {}",
                error.render(input).to_string().replace('\n', "\n  ")
            );
            return false;
        }
    };
    let or_none =
        |part: Option<&str>| part.map_or_else(|| "(none)".to_owned(), |s| format!("{s:?}"));
    let kind = if reference.is_relative_ref() {
        "relative reference"
    } else {
        "URI"
    };
    println!("  kind:      {kind}");
    println!("  scheme:    {}", or_none(reference.scheme()));
    // RFC 3986 §7.5: a password is not shown in clear text.
    match reference.userinfo() {
        Some(userinfo) if reference.has_password() => {
            let user = userinfo.split_once(':').map_or(userinfo, |(user, _)| user);
            println!("  userinfo:  \"{user}:***\" (password hidden)");
            println!("  redacted:  {}", reference.redacted());
        }
        userinfo => println!("  userinfo:  {}", or_none(userinfo)),
    }
    match reference.host() {
        Some(host) => println!(
            "  host:      {:?} ({})",
            reference.host_str().unwrap_or(""),
            host.kind()
        ),
        None => println!("  host:      (none)"),
    }
    match reference.port() {
        Ok(Some(port)) => println!("  port:      {port}"),
        Ok(None) => println!("  port:      {}", or_none(reference.port_str())),
        Err(error) => println!(
            "  port:      {:?} ({error})",
            reference.port_str().unwrap_or("")
        ),
    }
    let path = reference.path();
    println!("  path:      {:?}", path.as_str());
    println!("  segments:  {:?}", path.segments().collect::<Vec<_>>());
    println!("  query:     {}", or_none(reference.query()));
    println!("  fragment:  {}", or_none(reference.fragment()));
    true
}
