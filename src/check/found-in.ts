// `found_in` (docs/checks.md#found-in-where-the-number-or-quote-really-is): for each ungrounded number, each quote not in its cited
// source (a committed result's quote, a quotation not on its snapshotted page) and each quotation
// of a claim left unsupported by what it cites, the other evidence records of the report that hold
// it, by the same rules that found it missing (src/binding/reattribute.ts). No model is asked.
import type { Rejection } from '../binding/bind.js';
import { evidenceLocator, type EvidenceLocator, type Places } from '../binding/reattribute.js';
import { explainUnboundQuote } from '../binding/quote.js';
import { findPair, pairEvidence, type ReportIndex } from '../binding/report-index.js';
import { extractNumbers, type NumericFact } from '../numbers/index.js';
import type { ClaimRow, Finding } from '../results/types.js';
import type { LocatedText } from '../results/found-in.js';
import { quotationsIn } from '../binding/quotations.js';
import { blankControlSequences } from '../text/controls.js';

/** Most places kept per finding; `found_in_total` says how many there were when more. */
const FOUND_IN_MAX = 10;

export interface Located {
  findings: Finding[];
  rejected: Rejection[];
  claims: ClaimRow[];
}

/**
 * The findings, rejections and claims with `found_in` where the report's other evidence holds what
 * they miss; `reportQuoted` are the records whose excerpt is the report's own quotation, never a place.
 */
export function locateElsewhere(
  index: ReportIndex,
  findings: readonly Finding[],
  rejected: readonly Rejection[],
  claims: readonly ClaimRow[],
  reportQuoted: ReadonlySet<string> = new Set(),
): Located {
  // Built only when something is looked up: a report with nothing missing reads no evidence again.
  let locator: EvidenceLocator | undefined;
  const locate = () => (locator ??= evidenceLocator(index.evidence, reportQuoted, FOUND_IN_MAX));
  const factsOf = claimFacts(index);
  const cited = (claimId: string) => new Set(index.claimsById.get(claimId)?.evidenceIds ?? []);

  const withFindings = findings.map((finding): Finding => {
    if (finding.code === 'ungrounded_number') {
      const { text, facts } = factsOf(finding.claim_id);
      const fact = facts.find((f) => f.text === finding.text && f.value === finding.value);
      return fact ? withFound(finding, locate().number(fact, cited(finding.claim_id), text, facts)) : finding;
    }
    if (finding.code === 'quote_not_in_source')
      return withFound(finding, locate().quote(finding.text, new Set([finding.evidence_id])));
    return finding;
  });
  const withRejected = rejected.map((rejection) =>
    rejection.reason === 'unbound_quote' && rejection.quote !== undefined
      ? withFound(rejection, locate().quote(rejection.quote, new Set([rejection.evidence_id])))
      : rejection,
  );
  const reported = new Map<string, Set<string>>();
  for (const finding of withFindings)
    if (finding.code === 'quote_not_in_source')
      reported.set(finding.claim_id, (reported.get(finding.claim_id) ?? new Set()).add(finding.text));
  const withClaims = claims.map((claim) => {
    if (claim.verdict !== 'insufficient' && claim.verdict !== 'contradicts') return claim;
    // Each quotation's places in turn: the first FOUND_IN_MAX of them all, and the count of them all.
    const found: LocatedText[] = [];
    let total = 0;
    for (const quotation of unsupportedQuotations(index, claim.id, reported.get(claim.id))) {
      const places = locate().quote(quotation, cited(claim.id));
      for (const place of places.found) if (found.length < FOUND_IN_MAX) found.push({ ...place, text: quotation });
      total += places.total;
    }
    return withFound(claim, { found, total });
  });
  return { findings: withFindings, rejected: withRejected, claims: withClaims };
}

/** `found` holds at most FOUND_IN_MAX places (the locator's limit); `total` counts them all. */
function withFound<T extends object>(item: T, { found, total }: Places): T {
  if (total === 0) return item;
  return {
    ...item,
    found_in: found,
    ...(total > FOUND_IN_MAX ? { found_in_total: total } : {}),
  };
}

/** Each claim's text as grounding read it (control sequences blanked) and its numbers, read once per claim. */
function claimFacts(index: ReportIndex): (claimId: string) => { text: string; facts: NumericFact[] } {
  const cache = new Map<string, { text: string; facts: NumericFact[] }>();
  return (claimId) => {
    let read = cache.get(claimId);
    if (!read) {
      const text = blankControlSequences(index.claimsById.get(claimId)?.statement ?? '');
      read = { text, facts: extractNumbers(text) };
      cache.set(claimId, read);
    }
    return read;
  };
}

/**
 * The quotations of a claim that none of its cited sources holds (verbatim or after the
 * near-miss ladder's foldings), leaving out those a `quote_not_in_source` finding already
 * places: that finding carries its own `found_in`.
 */
function unsupportedQuotations(index: ReportIndex, claimId: string, reported?: ReadonlySet<string>): string[] {
  const claim = index.claimsById.get(claimId);
  if (!claim || claim.evidenceIds.length === 0 || claim.hasUnresolved) return [];
  const texts = claim.evidenceIds.map((evidenceId) => {
    const pair = findPair(index, claimId, evidenceId);
    return (pair ? pairEvidence(index, pair) : index.evidence.get(evidenceId))?.excerpt ?? '';
  });
  // A cited source with no text may hold the quotation: nothing is said about where else it is.
  if (texts.some((text) => text.trim() === '')) return [];
  return quotationsIn(claim.statement).filter(
    (quotation) => !reported?.has(quotation) && !texts.some((text) => inText(quotation, text)),
  );
}

function inText(quote: string, text: string): boolean {
  if (text.includes(quote)) return true;
  const kind = explainUnboundQuote(quote, text).kind;
  return kind === 'whitespace' || kind === 'case' || kind === 'typography';
}
