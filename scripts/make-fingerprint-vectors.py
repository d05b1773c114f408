#!/usr/bin/env python3
"""Write test/vectors/fingerprints.json: reference fingerprints computed by
CPython 3.11 exactly as the fingerprint contract states.

  claim:    re.sub(<isspace run>, " ", text).strip()  -> .casefold() -> sha256 hex
  evidence: " ".join(text.split())                    -> .casefold() -> sha256 hex

Usage:
    python3 scripts/make-fingerprint-vectors.py           # (re)write the vectors
    python3 scripts/make-fingerprint-vectors.py --check   # exit 1 if the file is stale

The JSON is ASCII-only (non-ASCII is \\u-escaped) so invisible characters such
as U+FEFF, U+2028 or U+200B survive editors and diffs.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import re
import sys
import unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from generated_files import require_python_unicode, write_or_check  # noqa: E402

EXPECTED_UNICODE = "14.0.0"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "test" / "vectors" / "fingerprints.json"
REGEN = "python3 scripts/make-fingerprint-vectors.py"

PY_WS = [c for c in range(0x110000) if chr(c).isspace()]
WS_RUN = re.compile("[" + "".join(re.escape(chr(c)) for c in PY_WS) + "]+")

# Every kind of Python whitespace, as one string.
ALL_WS = "".join(chr(c) for c in PY_WS)

VECTORS: list[tuple[str, str]] = [
    # --- edge cases: empty / whitespace only
    ("empty", ""),
    ("only-space", " "),
    ("only-whitespace-all-kinds", ALL_WS),
    ("only-whitespace-mixed", " \t\n\r\x0b\x0c\x1c\x85\xa0\u3000 "),
    # --- ASCII baseline
    ("ascii-simple", "Hello World"),
    ("ascii-runs", "  The   quick\tbrown\n\nfox  "),
    ("ascii-punct", "GDP grew 3.2% in Q4 (YoY), per IMF."),
    # --- each whitespace code point between words, and leading/trailing
    *[(f"ws-between-U+{c:04X}", f"a{chr(c)}b") for c in PY_WS],
    *[(f"ws-around-U+{c:04X}", f"{chr(c)}{chr(c)}Word{chr(c)}") for c in PY_WS],
    ("ws-leading-trailing-all-kinds", ALL_WS + "Claim  Text" + ALL_WS[::-1]),
    ("ws-interior-all-kinds", "one" + ALL_WS + "two" + ALL_WS + "three"),
    ("ws-info-separators", "a\x1cb\x1dc\x1ed\x1fe"),
    ("ws-nel", "line one\x85line two"),
    ("ws-nbsp", "10\xa0000\xa0km"),
    ("ws-line-separator", "first\u2028second\u2029third"),
    ("ws-ideographic", "東京\u3000大阪"),
    # --- NOT whitespace in Python: must be kept
    ("not-ws-feff-between", "a\ufeffb"),
    ("not-ws-feff-leading", "\ufeffBOM at start"),
    ("not-ws-feff-around-spaces", " \ufeff \ufeff "),
    ("not-ws-zwsp", "zero\u200bwidth"),
    ("not-ws-zwsp-trailing", "Trailing ZWSP\u200b "),
    ("not-ws-mongolian-vowel-separator", "a\u180eb"),
    ("not-ws-word-joiner", "a\u2060b"),
    # --- German sharp s
    ("sharp-s", "ß"),
    ("capital-sharp-s", "ẞ"),
    ("sharp-s-word", "STRAẞE Straße strasse"),
    # --- ligatures
    ("lig-fi", "ﬁ"),
    ("lig-ffi", "ﬃ"),
    ("lig-words", "ﬁnancial eﬃciency ﬀ ﬂ ﬄ ﬅ ﬆ"),
    ("armenian-ech-yiwn", "\u0587"),
    ("armenian-ligatures", "\ufb13\ufb14\ufb15\ufb16\ufb17"),
    ("n-apostrophe", "ŉ"),
    ("j-caron-and-others", "ǰ ΐ ΰ ẖ ẗ ẘ ẙ ẚ"),
    # --- Greek sigma
    ("greek-final-sigma-upper", "ΟΔΟΣ"),
    ("greek-final-sigma-lower", "οδος"),
    ("greek-sigma-words", "Η ΟΔΟΣ και η οδος, ὁδός ΣΟΦΟΣ σοφος"),
    ("greek-final-sigma-accented", "ΌΡΟΣ όρος Ἄρης ᾼ ᾳ ῼ ΐ"),
    ("greek-iota-subscript", "ᾀ ᾈ ᾷ ῗ ῧ ᾯ"),
    ("greek-symbols", "ϐ ϑ ϕ ϖ ϰ ϱ ϵ ẛ ι ͅ"),
    ("micro-sign", "µ 5µm"),
    ("kelvin-angstrom-ohm", "\u212a \u212b \u2126"),
    # --- Turkish / dotted i
    ("dotted-capital-i", "İ"),
    ("istanbul", "İstanbul"),
    ("dotless-i", "ı ISTANBUL ıstanbul"),
    ("turkish-sentence", "DİYARBAKIR ve Iğdır"),
    # --- Cherokee (small letters fold to capitals)
    ("cherokee-capitals", "".join(chr(c) for c in range(0x13A0, 0x13A0 + 16))),
    ("cherokee-small", "".join(chr(c) for c in range(0xAB70, 0xAB70 + 16))),
    ("cherokee-small-tail", "\u13f8\u13f9\u13fa\u13fb\u13fc\u13fd \u13f0\u13f5"),
    ("cherokee-mixed-words", "\u13a0\uab71\u13a2 \uab70\u13a1\uab72"),
    # --- combining marks: no normalisation
    ("combining-acute", "e\u0301"),
    ("precomposed-e-acute", "\xe9"),
    ("combining-vs-precomposed", "Caf\xe9 CAFE\u0301 caf\xc9"),
    ("combining-sequence", "A\u0301\u0327 \u1e08"),
    # --- later-Unicode letters that must stay unchanged under 14.0
    ("unicode15-a7cb", "\ua7cb"),
    ("unicode15-1c89", "\u1c89"),
    ("unicode15-mixed", "X\ua7cbY\u1c89Z \ua7cc \ua7da \ua7dc \U0001e030"),
    # --- astral
    ("deseret-capital", "\U00010400"),
    ("deseret-word", "\U00010400\U00010401\U00010402 \U00010428"),
    ("osage-adlam-medefaidrin", "\U000104b0 \U0001e900 \U00016e40 \U00010c80 \U000118a0"),
    ("emoji", "Ship it 🚀 NOW 👍🏽 ✅"),
    ("emoji-zwj", "👩\u200d💻 DEV"),
    ("math-bold-letters", "\U0001d400\U0001d401 \U0001d41a"),
    # --- other scripts
    ("cyrillic", "МОСКВА Москва"),
    ("armenian", "ՀԱՅԱՍՏԱՆ"),
    ("georgian-mtavruli", "\u1c90\u1c91\u1c92 \u10d0"),
    ("fullwidth", "ＡＢＣ ａｂｃ"),
    ("roman-numerals-circled", "\u2160\u2161 \u24b6\u24b7"),
    ("titlecase-digraphs", "ǅ ǈ ǋ ǲ Ǆ"),
    ("cjk", "研究表明 全球气温上升"),
    ("arabic-hebrew", "مرحبا שלום"),
    # --- lone-surrogate-free mixed sentences
    (
        "combined-1",
        "\ufeff  Die STRAẞE in İstanbul\u00a0ist ﬁnanziert\u3000ΟΔΟΣ\u2028οδος \u200b ",
    ),
    (
        "combined-2",
        "\x1c\x85 Cherokee \u13a0\uab70, Deseret \U00010400, ŉ and \u0587;\tcafe\u0301 \u2029",
    ),
    (
        "combined-3",
        "\u2003İ ı ß ẞ ς Σ σ µ ﬃ \ua7cb \u1c89 K\u202fÅ\u205fΩ\u1680end",
    ),
    # --- realistic sentences
    ("realistic-1", "The study found a 12% reduction in emissions between 2019 and 2023."),
    (
        "realistic-2",
        "  According to the WHO report,\nglobal life expectancy rose by 6 years (2000\u20132019).  ",
    ),
    (
        "realistic-3",
        "Die Bundesregierung plant bis 2030 eine Verdopplung der Windkraftleistung \u2014 laut Straßenbauamt.",
    ),
    ("realistic-4", "Ο ΠΛΗΘΥΣΜΟΣ της Ελλάδας μειώθηκε κατά 3,1%\u00a0σύμφωνα με την ΕΛΣΤΑΤ."),
    ("realistic-5", "\u201cRevenue grew\u201d \u2014 CEO, Q3\u00a0FY24 earnings call\r\n"),
]


def claim_normalize(text: str) -> str:
    return WS_RUN.sub(" ", text).strip()


def evidence_normalize(text: str) -> str:
    return " ".join(text.split())


def sha256_hex(s: str) -> str:
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def build() -> str:
    names = [n for n, _ in VECTORS]
    assert len(names) == len(set(names)), "duplicate vector names"
    out = []
    for name, text in VECTORS:
        claim_norm = claim_normalize(text)
        evidence_norm = evidence_normalize(text)
        assert claim_norm == evidence_norm, f"{name}: claim/evidence normalisations differ"
        out.append(
            {
                "name": name,
                "text": text,
                "normalized": evidence_norm,
                "casefolded": evidence_norm.casefold(),
                "claim_sha256": sha256_hex(claim_norm.casefold()),
                "evidence_sha256": sha256_hex(evidence_norm.casefold()),
            }
        )
    doc = {
        "generated_by": REGEN,
        "python": f"{sys.version_info.major}.{sys.version_info.minor}",
        "unicode": unicodedata.unidata_version,
        "python_whitespace": PY_WS,
        "vectors": out,
    }
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="exit 1 if the committed vectors differ from fresh ones")
    args = ap.parse_args()

    status = require_python_unicode(EXPECTED_UNICODE)
    if status is not None:
        return status

    fresh = build()
    notes = {OUT: f"{len(fresh)} bytes, {len(VECTORS)} vectors"}
    return write_or_check({OUT: fresh}, ROOT, REGEN, args.check, notes=notes)


if __name__ == "__main__":
    sys.exit(main())
