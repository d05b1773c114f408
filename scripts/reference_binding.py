#!/usr/bin/env python3
"""The reference binding rules of ../shared/reference/semantics.md, in plain Python 3.11.

This is an independent second reading of the contract, written for cross-checking the
TypeScript core (test/core/reference-crosscheck.test.ts). It shares no code with src/ and
is deliberately small: every rule below is a few lines that can be read against the
contract side by side.

  fingerprints      claim:    re.sub(<whitespace run>, " ", statement).strip().casefold()
                    evidence: " ".join(excerpt.split()).casefold()
                    then the lowercase hex SHA-256 of the UTF-8 bytes
  quote binding     quote.strip() is non-empty, equals the quote, and is a substring of
                    the raw excerpt (case-sensitive, no normalisation)
  expected pairs    (claim id, cited evidence id) for cited ids that exist; a set
  binding           unknown pair, duplicate, stale claim hash, stale evidence hash,
                    unbound quote -- in that order; a pair is taken only by a kept result
  per-claim verdict contradicts > supports > insufficient (> unverifiable);
                    no kept result -> unverifiable
  summary           rule 4 for an envelope (committed results exist, even none);
                    rule 5 ("cannot run") for a bare report

The gate runs in a context the contract leaves to the caller: which verifier (if any) was
available for the pairs that the committed results do not fill. `summarize` models the
gate run without a semantic verifier (no API key): `unavailable_reason` is the
`failure_code` of a bare report, and of an envelope that leaves expected pairs without a
kept result. A complete envelope has `failure_code` null.

Usage as a script: python3 scripts/reference_binding.py FILE.report.json ...
prints, per file, the summary, verdicts, kept pairs, rejections and dangling citations.
"""
from __future__ import annotations

import hashlib
import json
import re
import sys
from typing import Any

# Python's str.isspace() set, spelled out (the contract lists it; see also
# scripts/make-fingerprint-vectors.py, which derives it from every code point).
WHITESPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
    + "\u2028\u2029\u202f\u205f\u3000"
)
assert all(ch.isspace() for ch in WHITESPACE) and len(WHITESPACE) == 29
_WHITESPACE_RUN = re.compile("[" + re.escape(WHITESPACE) + "]+")

REJECTION_REASONS = ("unknown_pair", "duplicate", "stale_claim_hash", "stale_evidence_hash", "unbound_quote")
VERDICT_PRECEDENCE = ("contradicts", "supports", "insufficient", "unverifiable")

Report = dict[str, Any]
Result = dict[str, Any]
Pair = tuple[str, str]


# --- fingerprints -------------------------------------------------------------------------

def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def claim_fingerprint(statement: str) -> str:
    """Every whitespace run becomes one space, both ends trimmed, then casefold."""
    return sha256_hex(_WHITESPACE_RUN.sub(" ", statement).strip().casefold())


def evidence_fingerprint(excerpt: str) -> str:
    """Split on whitespace runs, drop empty pieces, join with one space, then casefold."""
    return sha256_hex(" ".join(excerpt.split()).casefold())


# --- quote binding ------------------------------------------------------------------------

def quote_binds(quote: str, excerpt: str) -> bool:
    """The quote, trimmed, is non-empty, equals the quote as given, and occurs verbatim."""
    trimmed = quote.strip()
    return trimmed != "" and trimmed == quote and trimmed in excerpt


# --- the report ---------------------------------------------------------------------------

def claim_confidence(claim: dict[str, Any]) -> str:
    return claim.get("confidence", "medium")


def expected_pairs(report: Report) -> list[Pair]:
    """Rule 1, in claim order then citation order, each pair once."""
    evidence_ids = {record["id"] for record in report["evidence"]}
    pairs: list[Pair] = []
    for claim in report["claims"]:
        for evidence_id in claim.get("evidence_ids", []):
            pair = (claim["id"], evidence_id)
            if evidence_id in evidence_ids and pair not in pairs:
                pairs.append(pair)
    return pairs


def dangling_citations(report: Report) -> list[Pair]:
    """Cited evidence ids that the report does not contain, once per claim."""
    evidence_ids = {record["id"] for record in report["evidence"]}
    dangling: list[Pair] = []
    for claim in report["claims"]:
        for evidence_id in claim.get("evidence_ids", []):
            pair = (claim["id"], evidence_id)
            if evidence_id not in evidence_ids and pair not in dangling:
                dangling.append(pair)
    return dangling


# --- binding ------------------------------------------------------------------------------

def rejection_reason(result: Result, report: Report, expected: set[Pair], taken: set[Pair]) -> str | None:
    """Rule 2: the first rule that rejects the result, or None when it is kept."""
    pair = (result["claim_id"], result["evidence_id"])
    if pair not in expected:
        return "unknown_pair"
    if pair in taken:
        return "duplicate"
    claim = next(c for c in report["claims"] if c["id"] == pair[0])
    record = next(e for e in report["evidence"] if e["id"] == pair[1])
    if result["claim_sha256"] != claim_fingerprint(claim["statement"]):
        return "stale_claim_hash"
    if result["evidence_sha256"] != evidence_fingerprint(record["excerpt"]):
        return "stale_evidence_hash"
    if result["quote"] is not None and not quote_binds(result["quote"], record["excerpt"]):
        return "unbound_quote"
    return None


def bind(report: Report, results: list[Result]) -> tuple[list[Result], list[tuple[str, str, str]]]:
    """Kept results in input order, and (claim_id, evidence_id, reason) for every rejection."""
    expected = set(expected_pairs(report))
    taken: set[Pair] = set()
    kept: list[Result] = []
    rejected: list[tuple[str, str, str]] = []
    for result in results:
        reason = rejection_reason(result, report, expected, taken)
        if reason is None:
            taken.add((result["claim_id"], result["evidence_id"]))
            kept.append(result)
        else:
            rejected.append((result["claim_id"], result["evidence_id"], reason))
    return kept, rejected


# --- aggregation --------------------------------------------------------------------------

def claim_verdicts(report: Report, kept: list[Result]) -> dict[str, str]:
    """Rule 3: the strongest kept verdict per claim; unverifiable when nothing was kept."""
    verdicts: dict[str, str] = {}
    for claim in report["claims"]:
        own = [r["verdict"] for r in kept if r["claim_id"] == claim["id"]]
        verdicts[claim["id"]] = min(own, key=VERDICT_PRECEDENCE.index) if own else "unverifiable"
    return verdicts


def ratio(part: int, whole: int) -> float:
    return part / whole if whole else 0


def summarize(report: Report, results: list[Result] | None, unavailable_reason: str = "missing_api_key") -> dict[str, Any]:
    """Rules 4 and 5. `results` is None for a bare report (no committed verifier output)."""
    claims = report["claims"]
    pairs = expected_pairs(report)
    cited_claims = {claim_id for claim_id, _ in pairs}
    high_confidence = [c for c in claims if claim_confidence(c) == "high"]

    if results is None:  # rule 5: the verifier cannot run and nothing was committed
        return {
            "status": "unavailable",
            "claim_count": len(claims),
            "cited_claim_count": len(cited_claims),
            "verified_claim_count": 0,
            "pair_count": len(pairs),
            "verified_pair_count": 0,
            "coverage_ratio": 0,
            "supported_claim_count": 0,
            "contradicted_claim_count": 0,
            "insufficient_claim_count": 0,
            "unverifiable_claim_count": len(claims),
            "high_confidence_unsubstantiated_count": len(high_confidence),
            "exact_quote_ratio": 0,
            "failure_code": unavailable_reason,
        }

    kept, _ = bind(report, results)
    verdicts = claim_verdicts(report, kept)
    kept_pairs = {(r["claim_id"], r["evidence_id"]) for r in kept}
    verified_claims = {r["claim_id"] for r in kept}
    complete = kept_pairs == set(pairs)

    def count(verdict: str) -> int:
        return sum(1 for c in claims if verdicts[c["id"]] == verdict)

    return {
        "status": "complete" if complete else "partial",
        "claim_count": len(claims),
        "cited_claim_count": len(cited_claims),
        "verified_claim_count": len(verified_claims),
        "pair_count": len(pairs),
        "verified_pair_count": len(kept),
        "coverage_ratio": ratio(len(verified_claims), len(cited_claims)),
        "supported_claim_count": count("supports"),
        "contradicted_claim_count": count("contradicts"),
        "insufficient_claim_count": count("insufficient"),
        "unverifiable_claim_count": count("unverifiable"),
        "high_confidence_unsubstantiated_count": sum(1 for c in high_confidence if verdicts[c["id"]] != "supports"),
        "exact_quote_ratio": ratio(sum(1 for r in kept if r["quote"] is not None), len(kept)),
        "failure_code": None if complete else unavailable_reason,
    }


# --- a report file ------------------------------------------------------------------------

def split_file(data: dict[str, Any]) -> tuple[Report, list[Result] | None]:
    """A report file is an envelope {"report", "verifications"} or a bare report."""
    if "report" in data:
        return data["report"], data["verifications"]
    return data, None


def check(data: dict[str, Any], unavailable_reason: str = "missing_api_key") -> dict[str, Any]:
    """Everything the gate derives from one report file, in the reference's reading."""
    report, results = split_file(data)
    kept, rejected = bind(report, results) if results is not None else ([], [])
    verdicts = claim_verdicts(report, kept)
    return {
        "summary": summarize(report, results, unavailable_reason),
        "claim_verdicts": [{"claim_id": c["id"], "verdict": verdicts[c["id"]]} for c in report["claims"]],
        "kept": [
            {"claim_id": r["claim_id"], "evidence_id": r["evidence_id"], "verdict": r["verdict"], "quote": r["quote"]}
            for r in kept
        ],
        "rejected": [{"claim_id": c, "evidence_id": e, "reason": reason} for c, e, reason in rejected],
        "dangling": [{"claim_id": c, "evidence_id": e} for c, e in dangling_citations(report)],
    }


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: python3 scripts/reference_binding.py FILE.report.json ...", file=sys.stderr)
        return 2
    out = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            out[path] = check(json.load(handle))
    print(json.dumps(out, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
