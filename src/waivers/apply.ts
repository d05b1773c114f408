// Waivers applied to a run, pure: which problems each waiver accepts (by problem identity), how
// each waiver stands (applied, stale, expired, its report not checked), which ones the pull
// request added or changed, and the gate decided again without the waived problems.
import {
  CHECK_PROBLEM_KINDS,
  listProblems,
  numberIdentity,
  problemKey,
  problemStatuses,
  rowKey,
  type Problem,
} from '../results/problems.js';
import { passes, type GateCheck, type GateDecision } from '../gate/decide.js';
import type { ThresholdName } from '../gate/thresholds.js';
import type { ResultsFile, WaiverRow, WaiverSection } from '../results/types.js';
import type { ParsedWaivers, Waiver } from './parse.js';

export interface WaiverInput {
  /** The waiver file, relative to the working directory. */
  file: string;
  head: ParsedWaivers;
  /**
   * The base commit's waiver file, when the run compared with a base: its waivers (none when the
   * base has no file), or why it could not be read (every waiver then counts as added).
   */
  base?: { waivers: readonly Waiver[] } | { unreadable: string };
  /** Today (UTC), YYYY-MM-DD: a waiver applies through its `expires` day. */
  today: string;
}

/** A waiver's problem identity; a number as the claim writes it is matched to its normalised form. */
function waiverKey(waiver: Waiver, problems: readonly Problem[]): string {
  const report = { file: waiver.report, ...(waiver.name === undefined ? {} : { name: waiver.name }) };
  let number = waiver.number;
  if (number !== undefined) {
    const written = problems.find(
      (problem) =>
        problem.finding?.code === 'ungrounded_number' &&
        problem.report.file === waiver.report &&
        problem.claim_id === waiver.claim &&
        problem.finding.text === number,
    );
    if (written?.finding?.code === 'ungrounded_number') number = numberIdentity(written.finding);
  }
  return problemKey(report, waiver.kind, waiver.claim, waiver.evidence, number, waiver.subject);
}

/** The problems the run's applied waivers accept, by identity (renderers mark and fold them). */
export function waivedKeys(results: ResultsFile): Set<string> {
  const applied = results.waivers?.entries.filter((entry) => entry.status === 'applied') ?? [];
  return new Set(applied.map(rowKey));
}

/** The results with the `waivers` section and the gate decided without the waived problems. */
export function applyWaivers(results: ResultsFile, input: WaiverInput): ResultsFile {
  const problems = listProblems(results);
  const byKey = new Map<string, Problem[]>();
  for (const problem of problems) {
    const list = byKey.get(problem.key);
    if (list) list.push(problem);
    else byKey.set(problem.key, [problem]);
  }
  const checked = new Set(results.reports.map((report) => report.file));
  const baseKeys =
    input.base && 'waivers' in input.base
      ? new Map(input.base.waivers.map((waiver) => [waiverKey(waiver, problems), waiver]))
      : null;

  const errors = [...input.head.errors];
  const seen = new Map<string, number>();
  const entries: WaiverRow[] = [];
  for (const waiver of input.head.waivers) {
    const key = waiverKey(waiver, problems);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ line: waiver.line, message: `repeats the waiver on line ${earlier}; only the first counts` });
      continue;
    }
    seen.set(key, waiver.line);
    const matched = byKey.get(key)?.length ?? 0;
    const expired = waiver.expires !== undefined && waiver.expires < input.today;
    const status: WaiverRow['status'] = !checked.has(waiver.report)
      ? 'not_checked'
      : expired
        ? 'expired'
        : matched > 0
          ? 'applied'
          : 'stale';
    const identity = JSON.parse(key) as [string, string, string | null, string | null, string | null, string?];
    const before = baseKeys?.get(key);
    const change =
      input.base === undefined
        ? undefined
        : baseKeys === null || !before
          ? 'added'
          : before.reason !== waiver.reason || before.expires !== waiver.expires
            ? 'changed'
            : undefined;
    entries.push({
      line: waiver.line,
      file: waiver.report,
      ...(waiver.name === undefined ? {} : { name: waiver.name }),
      kind: waiver.kind,
      claim_id: waiver.claim,
      ...(waiver.evidence === undefined ? {} : { evidence_id: waiver.evidence }),
      ...(identity[4] === null ? {} : { number: identity[4] }),
      ...(identity[5] === undefined ? {} : { subject: identity[5] }),
      reason: waiver.reason,
      ...(waiver.expires === undefined ? {} : { expires: waiver.expires }),
      status,
      matched: status === 'not_checked' ? 0 : matched,
      ...(change ? { change } : {}),
    });
  }
  const section: WaiverSection = {
    file: input.file,
    entries,
    errors,
    ...(input.base && 'unreadable' in input.base
      ? {
          base_note: `the base's waiver file could not be read (${input.base.unreadable}), so every waiver counts as added by this pull request`,
        }
      : {}),
  };
  const withSection = { ...results, waivers: section };
  return { ...withSection, gate: withoutWaived(withSection, problems) };
}

/** The gate with each check's waived problems taken out of its value (under gate-on: new, the new ones). */
function withoutWaived(results: ResultsFile, problems: readonly Problem[]): GateDecision {
  const waived = waivedKeys(results);
  if (waived.size === 0) return results.gate;
  const statuses = problemStatuses(results, problems);
  const checks = results.gate.checks.map((check): GateCheck => {
    const kinds = CHECK_PROBLEM_KINDS[check.name as ThresholdName];
    if (!kinds) return check;
    const counted = problems.filter(
      (problem) => kinds.includes(problem.kind) && (check.counted !== 'new' || statuses.get(problem) !== 'unchanged'),
    );
    const accepted = counted.filter((problem) => waived.has(problem.key)).length;
    if (accepted === 0) return check;
    const value = typeof check.value === 'boolean' ? counted.length > accepted : (check.value as number) - accepted;
    return { ...check, value, passed: passes(check.name, check.limit, value), waived: accepted };
  });
  return { ...results.gate, checks, passed: checks.every((check) => check.passed) };
}
