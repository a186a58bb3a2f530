# Shared by the cost scripts (sourced): the manifest of a generated crate.

# Writes `$2/Cargo.toml` for a crate named `$1` with the dependency lines `$3`,
# outside any workspace of its own.
write_manifest_with() { # name, dir, dependency lines
    mkdir -p "$2/src"
    cat >"$2/Cargo.toml" <<TOML
[package]
name = "$1"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
$3

[workspace]
TOML
}

# Writes `$2/Cargo.toml` for a crate named `$1` that depends on the `uri` facade
# of the workspace at `$3`.
write_manifest() { # name, dir, root
    write_manifest_with "$1" "$2" "uri = { path = \"$3/uri\", package = \"strict-uri\" }"
}
