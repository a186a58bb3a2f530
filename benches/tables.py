#!/usr/bin/env python3
"""Markdown tables of a `cargo bench -p uri-benches --bench parse` run.

Reads target/criterion/*/new/{benchmark,estimates}.json (criterion's slope
estimate, or its mean when there is no slope) and prints, per group, time per
URI, its 95% confidence interval, MB/s and time relative to `uri`, then the
project's two targets. Usage: python3 benches/tables.py [target/criterion]
"""
import json, os, sys
root = sys.argv[1] if len(sys.argv) > 1 else "target/criterion"
groups = {}
elements = {}
for dirpath, dirs, files in os.walk(root):
    if dirpath.endswith("/new") and "estimates.json" in files and "benchmark.json" in files:
        b = json.load(open(os.path.join(dirpath, "benchmark.json")))
        e = json.load(open(os.path.join(dirpath, "estimates.json")))
        est = e["slope"] or e["mean"]
        tp = b.get("throughput") or {}
        fid = b["function_id"] if b["function_id"] is not None else b.get("value_str")
        groups.setdefault(b["group_id"], {})[fid] = (
            est["point_estimate"], est["confidence_interval"]["lower_bound"],
            est["confidence_interval"]["upper_bound"], tp.get("Bytes"))
        if tp.get("Elements"):
            elements[(b["group_id"], fid)] = tp["Elements"]
order = ["parse/realistic", "parse/absolute", "parse/absolute-http",
         "parse/long/1k", "parse/long/4k", "parse/long/16k", "parse/long/64k"]
summary = []
def fmt_t(ns):
    return f"{ns/1000:.2f} µs" if ns >= 1000 else f"{ns:.0f} ns"
for g in order:
    if g not in groups: continue
    fs = groups[g]
    n = 1 if g.startswith("parse/long") else 1000
    nbytes = fs["uri"][3]
    print(f"\n#### `{g}`: {n} input{'s' if n > 1 else ''}, {nbytes:,} bytes\n")
    head = "ns/URI" if n > 1 else "time"
    print(f"| parser | {head} | 95% CI | MB/s | time / uri's |")
    print("|---|---:|---:|---:|---:|")
    uri_t = fs["uri"][0]
    for f, (t, lo, hi, nb) in sorted(fs.items(), key=lambda kv: kv[1][0]):
        name = f"**{f}**" if f == "uri" else f
        if n > 1:
            col, ci = f"{t/n:.1f}", f"{lo/n:.1f} – {hi/n:.1f}"
        else:
            col, ci = fmt_t(t), f"{fmt_t(lo)} – {fmt_t(hi)}"
        print(f"| {name} | {col} | {ci} | {nb / t * 1e3:,.0f} | {t / uri_t:.2f} |")
    summary.append((g, fs["fluent-uri"][0] / uri_t, uri_t / fs["floor"][0]))
print("\n#### Targets\n")
print("| group | uri throughput / fluent-uri's (target ≥ 1.5) | uri time / floor's (target ≤ 2) |")
print("|---|---:|---:|")
for g, vs_fluent, vs_floor in summary:
    ok1 = "met" if vs_fluent >= 1.5 else "**not met**"
    ok2 = "met" if vs_floor <= 2 else "**not met**"
    print(f"| `{g}` | {vs_fluent:.2f} ({ok1}) | {vs_floor:.2f} ({ok2}) |")

# The other benches (resolve, encode, scaling): one table per group, each row's
# time and throughput, and its time relative to uri's entry in that group.
def uri_entry(fs):
    ours = sorted((f for f in fs if f == "uri" or f.startswith("uri::")), key=len)
    return fs[ours[0]][0] if ours else None
others = sorted(g for g in groups if not g.startswith("parse/"))
for g in others:
    fs = groups[g]
    print(f"\n#### `{g}`\n")
    base = uri_entry(fs)
    print("| contender | time | 95% CI | throughput | time / uri's |")
    print("|---|---:|---:|---:|---:|")
    def key(kv):
        f = kv[0]
        return (0, int(f)) if f.isdigit() else (1, kv[1][0])
    for f, (t, lo, hi, nb) in sorted(fs.items(), key=key):
        n_el = elements.get((g, f))
        tput = f"{nb / t * 1e3:,.0f} MB/s" if nb else (f"{t / n_el:,.0f} ns/item" if n_el else "")
        rel = f"{t / base:.2f}" if base else ""
        print(f"| {f} | {fmt_t(t)} | {fmt_t(lo)} – {fmt_t(hi)} | {tput} | {rel} |")
