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
import { isLimitSet, passes, type GateCheck, type GateDecision } from '../gate/decide.js';
import { strictestCheck, valuesBothWays } from '../gate/strictest.js';
import { problemsWithoutUnconfirmed, type ProblemsView } from '../base/problems-without-unconfirmed.js';
import type { ThresholdName } from '../gate/thresholds.js';
import type { ProblemStatus, ResultsFile, WaiverRow, WaiverSection } from '../results/types.js';
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

/** The run's ungrounded numbers by report, claim and the number as the claim writes it (the first of each). */
type WrittenNumbers = Map<string, Problem>;

function writtenNumbers(problems: readonly Problem[]): WrittenNumbers {
  const numbers: WrittenNumbers = new Map();
  for (const problem of problems) {
    if (problem.finding?.code !== 'ungrounded_number') continue;
    const key = JSON.stringify([problem.report.file, problem.claim_id, problem.finding.text]);
    if (!numbers.has(key)) numbers.set(key, problem);
  }
  return numbers;
}

/** A waiver's problem identity; a number as the claim writes it is matched to its normalised form. */
function waiverKey(waiver: Waiver, numbers: WrittenNumbers): string {
  const report = { file: waiver.report, ...(waiver.name === undefined ? {} : { name: waiver.name }) };
  let number = waiver.number;
  if (number !== undefined) {
    // One lookup per waiver: a file of thousands of waivers must not scan every problem for each.
    const written = numbers.get(JSON.stringify([waiver.report, waiver.claim, number]));
    if (written?.finding?.code === 'ungrounded_number') number = numberIdentity(written.finding);
  }
  return problemKey(report, waiver.kind, waiver.claim, waiver.evidence, number, waiver.subject);
}

function keyed(problems: readonly Problem[]): Map<string, Problem[]> {
  const byKey = new Map<string, Problem[]>();
  for (const problem of problems) {
    const list = byKey.get(problem.key);
    if (list) list.push(problem);
    else byKey.set(problem.key, [problem]);
  }
  return byKey;
}

/** The problems the run's applied waivers accept, by identity (renderers mark and fold them). */
export function waivedKeys(results: ResultsFile): Set<string> {
  const applied = results.waivers?.entries.filter((entry) => entry.status === 'applied') ?? [];
  return new Set(applied.map(rowKey));
}

/** The results with the `waivers` section and the gate decided without the waived problems. */
export function applyWaivers(results: ResultsFile, input: WaiverInput): ResultsFile {
  const problems = listProblems(results);
  // A run that counts unconfirmed verdicts is decided without them too: a waiver applies to a
  // problem either view has (a claim unverifiable only without them), as each view's gate counts it.
  const without = problemsWithoutUnconfirmed(results);
  const byKey = keyed(problems);
  const byKeyWithout = without ? keyed(without.problems) : null;
  const checked = new Set(results.reports.map((report) => report.file));
  const numbers = writtenNumbers(problems);
  const baseKeys =
    input.base && 'waivers' in input.base
      ? new Map(input.base.waivers.map((waiver) => [waiverKey(waiver, numbers), waiver]))
      : null;

  const errors = [...input.head.errors];
  const seen = new Map<string, number>();
  const entries: WaiverRow[] = [];
  for (const waiver of input.head.waivers) {
    const key = waiverKey(waiver, numbers);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ line: waiver.line, message: `repeats the waiver on line ${earlier}; only the first counts` });
      continue;
    }
    seen.set(key, waiver.line);
    const matched = Math.max(byKey.get(key)?.length ?? 0, byKeyWithout?.get(key)?.length ?? 0);
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
  return { ...withSection, gate: withoutWaived(withSection, problems, without) };
}

/**
 * The gate with each check's waived problems taken out of its value (under gate-on: new, the
 * new ones). A run that counts unconfirmed verdicts was decided with them and without them
 * (src/gate/strictest.ts): the waivers are taken out of each view's value, and it still fails
 * where either fails.
 */
function withoutWaived(results: ResultsFile, problems: readonly Problem[], without: ProblemsView | null): GateDecision {
  const waived = waivedKeys(results);
  if (waived.size === 0) return results.gate;
  const withThem = { problems, statuses: problemStatuses(results, problems) };
  const checks = results.gate.checks.map((check): GateCheck => {
    const kinds = CHECK_PROBLEM_KINDS[check.name as ThresholdName];
    if (!kinds) return check;
    const values = valuesBothWays(check);
    const one = waiveFrom(check, values.with, kinds, withThem, waived);
    // Without a limit the check passes either way, and shows the value with them.
    if (!without || !isLimitSet(check.limit)) return one ?? check;
    const other = waiveFrom(check, values.without, kinds, without, waived);
    if (!one && !other) return check;
    const { unconfirmed: _, waived: __, ...plain } = check;
    const unwaived = (value: number | boolean) => ({ ...plain, value, passed: passes(check.name, check.limit, value) });
    return strictestCheck(one ?? unwaived(values.with), other ?? unwaived(values.without));
  });
  return { ...results.gate, checks, passed: checks.every((check) => check.passed) };
}

/** One view's check without the waived problems it counts; null when a waiver accepts none of them. */
function waiveFrom(
  check: GateCheck,
  value: number | boolean,
  kinds: readonly string[],
  view: { problems: readonly Problem[]; statuses: ReadonlyMap<Problem, ProblemStatus> },
  waived: ReadonlySet<string>,
): GateCheck | null {
  const counted = view.problems.filter(
    (problem) =>
      kinds.includes(problem.kind) && (check.counted !== 'new' || view.statuses.get(problem) !== 'unchanged'),
  );
  const accepted = counted.filter((problem) => waived.has(problem.key)).length;
  if (accepted === 0) return null;
  const left = typeof value === 'boolean' ? counted.length > accepted : value - accepted;
  const { unconfirmed: _, ...plain } = check;
  return { ...plain, value: left, passed: passes(check.name, check.limit, left), waived: accepted };
}
