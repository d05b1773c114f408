// Which committed verdicts count (docs/security.md). A verdict's binding is SHA-256 of public
// text, so anyone can write one that binds. On a pull request (or with --base) the rule `base`
// keeps only the committed verdicts identical to one at the base commit, which was reviewed and
// merged; the rest are set aside: their pairs are asked of the model like pairs without a
// verdict, or stay without one when there is no key. `all` keeps today's behaviour. Pure, but
// for the base's verdicts, which the shell reads (src/base/trusted-verdicts.ts).
import { bindResults, type KeptResult } from '../binding/bind.js';
import type { ClaimEvidenceVerification } from '../report/schema.js';
import type { NormalisedReport } from '../formats/model.js';
import type { KeptFromBase, SetAsideReason, SetAsideVerdict, VerdictTrustSection } from '../results/types.js';
import type { PreparedReport } from './prepare.js';
import type { SemanticOutcome } from './semantic-outcome.js';
import { answersByPair } from './unconfirmed.js';

export const TRUST_RULES = ['base', 'all'] as const;
export type TrustRule = (typeof TRUST_RULES)[number];

/** One report's committed verdicts at the base, by canonicalVerdict, or why it has none to match. */
export interface BaseVerdicts {
  verdicts: ReadonlySet<string>;
  /** The same verdicts as written, in order (a finding among them may still bind to the head's pair). */
  results: readonly ClaimEvidenceVerification[];
  /** Why a verdict not among them is set aside. */
  reason: SetAsideReason;
}

export interface VerdictTrust {
  rule: TrustRule;
  /** The base, when the run has one (a pull request, `--base`); null: no base, every committed verdict counts. */
  base: {
    sha: string | null;
    /** Set when the base cannot be read at all: then no committed verdict can be matched. */
    unavailable: string | null;
    verdictsOf(report: NormalisedReport): Promise<BaseVerdicts>;
  } | null;
}

/**
 * A verdict as it is compared with the base's: every field it was written with (unknown ones
 * too), keys sorted, so that the file's layout and key order do not matter and any change of
 * verdict, quote, confidence, fingerprint, model or version does.
 */
export function canonicalVerdict(verdict: unknown): string {
  return JSON.stringify(verdict, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * A report's committed verdicts that count, and those set aside (with why), after the trust
 * rule. A finding of the base (`contradicts`, `insufficient`) for a pair whose claim and evidence
 * the pull request left unchanged still counts when the pull request removed or changed it: a
 * pull request cannot drop a finding it does not like (docs/security.md).
 */
export async function applyTrust(report: PreparedReport, trust: VerdictTrust): Promise<void> {
  if (trust.rule === 'all' || trust.base === null || report.index.pairs.length === 0) return;
  const base = await trust.base.verdictsOf(report.source);
  const trusted: KeptResult[] = [];
  const setAside: KeptResult[] = [];
  for (const kept of report.committed.kept)
    (base.verdicts.has(canonicalVerdict(kept.result)) ? trusted : setAside).push(kept);
  const fromBase = baseFindings(report, base.results, trusted);
  if (setAside.length === 0 && fromBase.length === 0) return;
  report.committed = { kept: [...trusted, ...fromBase], rejected: report.committed.rejected };
  if (fromBase.length > 0) {
    report.keptFromBase = fromBase;
    report.hasCommitted = true;
  }
  if (setAside.length === 0) return;
  report.setAside = { results: setAside, reason: base.reason };
  // With nothing left that counts, the report is one without committed results: its status
  // says whether the model could be asked (unavailable without a key), not "partial".
  if (trusted.length === 0 && fromBase.length === 0 && report.committed.rejected.length === 0)
    report.hasCommitted = false;
}

/**
 * The base's findings that still bind to a pair of the head's report (same claim and evidence
 * text, a quote still in the excerpt) and that no verdict counted at the head fills: the pull
 * request removed or changed them. A milder base verdict it removed stays removed: that can only
 * make its own gate stricter.
 */
function baseFindings(
  report: PreparedReport,
  results: readonly ClaimEvidenceVerification[],
  trusted: readonly KeptResult[],
): KeptResult[] {
  const findings = results.filter((result) => result.verdict === 'contradicts' || result.verdict === 'insufficient');
  if (findings.length === 0) return [];
  const filled = new Set(trusted.map(({ pair }) => pair.key));
  // Every expected pair is eligible (left out): bindResults finds each from its claim, and the
  // index's pairsByKey, built on first use, is not built for it.
  return bindResults(report.index, findings, 'committed', undefined, filled).kept;
}

/**
 * The results file's rows for a report's set-aside verdicts, with what the run found for each
 * pair instead; `unconfirmed` holds those that count unconfirmed (./unconfirmed.ts).
 */
export function setAsideRows(
  report: PreparedReport,
  semantic: SemanticOutcome,
  unconfirmed: ReadonlySet<KeptResult>,
): SetAsideVerdict[] {
  if (!report.setAside) return [];
  const answers = answersByPair(semantic);
  const { path, lines } = report.source.verdictFile;
  return report.setAside.results.map((kept) => {
    const { pair, result } = kept;
    const line = lines?.get(result);
    const answer = answers.get(pair.key);
    return {
      claim_id: pair.claimId,
      evidence_id: pair.evidenceId,
      verdict: result.verdict,
      ...(line === undefined ? {} : { written_in: { file: path, line } }),
      reason: report.setAside!.reason,
      answer: answer ? { verdict: answer.result.verdict, source: answer.source as 'cache' | 'provider' } : null,
      counted: unconfirmed.has(kept),
    };
  });
}

/** The results file's rows for the base's findings a report still counts, though the pull request removed or changed them. */
export function keptFromBaseRows(report: PreparedReport): KeptFromBase[] {
  return (report.keptFromBase ?? []).map(({ pair, result }) => ({
    claim_id: pair.claimId,
    evidence_id: pair.evidenceId,
    verdict: result.verdict,
  }));
}

/**
 * The run's `verdict_trust` section: the rule, whether it applied, and what it set aside. Null
 * when the default rule had no base to apply to (a push, the command line without --base): the
 * results stay as they were.
 */
export function trustSection(
  trust: VerdictTrust,
  rows: readonly SetAsideVerdict[],
  keptFromBase = 0,
): VerdictTrustSection | null {
  if (trust.rule === 'base' && trust.base === null) return null;
  const answered = rows.filter((row) => row.answer !== null);
  return {
    rule: trust.rule,
    applied: trust.rule === 'base' && trust.base !== null,
    base_sha: trust.base?.sha ?? null,
    note: trust.rule === 'base' ? (trust.base?.unavailable ?? null) : null,
    set_aside: rows.length,
    asked_again: answered.length,
    disagreed: answered.filter((row) => row.answer?.verdict !== row.verdict).length,
    unconfirmed: rows.filter((row) => row.counted).length,
    kept_from_base: keptFromBase,
  };
}
