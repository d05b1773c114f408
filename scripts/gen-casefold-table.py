#!/usr/bin/env python3
"""Generate src/text/casefold-table.ts from this interpreter's str.casefold().

The fingerprint contract says "Python 3.11 str.casefold()", i.e. Unicode 14.0
full case folding applied per code point with no context. Rather than parse
CaseFolding.txt we ask Python itself for every code point 0..0x10FFFF
(surrogates skipped) and record the ones where chr(c).casefold() != chr(c).

Usage:
    python3 scripts/gen-casefold-table.py           # (re)write the table
    python3 scripts/gen-casefold-table.py --check   # exit 1 if the file is stale

Encoding of the emitted table (all numbers are lowercase hex, ASCII only):

  CASEFOLD_RUNS   runs of one-code-point mappings, separated by ";".
                  Each run is "start,count,stride,delta": the code points
                  start + k*stride (0 <= k < count) fold to themselves + delta
                  (delta may carry a leading "-").
  CASEFOLD_MULTI  one-to-many mappings, separated by ";". Each entry is
                  "cp:t1.t2[.t3]" where t1.. are the folded code points.

The output is a pure function of the interpreter's Unicode database, so it is
byte-for-byte deterministic. The script refuses to run on a Python whose
unicodedata is not 14.0.0 (the contract's version) unless
--allow-unicode-version is given.
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from generated_files import require_python_unicode, write_or_check  # noqa: E402

EXPECTED_UNICODE = "14.0.0"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "text" / "casefold-table.ts"
REGEN = "python3 scripts/gen-casefold-table.py"


def collect() -> tuple[list[tuple[int, int]], list[tuple[int, str]]]:
    singles: list[tuple[int, int]] = []
    multis: list[tuple[int, str]] = []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        folded = ch.casefold()
        if folded == ch:
            continue
        if len(folded) == 1:
            singles.append((cp, ord(folded)))
        else:
            multis.append((cp, folded))
    return singles, multis


def runs(singles: list[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """Greedy run-length encoding over the cp-sorted single mappings."""
    out: list[tuple[int, int, int, int]] = []
    i = 0
    n = len(singles)
    while i < n:
        start, target = singles[i]
        delta = target - start
        count = 1
        stride = 1
        if i + 1 < n:
            nxt_cp, nxt_target = singles[i + 1]
            if nxt_target - nxt_cp == delta:
                stride = nxt_cp - start
                count = 2
                while i + count < n:
                    cp, t = singles[i + count]
                    if cp != start + count * stride or t - cp != delta:
                        break
                    count += 1
        out.append((start, count, stride, delta))
        i += count
    return out


def hx(v: int) -> str:
    return ("-" if v < 0 else "") + format(abs(v), "x")


def ts_string_concat(name: str, entries: list[str], width: int = 96) -> str:
    """Emit `export const name = "..." + "...";` with lines broken only between entries."""
    lines: list[str] = []
    cur = ""
    for e in entries:
        piece = e if not cur else ";" + e
        if cur and len(cur) + len(piece) > width:
            lines.append(cur)
            cur = ";" + e
        else:
            cur += piece
    lines.append(cur)
    body = "\n".join(f'  "{p}"' + (" +" if k < len(lines) - 1 else ";") for k, p in enumerate(lines))
    return f"export const {name} =\n{body}\n"


def render() -> str:
    singles, multis = collect()
    run_list = runs(singles)
    # Self-check: decoding the runs must reproduce the singles exactly.
    decoded = [(s + k * st, s + k * st + d) for (s, c, st, d) in run_list for k in range(c)]
    assert decoded == singles, "run encoding does not round-trip"

    run_entries = [f"{s:x},{c:x},{st:x},{hx(d)}" for (s, c, st, d) in run_list]
    multi_entries = [f"{cp:x}:" + ".".join(format(ord(ch), "x") for ch in folded) for cp, folded in multis]
    for e in run_entries + multi_entries:
        assert e.isascii() and '"' not in e and "\\" not in e and ";" not in e

    total = len(singles) + len(multis)
    lines = [
        "// GENERATED FILE - DO NOT EDIT.",
        f"// Regenerate with: {REGEN}",
        f"// Verify with:     {REGEN} --check",
        "//",
        f"// Source: Python {sys.version_info.major}.{sys.version_info.minor} str.casefold() over every code point",
        f"// 0..0x10FFFF (surrogates skipped), unicodedata {unicodedata.unidata_version}.",
        f"// {len(singles)} one-to-one mappings in {len(run_list)} runs, {len(multis)} one-to-many mappings.",
        "// Format: see scripts/gen-casefold-table.py.",
        "",
        f'export const CASEFOLD_UNICODE_VERSION = "{unicodedata.unidata_version}";',
        "",
        f"/** Number of code points whose casefold differs from themselves. */",
        f"export const CASEFOLD_ENTRY_COUNT = {total};",
        "",
        "/** Runs of one-to-one mappings: \"start,count,stride,delta\" (hex), \";\"-separated. */",
        ts_string_concat("CASEFOLD_RUNS", run_entries),
        "/** One-to-many mappings: \"cp:t1.t2[.t3]\" (hex), \";\"-separated. */",
        ts_string_concat("CASEFOLD_MULTI", multi_entries),
    ]
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="exit 1 if the committed table differs from a fresh one")
    ap.add_argument(
        "--allow-unicode-version",
        action="store_true",
        help=f"run even if unicodedata is not {EXPECTED_UNICODE} (the table will NOT match the contract)",
    )
    args = ap.parse_args()

    status = require_python_unicode(EXPECTED_UNICODE, args.allow_unicode_version)
    if status is not None:
        return status

    fresh = render()
    notes = {OUT: f"{len(fresh.encode('utf-8'))} bytes"}
    return write_or_check({OUT: fresh}, ROOT, REGEN, args.check, notes=notes)


if __name__ == "__main__":
    sys.exit(main())
