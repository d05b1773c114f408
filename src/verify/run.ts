// `citegate verify`: the semantic verifier over every pair that has no kept verdict, then one
// verdict file per report (an ALCE file's items share theirs). Nothing here writes: the plan
// says what each verdict file must now hold, and the command line's shell writes it.
import { bindResults, type Binding, type KeptResult } from '../binding/bind.js';
import { indexSources } from '../binding/report-index.js';
import type { PreparedReport } from '../check/prepare.js';
import { loadForCheck, type CheckOptions, type SemanticVerifier } from '../check/run.js';
import type { SemanticOutcome } from '../check/semantic-outcome.js';
import { isInvalid, type InvalidInput, type NormalisedReport } from '../formats/model.js';
import { renderVerdictFile, type Verdict } from '../formats/verdict-file.js';

export interface VerifyOptions extends Pick<
  CheckOptions,
  'cwd' | 'patterns' | 'patternScope' | 'format' | 'markdownDialect' | 'readFile' | 'beforeReading'
> {
  verifier: SemanticVerifier;
  /** `--all`: ask again about pairs that already have a kept verdict in the verdict file. */
  redo: boolean;
}

/** What one verdict file must hold after this run. */
export interface VerdictFilePlan {
  path: string;
  /** The reports whose verdicts it holds. */
  reports: string[];
  verdicts: Verdict[];
  text: string;
  /** Verdicts from this run (the model or the cache) and kept from the file. */
  fresh: number;
  kept: number;
  /** Verdicts the file held that no longer bind, dropped (their pairs were asked again). */
  dropped: number;
  /** Pairs still without any verdict (failed requests, max-pairs, rejected answers). */
  missing: number;
  /** Why pairs are still without a verdict, counted as the results file's provider section counts them. */
  why: { failed_requests: number; max_pairs: number; rejected: number };
  /** Model answers that did not bind, as `claim → evidence: reason` (the first few). */
  rejections: string[];
  existed: boolean;
}

export interface VerifyPlan {
  files: VerdictFilePlan[];
  invalid: InvalidInput[];
  pairs: number;
  outcomes: SemanticOutcome[];
}

const MAX_LISTED = 5;

interface Prepared extends PreparedReport {
  /** The verdict file's results that bind, after the envelope's own. */
  fromFile: Binding;
  envelopeKeys: Set<string>;
}

function prepareForVerify(source: NormalisedReport, redo: boolean): Prepared {
  const index = indexSources(source);
  const envelope = source.envelope ? bindResults(index, source.envelope, 'committed') : { kept: [], rejected: [] };
  const envelopeKeys = new Set(envelope.kept.map(({ pair }) => pair.key));
  const fromFile = bindResults(index, source.verdictFile.verifications, 'committed', undefined, envelopeKeys);
  // Without --all the verdict file's kept verdicts stand, and only the pairs without one are asked.
  const committed = redo ? envelope : { kept: [...envelope.kept, ...fromFile.kept], rejected: [] };
  return { file: source.file, index, hasCommitted: true, committed, source, fromFile, envelopeKeys };
}

export async function planVerify(options: VerifyOptions): Promise<VerifyPlan> {
  const loaded = await loadForCheck(options);
  const invalid = loaded.filter(isInvalid);
  const prepared = loaded
    .filter((report): report is NormalisedReport => !isInvalid(report))
    .map((report) => prepareForVerify(report, options.redo));
  const outcomes = prepared.length === 0 ? [] : await options.verifier.verify(prepared, 'auto');

  const byPath = new Map<string, Omit<VerdictFilePlan, 'path' | 'text'>>();
  prepared.forEach((report, at) => {
    const outcome = outcomes[at] as SemanticOutcome;
    const { source } = report;
    const entry = byPath.get(source.verdictFile.path) ?? {
      reports: [],
      verdicts: [],
      fresh: 0,
      kept: 0,
      dropped: 0,
      missing: 0,
      why: { failed_requests: 0, max_pairs: 0, rejected: 0 },
      rejections: [],
      existed: source.verdictFile.exists,
    };
    byPath.set(source.verdictFile.path, entry);
    const reasons = outcome.provider.unverified_reasons;
    entry.why.failed_requests += reasons.failed_requests;
    entry.why.max_pairs += reasons.max_pairs;
    entry.why.rejected += reasons.rejected;
    for (const rejection of outcome.provider.rejected) {
      if (entry.rejections.length < MAX_LISTED)
        entry.rejections.push(
          `${rejection.claim_id ?? '?'} → ${rejection.evidence_id ?? '?'}: ${rejection.reason}: ${rejection.detail}`,
        );
    }
    entry.reports.push(source.name === undefined ? source.file : `${source.file} ${source.name}`);
    const fresh = new Map(outcome.kept.map((kept) => [kept.pair.key, kept]));
    const old = new Map(report.fromFile.kept.map((kept) => [kept.pair.key, kept]));
    entry.dropped += report.fromFile.rejected.length + (source.orphans?.length ?? 0);
    for (const pair of report.index.pairs) {
      if (report.envelopeKeys.has(pair.key)) continue;
      const now = fresh.get(pair.key);
      const before = old.get(pair.key);
      if (now) {
        entry.fresh++;
        entry.verdicts.push(verdictOf(now, outcome.provider.model, source.item));
      } else if (before) {
        entry.kept++;
        entry.verdicts.push(before.result as Verdict);
      } else entry.missing++;
    }
  });

  const files = [...byPath].map(([path, entry]): VerdictFilePlan => ({
    path,
    ...entry,
    text: renderVerdictFile(entry.verdicts),
  }));
  return { files, invalid, pairs: prepared.reduce((sum, report) => sum + report.index.pairs.length, 0), outcomes };
}

function verdictOf({ result }: KeptResult, model: string | null, item: number | undefined): Verdict {
  return {
    ...result,
    ...(item === undefined ? {} : { item }),
    ...(model === null ? {} : { model }),
  };
}
