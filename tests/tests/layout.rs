//! The import graphs of `uri-core` and `uri-macros`, checked against what their
//! crate docs say: data flows one way through the stages listed in the table of
//! each `lib.rs`, so a module imports only from its own folder and the stages
//! above it, never through the crate root, and no chain of imports comes back
//! to where it started.
//!
//! Test modules keep the rule too; only doc comments and comments may name
//! anything. `uri-core` also lets a module import a leaf (a module that imports
//! nothing of the crate, such as the byte tables) from any stage, as its
//! `lib.rs` says; `uri-macros` does not.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A crate whose layout is checked, and what its rule allows.
struct Layout {
    /// The crate's folder in the workspace.
    dir: &'static str,
    /// The modules beside the stages, in no row of the table: the root, and
    /// `uri-core`'s hidden constructors, which re-export from every stage.
    beside: &'static [&'static str],
    /// Whether a module may import a leaf of a later stage.
    leaves_free: bool,
}

const CORE: Layout = Layout {
    dir: "uri-core",
    beside: &["lib", "__private"],
    leaves_free: true,
};

const MACROS: Layout = Layout {
    dir: "uri-macros",
    beside: &["lib"],
    leaves_free: false,
};

const CRATES: [Layout; 2] = [CORE, MACROS];

impl Layout {
    fn src(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("tests/ sits in the workspace")
            .join(self.dir)
            .join("src")
    }

    /// Every module of the crate (`parse::table`, `lib` for the root) and its
    /// code, comment lines left out.
    fn modules(&self) -> BTreeMap<String, String> {
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
                    out.insert(module, code(&fs::read_to_string(&path).unwrap()));
                }
            }
        }
        let mut out = BTreeMap::new();
        walk(&self.src(), "", &mut out);
        out
    }

    /// The stages in the order of the table in `lib.rs`'s docs.
    fn stage_order(&self) -> Vec<String> {
        stage_order(&fs::read_to_string(self.src().join("lib.rs")).unwrap())
    }

    /// The faults `check` finds in the crate, each led by the crate's folder.
    fn faults(
        &self,
        check: impl Fn(&Self, &BTreeMap<String, String>) -> Vec<String>,
    ) -> Vec<String> {
        check(self, &self.modules())
            .into_iter()
            .map(|fault| format!("{}: {fault}", self.dir))
            .collect()
    }
}

/// `source` without its comment lines.
fn code(source: &str) -> String {
    source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .flat_map(|line| [line, "\n"])
        .collect()
}

/// The paths after each `crate::` in `code`, one per imported item: a group
/// (`crate::a::{b, c::{D, E}}`) gives `a::b`, `a::c::D` and `a::c::E`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        use_tree(&code[at + "crate::".len()..], "", &mut paths);
    }
    paths
}

/// Reads the use tree at the start of `rest` (`a::b`, `a::*`, `a::{b, c::D}`),
/// adds the paths it names after `prefix` to `paths`, and returns how many
/// bytes it read.
fn use_tree(rest: &str, prefix: &str, paths: &mut Vec<String>) -> usize {
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(rest.len());
    let path = match (prefix, rest[..end].trim_end_matches(':')) {
        (prefix, "") => prefix.to_owned(),
        ("", path) => path.to_owned(),
        (prefix, path) => format!("{prefix}::{path}"),
    };
    if !rest[end..].starts_with('{') {
        if !path.is_empty() {
            paths.push(path);
        }
        return end;
    }
    // A group: trees separated by commas, each perhaps renamed (`as _`).
    let mut at = end + 1;
    while at < rest.len() {
        let item = rest[at..].trim_start();
        at = rest.len() - item.len();
        if item.starts_with('}') {
            return at + 1;
        }
        at += use_tree(item, &path, paths);
        at += rest[at..].find([',', '}']).unwrap_or(rest.len() - at);
        if rest[at..].starts_with(',') {
            at += 1;
        }
    }
    rest.len()
}

/// The module a path leads into: its longest prefix that is a module.
fn target<'m>(path: &str, modules: &'m BTreeMap<String, String>) -> Option<&'m str> {
    let segments: Vec<&str> = path.split("::").collect();
    (1..=segments.len())
        .rev()
        .map(|len| segments[..len].join("::"))
        .find_map(|prefix| modules.get_key_value(&prefix).map(|(key, _)| key.as_str()))
}

/// Module → the other modules it imports. A module naming the folder it sits
/// in counts as no import: the folder's `mod.rs` declares it.
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

/// The stage of a module: its folder (`parse` for `parse::table`), or the
/// module itself at the top (`kind`, `__private`).
fn stage(module: &str) -> &str {
    module.split("::").next().unwrap()
}

/// The stages a crate's `lib.rs` lists in its table, in order: the rows that
/// start with a folder (`` | `parse/` | ``) or a file (`` | `kind.rs` | ``).
fn stage_order(lib: &str) -> Vec<String> {
    lib.lines()
        .filter_map(|line| line.strip_prefix("//! | `"))
        .filter_map(|row| row.split_once("` |"))
        .filter_map(|(name, _)| name.strip_suffix('/').or(name.strip_suffix(".rs")))
        .map(str::to_owned)
        .collect()
}

/// Imports through the crate root (`crate::Uri`), by module.
fn through_root(layout: &Layout, modules: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for (module, code) in modules {
        if layout.beside.contains(&module.as_str()) {
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

/// Imports from a stage listed after the importer's in `order`, unless the
/// imported module is a leaf and `leaves_free`.
fn upward(modules: &BTreeMap<String, String>, order: &[String], leaves_free: bool) -> Vec<String> {
    let graph = graph(modules);
    let rank = |module: &str| order.iter().position(|s| s == stage(module));
    let leaves: BTreeSet<&str> = graph
        .iter()
        .filter(|(_, imports)| leaves_free && imports.is_empty())
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

/// The stages of the crate that the table leaves out, and the rows of the table
/// that name no stage of the crate.
fn unlisted(layout: &Layout, modules: &BTreeMap<String, String>, order: &[String]) -> Vec<String> {
    let stages: BTreeSet<&str> = modules
        .keys()
        .map(|module| stage(module))
        .filter(|stage| !layout.beside.contains(stage))
        .collect();
    let missing = stages
        .iter()
        .filter(|&&stage| !order.iter().any(|row| row == stage))
        .map(|stage| format!("`{stage}` is not in lib.rs's table"));
    let extra = order
        .iter()
        .filter(|row| !stages.contains(row.as_str()))
        .map(|row| format!("lib.rs's table lists `{row}`, which is no module"));
    missing.chain(extra).collect()
}

fn assert_none(found: &[String], what: &str) {
    assert!(found.is_empty(), "{what}:\n{}", found.join("\n"));
}

#[test]
fn nothing_is_imported_through_the_crate_root() {
    let found: Vec<String> = CRATES
        .iter()
        .flat_map(|layout| layout.faults(through_root))
        .collect();
    assert_none(&found, "import by path instead");
}

#[test]
fn no_chain_of_imports_comes_back() {
    let found: Vec<String> = CRATES
        .iter()
        .flat_map(|layout| layout.faults(|_, modules| cycles(modules)))
        .collect();
    assert_none(&found, "import cycles");
}

#[test]
fn stages_import_only_from_the_stages_above_them() {
    let found: Vec<String> = CRATES
        .iter()
        .flat_map(|layout| {
            layout.faults(|layout, modules| {
                let order = layout.stage_order();
                let mut found = unlisted(layout, modules, &order);
                found.extend(upward(modules, &order, layout.leaves_free));
                found
            })
        })
        .collect();
    assert_none(
        &found,
        "imports from a later stage (reorder the table of lib.rs, or move the code)",
    );
}

/// The checks find what they look for, on a made-up crate: a root import, a
/// cycle, an import from a later stage (in a test module too), a stage the
/// table leaves out and a row that names nothing; a leaf is free only where the
/// crate allows it, and a comment may name anything.
#[test]
fn the_checks_find_each_fault() {
    let module = |name: &str, source: &str| (name.to_owned(), code(source));
    let modules: BTreeMap<String, String> = [
        module("lib", "mod a; mod b; mod c; mod d;"),
        module("a::table", "const T: u8 = 1;"),
        module(
            "a::x",
            "use crate::a::y::Y;\nuse crate::Uri;\n// crate::b::late::L in a comment",
        ),
        module("a::y", "use crate::{a::x::X, b::{late::L, leaf}};"),
        module("b::late", "use crate::a::table::T;"),
        module("b::leaf", "pub const ESCAPE: &str = \"%\";"),
        module(
            "b::tested",
            "use crate::a::x::X;\n#[cfg(test)]\nmod tests {\n    use crate::{c::Later, Uri};\n}",
        ),
        module("c", "use crate::a::table::T;\npub struct Later;"),
        module("d", "pub struct Unlisted;"),
    ]
    .into_iter()
    .collect();
    let lib = "//! | module | stage |\n//! |---|---|\n//! | `a/` | first |\n\
               //! | `b/` | second |\n//! | `c.rs` | third |\n//! | `e/` | gone |\n";
    let order = stage_order(lib);
    assert_eq!(order, ["a", "b", "c", "e"]);
    let layout = Layout {
        dir: "made-up",
        beside: &["lib"],
        leaves_free: false,
    };
    assert_eq!(
        through_root(&layout, &modules),
        ["a::x: crate::Uri", "b::tested: crate::Uri"]
    );
    assert_eq!(cycles(&modules), ["a::x -> a::y -> a::x"]);
    assert_eq!(
        upward(&modules, &order, false),
        ["a::y -> b::late", "a::y -> b::leaf", "b::tested -> c"]
    );
    assert_eq!(
        upward(&modules, &order, true),
        ["a::y -> b::late", "b::tested -> c"]
    );
    assert_eq!(
        unlisted(&layout, &modules, &order),
        [
            "`d` is not in lib.rs's table",
            "lib.rs's table lists `e`, which is no module"
        ]
    );
}
