//! The import graph of `uri-core`, checked against what its crate docs say:
//! data flows one way through the folders listed in the table of `lib.rs`, so
//! a module imports only from its own folder and the folders above it (or from
//! a leaf, a module that imports nothing of the crate, such as the byte
//! tables), never through the crate root, and no chain of imports comes back
//! to where it started.
//!
//! Only library code counts: doc comments, comments and `#[cfg(test)]` modules
//! may name anything.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits in the workspace")
        .join("uri-core/src")
}

/// Every module of the crate (`parse::table`, `lib` for the root) and its
/// library code: comment lines and the test module left out.
fn modules() -> BTreeMap<String, String> {
    fn walk(dir: &Path, prefix: &str, out: &mut BTreeMap<String, String>) {
        for entry in fs::read_dir(dir).expect("a readable folder") {
            let path = entry.expect("a readable entry").path();
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            if path.is_dir() {
                walk(&path, &format!("{prefix}{name}::"), out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                let module = match stem {
                    "mod" => prefix.trim_end_matches("::").to_owned(),
                    _ => format!("{prefix}{stem}"),
                };
                out.insert(module, library_code(&fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(&src(), "", &mut out);
    out
}

/// `source` without its comment lines and from its test module on.
fn library_code(source: &str) -> String {
    let mut code = String::new();
    let mut lines = source.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        let test_gate =
            trimmed.starts_with("#[cfg(test)]") || trimmed.starts_with("#[cfg(all(test");
        if test_gate
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        if !trimmed.starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    code
}

/// The paths after each `crate::` in `code`, one per imported item: a group
/// (`crate::a::{b, c::D}`) gives `a::b` and `a::c::D`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(rest.len());
        let path = rest[..end].trim_end_matches(':');
        if rest[end..].starts_with('{') {
            let group = &rest[end + 1
                ..rest[end..]
                    .find('}')
                    .map_or(rest.len(), |close| end + close)];
            for item in group.split(',') {
                let item = item.trim().trim_start_matches('{');
                if item.is_empty() {
                    continue;
                }
                paths.push(if path.is_empty() {
                    item.to_owned()
                } else {
                    format!("{path}::{item}")
                });
            }
        } else if !path.is_empty() {
            paths.push(path.to_owned());
        }
    }
    paths
}

/// The module a path leads into: its longest prefix that is a module.
fn target<'m>(path: &str, modules: &'m BTreeMap<String, String>) -> Option<&'m str> {
    let segments: Vec<&str> = path.split("::").collect();
    (1..=segments.len())
        .rev()
        .map(|len| segments[..len].join("::"))
        .find_map(|prefix| modules.get_key_value(&prefix).map(|(key, _)| key.as_str()))
}

/// Module → the other modules it imports.
fn graph(modules: &BTreeMap<String, String>) -> BTreeMap<&str, BTreeSet<&str>> {
    modules
        .iter()
        .map(|(module, code)| {
            let imports = crate_paths(code)
                .iter()
                .filter_map(|path| target(path, modules))
                .filter(|&to| to != module && !module.starts_with(&format!("{to}::")))
                .collect();
            (module.as_str(), imports)
        })
        .collect()
}

/// The folder of a module (`parse` for `parse::table`), or the module itself
/// at the top (`__private`, `lib`).
fn folder(module: &str) -> &str {
    module.split("::").next().unwrap()
}

/// The folders in the order of the table in `lib.rs`'s docs.
fn stage_order() -> Vec<String> {
    let lib = fs::read_to_string(src().join("lib.rs")).unwrap();
    lib.lines()
        .filter_map(|line| line.strip_prefix("//! | `"))
        .filter_map(|row| row.split_once("/` |").map(|(name, _)| name.to_owned()))
        .collect()
}

/// Imports through the crate root (`crate::Uri`), by module.
fn through_root(modules: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for (module, code) in modules {
        if module == "lib" || module == "__private" {
            continue;
        }
        for path in crate_paths(code) {
            if target(&path, modules).is_none() {
                found.push(format!("{module}: crate::{path}"));
            }
        }
    }
    found
}

/// Every chain of imports that comes back to where it started.
fn cycles(modules: &BTreeMap<String, String>) -> Vec<String> {
    // Depth-first search; a module met again while still open closes a cycle.
    fn visit<'m>(
        module: &'m str,
        graph: &BTreeMap<&'m str, BTreeSet<&'m str>>,
        open: &mut Vec<&'m str>,
        done: &mut BTreeSet<&'m str>,
        cycles: &mut Vec<String>,
    ) {
        if done.contains(module) {
            return;
        }
        if let Some(at) = open.iter().position(|&m| m == module) {
            cycles.push(format!("{} -> {module}", open[at..].join(" -> ")));
            return;
        }
        open.push(module);
        for &next in &graph[module] {
            visit(next, graph, open, done, cycles);
        }
        open.pop();
        done.insert(module);
    }
    let graph = graph(modules);
    let (mut open, mut done, mut found) = (Vec::new(), BTreeSet::new(), Vec::new());
    for &module in graph.keys() {
        visit(module, &graph, &mut open, &mut done, &mut found);
    }
    found
}

/// Imports from a folder listed after the importer's in `order`, unless the
/// imported module is a leaf.
fn upward(modules: &BTreeMap<String, String>, order: &[String]) -> Vec<String> {
    let graph = graph(modules);
    let rank = |module: &str| order.iter().position(|f| f == folder(module));
    let leaves: BTreeSet<&str> = graph
        .iter()
        .filter(|(_, imports)| imports.is_empty())
        .map(|(&module, _)| module)
        .collect();
    let mut found = Vec::new();
    for (&module, imports) in &graph {
        let Some(from) = rank(module) else {
            continue;
        };
        for &to in imports {
            if rank(to).is_some_and(|to_rank| to_rank > from) && !leaves.contains(to) {
                found.push(format!("{module} -> {to}"));
            }
        }
    }
    found
}

#[test]
fn nothing_is_imported_through_the_crate_root() {
    let found = through_root(&modules());
    assert!(
        found.is_empty(),
        "import by path instead:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_chain_of_imports_comes_back() {
    let found = cycles(&modules());
    assert!(found.is_empty(), "import cycles:\n{}", found.join("\n"));
}

#[test]
fn folders_import_only_from_the_stages_above_them() {
    let modules = modules();
    let order = stage_order();
    assert!(
        order.len() >= 8,
        "the table of lib.rs lists the folders: {order:?}"
    );
    let found = upward(&modules, &order);
    assert!(
        found.is_empty(),
        "imports from a later stage (reorder the table of lib.rs, or move the code):\n{}",
        found.join("\n")
    );
    let folders: BTreeSet<&str> = modules
        .keys()
        .filter(|m| m.contains("::"))
        .map(|m| folder(m))
        .collect();
    for name in folders {
        assert!(
            order.iter().any(|f| f == name),
            "`{name}/` is not in lib.rs's table"
        );
    }
}

/// The checks find what they look for, on a made-up crate: a root import, a
/// cycle, an import from a later stage; a leaf and the test module are free.
#[test]
fn the_checks_find_each_fault() {
    let module = |name: &str, code: &str| (name.to_owned(), library_code(code));
    let modules: BTreeMap<String, String> = [
        module("lib", "mod a; mod b;"),
        module("a::table", "const T: u8 = 1;"),
        module(
            "a::x",
            "use crate::a::y::Y;\nuse crate::Uri;\n// crate::b::late::L in a comment",
        ),
        module(
            "a::y",
            "use crate::{a::x::X, b::late::L};\nuse crate::b::leaf;",
        ),
        module("b::late", "use crate::a::table::T;"),
        module("b::leaf", "pub const ESCAPE: &str = \"%\";"),
        module(
            "b::tested",
            "use crate::a::x::X;\n#[cfg(test)]\nmod tests {\n    use crate::Uri;\n}",
        ),
    ]
    .into_iter()
    .collect();
    assert_eq!(through_root(&modules), ["a::x: crate::Uri"]);
    assert_eq!(cycles(&modules), ["a::x -> a::y -> a::x"]);
    let order = ["a".to_owned(), "b".to_owned()];
    assert_eq!(upward(&modules, &order), ["a::y -> b::late"]);
}
