// The trust rule's shell half: the committed verdicts of each report at the base commit, read
// through the same reader (git or the contents API) and the same memo as the base comparison.
import { canonicalVerdict, type BaseVerdicts, type TrustRule, type VerdictTrust } from '../check/trust.js';
import { isInvalid, type NormalisedReport } from '../formats/model.js';
import type { BaseSource, BaseVersions } from './against-base.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * The trust rule for a run: `source` is the run's base (null: no pull request or --base, so no
 * committed verdict is set aside); `versions` reads it (null when it cannot be read).
 */
export function verdictTrust(rule: TrustRule, source: BaseSource, versions: BaseVersions | null): VerdictTrust {
  if (source === null) return { rule, base: null };
  if (!('reader' in source) || versions === null) {
    const why = 'reader' in source ? 'the base could not be read' : `the base could not be read: ${source.unavailable}`;
    return {
      rule,
      base: {
        sha: 'reader' in source ? source.reader.sha : source.sha,
        unavailable: why,
        verdictsOf: async () => ({ verdicts: NONE, results: [], reason: 'base_unreadable' }),
      },
    };
  }
  return {
    rule,
    base: { sha: source.reader.sha, unavailable: null, verdictsOf: (report) => baseVerdicts(report, versions) },
  };
}

async function baseVerdicts(report: NormalisedReport, versions: BaseVersions): Promise<BaseVerdicts> {
  const read = await versions.readReport({ file: report.file, format: report.format });
  if ('failure' in read) return { verdicts: NONE, results: [], reason: 'base_unreadable' };
  if ('notCompared' in read || read.loaded.length === 0)
    return { verdicts: NONE, results: [], reason: 'report_not_at_base' };
  // Every report of the file at the base (an ALCE file's items share one verdict file): a
  // verdict carries its item, and must still bind to this report's pair.
  const valid = read.loaded.filter((loaded): loaded is NormalisedReport => !isInvalid(loaded));
  const results = valid.flatMap((loaded) => [...(loaded.envelope ?? []), ...loaded.verdictFile.verifications]);
  return { verdicts: new Set(results.map(canonicalVerdict)), results, reason: 'not_at_base' };
}
