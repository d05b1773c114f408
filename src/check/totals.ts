import { ratio } from '../binding/aggregate.js';
import type { CitationMarks, ProvenanceTotals, ReferenceTotals, ReportResult, Totals } from '../results/types.js';

/**
 * Sums over every checked report; ratios are recomputed from the sums, not averaged. With
 * `provenance` (the run checked provenance) the records are counted per provenance status.
 */
export function computeTotals(
  reports: readonly ReportResult[],
  provenance = false,
  references = false,
  recallRan = false,
): Totals {
  const totals: Totals = {
    reports: reports.length,
    invalid_reports: 0,
    unavailable_reports: 0,
    claims: 0,
    cited_claims: 0,
    verified_claims: 0,
    pairs: 0,
    verified_pairs: 0,
    supported: 0,
    contradicted: 0,
    insufficient: 0,
    unverifiable: 0,
    high_confidence_unsupported: 0,
    rejected_results: 0,
    dangling_citations: 0,
    unresolved_citations: 0,
    binding_errors: 0,
    provider_rejections: 0,
    ungrounded_numbers: 0,
    coverage_ratio: 0,
    exact_quote_ratio: 0,
  };
  let quoted = 0;
  const notices = { warning: 0, note: 0 };
  const sourceText = { seen: false, missing: 0, misquoted: 0 };
  const marks: CitationMarks = { seen: 0, bound: 0, unread: 0 };
  let unreadMarkers = 0;
  const recall = { seen: false, uncited: 0, factual: 0, citing: 0 };
  for (const report of reports) {
    if (report.error) totals.invalid_reports++;
    const summary = report.summary;
    if (summary) {
      if (summary.status === 'unavailable') totals.unavailable_reports++;
      totals.claims += summary.claim_count;
      totals.cited_claims += summary.cited_claim_count;
      totals.verified_claims += summary.verified_claim_count;
      totals.pairs += summary.pair_count;
      totals.verified_pairs += summary.verified_pair_count;
      totals.supported += summary.supported_claim_count;
      totals.contradicted += summary.contradicted_claim_count;
      totals.insufficient += summary.insufficient_claim_count;
      totals.unverifiable += summary.unverifiable_claim_count;
      totals.high_confidence_unsupported += summary.high_confidence_unsubstantiated_count;
    }
    quoted += report.pairs.filter((pair) => pair.verdict !== null && pair.quote !== null).length;
    totals.rejected_results += report.rejected.length;
    totals.provider_rejections += report.provider.rejected.length;
    if (report.citation_marks) {
      marks.seen += report.citation_marks.seen;
      marks.bound += report.citation_marks.bound;
      marks.unread += report.citation_marks.unread;
    }
    for (const finding of report.findings) {
      if (finding.code === 'dangling_citation') totals.dangling_citations++;
      else if (finding.code === 'unresolved_citation') totals.unresolved_citations++;
      else if (finding.code === 'ungrounded_number') totals.ungrounded_numbers++;
      else if (finding.code === 'no_source_text') sourceText.missing++;
      else if (finding.code === 'quote_not_in_source') sourceText.misquoted++;
      else if (finding.code === 'unread_marker') unreadMarkers++;
      else if (finding.code === 'uncited_claim') recall.uncited++;
      else if (finding.level === 'warning') notices.warning++;
      else notices.note++;
    }
    if (report.evidence.some((record) => record.snapshot !== undefined)) sourceText.seen = true;
    if (report.citation_recall) {
      recall.seen = true;
      recall.factual += report.citation_recall.factual_sentences;
      recall.citing += report.citation_recall.citing;
    }
  }
  // Only runs where notices can arise have the counts (and so the max-warnings check): Markdown and
  // provider reports, and any report that raised one (a STORM article with no marker, Python's NaN
  // in a JSON file); the others' results stay as they were.
  if (
    notices.warning + notices.note > 0 ||
    reports.some((report) => report.format === 'markdown' || report.format === 'provider-json')
  ) {
    totals.warnings = notices.warning;
    totals.notes = notices.note;
    totals.citation_marks = marks;
    totals.unread_markers = unreadMarkers;
  }
  if (provenance) totals.provenance = provenanceTotals(reports);
  if (references) totals.references = referenceTotals(reports);
  if (recall.seen || recallRan) {
    totals.uncited_claims = recall.uncited;
    totals.citation_recall = {
      factual_sentences: recall.factual,
      citing: recall.citing,
      ratio: recall.factual === 0 ? null : recall.citing / recall.factual,
    };
  }
  if (sourceText.seen) {
    totals.no_source_text = sourceText.missing;
    totals.quotes_not_in_source = sourceText.misquoted;
  }
  totals.binding_errors =
    totals.rejected_results + totals.dangling_citations + totals.unresolved_citations + totals.invalid_reports;
  totals.coverage_ratio = ratio(totals.verified_claims, totals.cited_claims);
  totals.exact_quote_ratio = ratio(quoted, totals.verified_pairs);
  return totals;
}

function provenanceTotals(reports: readonly ReportResult[]): ProvenanceTotals {
  const counts: ProvenanceTotals = {
    found: 0,
    partly_found: 0,
    not_found: 0,
    gone: 0,
    blocked: 0,
    unreachable: 0,
    unsupported: 0,
    refused: 0,
    skipped: 0,
  };
  for (const report of reports)
    for (const record of report.evidence) if (record.provenance) counts[record.provenance.status]++;
  return counts;
}

function referenceTotals(reports: readonly ReportResult[]): ReferenceTotals {
  const counts: ReferenceTotals = {
    matches: 0,
    mismatch: 0,
    not_found: 0,
    malformed: 0,
    retracted: 0,
    unverified: 0,
    unreachable: 0,
    found_by_title: 0,
    not_found_by_title: 0,
    no_identifier: 0,
  };
  for (const report of reports)
    for (const record of report.evidence) if (record.references) counts[record.references.status]++;
  return counts;
}
