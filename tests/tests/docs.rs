//! What the docs say about the source tree, checked against the tree: the module
//! maps name every module, the feature lists name every feature, and every impl
//! that a feature-gated module adds to a type outside that feature carries the
//! gate itself, so that docs.rs shows the feature on the facade's pages.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits in the workspace")
        .to_path_buf()
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The inner doc comment (`//!` lines) of a source file.
fn inner_docs(source: &str) -> String {
    source
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of a Markdown section: from the heading line `heading` to the next
/// heading of the same or a higher level (outside code blocks, where `# ` starts
/// a hidden line of a doc test).
fn section(text: &str, heading: &str) -> String {
    let level = heading.chars().take_while(|&c| c == '#').count();
    let mut lines = text.lines().skip_while(|line| line.trim() != heading);
    let first = lines
        .next()
        .unwrap_or_else(|| panic!("no `{heading}` section"));
    let mut section = vec![first];
    let mut in_code = false;
    for line in lines {
        let line_start = line.trim();
        in_code ^= line_start.starts_with("```");
        let hashes = line_start.chars().take_while(|&c| c == '#').count();
        if !in_code && hashes > 0 && hashes <= level && line_start[hashes..].starts_with(' ') {
            break;
        }
        section.push(line);
    }
    section.join("\n")
}

/// The features a `Cargo.toml` declares, each with the features it turns on
/// (entries like `dep:x` and `crate/feature` left out).
fn features(manifest: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let text = read(manifest);
    let table = text
        .split("\n[features]\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{}: no [features]", manifest.display()));
    let table = table.split("\n[").next().unwrap_or_default();
    let mut features = BTreeMap::new();
    let mut entry = String::new();
    for line in table.lines().map(str::trim) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        entry.push_str(line);
        if !entry.ends_with(']') {
            continue;
        }
        let (name, list) = entry.split_once('=').expect("a feature is `name = [...]`");
        let enables = list
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|item| !item.contains(':') && !item.contains('/'))
            .map(str::to_owned)
            .collect();
        features.insert(name.trim().to_owned(), enables);
        entry.clear();
    }
    features
}

/// `names` and every feature they turn on, transitively.
fn closure(
    features: &BTreeMap<String, BTreeSet<String>>,
    names: &BTreeSet<String>,
) -> BTreeSet<String> {
    let mut all = names.clone();
    let mut todo: Vec<String> = names.iter().cloned().collect();
    while let Some(name) = todo.pop() {
        for enabled in features.get(&name).into_iter().flatten() {
            if all.insert(enabled.clone()) {
                todo.push(enabled.clone());
            }
        }
    }
    all
}

/// The modules of a source folder: its `.rs` files other than `lib.rs` and
/// `mod.rs`, and its subfolders (`true`).
fn modules(dir: &Path) -> Vec<(String, bool)> {
    let mut found: Vec<(String, bool)> = fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_owned();
            if path.is_dir() {
                Some((name, true))
            } else {
                let stem = name.strip_suffix(".rs")?;
                (stem != "lib" && stem != "mod").then(|| (stem.to_owned(), false))
            }
        })
        .collect();
    found.sort();
    found
}

/// Checks that the inner docs of `map` (a `lib.rs` or `mod.rs`) name every
/// module of `dir`, a file as `` `name.rs` `` or `` [`name`] ``, a folder as
/// `` `name/` ``, and so on down every folder.
fn check_map(dir: &Path, map: &Path, missing: &mut Vec<String>) {
    let docs = inner_docs(&read(map));
    for (name, is_folder) in modules(dir) {
        let named = if is_folder {
            docs.contains(&format!("`{name}/`"))
        } else {
            docs.contains(&format!("`{name}.rs`")) || docs.contains(&format!("[`{name}`]"))
        };
        if !named {
            let shown = if is_folder {
                format!("{name}/")
            } else {
                format!("{name}.rs")
            };
            let map = map.strip_prefix(root()).unwrap_or(map);
            missing.push(format!("{} does not name `{shown}`", map.display()));
        }
        if is_folder {
            check_map(&dir.join(&name), &dir.join(&name).join("mod.rs"), missing);
        }
    }
}

#[test]
fn module_maps_name_every_file_and_folder() {
    let mut missing = Vec::new();
    for krate in ["uri-core", "uri-macros"] {
        let src = root().join(krate).join("src");
        check_map(&src, &src.join("lib.rs"), &mut missing);
    }
    assert!(
        missing.is_empty(),
        "module maps out of date:\n{}",
        missing.join("\n")
    );
}

/// Every `.rs` file under `dir`, in a stable order.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display())) {
        let path = entry.expect("a readable folder").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// uri-core's docs are what a user of `strict-uri` reads on the facade's pages,
/// so their examples and links say `uri::...`; the doc tests compile them
/// through uri-core's dev-dependency on the facade. Only the hidden macro
/// support (`__private`) is about uri-core itself.
#[test]
fn uri_core_docs_speak_the_facade_paths() {
    let mut found = Vec::new();
    for file in rust_files(&root().join("uri-core/src")) {
        if file.ends_with("__private.rs") {
            continue;
        }
        for (index, line) in read(&file).lines().enumerate() {
            let code = line.trim_start();
            let is_doc =
                code.starts_with("///") || code.starts_with("//!") || code.starts_with("#[doc");
            if is_doc && line.contains("uri_core::") && !line.contains("__private") {
                let file = file.strip_prefix(root()).unwrap_or(&file);
                found.push(format!("{}:{}: {}", file.display(), index + 1, code));
            }
        }
    }
    assert!(
        found.is_empty(),
        "write these as `uri::...`, the facade's paths:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_facade_map_names_every_public_module() {
    let source = read(&root().join("uri/src/lib.rs"));
    let docs = inner_docs(&source);
    let map = section(&docs, "# Where things are");
    let lines: Vec<&str> = source.lines().collect();
    let mut public = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("pub mod ") else {
            continue;
        };
        let name = rest.trim_end_matches([';', '{', ' ']);
        let hidden = lines[..index]
            .iter()
            .rev()
            .take_while(|line| line.starts_with("#[") || line.starts_with("///"))
            .any(|line| line.contains("doc(hidden)"));
        if !hidden {
            public.push(name);
        }
    }
    assert!(
        public.contains(&"error") && public.contains(&"idna"),
        "{public:?}"
    );
    let missing: Vec<_> = public
        .iter()
        .filter(|name| !map.contains(&format!("[`{name}`]")))
        .collect();
    assert!(
        missing.is_empty(),
        "`# Where things are` in uri/src/lib.rs misses {missing:?}"
    );
}

/// Checks a feature list against a manifest: every feature is named as
/// `` `name` `` on a line of `list` where `line_of` finds it, and the line says
/// whether it is a default feature the way `says_default` reads it.
fn check_feature_list(
    manifest: &Path,
    list: &str,
    what: &str,
    line_of: impl Fn(&str, &str) -> bool,
    says_default: impl Fn(&str) -> bool,
) {
    let features = features(manifest);
    let defaults = closure(&features, &features["default"]);
    let mut wrong = Vec::new();
    for name in features.keys().filter(|name| *name != "default") {
        match list.lines().find(|line| line_of(line, name)) {
            None => wrong.push(format!("`{name}` is missing")),
            Some(line) if says_default(line) != defaults.contains(name) => wrong.push(format!(
                "`{name}` is {}a default feature, the list says otherwise",
                if defaults.contains(name) { "" } else { "not " }
            )),
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{what}:\n{}", wrong.join("\n"));
}

#[test]
fn the_feature_lists_name_every_feature() {
    let facade = inner_docs(&read(&root().join("uri/src/lib.rs")));
    let core = inner_docs(&read(&root().join("uri-core/src/lib.rs")));
    let readme = read(&root().join("README.md"));
    let item = |line: &str, name: &str| line.trim_start().starts_with(&format!("- `{name}`"));
    let row = |line: &str, name: &str| line.starts_with(&format!("| `{name}` |"));
    check_feature_list(
        &root().join("uri/Cargo.toml"),
        &section(&facade, "# Features"),
        "`# Features` in uri/src/lib.rs",
        item,
        |line| line.contains("(default)"),
    );
    check_feature_list(
        &root().join("uri/Cargo.toml"),
        &section(&readme, "## Features"),
        "`## Features` in README.md",
        row,
        |line| {
            line.split('|')
                .nth(2)
                .is_some_and(|cell| cell.trim() == "yes")
        },
    );
    check_feature_list(
        &root().join("uri-core/Cargo.toml"),
        &section(&core, "# Features"),
        "`# Features` in uri-core/src/lib.rs",
        item,
        |line| line.contains("(default)"),
    );
}

/// The features a `#[cfg(...)]` requires: every `feature = "x"` in it, none
/// when it is an `any(...)`.
fn required(cfg: &str) -> BTreeSet<String> {
    if cfg.contains("any(") {
        return BTreeSet::new();
    }
    cfg.split("feature = \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

/// The features required by the `#[cfg]` attributes above line `index` (its
/// attributes and doc comment).
fn gate_above(lines: &[&str], index: usize) -> BTreeSet<String> {
    lines[..index]
        .iter()
        .rev()
        .map(|line| line.trim_start())
        .take_while(|line| line.starts_with("#[") || line.starts_with("//"))
        .filter(|line| line.starts_with("#[cfg("))
        .flat_map(required)
        .collect()
}

/// Every module file of uri-core with the features its `mod` declarations
/// (from `lib.rs` down) require.
fn module_gates(src: &Path) -> BTreeMap<PathBuf, BTreeSet<String>> {
    let mut gates = BTreeMap::from([(src.join("lib.rs"), BTreeSet::new())]);
    let mut todo = vec![src.join("lib.rs")];
    while let Some(file) = todo.pop() {
        let text = read(&file);
        let lines: Vec<&str> = text.lines().collect();
        let dir = match file.file_name().and_then(|name| name.to_str()) {
            Some("lib.rs" | "mod.rs") => file.parent().expect("a folder").to_path_buf(),
            _ => file.with_extension(""),
        };
        for (index, line) in lines.iter().enumerate() {
            let declaration = line
                .trim_start()
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub ");
            let Some(name) = declaration
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(';'))
            else {
                continue;
            };
            let child = if dir.join(format!("{name}.rs")).exists() {
                dir.join(format!("{name}.rs"))
            } else {
                dir.join(name).join("mod.rs")
            };
            let mut gate = gates[&file].clone();
            gate.extend(gate_above(&lines, index));
            gates.insert(child.clone(), gate);
            todo.push(child);
        }
    }
    gates
}

/// The names in an impl header that could be types of the crate: identifiers
/// that start with a capital letter, and macro metavariables (`$owned`).
fn type_names(header: &str) -> Vec<&str> {
    header
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .filter(|word| word.starts_with('$') || word.starts_with(|c: char| c.is_ascii_uppercase()))
        .collect()
}

/// The public types and traits of uri-core (its `pub use` list), each with the
/// features its re-export needs.
fn public_types(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let lib = read(&src.join("lib.rs"));
    let lib_lines: Vec<&str> = lib.lines().collect();
    let mut public = BTreeMap::new();
    for (index, line) in lib_lines.iter().enumerate() {
        // The list of public items is `api`'s modules, indented.
        if !line.trim_start().starts_with("pub use crate::") {
            continue;
        }
        let mut statement = (*line).to_owned();
        for next in &lib_lines[index + 1..] {
            if statement.ends_with(';') {
                break;
            }
            statement.push_str(next);
        }
        let gate = gate_above(&lib_lines, index);
        for name in type_names(statement.rsplit("::").next().unwrap_or_default()) {
            public.insert(name.to_owned(), gate.clone());
        }
    }
    public
}

/// The types and traits declared in `files` that are not public: the docs
/// never show them, so an impl for one of them needs no badge.
fn private_types<'a>(
    files: impl Iterator<Item = &'a PathBuf>,
    public: &BTreeMap<String, BTreeSet<String>>,
) -> BTreeSet<String> {
    let mut private = BTreeSet::new();
    for file in files {
        for line in read(file).lines().map(str::trim_start) {
            let Some(rest) = ["pub(crate) ", ""].iter().find_map(|visibility| {
                ["struct ", "enum ", "trait "]
                    .iter()
                    .find_map(|kind| line.strip_prefix(visibility)?.strip_prefix(kind))
            }) else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            private.insert(name);
        }
    }
    private.retain(|name| !public.contains_key(name));
    private
}

/// Rustdoc shows a module's `#[cfg]` on the items in it, but only in the docs
/// of the crate that has the module: the facade re-exports the types, and
/// docs.rs builds uri-core as a plain dependency of it, where only an item's own
/// `#[cfg]` survives (and `cfg_attr(docsrs, ...)` is not even set). So an impl
/// in a feature-gated module that adds to a type or trait which exists without
/// that feature (`impl Iri` in `ops/`, `Value for String` in `vars.rs`'s alloc
/// impls) repeats the gate, or `Iri::resolve` shows no `alloc` badge on
/// docs.rs. A macro metavariable counts as such a type: the check cannot tell
/// what it stands for.
#[test]
fn impls_in_gated_modules_repeat_the_gate() {
    let src = root().join("uri-core/src");
    let implied = features(&root().join("uri-core/Cargo.toml"));
    let gates = module_gates(&src);

    let public = public_types(&src);
    let private = private_types(gates.keys(), &public);
    assert!(
        public.contains_key("Iri") && public.contains_key("Value"),
        "{public:?}"
    );

    let mut checked = 0;
    let mut missing = Vec::new();
    for (file, module_gate) in &gates {
        let text = read(file);
        let lines: Vec<&str> = text.lines().collect();
        // Inline modules (`mod std_impls { ... }`) with their own gates, by indent.
        let mut inline: Vec<(usize, BTreeSet<String>)> = Vec::new();
        for (index, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            let indent = line.len() - code.len();
            if !code.is_empty() {
                while inline.last().is_some_and(|(depth, _)| indent <= *depth) {
                    inline.pop();
                }
            }
            let declaration = code.trim_start_matches("pub(crate) ");
            if declaration.starts_with("mod ") && declaration.ends_with('{') {
                inline.push((indent, gate_above(&lines, index)));
            }
            if !(code.starts_with("impl ") || code.starts_with("impl<")) {
                continue;
            }
            let mut gate = module_gate.clone();
            gate.extend(inline.iter().flat_map(|(_, gate)| gate.iter().cloned()));
            if gate.is_empty() {
                continue;
            }
            checked += 1;
            let header = code.split('{').next().unwrap_or(code);
            let self_type = header.rsplit(" for ").next().unwrap_or(header);
            if type_names(self_type.trim_start_matches("impl"))
                .first()
                .is_some_and(|name| private.contains(*name))
            {
                continue;
            }
            let own = closure(&implied, &gate_above(&lines, index));
            let names = type_names(header);
            let needed: Vec<&String> = gate
                .iter()
                .filter(|feature| !own.contains(*feature))
                .filter(|feature| {
                    names.iter().any(|name| {
                        name.starts_with('$')
                            || public
                                .get(*name)
                                .is_some_and(|needs| !closure(&implied, needs).contains(*feature))
                    })
                })
                .collect();
            if !needed.is_empty() {
                let file = file.strip_prefix(root()).unwrap_or(file);
                missing.push(format!(
                    "{}:{}: `{}` needs #[cfg] of {needed:?}",
                    file.display(),
                    index + 1,
                    header.trim()
                ));
            }
        }
    }
    assert!(checked > 100, "only {checked} impls found in gated modules");
    assert!(
        missing.is_empty(),
        "repeat the module's feature gate on these impls:\n{}",
        missing.join("\n")
    );
}
