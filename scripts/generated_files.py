"""Shared plumbing for the generator scripts in this folder.

Each generator builds the full text of the files it owns, then either writes them or,
with --check, compares them with the committed ones and exits 1 when any is stale.
"""
from __future__ import annotations

import sys
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path


def require_python_unicode(expected: str, allow: bool = False) -> int | None:
    """None when unicodedata is `expected` (or `allow` is set), else print why and return 2."""
    if unicodedata.unidata_version == expected or allow:
        return None
    print(
        f"error: this python3 uses Unicode {unicodedata.unidata_version}; the fingerprint contract is "
        f"Python 3.11 / Unicode {expected}. Run with a Python 3.11 interpreter.",
        file=sys.stderr,
    )
    return 2


def write_or_check(
    files: Mapping[Path, str],
    root: Path,
    regen: str,
    check: bool,
    extra_problems: Iterable[str] = (),
    *,
    summary: str | None = None,
    notes: Mapping[Path, str] | None = None,
) -> int:
    """Write `files` (path -> full text, UTF-8, "\\n" line ends) and return 0, or with
    `check` compare them with what is on disk and return 1 if any is missing or differs.

    `extra_problems` are further check failures found by the caller (printed as
    "error: <problem>"); they are ignored when writing. `summary` replaces the
    per-file "is up to date" lines; `notes[path]` is appended to its "wrote" line.
    """
    if check:
        problems = []
        for path, text in files.items():
            rel = path.relative_to(root)
            try:
                current = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                problems.append(f"{rel} does not exist; run {regen}")
                continue
            if current != text:
                problems.append(f"{rel} is out of date; run {regen}")
        problems.extend(extra_problems)
        if problems:
            for problem in problems:
                print(f"error: {problem}", file=sys.stderr)
            return 1
        if summary is not None:
            print(summary)
        else:
            for path in files:
                print(f"{path.relative_to(root)} is up to date")
        return 0

    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        note = (notes or {}).get(path)
        print(f"wrote {path.relative_to(root)}" + (f" ({note})" if note else ""))
    return 0
