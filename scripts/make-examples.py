#!/usr/bin/env python3
"""Write the example reports in examples/reports/ and the reference results for them in
test/vectors/reference-summaries.json.

The examples are invented research reports in the pipeline's format (see
../shared/reference/semantics.md and examples/README.md). They are written here as Python
data so that every fingerprint in a committed verifier result is right by construction,
and every deliberately stale one is the fingerprint of the text as it was verified
(`verified_statement=` / `verified_excerpt=` below).

The vectors file holds, for every example and for a few small synthetic edge cases, what
scripts/reference_binding.py (the contract in plain Python) derives: the summary, the
per-claim verdicts, the kept pairs, the rejections in order and the dangling citations.
The gate context is a run without a semantic verifier (no API key), as in
`npx citegate check` without OPENAI_API_KEY.

Usage:
    python3 scripts/make-examples.py           # (re)write the examples and the vectors
    python3 scripts/make-examples.py --check   # exit 1 if any written file is out of date
"""
from __future__ import annotations

import argparse
import json
import pathlib
import sys
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import reference_binding as ref  # noqa: E402
from generated_files import write_or_check  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "reports"
VECTORS = ROOT / "test" / "vectors" / "reference-summaries.json"
REGEN = "python3 scripts/make-examples.py"
GATE_CONTEXT = {"mode": "auto", "verifier": "none", "failure_code": "missing_api_key"}
VERIFIER = "pipeline-verifier-2026.08"


# --- building blocks ----------------------------------------------------------------------

def evidence(
    id: str, *, title: str, url: str, excerpt: str, relation: str, unit: str, published_at: str | None,
    source_kind: str, credibility: str, relevance: str, is_primary: bool, limitations: list[str],
    metadata: dict[str, Any],
) -> dict[str, Any]:
    return {
        "id": id,
        "title": title,
        "url": url,
        "excerpt": excerpt,
        "relation": relation,
        "research_unit_id": unit,
        "published_at": published_at,
        "assessment": {
            "source_kind": source_kind,
            "credibility": credibility,
            "relevance": relevance,
            "is_primary": is_primary,
            "limitations": limitations,
        },
        "metadata": metadata,
    }


def claim(
    id: str, statement: str, evidence_ids: list[str], *, confidence: str,
    uncertainty_notes: list[str] | None = None, counter_evidence: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return {
        "id": id,
        "statement": statement,
        "evidence_ids": evidence_ids,
        "counter_evidence": counter_evidence or [],
        "confidence": confidence,
        "uncertainty_notes": uncertainty_notes or [],
    }


def counter(summary: str, evidence_ids: list[str], impact: str) -> dict[str, Any]:
    return {"summary": summary, "evidence_ids": evidence_ids, "impact": impact}


def markdown(report: dict[str, Any]) -> str:
    lines = [f"# {report['title']}", "", report["summary"], "", "## Findings", ""]
    for number, c in enumerate(report["claims"], 1):
        cites = " ".join(f"[{e}]" for e in dict.fromkeys(c["evidence_ids"]))
        lines.append(f"{number}. {c['statement']} ({c['confidence']} confidence){' ' + cites if cites else ''}")
    lines += ["", "## Open questions", ""] + [f"- {q}" for q in report["open_questions"]]
    lines += ["", "## Sources", ""] + [f"- [{e['id']}] {e['title']}. {e['url']}" for e in report["evidence"]]
    return "\n".join(lines) + "\n"


def report(
    *, inquiry_id: str, title: str, summary: str, claims: list[dict[str, Any]], evidence: list[dict[str, Any]],
    open_questions: list[str], confidence: str, completed_at: str,
) -> dict[str, Any]:
    out = {
        "inquiry_id": inquiry_id,
        "title": title,
        "summary": summary,
        "claims": claims,
        "evidence": evidence,
        "open_questions": open_questions,
        "confidence": confidence,
        "markdown": "",
        "completed_at": completed_at,
    }
    out["markdown"] = markdown(out)
    return out


class Verifier:
    """Writes committed verifier results against a report, fingerprinting the texts it saw."""

    def __init__(self, report: dict[str, Any], version: str = VERIFIER):
        self.claims = {c["id"]: c for c in report["claims"]}
        self.evidence = {e["id"]: e for e in report["evidence"]}
        self.version = version
        self.results: list[dict[str, Any]] = []

    def result(
        self, claim_id: str, evidence_id: str, verdict: str, quote: str | None, confidence: float,
        limitations: list[str] | None = None, *, verified_statement: str | None = None,
        verified_excerpt: str | None = None, version: str | None = None,
    ) -> None:
        """`verified_statement` / `verified_excerpt`: the text as it was when verified, if it
        has changed since or is no longer in the report."""
        statement = verified_statement if verified_statement is not None else self.claims[claim_id]["statement"]
        excerpt = verified_excerpt if verified_excerpt is not None else self.evidence[evidence_id]["excerpt"]
        self.results.append({
            "claim_id": claim_id,
            "evidence_id": evidence_id,
            "verdict": verdict,
            "quote": quote,
            "limitations": limitations or [],
            "confidence": confidence,
            "claim_sha256": ref.claim_fingerprint(statement),
            "evidence_sha256": ref.evidence_fingerprint(excerpt),
            "verifier_version": version or self.version,
        })


# --- 1. Northport congestion-charging pilot -----------------------------------------------

def northport() -> dict[str, Any]:
    monitoring = evidence(
        "ev-ntd-monitoring-h1",
        title="Central Zone Charging Pilot: Six-Month Monitoring Report",
        url="https://transport.northport.example/reports/2026/central-zone-pilot-six-month-monitoring.pdf",
        excerpt=(
            "In its first six months, between 6 January and 5 July 2026, weekday vehicle entries into the "
            "Central Zone averaged 118,400 per day, down 12 percent from 134,500 in the same period of 2025. "
            "The largest reduction was recorded in the morning peak (07:00 to 10:00), when entries fell by "
            "17 percent. Entries by registered delivery vehicles were broadly stable, down 2 percent. This "
            "report describes observed changes only and does not attribute them to the charge. The 2025 "
            "comparison period included the closure of the Harbour Bridge for resurfacing in March and April 2025."
        ),
        relation="supports", unit="ru-1-traffic-volumes", published_at="2026-07-28T09:00:00Z",
        source_kind="government_report", credibility="high", relevance="high", is_primary=True,
        limitations=[
            "Descriptive before/after comparison without a control area.",
            "The 2025 baseline is affected by the Harbour Bridge closure.",
        ],
        metadata={"publisher": "Northport Department of Transport", "document_type": "monitoring report",
                  "pages": "4-7", "retrieved_at": "2026-09-01T10:12:44Z"},
    )
    buses = evidence(
        "ev-nta-bus-bulletin-q2",
        title="Bus Performance Bulletin, Q2 2026",
        url="https://www.northporttransit.example/performance/bulletin-2026-q2",
        excerpt=(
            "On the eleven bus routes that cross the Central Zone, average weekday peak journey times improved "
            "by 4.1 minutes, from 38.6 minutes in Q2 2025 to 34.5 minutes in Q2 2026. On-time departures on "
            "these routes rose from 71 percent to 83 percent. Routes that do not enter the zone showed no "
            "comparable change, with an average improvement of 0.3 minutes over the same period."
        ),
        relation="supports", unit="ru-2-public-transport", published_at="2026-08-11T00:00:00Z",
        source_kind="operator_statistics", credibility="high", relevance="high", is_primary=True,
        limitations=["Operator-reported journey times; no adjustment for timetable changes."],
        metadata={"publisher": "Northport Transit Authority", "retrieved_at": "2026-09-01T10:14:02Z"},
    )
    freight = evidence(
        "ev-council-freight-guidance",
        title="Off-peak delivery discount scheme: guidance for operators",
        url="https://www.northport.example/council/central-zone/off-peak-delivery-guidance",
        excerpt=(
            "Delivery operators may join the off-peak discount scheme voluntarily. Operators that register "
            "their vehicles and make at least 60 percent of their Central Zone deliveries between 19:00 and "
            "07:00 receive a 50 percent discount on the daily charge. Registration is open to operators of "
            "goods vehicles up to 12 tonnes. Operators that do not register pay the standard daily charge."
        ),
        relation="context", unit="ru-3-freight", published_at="2025-11-20T00:00:00Z",
        source_kind="government_guidance", credibility="high", relevance="high", is_primary=True,
        limitations=[],
        metadata={"publisher": "Northport City Council", "retrieved_at": "2026-09-01T10:15:37Z"},
    )
    traders = evidence(
        "ev-chamber-trader-survey",
        title="Central Zone trader survey, spring 2026",
        url="https://www.northportchamber.example/news/central-zone-trader-survey-spring-2026",
        excerpt=(
            "Of 212 responding retailers in the Central Zone, 41 percent reported higher footfall than a year "
            "earlier and 33 percent reported lower footfall; the rest reported no change. The survey was "
            "self-selected, and the Chamber holds no footfall counts from before the pilot. The reopening of "
            "the Market Hall in February 2026 coincided with the first weeks of the charge, so the survey "
            "cannot separate the effect of the charge from other changes in the area."
        ),
        relation="context", unit="ru-4-local-economy", published_at="2026-06-03T00:00:00Z",
        source_kind="industry_survey", credibility="medium", relevance="medium", is_primary=True,
        limitations=["Self-selected respondents.", "No footfall counts from before the pilot."],
        metadata={"publisher": "Northport Chamber of Commerce", "respondents": 212},
    )
    revenue_excerpt = (
        "Net revenue from the Central Zone charge in the first six months of operation was 18.4 million "
        "euros, after enforcement and administration costs of {costs} million euros. Under the pilot "
        "ordinance, all net revenue is ring-fenced for public transport and active travel schemes. The "
        "committee is asked to note that enforcement costs were above budget because of camera maintenance."
    )
    revenue = evidence(
        "ev-finance-committee-fc-2026-14",
        title="Finance Committee paper FC 2026/14: Central Zone charge, first six months",
        url="https://democracy.northport.example/documents/fc-2026-14.pdf",
        excerpt=revenue_excerpt.format(costs="3.1"),
        relation="supports", unit="ru-5-revenue", published_at="2026-08-19T00:00:00Z",
        source_kind="government_report", credibility="high", relevance="high", is_primary=True,
        limitations=["Unaudited management figures."],
        metadata={"publisher": "Northport City Council", "document_type": "committee paper",
                  "note": "Excerpt corrected by an editor after verification (costs 3.2 -> 3.1 million euros)."},
    )
    air = evidence(
        "ev-air-quality-interim-note",
        title="Air quality interim note: Central Zone monitoring sites, January to June 2026",
        url="https://environment.northport.example/air-quality/central-zone-interim-note-2026",
        excerpt=(
            "Roadside nitrogen dioxide at the four Central Zone monitoring sites averaged 31 µg/m³ between "
            "January and June 2026, compared with 36 µg/m³ in the same months of 2025. Six months of data are "
            "too short to separate the effect of the charge from weather and seasonal variation. A full-year "
            "assessment is due in February 2027."
        ),
        relation="context", unit="ru-6-air-quality", published_at="2026-08-02T00:00:00Z",
        source_kind="government_report", credibility="high", relevance="medium", is_primary=True,
        limitations=["Six months of data; four monitoring sites."],
        metadata={"publisher": "Northport Environmental Health Service"},
    )

    claims = [
        claim(
            "claim-entries-fell",
            "In the first six months of the pilot, weekday vehicle entries into the Central Zone fell by 12% "
            "compared with the same period of 2025.",
            [monitoring["id"]], confidence="high",
            uncertainty_notes=["The 2025 baseline includes a two-month bridge closure, which may have shifted "
                               "traffic in either direction."],
            counter_evidence=[counter(
                "The monitoring report makes no causal attribution, and the 2025 comparison period was "
                "disrupted by the Harbour Bridge closure.",
                [monitoring["id"]], "Limits attribution to the charge, not the observed size of the fall.")],
        ),
        claim(
            "claim-bus-journey-times",
            "Weekday peak journey times on the eleven bus routes crossing the zone improved by 4.1 minutes, "
            "while routes outside the zone barely changed.",
            [buses["id"]], confidence="medium",
        ),
        claim(
            "claim-freight-scheme-mandatory",
            "Joining the off-peak delivery scheme is mandatory for operators who deliver in the Central Zone.",
            [freight["id"]], confidence="high",
        ),
        claim(
            "claim-retail-footfall",
            "The fall in traffic increased retail footfall in the Central Zone.",
            [traders["id"]], confidence="medium",
            uncertainty_notes=["Based on a self-selected trader survey."],
        ),
        claim(
            "claim-traffic-outlook",
            "Weekday traffic in the Central Zone will remain below its 2025 level for the rest of the decade.",
            [monitoring["id"]], confidence="low",
            uncertainty_notes=["No source projects traffic beyond the pilot period."],
        ),
        claim(
            "claim-net-revenue",
            "The charge raised EUR 18.4 million in net revenue in its first six months, all of it ring-fenced "
            "for public transport and active travel.",
            [revenue["id"]], confidence="medium",
        ),
        claim(
            "claim-no2-fell",
            "Roadside nitrogen dioxide at the zone's monitoring sites fell from 36 to 31 µg/m³, but six months "
            "of data are too short to attribute the change to the charge.",
            [air["id"]], confidence="medium",
        ),
        claim(
            "claim-first-in-country",
            "Northport's pilot is the first congestion charge introduced by a city in the country.",
            [], confidence="high",
            uncertainty_notes=["No source in the evidence set covers other cities' schemes."],
        ),
    ]
    rep = report(
        inquiry_id="inq-2026-0412-northport-congestion",
        title="Northport Central Zone congestion charge: effects of the first six months",
        summary=(
            "Weekday vehicle entries into Northport's Central Zone fell by 12% in the first six months of the "
            "congestion-charging pilot, and peak bus journey times on routes crossing the zone improved. Net "
            "revenue is ring-fenced for transport. Effects on retail footfall and air quality cannot yet be "
            "attributed to the charge."
        ),
        claims=claims,
        evidence=[monitoring, buses, freight, traders, revenue, air],
        open_questions=[
            "How much of the fall in entries is due to the charge rather than the 2025 bridge closure?",
            "Will the full-year air-quality assessment due in February 2027 show a change attributable to the charge?",
            "How many delivery operators have registered for the off-peak scheme?",
        ],
        confidence="medium",
        completed_at="2026-09-02T14:31:07Z",
    )

    v = Verifier(rep)
    v.result("claim-entries-fell", monitoring["id"], "supports",
             "weekday vehicle entries into the Central Zone averaged 118,400 per day, down 12 percent from "
             "134,500 in the same period of 2025", 0.93,
             ["Descriptive comparison; the source does not attribute the fall to the charge."])
    v.result("claim-bus-journey-times", buses["id"], "supports",
             "average weekday peak journey times improved by 4.1 minutes", 0.9)
    # Written twice by a retried verifier call: the second result for the same pair is a duplicate.
    v.result("claim-bus-journey-times", buses["id"], "supports",
             "Routes that do not enter the zone showed no comparable change", 0.88)
    v.result("claim-freight-scheme-mandatory", freight["id"], "contradicts",
             "Delivery operators may join the off-peak discount scheme voluntarily.", 0.95,
             ["The guidance describes the scheme as voluntary; the claim says it is mandatory."])
    # The claim does not cite the monitoring report: an unknown pair.
    v.result("claim-freight-scheme-mandatory", monitoring["id"], "insufficient",
             "Entries by registered delivery vehicles were broadly stable, down 2 percent.", 0.7)
    v.result("claim-retail-footfall", traders["id"], "insufficient",
             "the survey cannot separate the effect of the charge from other changes in the area", 0.87,
             ["Self-selected survey with no footfall counts from before the pilot."])
    v.result("claim-traffic-outlook", monitoring["id"], "unverifiable",
             "between 6 January and 5 July 2026", 0.81,
             ["The claim is a forecast beyond the period the source covers."])
    # Verified before an editor corrected the excerpt: stale evidence hash.
    v.result("claim-net-revenue", revenue["id"], "supports",
             "Net revenue from the Central Zone charge in the first six months of operation was 18.4 million euros",
             0.92, verified_excerpt=revenue_excerpt.format(costs="3.2"))
    # An older verifier that did not return quotes: kept, but lowers the exact-quote ratio.
    v.result("claim-no2-fell", air["id"], "supports", None, 0.84,
             ["Six months of data from four sites."], version="pipeline-verifier-2026.05")
    return {"report": rep, "verifications": v.results}


# --- 2. Infant pneumococcal schedule review -----------------------------------------------

def pcv_schedule() -> dict[str, Any]:
    statement = evidence(
        "ev-sci-statement-2026-05",
        title="Statement on the infant pneumococcal vaccination schedule",
        url="https://www.publichealth.example/immunisation/sci/statements/2026-05-pcv-schedule",
        excerpt=(
            "The Committee advises that, from 1 January 2027, infants should receive a single priming dose of "
            "PCV at 12 weeks of age followed by a booster at 12 months (“1+1”), replacing the current schedule "
            "of doses at 8 weeks, 16 weeks and 12 months (“2+1”). The advice applies only to infants who are "
            "not in a clinical risk group: infants with asplenia, immunosuppression or cochlear implants should "
            "continue to receive the 2+1 schedule. The Committee will review vaccine-type disease surveillance "
            "24 months after implementation."
        ),
        relation="supports", unit="ru-1-guidance", published_at="2026-05-14T00:00:00Z",
        source_kind="official_guidance", credibility="high", relevance="high", is_primary=True,
        limitations=["Advisory statement; implementation depends on a ministerial decision."],
        metadata={"publisher": "Standing Committee on Immunisation, National Public Health Agency",
                  "document_type": "committee statement"},
    )
    trial = evidence(
        "ev-pcv-immunogenicity-trial",
        title="Immunogenicity of a reduced 1+1 PCV13 schedule: a randomised controlled trial",
        url="https://journals.example.org/vaccine-research/article/2025-0147",
        excerpt=(
            "In a randomised trial of 213 infants, the proportion with serotype-specific IgG of at least "
            "0.35 µg/mL one month after the booster was non-inferior in the 1+1 group for 12 of 13 serotypes; "
            "for serotype 6B the lower bound of the confidence interval fell below the pre-specified margin. "
            "Before the booster, antibody concentrations were lower in the 1+1 group for most serotypes. The "
            "trial was not designed to measure protection against disease."
        ),
        relation="supports", unit="ru-2-trial-evidence", published_at="2025-03-02T00:00:00Z",
        source_kind="peer_reviewed_trial", credibility="high", relevance="high", is_primary=True,
        limitations=["Immunogenicity end points only; 213 infants.", "One country and one vaccine product."],
        metadata={"journal": "Vaccine Research", "design": "randomised controlled trial", "doi": "10.5555/vr.2025.0147"},
    )
    surveillance = evidence(
        "ev-ipd-surveillance-2025",
        title="Invasive pneumococcal disease: annual surveillance report 2025",
        url="https://www.publichealth.example/surveillance/ipd/annual-report-2025",
        excerpt=(
            "In 2025 there were 1,184 laboratory-confirmed cases of invasive pneumococcal disease (IPD) across "
            "all ages, of which 46 were in children under two years of age. Among children under two, cases "
            "caused by serotypes in the current 13-valent vaccine fell to 9, the lowest count since enhanced "
            "surveillance began in 2006. Most IPD in this age group is now caused by serotypes not covered by "
            "the vaccine."
        ),
        relation="context", unit="ru-3-epidemiology", published_at="2026-04-30T00:00:00Z",
        source_kind="surveillance_report", credibility="high", relevance="medium", is_primary=True,
        limitations=["Laboratory-confirmed cases only; under-ascertainment is likely."],
        metadata={"publisher": "National Public Health Agency"},
    )
    economics = evidence(
        "ev-sci-economic-annex",
        title="Economic evaluation of a 1+1 PCV schedule (annex B to the Committee statement)",
        url="https://www.publichealth.example/immunisation/sci/statements/2026-05-pcv-schedule/annex-b.pdf",
        excerpt=(
            "Removing one infant dose would save an estimated 3.4 million euros a year in vaccine purchase, "
            "plus 52,000 hours of practice nurse time. The annex describes this as “modest relative to the "
            "programme budget”. The analysis assumes that herd protection from the existing programme is "
            "maintained – if vaccine-type carriage rises, the saving would be offset by additional hospital "
            "admissions."
        ),
        relation="supports", unit="ru-4-economics", published_at="2026-05-14T00:00:00Z",
        source_kind="economic_model", credibility="medium", relevance="high", is_primary=True,
        limitations=["Model-based estimate that depends on the herd-protection assumption."],
        metadata={"publisher": "Standing Committee on Immunisation, National Public Health Agency", "pages": "3-5"},
    )
    parents = evidence(
        "ev-parent-attitudes-survey",
        title="Parental attitudes to the infant immunisation schedule: online panel survey 2025",
        url="https://research.example.ac/child-health/parent-attitudes-2025",
        excerpt=(
            "In an online panel of 1,500 parents of children under five, 68 percent said they would be "
            "comfortable with fewer injections at a single visit, and 19 percent said they would worry that "
            "fewer doses means less protection. The panel is not representative of parents who do not use the "
            "internet, and questions described the schedule change in general terms."
        ),
        relation="context", unit="ru-5-acceptability", published_at="2025-10-09T00:00:00Z",
        source_kind="survey", credibility="medium", relevance="medium", is_primary=True,
        limitations=["Online panel; not representative of all parents."],
        metadata={"publisher": "Institute of Child Health Research", "sample_size": 1500},
    )

    claims = [
        claim("claim-schedule-change",
              "The Committee advises replacing the 2+1 infant PCV schedule with a 1+1 schedule from 1 January 2027.",
              [statement["id"]], confidence="high"),
        claim("claim-risk-groups-stay-2p1",
              "Infants in clinical risk groups, such as those with asplenia, should stay on the 2+1 schedule.",
              [statement["id"]], confidence="high"),
        claim("claim-noninferior-12-of-13",
              "After the booster, the 1+1 schedule gave antibody responses non-inferior to 2+1 for 12 of the 13 "
              "vaccine serotypes.",
              [trial["id"]], confidence="medium",
              uncertainty_notes=["Serotype 6B missed the non-inferiority margin."]),
        claim("claim-protection-equivalent",
              "The trial showed that the 1+1 schedule protects infants against invasive disease as well as the "
              "2+1 schedule.",
              [trial["id"]], confidence="high",
              counter_evidence=[counter(
                  "The trial measured antibody concentrations, not disease, and pre-booster concentrations were "
                  "lower with 1+1.", [trial["id"]], "Protection between the priming dose and the booster is untested.")]),
        claim("claim-vaccine-type-ipd-low",
              "Vaccine-type invasive pneumococcal disease in children under two fell to 9 cases in 2025, the "
              "lowest since enhanced surveillance began in 2006.",
              [surveillance["id"]], confidence="medium"),
        claim("claim-savings",
              "Dropping one infant dose would save about EUR 3.4 million a year, which the economic annex itself "
              "calls modest relative to the programme budget.",
              [economics["id"]], confidence="medium"),
        claim("claim-savings-assume-herd-protection",
              "The projected savings assume that herd protection is maintained; a rise in vaccine-type carriage "
              "would offset them through extra hospital admissions.",
              [economics["id"]], confidence="medium"),
        claim("claim-parent-acceptance",
              "68% of surveyed parents said they would be comfortable with fewer injections at a single visit, "
              "while 19% worried that fewer doses would mean less protection.",
              [parents["id"]], confidence="low",
              uncertainty_notes=["Online panel, not representative of all parents."]),
        claim("claim-review-after-24-months",
              "The Committee will review vaccine-type disease surveillance 24 months after the new schedule is "
              "introduced.",
              [statement["id"]], confidence="medium"),
    ]
    rep = report(
        inquiry_id="inq-2026-0388-pcv-schedule",
        title="Review of the proposed 1+1 infant pneumococcal vaccination schedule",
        summary=(
            "The Standing Committee on Immunisation advises moving infants outside clinical risk groups from a "
            "2+1 to a 1+1 pneumococcal conjugate vaccine (PCV) schedule from 1 January 2027. Trial data show "
            "non-inferior post-booster antibody responses for most serotypes but do not measure protection, and "
            "the expected savings depend on continued herd protection."
        ),
        claims=claims,
        evidence=[statement, trial, surveillance, economics, parents],
        open_questions=[
            "How protected are infants between the single priming dose and the booster?",
            "What happens to the savings if non-vaccine serotypes keep replacing vaccine serotypes?",
        ],
        confidence="medium",
        completed_at="2026-06-22T08:05:51Z",
    )

    v = Verifier(rep)
    # Straight quotes where the excerpt has curly ones.
    v.result("claim-schedule-change", statement["id"], "supports",
             'followed by a booster at 12 months ("1+1")', 0.94)
    v.result("claim-risk-groups-stay-2p1", statement["id"], "supports",
             "infants with asplenia, immunosuppression or cochlear implants should continue to receive the 2+1 schedule",
             0.95)
    # Two spaces inside the quote.
    v.result("claim-noninferior-12-of-13", trial["id"], "supports",
             "was non-inferior in the 1+1 group  for 12 of 13 serotypes", 0.89,
             ["Serotype 6B missed the margin."])
    # Different case: "the trial" where the excerpt has "The trial".
    v.result("claim-protection-equivalent", trial["id"], "insufficient",
             "the trial was not designed to measure protection against disease.", 0.9,
             ["Immunogenicity is a surrogate; the trial has no disease end point."])
    # A leading space.
    v.result("claim-vaccine-type-ipd-low", surveillance["id"], "supports",
             " cases caused by serotypes in the current 13-valent vaccine fell to 9", 0.91)
    # A paraphrase, not a quote.
    v.result("claim-savings", economics["id"], "supports",
             "removing a dose saves roughly 3.4 million euros per year", 0.86)
    # A hyphen where the excerpt has an en dash.
    v.result("claim-savings-assume-herd-protection", economics["id"], "supports",
             "is maintained - if vaccine-type carriage rises", 0.88)
    v.result("claim-parent-acceptance", parents["id"], "supports",
             "68 percent said they would be comfortable with fewer injections at a single visit", 0.83,
             ["Online panel; not representative."])
    # The claim was corrected (12 -> 24 months) after it was verified: stale claim hash.
    v.result("claim-review-after-24-months", statement["id"], "contradicts",
             "The Committee will review vaccine-type disease surveillance 24 months after implementation.", 0.9,
             verified_statement="The Committee will review surveillance data 12 months after the new schedule "
                                "is introduced.")
    return {"report": rep, "verifications": v.results}


# --- 3. Meridian Rail Components: audited revenue (clean) ---------------------------------

def meridian() -> dict[str, Any]:
    annual = evidence(
        "ev-meridian-annual-report-2025",
        title="Meridian Rail Components SE Annual Report 2025: consolidated income statement and notes",
        url="https://investors.meridian-rail.example/reports/annual-report-2025.pdf",
        excerpt=(
            "Group revenue for the financial year ended 31 December 2025 was 112 million euros (2024: 98 million "
            "euros), an increase of 14 percent. Revenue from long-term maintenance contracts rose to 41 million "
            "euros and accounted for 37 percent of group revenue. At the end of the year the group employed 1200 "
            "people at sites in four countries."
        ),
        relation="supports", unit="ru-1-financials", published_at="2026-03-26T07:00:00Z",
        source_kind="company_filing", credibility="high", relevance="high", is_primary=True,
        limitations=["Figures rounded to the nearest million euros."],
        metadata={"publisher": "Meridian Rail Components SE", "document_type": "annual report", "pages": "88-91"},
    )
    auditor = evidence(
        "ev-meridian-auditor-report",
        title="Independent auditor's report to the shareholders of Meridian Rail Components SE",
        url="https://investors.meridian-rail.example/reports/annual-report-2025.pdf#auditor-report",
        excerpt=(
            "In our opinion, the consolidated financial statements give a true and fair view of the financial "
            "position of the Group as at 31 December 2025 and of its financial performance and cash flows for "
            "the year then ended, in accordance with IFRS as adopted by the European Union. Our opinion is "
            "unmodified.\n\nWe identified revenue recognition on long-term maintenance contracts as a key audit "
            "matter because it depends on management's estimates of contract progress."
        ),
        relation="supports", unit="ru-1-financials", published_at="2026-03-26T07:00:00Z",
        source_kind="audit_report", credibility="high", relevance="high", is_primary=True,
        limitations=[],
        metadata={"publisher": "Meridian Rail Components SE", "pages": "74-79"},
    )
    release = evidence(
        "ev-meridian-results-release",
        title="Meridian reports full-year 2025 results",
        url="https://www.meridian-rail.example/press/2026-03-26-full-year-results",
        excerpt=(
            "Meridian Rail Components today reported revenue of EUR 112m for 2025, up 14% year on year, driven "
            "by maintenance contracts with two national rail operators. Chief executive Anna Berg said the "
            "company expects revenue growth to slow in 2026 as a large signalling order is completed, and that "
            "the order book remains at a record level."
        ),
        relation="supports", unit="ru-2-outlook", published_at="2026-03-26T07:05:00Z",
        source_kind="press_release", credibility="medium", relevance="high", is_primary=True,
        limitations=["Company press release; forward-looking statements are not audited."],
        metadata={"publisher": "Meridian Rail Components SE"},
    )
    claims = [
        claim("claim-revenue-2025",
              "Meridian's audited group revenue for 2025 was EUR 112 million, up 14% from 2024.",
              [annual["id"], release["id"]], confidence="high"),
        claim("claim-unmodified-opinion",
              "The auditor issued an unmodified opinion on the 2025 consolidated financial statements.",
              [auditor["id"]], confidence="high"),
        claim("claim-maintenance-share",
              "Long-term maintenance contracts brought in 41 million euros, or 37% of group revenue.",
              [annual["id"]], confidence="medium"),
        claim("claim-headcount",
              "The group employed 1,200 people at the end of 2025.",
              [annual["id"]], confidence="medium"),
        claim("claim-2026-outlook",
              "Management expects revenue growth to slow in 2026 as a large signalling order is completed.",
              [release["id"]], confidence="low",
              uncertainty_notes=["A forward-looking statement by the company, not an audited figure."]),
    ]
    rep = report(
        inquiry_id="inq-2026-0301-meridian-revenue",
        title="Meridian Rail Components: audited revenue for the 2025 financial year",
        summary=(
            "Meridian Rail Components SE reported audited group revenue of EUR 112 million for 2025, up 14% on "
            "2024, with an unmodified audit opinion. Maintenance contracts contributed 37% of revenue. Management "
            "expects growth to slow in 2026."
        ),
        claims=claims,
        evidence=[annual, auditor, release],
        open_questions=["How much of the 2026 order book is already contracted?"],
        confidence="high",
        completed_at="2026-04-02T16:47:19Z",
    )
    v = Verifier(rep)
    v.result("claim-revenue-2025", annual["id"], "supports",
             "Group revenue for the financial year ended 31 December 2025 was 112 million euros (2024: 98 million "
             "euros), an increase of 14 percent.", 0.97)
    v.result("claim-revenue-2025", release["id"], "supports",
             "reported revenue of EUR 112m for 2025, up 14% year on year", 0.9,
             ["A press release; the audited figure is in the annual report."])
    v.result("claim-unmodified-opinion", auditor["id"], "supports", "Our opinion is unmodified.", 0.98)
    v.result("claim-maintenance-share", annual["id"], "supports",
             "Revenue from long-term maintenance contracts rose to 41 million euros and accounted for 37 percent "
             "of group revenue.", 0.96)
    v.result("claim-headcount", annual["id"], "supports",
             "At the end of the year the group employed 1200 people", 0.95)
    v.result("claim-2026-outlook", release["id"], "supports",
             "the company expects revenue growth to slow in 2026 as a large signalling order is completed", 0.9,
             ["Reports the company's expectation, not an outcome."])
    return {"report": rep, "verifications": v.results}


# --- 4. Lindqvist Insurance hybrid-work productivity -------------------------------------

def lindqvist() -> dict[str, Any]:
    evaluation = evidence(
        "ev-lindqvist-hr-evaluation",
        title="Hybrid working policy: six-month evaluation of claims operations",
        url="https://archive.lindqvist-insurance.example/hr/analytics/hybrid-policy-six-month-evaluation.pdf",
        excerpt=(
            "Across 1,840 claims handlers, the number of claims closed per handler per week rose from 21.3 in "
            "the six months before the hybrid policy (two office days a week) took effect on 1 March 2025 to "
            "22.1 in the six months after, an increase of 3.8 percent. Error rates found in quality audits were "
            "unchanged at 2.4 percent. Handlers chose their own office days, and the evaluation has no control "
            "group."
        ),
        relation="supports", unit="ru-1-output", published_at="2025-10-15T00:00:00Z",
        source_kind="internal_evaluation", credibility="medium", relevance="high", is_primary=True,
        limitations=["Before/after comparison without a control group.", "Prepared by the employer's HR analytics team."],
        metadata={"publisher": "Lindqvist Insurance, HR Analytics", "access": "released to the union on request"},
    )
    paper = evidence(
        "ev-staggered-rollout-paper",
        title="Hybrid work and output: evidence from a staggered rollout in an insurance firm",
        url="https://papers.example.org/working-papers/2026/hybrid-work-staggered-rollout",
        excerpt=(
            "Using the staggered adoption of the hybrid policy across 14 regional offices, we estimate that "
            "hybrid work raised weekly closed claims by 2.9 percent (95 percent confidence interval 0.4 to 5.4). "
            "Effects were concentrated among handlers with commutes longer than 40 minutes. We find no effect on "
            "promotion rates in the first year, although the follow-up period is short."
        ),
        relation="supports", unit="ru-1-output", published_at="2026-02-09T00:00:00Z",
        source_kind="working_paper", credibility="high", relevance="high", is_primary=True,
        limitations=["Not yet peer reviewed.", "One employer; management chose the rollout order."],
        metadata={"series": "Labour Economics Working Papers", "number": "2026-07"},
    )
    attrition_sentences = (
        "Voluntary attrition among claims handlers fell from 14.2 percent in 2024 to 10.9 percent in 2025. In "
        "exit and stay interviews, flexibility was the reason most often given for staying.",
        "The dashboard does not adjust for the weaker labour market in 2025, when advertised vacancies in the "
        "regional insurance sector fell by a quarter.",
    )
    attrition = evidence(
        "ev-attrition-dashboard",
        title="Workforce dashboard: voluntary attrition in claims operations, 2024 and 2025",
        url="https://archive.lindqvist-insurance.example/hr/dashboards/attrition-2025",
        # Re-wrapped after verification (a line break between the paragraphs): the fingerprint
        # collapses whitespace, so the committed result is still fresh.
        excerpt="\n".join(attrition_sentences),
        relation="context", unit="ru-2-retention", published_at="2026-01-20T00:00:00Z",
        source_kind="internal_statistics", credibility="medium", relevance="medium", is_primary=True,
        limitations=["Not adjusted for labour-market conditions."],
        metadata={"publisher": "Lindqvist Insurance, HR Analytics"},
    )
    union = evidence(
        "ev-union-member-survey",
        title="Members' survey on hybrid working at Lindqvist Insurance",
        url="https://www.finance-union.example/lindqvist/hybrid-working-survey-2025",
        excerpt=(
            "In the union's survey of 612 members working in claims, 47 percent said the hybrid policy had "
            "increased their workload and 38 percent said collaboration with colleagues had become harder. The "
            "response rate was 33 percent and respondents were self-selected."
        ),
        relation="challenges", unit="ru-3-working-conditions", published_at="2025-12-04T00:00:00Z",
        source_kind="survey", credibility="medium", relevance="medium", is_primary=True,
        limitations=["Self-selected respondents; 33 percent response rate."],
        metadata={"publisher": "Finance Sector Union"},
    )
    claims = [
        claim("claim-output-rose",
              "Claims closed per handler rose by 3.8% in the six months after the hybrid policy took effect.",
              [evaluation["id"]], confidence="high",
              uncertainty_notes=["Before/after comparison; handlers chose their own office days."],
              counter_evidence=[counter(
                  "The staggered-rollout analysis estimates a smaller effect.",
                  [paper["id"]], "The size of the effect is uncertain; its direction is consistent.")]),
        claim("claim-causal-estimate",
              "The staggered-rollout analysis shows that hybrid work raised weekly closed claims by 3.5 percent.",
              [paper["id"]], confidence="high"),
        claim("claim-attrition-fell",
              "Voluntary attrition among claims handlers fell from 14.2% in 2024 to 10.9% in 2025, although the "
              "figures are not adjusted for the weaker 2025 labour market.",
              [attrition["id"]], confidence="medium"),
        claim("claim-workload",
              "47 percent of surveyed union members said the hybrid policy had increased their workload, a view "
              "echoed in team-leader interviews.",
              # Cites the survey twice (one pair) and an interview record that review_evidence dropped.
              [union["id"], "ev-team-leader-interviews", union["id"]], confidence="medium"),
        claim("claim-collaboration-harder",
              "Collaboration between colleagues became harder under hybrid work.",
              [union["id"]], confidence="low",
              uncertainty_notes=["Only a self-selected survey addresses collaboration."]),
        claim("claim-no-promotion-effect",
              "The working paper finds no effect of hybrid work on promotion rates in the first year.",
              [paper["id"]], confidence="medium",
              uncertainty_notes=["The follow-up period is short."]),
    ]
    rep = report(
        inquiry_id="inq-2026-0455-hybrid-productivity",
        title="Did Lindqvist Insurance's hybrid-work policy change claims-handler productivity?",
        summary=(
            "Claims closed per handler rose by 3.8% in the six months after Lindqvist Insurance's hybrid policy "
            "took effect, and a staggered-rollout analysis also finds a positive effect. Voluntary attrition fell, "
            "but a union survey reports heavier workloads, and the evidence on collaboration is weak."
        ),
        claims=claims,
        evidence=[evaluation, paper, attrition, union],
        open_questions=[
            "Does the effect persist beyond the first year?",
            "How much of the fall in attrition is due to the 2025 labour market?",
        ],
        confidence="medium",
        completed_at="2026-03-11T11:20:34Z",
    )
    v = Verifier(rep)
    # From the first run, before "in the six months" was added to the claim: stale claim hash.
    # The re-run's result for the same pair follows; it is kept (a rejected result takes no pair).
    v.result("claim-output-rose", evaluation["id"], "supports",
             "an increase of 3.8 percent", 0.9,
             verified_statement="Claims closed per handler rose by 3.8% after the hybrid policy took effect.")
    v.result("claim-output-rose", evaluation["id"], "supports",
             "the number of claims closed per handler per week rose from 21.3 in the six months before the hybrid "
             "policy", 0.88, ["No control group."])
    v.result("claim-attrition-fell", attrition["id"], "supports",
             "Voluntary attrition among claims handlers fell from 14.2 percent in 2024 to 10.9 percent in 2025.",
             0.93, verified_excerpt=" ".join(attrition_sentences))
    v.result("claim-workload", union["id"], "supports",
             "47 percent said the hybrid policy had increased their workload", 0.86,
             ["Self-selected respondents."])
    v.result("claim-collaboration-harder", union["id"], "insufficient",
             "The response rate was 33 percent and respondents were self-selected.", 0.84,
             ["A self-selected survey cannot establish a change in collaboration."])
    v.result("claim-no-promotion-effect", paper["id"], "supports",
             "We find no effect on promotion rates in the first year", 0.91,
             ["The follow-up period is short."])
    # A claim that was removed from the report after verification: unknown pair.
    v.result("claim-office-space", "ev-facilities-plan-2026", "supports",
             "The company plans to release two of its six floors at the head office by the end of 2026.", 0.8,
             verified_statement="The company plans to give up a third of its head-office space by the end of 2026.",
             verified_excerpt="The company plans to release two of its six floors at the head office by the end "
                              "of 2026, saving an estimated 2.6 million kronor a year in rent.")
    return {"report": rep, "verifications": v.results}


# --- 5. Westmark heat-pump grants (bare report) -------------------------------------------

def westmark() -> dict[str, Any]:
    evaluation = evidence(
        "ev-wea-interim-evaluation",
        title="Clean Heat Grant: interim evaluation, April 2024 to March 2026",
        url="https://www.westmark-energy.example/publications/clean-heat-grant-interim-evaluation-2026",
        excerpt=(
            "Between April 2024 and March 2026 the programme paid 18,450 grants, averaging 6,200 euros each. "
            "Applications in the second year were 12 percent higher than in the first. In the first heating "
            "season after installation, metered gas consumption in supported homes fell by 71 percent on average "
            "relative to a matched comparison group of 9,800 homes. Bill impacts were not assessed because "
            "electricity consumption data were not yet available."
        ),
        relation="supports", unit="ru-1-uptake-and-impact", published_at="2026-06-17T00:00:00Z",
        source_kind="government_report", credibility="high", relevance="high", is_primary=True,
        limitations=["Interim results; bill impacts not assessed."],
        metadata={"publisher": "Westmark Energy Agency", "document_type": "interim evaluation"},
    )
    installers = evidence(
        "ev-installer-capacity-survey",
        title="Heat-pump installer capacity survey, winter 2025/26",
        url="https://www.westmark-energy.example/publications/installer-capacity-survey-2025-26",
        excerpt=(
            "Of 340 registered installers who responded, 61 percent reported waiting lists longer than three "
            "months in winter 2025/26, up from 44 percent a year earlier. The agency expects capacity to grow as "
            "1,100 trainees complete certification during 2026, but notes that completion rates in previous "
            "trainee cohorts were below 70 percent."
        ),
        relation="context", unit="ru-2-delivery", published_at="2026-03-05T00:00:00Z",
        source_kind="industry_survey", credibility="medium", relevance="high", is_primary=True,
        limitations=["Registered installers who responded; response rate not published."],
        metadata={"publisher": "Westmark Energy Agency"},
    )
    audit = evidence(
        "ev-audit-office-review",
        title="Administration of the Clean Heat Grant: report by the Regional Audit Office",
        url="https://www.westmark-audit.example/reports/2026/clean-heat-grant",
        excerpt=(
            "In a random sample of 1,000 paid grants, 47 (4.7 percent) were for installations that did not meet "
            "the programme's minimum efficiency standard, a seasonal coefficient of performance of 2.8. The "
            "agency relied on installer self-certification and carried out no post-installation inspections. "
            "The Office recommends inspecting at least 5 percent of installations each year."
        ),
        relation="challenges", unit="ru-2-delivery", published_at="2026-05-28T00:00:00Z",
        source_kind="audit_report", credibility="high", relevance="high", is_primary=True,
        limitations=[],
        metadata={"publisher": "Westmark Regional Audit Office"},
    )
    bills = evidence(
        "ev-consumer-bill-analysis",
        title="Heat pumps and household bills after the 2025 electricity price rise",
        url="https://www.consumers-westmark.example/analysis/heat-pump-bills-2025",
        excerpt=(
            "Electricity prices in Westmark rose by 19 percent in 2025 while gas prices fell. On our estimates a "
            "typical household with a grant-funded heat pump saved only 40 euros a year on heating compared with "
            "a new gas boiler, and households with older, smaller radiators saw their heating costs rise."
        ),
        relation="challenges", unit="ru-3-household-costs", published_at="2026-02-12T00:00:00Z",
        source_kind="advocacy_analysis", credibility="medium", relevance="high", is_primary=False,
        limitations=["Modelled bills for typical households, not metered data."],
        metadata={"publisher": "Westmark Consumer Association"},
    )
    claims = [
        claim("claim-applications-growth",
              "Grant applications grew by 15 percent in the programme's second year.",
              [evaluation["id"]], confidence="high"),
        claim("claim-grants-paid",
              "The programme paid 18,450 grants worth EUR 6,200 on average between April 2024 and March 2026.",
              [evaluation["id"]], confidence="medium"),
        claim("claim-installer-shortage",
              "Installer shortages are delaying installations: 61% of installers surveyed reported waiting lists "
              "of more than three months in winter 2025/26.",
              [installers["id"]], confidence="high"),
        claim("claim-substandard-installations",
              "4.7% of audited grants paid for installations below the programme's minimum efficiency standard, "
              "and the agency carried out no post-installation inspections.",
              [audit["id"], "ev-agency-inspection-policy"], confidence="medium"),
        claim("claim-bills-lower",
              "Grant-funded heat pumps substantially lowered household heating bills.",
              [evaluation["id"]], confidence="high",
              counter_evidence=[counter(
                  "A consumer analysis estimates a saving of only 40 euros a year, and higher costs for homes "
                  "with older radiators.", [bills["id"]], "Directly challenges the claim.")]),
        claim("claim-gas-use-fell",
              "Metered gas consumption in supported homes fell by 71 percent in the first heating season after "
              "installation.",
              [evaluation["id"]], confidence="medium"),
        claim("claim-trainees",
              "1,100 trainees are due to complete installer certification during 2026, though earlier cohorts had "
              "completion rates below 70%.",
              [installers["id"]], confidence="low"),
    ]
    return report(
        inquiry_id="inq-2026-0470-heat-pump-grants",
        title="Westmark Clean Heat Grant: uptake, energy savings and delivery problems",
        summary=(
            "The Clean Heat Grant paid 18,450 heat-pump grants in its first two years, and supported homes cut "
            "their gas use sharply in the first heating season. Installer shortages, a minority of substandard "
            "installations and higher electricity prices limited the benefits."
        ),
        claims=claims,
        evidence=[evaluation, installers, audit, bills],
        open_questions=[
            "What happened to household electricity bills in supported homes?",
            "Will the 2026 trainee cohort close the installer gap?",
        ],
        confidence="medium",
        completed_at="2026-07-01T09:12:00Z",
    )


EXAMPLES_BY_NAME = {
    "northport-congestion-pilot.report.json": northport,
    "pcv-schedule-review.report.json": pcv_schedule,
    "meridian-fy2025-revenue.report.json": meridian,
    "lindqvist-hybrid-work.report.json": lindqvist,
    "westmark-heat-pump-grants.report.json": westmark,
}


# --- synthetic edge cases (vectors only, not example files) -------------------------------

def synthetic_cases() -> list[tuple[str, str, dict[str, Any]]]:
    def ev_(id: str, excerpt: str) -> dict[str, Any]:
        return {"id": id, "title": f"Source {id}", "url": f"https://example.org/{id}", "excerpt": excerpt}

    def cl(id: str, statement: str, evidence_ids: list[str], confidence: str = "medium") -> dict[str, Any]:
        return {"id": id, "statement": statement, "evidence_ids": evidence_ids, "confidence": confidence}

    def rep(claims: list[dict[str, Any]], evidence: list[dict[str, Any]]) -> dict[str, Any]:
        return {"inquiry_id": "inq-synthetic", "title": "Synthetic", "summary": "Synthetic edge case.",
                "claims": claims, "evidence": evidence}

    cases: list[tuple[str, str, dict[str, Any]]] = []

    cases.append(("bare-report-without-citations",
                  "A bare report whose claims cite nothing: rule 5 still applies (no verifier output exists).",
                  rep([cl("c1", "An uncited claim.", [], "high"), cl("c2", "Another uncited claim.", ["missing"])],
                      [ev_("e1", "Some text.")])))

    r = rep([cl("c1", "An uncited claim.", [], "high")], [ev_("e1", "Some text.")])
    cases.append(("envelope-without-pairs",
                  "An envelope with no results and no expected pairs: complete, nothing to verify.",
                  {"report": r, "verifications": []}))

    r = rep([cl("c1", "A cited claim.", ["e1"], "high"), cl("c2", "Another.", ["e1", "e2"])],
            [ev_("e1", "Alpha text."), ev_("e2", "Beta text.")])
    cases.append(("envelope-with-no-results",
                  "An envelope with an empty results list: rule 4, partial, nothing kept.",
                  {"report": r, "verifications": []}))

    excerpt = "The rate fell\u00a0to 4\u202fpercent in Straße 9 \u201cquoted\u201d text."
    r = rep([cl(f"q{i}", f"Quote case {i}.", ["e1"]) for i in range(1, 10)], [ev_("e1", excerpt)])
    v = Verifier(r, "synthetic-1")
    v.result("q1", "e1", "supports", "", 0.5)                      # empty
    v.result("q2", "e1", "supports", " \t", 0.5)                   # whitespace only
    v.result("q3", "e1", "supports", "fell\u00a0to 4", 0.5)        # NBSP inside: binds verbatim
    v.result("q4", "e1", "supports", "fell to 4", 0.5)             # ASCII space where the excerpt has NBSP
    v.result("q5", "e1", "supports", "Straße 9\n", 0.5)            # trailing newline
    v.result("q6", "e1", "supports", "\ufeffStraße", 0.5)          # U+FEFF is not Python whitespace
    v.result("q7", "e1", "supports", "STRASSE", 0.5)               # case folding is not applied to quotes
    v.result("q8", "e1", "supports", "\u201cquoted\u201d", 0.5)    # binds verbatim
    v.result("q9", "e1", "supports", None, 0.5)                    # null: kept, lowers exact_quote_ratio
    cases.append(("quote-edge-cases", "Quote binding edge cases.", {"report": r, "verifications": v.results}))

    r = rep([cl("c1", "Die  Straße\u2003ist gesperrt.", ["e1", "e1", "e2"], "high"),
             cl("c2", "Second claim.", ["e2", "gone"], "high")],
            [ev_("e1", "DIE STRASSE\nIST GESPERRT."), ev_("e2", "Second text.")])
    v = Verifier(r, "synthetic-2")
    v.result("c1", "e1", "supports", "IST", 0.5, verified_statement="Old claim.")           # stale claim
    v.result("c1", "e1", "supports", "IST", 0.5, verified_statement="DIE STRASSE IST GESPERRT.",
             verified_excerpt="die strasse ist gesperrt.")                                   # fresh by casefold
    v.result("c1", "e1", "contradicts", "IST", 0.5, verified_statement="Old claim.")       # duplicate first
    v.result("c1", "e2", "insufficient", "Second", 0.5, verified_excerpt="Old text.")       # stale evidence
    v.result("c1", "e2", "insufficient", "second", 0.5)                                     # unbound quote
    v.result("c2", "gone", "supports", None, 0.5, verified_excerpt="Gone.")                # unknown (dangling)
    v.result("c3", "e2", "supports", None, 0.5, verified_statement="No such claim.")       # unknown claim
    v.result("c2", "e1", "supports", None, 0.5)                                             # not cited
    v.result("c2", "e2", "unverifiable", "Second text.", 0.5)                               # kept unverifiable
    cases.append(("binding-order-and-fingerprints",
                  "Rule order, a pair taken only by a kept result, casefold/whitespace-tolerant hashes.",
                  {"report": r, "verifications": v.results}))

    r = rep([cl("a", "Claim a.", ["e1", "e2", "e3"], "high"), cl("b", "Claim b.", ["e1", "e2"], "high"),
             cl("c", "Claim c.", ["e1"], "high"), cl("d", "Claim d.", ["e1", "e2"], "low")],
            [ev_("e1", "One."), ev_("e2", "Two."), ev_("e3", "Three.")])
    v = Verifier(r, "synthetic-3")
    v.result("a", "e1", "insufficient", "One.", 0.5)
    v.result("a", "e2", "supports", "Two.", 0.5)
    v.result("a", "e3", "contradicts", "Three.", 0.5)
    v.result("b", "e1", "unverifiable", "One.", 0.5)
    v.result("b", "e2", "insufficient", None, 0.5)
    v.result("c", "e1", "unverifiable", "One.", 0.5)
    v.result("d", "e2", "supports", "Two.", 0.5)
    cases.append(("verdict-precedence", "Per-claim aggregation over several kept results.",
                  {"report": r, "verifications": v.results}))
    return cases


# --- output -------------------------------------------------------------------------------

def dump(data: Any, ascii_only: bool = False) -> str:
    return json.dumps(data, indent=2, ensure_ascii=ascii_only) + "\n"


def build() -> dict[pathlib.Path, str]:
    files: dict[pathlib.Path, str] = {}
    reports = []
    for name, make in EXAMPLES_BY_NAME.items():
        data = make()
        files[EXAMPLES / name] = dump(data)
        reports.append({"file": f"examples/reports/{name}", **ref.check(data, GATE_CONTEXT["failure_code"])})
    synthetic = [
        {"name": name, "description": description, "input": data, **ref.check(data, GATE_CONTEXT["failure_code"])}
        for name, description, data in synthetic_cases()
    ]
    vectors = {
        "generated_by": REGEN,
        "reference": "scripts/reference_binding.py",
        "gate_context": GATE_CONTEXT,
        "reports": reports,
        "synthetic": synthetic,
    }
    # ASCII-only so that the invisible characters of the synthetic cases stay visible.
    files[VECTORS] = dump(vectors, ascii_only=True)
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="exit 1 if a written file differs from a fresh one")
    args = parser.parse_args()
    if sys.version_info < (3, 11):
        print("error: python 3.11 or later is required", file=sys.stderr)
        return 2

    files = build()
    strays = [
        f"{path.relative_to(ROOT)} is not written by this script (no reference vectors)"
        for path in sorted(EXAMPLES.glob("*.report.json"))
        if path not in files
    ]
    summary = f"examples and vectors are up to date ({len(files) - 1} examples, {VECTORS.relative_to(ROOT)})"
    return write_or_check(files, ROOT, REGEN, args.check, strays, summary=summary)


if __name__ == "__main__":
    sys.exit(main())
