//! The public items are listed once, in `uri_core::api`, whose modules the
//! facade re-exports whole: each facade module is a glob of the `api` module of
//! its name, every `api` module is one of the facade's, and no facade file
//! lists items of its own.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// The modules of `uri_core::api`, as its source declares them.
fn api_modules() -> Vec<String> {
    let lib = fs::read_to_string(root().join("uri-core/src/lib.rs")).unwrap();
    let api = &lib[lib.find("pub mod api {").expect("uri-core declares `api`")..];
    api.lines()
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(" {").to_owned())
        .collect()
}

#[test]
fn every_facade_module_is_its_api_module() {
    let modules = api_modules();
    assert!(modules.len() >= 8, "{modules:?}");
    let lib = fs::read_to_string(root().join("uri/src/lib.rs")).unwrap();
    for module in &modules {
        let glob = format!("pub use uri_core::api::{module}::*;");
        let file = root().join(format!("uri/src/{module}.rs"));
        let found = if module == "root" {
            lib.contains(&glob)
        } else if let Ok(source) = fs::read_to_string(&file) {
            source.contains(&glob) && lib.contains(&format!("pub mod {module};"))
        } else {
            lib.contains(&format!("pub mod {module} {{\n    {glob}\n}}"))
        };
        assert!(
            found,
            "the facade does not re-export `api::{module}` as `{module}`"
        );
    }
}

#[test]
fn no_facade_file_lists_items_of_its_own() {
    for entry in fs::read_dir(root().join("uri/src")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap();
        // Macro support, documented as not public API.
        if name == "__private.rs" {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        for line in source.lines() {
            let line = line.trim();
            if line.starts_with("pub use uri_core::") {
                assert!(
                    line.starts_with("pub use uri_core::api::") && line.ends_with("::*;"),
                    "{name}: `{line}` lists items the `api` module lists already"
                );
            }
        }
    }
}

/// The lists agree in items too: a path of each facade module names the
/// item of `uri_core` it is (a few from each list, so that a glob that
/// named another module would fail to compile here).
#[test]
fn the_facade_paths_are_the_core_items() {
    use std::any::TypeId;
    assert_eq!(
        TypeId::of::<uri::Uri<'static>>(),
        TypeId::of::<uri_core::Uri<'static>>()
    );
    assert_eq!(
        TypeId::of::<uri::error::ParseError>(),
        TypeId::of::<uri_core::ParseError>()
    );
    assert_eq!(
        TypeId::of::<uri::encoding::Place>(),
        TypeId::of::<uri_core::Place>()
    );
    assert_eq!(
        TypeId::of::<uri::query::QueryOptions>(),
        TypeId::of::<uri_core::QueryOptions>()
    );
    assert_eq!(
        TypeId::of::<uri::template::TemplateSet<()>>(),
        TypeId::of::<uri_core::TemplateSet<()>>()
    );
    assert_eq!(
        TypeId::of::<uri::lenient::Repair>(),
        TypeId::of::<uri_core::Repair>()
    );
}
