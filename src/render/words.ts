// What citegate found, in words a reviewer reads without knowing its rule codes.
import { REJECTION_REASONS, type Rejection, type RejectionReason } from '../binding/bind.js';
import type { UnresolvedReason } from '../formats/model.js';
import { RULES } from '../results/rules.js';
import type { Problem } from '../results/problems.js';
import type { ThresholdName } from '../gate/thresholds.js';
import type { ClaimRow, ReportResult, ResultsFile, UngroundedNumberFinding } from '../results/types.js';
import { inert } from './escape.js';
import { formatValue, plural } from './format.js';
import type { GateCheck } from '../gate/decide.js';
import { resultsWithoutUnconfirmed } from '../check/unconfirmed.js';

/** Each binding rule in words (the rules table's short description); the code follows in parentheses where the summary names it. */
type BindingRule = RejectionReason | 'dangling_citation' | 'unresolved_citation' | 'invalid_file';
export const RULE_WORDS: Record<BindingRule, string> = Object.fromEntries(
  ([...REJECTION_REASONS, 'altered_snapshot', 'dangling_citation', 'unresolved_citation', 'invalid_file'] as const).map(
    (code) => [code, RULES[code].short],
  ),
) as Record<BindingRule, string>;

/** Why a citation could not be traced to a source, for each reason an adapter gives. */
export const UNRESOLVED_WORDS: Record<UnresolvedReason, string> = {
  citation_numbering_unknown: "the article's numbering cannot be matched to the list of sources",
  citation_numbering_inconsistent: 'the article and its draft disagree on which source this number is',
  citation_placement_ambiguous:
    'the marker stands between two sentences and the answer places its markers both ways, so which sentence it cites is not guessed',
};

/** The checks that count problems (the ratios measure instead). */
export type CountingCheck = Exclude<ThresholdName, 'min-coverage' | 'min-exact-quote-ratio'>;

/** What each counting check counts, for one and for many: "1 binding error", "2 binding errors". */
export const COUNTED_WORDS: Record<CountingCheck, { one: string; many: string }> = {
  'max-contradicted': { one: 'contradicted claim', many: 'contradicted claims' },
  'max-high-confidence-unsupported': {
    one: 'high-confidence claim without support',
    many: 'high-confidence claims without support',
  },
  'max-binding-errors': { one: 'binding error', many: 'binding errors' },
  'max-ungrounded-numbers': { one: 'ungrounded number', many: 'ungrounded numbers' },
  'max-warnings': { one: 'warning about citations and sources', many: 'warnings about citations and sources' },
  'max-unread-markers': { one: 'citation mark not read', many: 'citation marks not read' },
  'max-no-source-text': {
    one: 'claim/evidence pair without source text',
    many: 'claim/evidence pairs without source text',
  },
  'max-quotes-not-in-source': {
    one: 'quotation not on its source’s page',
    many: 'quotations not on their source’s page',
  },
  'max-uncited-claims': { one: 'factual sentence citing nothing', many: 'factual sentences citing nothing' },
  'max-insufficient': { one: 'insufficient claim', many: 'insufficient claims' },
  'max-unverifiable': { one: 'unverifiable claim', many: 'unverifiable claims' },
  'fail-on-unavailable': { one: 'report not verified at all', many: 'reports not verified at all' },
  'max-provenance-not-found': { one: 'excerpt not found at its source', many: 'excerpts not found at their sources' },
  'max-provenance-unreachable': { one: 'source that could not be checked', many: 'sources that could not be checked' },
  'max-references-not-found': { one: 'reference not found', many: 'references not found' },
  'max-references-mismatch': { one: 'reference to another work', many: 'references to another work' },
  'max-retracted': { one: 'retracted reference', many: 'retracted references' },
};

/** "the claim's text changed after it was verified (stale_claim_hash)". */
export function ruleWithCode(rule: keyof typeof RULE_WORDS): string {
  return `${RULE_WORDS[rule]} (${rule})`;
}

/**
 * A rejection's detail, fit to show: the rules whose detail only restates the rule with hashes
 * (the results file keeps those) say nothing more.
 */
export function rejectionDetail(rejection: Rejection): string | null {
  if (
    rejection.reason === 'stale_claim_hash' ||
    rejection.reason === 'stale_evidence_hash' ||
    rejection.reason === 'duplicate'
  )
    return null;
  return rejection.detail;
}

interface ClaimFacts {
  pairs: Map<string, number>;
  rejections: Map<string, Rejection>;
  dangling: Set<string>;
  unresolved: Set<string>;
}

// Built once per report: lists of 20,000 claims must not scan every pair for every claim.
const facts = new WeakMap<ReportResult, ClaimFacts>();

function factsOf(report: ReportResult): ClaimFacts {
  let found = facts.get(report);
  if (!found) {
    found = { pairs: new Map(), rejections: new Map(), dangling: new Set(), unresolved: new Set() };
    for (const pair of report.pairs) found.pairs.set(pair.claim_id, (found.pairs.get(pair.claim_id) ?? 0) + 1);
    for (const rejection of report.rejected)
      if (!found.rejections.has(rejection.claim_id)) found.rejections.set(rejection.claim_id, rejection);
    for (const finding of report.findings) {
      if (finding.code === 'dangling_citation') found.dangling.add(finding.claim_id);
      else if (finding.code === 'unresolved_citation') found.unresolved.add(finding.claim_id);
    }
    facts.set(report, found);
  }
  return found;
}

/** "is in none of its 2 cited excerpts": the sentence's end, for renderers that quote the number their own way. */
export function ungroundedWhere(report: ReportResult, finding: UngroundedNumberFinding): string {
  const cited = factsOf(report).pairs.get(finding.claim_id) ?? 0;
  return cited === 1 ? 'is not in its cited excerpt' : `is in none of its ${cited} cited excerpts`;
}

/** Why a claim has no `supports` verdict: contradicted, insufficient, uncited, no verdict, or its result was rejected. */
export function unsupportedReason(report: ReportResult, claim: ClaimRow): string {
  if (claim.verdict === 'contradicts') return 'contradicted';
  if (claim.verdict === 'insufficient') return 'insufficient';
  if (claim.verdict === 'supports') return 'supported';
  const { pairs, rejections, dangling, unresolved } = factsOf(report);
  const rejection = rejections.get(claim.id);
  if (rejection)
    return rejection.reason === 'unbound_quote' ? 'quote rejected' : `result rejected: ${RULE_WORDS[rejection.reason]}`;
  if (!pairs.has(claim.id)) {
    if (unresolved.has(claim.id)) return 'uncited: its citations cannot be traced to a source';
    return dangling.has(claim.id) ? 'uncited: its evidence IDs are not in the report' : 'uncited';
  }
  return 'no verdict';
}

/** A problem as one short phrase for lists that mix kinds (fixed problems). */
export function problemPhrase(
  problem: Pick<Problem, 'kind' | 'claim_id' | 'evidence_id' | 'number' | 'subject'>,
): string {
  const claim = problem.claim_id === null ? '' : `claim ${inert(problem.claim_id, 100)}`;
  switch (problem.kind) {
    case 'contradicted':
      return `${claim} was contradicted`;
    case 'high_confidence_unsupported':
      return `${claim} (confidence: high) had no support`;
    case 'insufficient':
      return `${claim} was insufficient`;
    case 'unverifiable':
      return `${claim} was unverifiable`;
    case 'rejected_result':
      return `the result for ${claim} → evidence ${inert(problem.evidence_id ?? '', 100)} did not bind`;
    case 'dangling_citation':
      return `${claim} cited evidence ${inert(problem.evidence_id ?? '', 100)}, which the report did not contain`;
    case 'unresolved_citation':
      return `${claim} cited [${inert(problem.evidence_id ?? '', 100)}], which could not be traced to a source`;
    case 'invalid_file':
      return 'the file was not a valid report';
    case 'ungrounded_number':
      return `**${inert(problem.number ?? '', 100)}** in ${claim} was in none of its cited excerpts`;
    case 'unavailable_report':
      return 'no claim could be verified';
    case 'provenance_not_found':
      return `the excerpt of evidence ${inert(problem.evidence_id ?? '', 100)} was not found at its source`;
    case 'provenance_unreachable':
      return `the source of evidence ${inert(problem.evidence_id ?? '', 100)} could not be checked`;
    case 'reference_not_found':
      return `the identifier of evidence ${inert(problem.evidence_id ?? '', 100)} was in no registry`;
    case 'reference_mismatch':
      return `the identifier of evidence ${inert(problem.evidence_id ?? '', 100)} named another work`;
    case 'reference_retracted':
      return `evidence ${inert(problem.evidence_id ?? '', 100)} cited a retracted work`;
    case 'no_source_text':
      return `${claim} → evidence ${inert(problem.evidence_id ?? '', 100)} had no source text`;
    case 'quote_not_in_source':
      return `${claim} quoted “${inert(problem.subject ?? '', 200)}”, which was not on the page of evidence ${inert(problem.evidence_id ?? '', 100)}`;
    default: {
      // A notice: its rule in words, and what it is about.
      const about = problem.evidence_id ?? problem.subject;
      return `${RULES[problem.kind].short}${about === undefined ? '' : `: ${inert(about, 200)}`}`;
    }
  }
}

/**
 * Why pairs the run needed got no verdict, each with its fix, in plain words (no report text):
 * the comment's and summary's verifier line and the terminal's say the same.
 */
export function unverifiedReasons(results: ResultsFile, hints: SetupHints, fork = false): string[] {
  const valid = results.reports.filter((report) => report.summary);
  const codes = new Set(
    valid.filter((report) => report.provider.unverified > 0).map((report) => report.provider.failure_code),
  );
  const overLimit = valid.reduce((sum, report) => sum + report.provider.unverified_reasons.max_pairs, 0);
  const why: string[] = [];
  if (codes.has('missing_api_key')) {
    why.push(
      fork
        ? 'no API key, because workflows on pull requests from forks get no secrets'
        : `no API key (${hints.apiKey})`,
    );
  }
  if (codes.has('missing_model')) why.push(`no model (${hints.model})`);
  if (codes.has('semantic_off')) why.push('it is switched off (semantic: off)');
  if (codes.has('provider_failed') || codes.has('requests_failed'))
    why.push('the provider failed (the warning in the log says why; the next run asks again)');
  if (overLimit > 0) {
    const limit = results.semantic?.max_pairs;
    const which = limit === undefined || limit === null ? 'max-pairs' : `max-pairs ${limit}`;
    why.push(
      `the pair limit was reached: ${which} left ${plural(overLimit, 'pair')} unsent (raise max-pairs, or set it to none for no limit)`,
    );
  }
  if (codes.has('answers_rejected'))
    why.push(
      `the model's answers did not bind (${hints.rejectedAnswers ?? 'listed under Model answers rejected in the job summary'})`,
    );
  return why;
}

/**
 * One line whenever a pair the run needed got no verdict: why, and the fix. Derived from the
 * reports' provider sections; null when every needed pair has a verdict.
 */
export function verifierLine(results: ResultsFile, hints: SetupHints, fork = false): string | null {
  const unverified = results.reports
    .filter((report) => report.summary)
    .reduce((sum, report) => sum + report.provider.unverified, 0);
  if (unverified === 0) return null;
  const why = unverifiedReasons(results, hints, fork);
  const reasons = why.length > 0 ? why.join('; ') : 'see provider in the results file';
  return `⚠️ **The semantic verifier left ${plural(unverified, 'claim/evidence pair')} without a verdict**: ${reasons}. Claims without a verdict count as unverifiable; that is not a fault in the reports.`;
}

/**
 * When the model was asked and not one request came back usable: "nothing was verified: every
 * model request failed (3 of 3)", or, when committed results or the cache still verified some
 * pairs, how many were left without a verdict. Null otherwise. The gate is not changed by it
 * (fail-on-unavailable decides that); the first line of every output says it.
 */
export function modelOutage(results: ResultsFile): string | null {
  const asked = results.reports.filter((report) => report.summary && report.provider.requests > 0);
  if (asked.length === 0) return null;
  if (asked.some((report) => report.provider.answered > 0 || report.provider.unverified_reasons.rejected > 0))
    return null;
  const requests = asked.reduce((sum, report) => sum + report.provider.requests, 0);
  const failed = `every model request failed (${requests} of ${requests})`;
  if (results.totals.verified_pairs === 0) return `nothing was verified: ${failed}`;
  const unverified = results.reports.reduce((sum, report) => sum + report.provider.unverified, 0);
  return `${failed}: ${plural(unverified, 'pair')} left without a verdict`;
}

/** How every output marks a verdict a pull request adds that counts though nothing confirmed it (docs/security.md). */
export const UNCONFIRMED_WORDS = 'from this pull request, not confirmed by the base or the model';

/**
 * The reports no claim of which could be verified, as fail-on-unavailable's check counted them:
 * without a pull request's unconfirmed verdicts when that is the worse (src/gate/strictest.ts).
 */
export function unavailableReports(results: ResultsFile, check: GateCheck): number {
  if (check.unconfirmed?.without !== true) return results.totals.unavailable_reports;
  return resultsWithoutUnconfirmed(results)?.totals.unavailable_reports ?? results.totals.unavailable_reports;
}

/**
 * Beside a check whose value the unconfirmed verdicts change, both values (the check counts the
 * worse): "1 with this pull request's unconfirmed verdicts, 2 without"; '' for the others.
 */
export function unconfirmedValues(check: GateCheck, results: ResultsFile, unavailableCount = false): string {
  const both = check.unconfirmed;
  if (!both) return '';
  // The terminal counts fail-on-unavailable's reports, as it shows the check's own value.
  const counting = unavailableCount && check.name === 'fail-on-unavailable' && check.all_value === undefined;
  const value = (counted: number | boolean, view: ResultsFile | null) =>
    counting && view ? String(view.totals.unavailable_reports) : formatValue(counted, check.name);
  const without = counting ? resultsWithoutUnconfirmed(results) : null;
  return `${value(both.with, results)} with this pull request's unconfirmed verdicts, ${value(both.without, without)} without`;
}

/**
 * A verdict listed under the trust note: one the pull request adds that counts unconfirmed, or
 * that the model disagreed with; or a finding of the base that still counts though the pull
 * request removed or changed it (`model` is then null and `counted` true).
 */
export interface TrustItem {
  file: string;
  claim_id: string;
  evidence_id: string;
  committed: string;
  /** The model's (or the cache's) answer; null: none. */
  model: string | null;
  /** The committed verdict counts, unconfirmed (beside a milder answer, or alone). */
  counted: boolean;
  /** The base's verdict, which the pull request removed or changed. */
  fromBase?: true;
}

const KEPT_FROM_BASE_WORDS =
  'committed at the base for this same claim and evidence; this pull request removes or changes it';

/** What the trust rule did (docs/security.md), as a note and the verdicts to list under it. */
export interface TrustNote {
  /** Plain words, no report text. */
  note: string;
  /**
   * Set-aside verdicts that count unconfirmed, and those whose pair the model answered otherwise:
   * report text, for the caller to escape.
   */
  disagreements: TrustItem[];
}

/** A listed set-aside verdict in words, after its claim and evidence (`strong` marks the verdict that counts). */
export function trustItemWords(item: TrustItem, strong: (text: string) => string = (text) => text): string {
  if (item.fromBase) return `${strong(item.committed)} still counts, ${KEPT_FROM_BASE_WORDS}`;
  if (!item.counted) return `committed ${item.committed}, the model says ${strong(item.model ?? '')}`;
  const counts = `${strong(item.committed)}, ${UNCONFIRMED_WORDS}`;
  return item.model === null ? counts : `the model says ${item.model}; counted as ${counts}`;
}

/**
 * The note every output carries on a run with a base: which rule decided which committed
 * verdicts count, how many it set aside and why, and where the model disagreed with them.
 * Null when there is nothing to say (no base, and the rule is the default).
 */
export function trustNote(results: ResultsFile, fork = false): TrustNote | null {
  const trust = results.verdict_trust;
  if (!trust) return null;
  if (trust.rule === 'all') {
    if (!results.base) return null;
    return {
      note: 'Committed verdicts counted as written (trust-committed-verdicts: all): a verdict this pull request adds or changes was not checked against the base or the model.',
      disagreements: [],
    };
  }
  if (!trust.applied) return null;
  const rule = 'Only committed verdicts identical to one at the base commit count (trust-committed-verdicts: base)';
  const kept = results.reports.flatMap((report) =>
    (report.kept_from_base ?? []).map((row): TrustItem => ({
      file: report.file,
      claim_id: row.claim_id,
      evidence_id: row.evidence_id,
      committed: row.verdict,
      model: null,
      counted: true,
      fromBase: true,
    })),
  );
  const keptWords =
    kept.length > 0
      ? ` ${plural(kept.length, 'finding')} committed at the base for claims and evidence this pull request leaves unchanged still ${kept.length === 1 ? 'counts' : 'count'}, though it removes or changes ${kept.length === 1 ? 'it' : 'them'}.`
      : '';
  if (trust.set_aside === 0)
    return {
      note: `${rule}; ${trust.note ? `the base could not be read, but no committed verdict needed it` : 'this pull request adds or changes none'}.${keptWords}`,
      disagreements: kept,
    };
  const rows = results.reports.flatMap((report) => (report.set_aside ?? []).map((row) => ({ report, row })));
  const why = trust.note
    ? `${trust.note}, so all ${plural(trust.set_aside, 'committed verdict')} were set aside`
    : `${plural(trust.set_aside, 'verdict')} this pull request adds or changes ${trust.set_aside === 1 ? 'was' : 'were'} set aside`;
  const parts: string[] = [];
  if (trust.asked_again > 0)
    parts.push(
      `the model was asked again about ${trust.asked_again} and ${trust.disagreed === 0 ? 'agreed with every one' : `disagreed on ${trust.disagreed}`}`,
    );
  // Those that count unconfirmed are not "no verdict"; they have their own sentence below.
  const unanswered = rows.filter(({ row }) => row.answer === null && !row.counted).length;
  if (unanswered > 0) {
    const noKey = rows.some(
      ({ report, row }) => row.answer === null && report.provider.failure_code === 'missing_api_key',
    );
    const cause = noKey
      ? fork
        ? 'workflows on pull requests from forks get no secrets, so there is no API key to ask the model again'
        : 'there is no API key to ask the model again'
      : 'the model gave no answer for them (see the verifier line)';
    parts.push(`${unanswered} count${unanswered === 1 ? 's' : ''} as no verdict: ${cause}`);
  }
  const disagreements = rows
    .filter(({ row }) => row.counted || (row.answer !== null && row.answer.verdict !== row.verdict))
    .map(({ report, row }): TrustItem => ({
      file: report.file,
      claim_id: row.claim_id,
      evidence_id: row.evidence_id,
      committed: row.verdict,
      model: row.answer?.verdict ?? null,
      counted: row.counted,
    }));
  const counted = trust.unconfirmed;
  const stricter =
    counted > 0
      ? ` ${plural(counted, 'verdict')} this pull request adds ${counted === 1 ? 'counts' : 'count'} unconfirmed: ${counted === 1 ? 'it' : 'they'} can only make the gate stricter.`
      : '';
  return {
    note: `${rule}: ${why}${parts.length > 0 ? `; ${parts.join('; ')}` : ''}.${stricter}${keptWords}`,
    disagreements: [...disagreements, ...kept],
  };
}

/** How to supply what the verifier lacked, in the words of the shell that renders. */
export interface SetupHints {
  apiKey: string;
  model: string;
  /** Where the rejected model answers are listed, when not in the job summary. */
  rejectedAnswers?: string;
}
