// SARIF 2.1.0 (`sarif-path`, `--sarif PATH`) for GitHub code scanning and other SARIF viewers:
// every problem of the run is a result of its rule (src/results/rules.ts), at its line, with a
// fingerprint made of the problem's identity (so an alert follows it across unrelated edits),
// the level the gate gives it, its status against the base, and a waiver as a suppression.
import { createHash } from 'node:crypto';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { CHECK_PROBLEM_KINDS, listProblems, problemStatuses, rowKey, type Problem } from '../results/problems.js';
import { isLimitSet, type GateCheck } from '../gate/decide.js';
import type { ThresholdName } from '../gate/thresholds.js';
import { claimById } from '../results/select.js';
import type { ProblemKind, ProblemStatus, ResultsFile, WaiverRow } from '../results/types.js';
import { truncate } from './escape.js';
import { RULES, ruleSentence, type RuleCode, type RuleLevel } from '../results/rules.js';
import { changedWordsText } from './word-diff.js';
import { ungroundedWhere } from './words.js';
import { comparison } from './change.js';
import { claimKey } from './sections.js';
import { placeText, type HasFoundIn } from './found-in.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * The most results a run holds. GitHub code scanning rejects a run of more than 25,000 results
 * and stores and shows only 5,000 of a run ("prioritized by severity", its documentation says;
 * github/docs#38085 reports it keeping the first 5,000 instead). So citegate ranks the results
 * itself (errors, then warnings, then notes; new before unchanged; then in the run's order) and
 * writes the first 5,000: what code scanning shows is what citegate chose, never a cut it made.
 */
export const SARIF_RESULT_CAP = 5000;
/** The run's property that says what was left out (present only when something was). */
export const LEFT_OUT_PROPERTY = 'citegate/results';
/** The partialFingerprints key: the problem's identity, hashed (see docs/sarif.md). */
export const FINGERPRINT = 'citegate/v1';
const MESSAGE_MAX = 2000;

/** Kinds listed only when their check has a limit: without one, a claim without a verdict is not a finding. */
const ONLY_WITH_A_LIMIT: readonly ProblemKind[] = ['insufficient', 'unverifiable'];

export interface SarifOptions {
  /** citegate's version, for the tool's driver. */
  version: string;
}

function checkOf(kind: ProblemKind, checks: readonly GateCheck[]): GateCheck | undefined {
  return checks.find((check) => (CHECK_PROBLEM_KINDS[check.name as ThresholdName] ?? []).includes(kind));
}

function ruleCode(problem: Problem): RuleCode {
  return problem.kind === 'rejected_result' && problem.rejection ? problem.rejection.reason : problem.kind;
}

/**
 * Where a file is: a path within the working directory as a relative reference (each segment
 * percent-encoded) from %SRCROOT%; one outside it (a report named by an absolute path) as a file
 * URI, alone: SARIF 2.1.0 (§3.4.4) allows a uriBaseId only with a relative reference.
 */
function artifactLocation(file: string): { uri: string; uriBaseId?: string } {
  const encoded = file
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return file.startsWith('/') ? { uri: `file://${encoded}` } : { uri: encoded, uriBaseId: '%SRCROOT%' };
}

function message(
  problem: Problem,
  results: ResultsFile,
  edits: ReadonlyMap<string, { before: string; after: string }>,
): string {
  const claim = problem.claim_id === null ? '' : `claim ${problem.claim_id}`;
  const statement = claimById(problem.report, problem.claim_id)?.statement;
  const quoted = statement === undefined ? '' : ` "${statement}"`;
  const code = ruleCode(problem);
  switch (problem.kind) {
    case 'contradicted':
    case 'high_confidence_unsupported':
    case 'insufficient':
    case 'unverifiable':
      return `${ruleSentence(code)} ${claim[0]?.toUpperCase()}${claim.slice(1)}:${quoted}`;
    case 'rejected_result': {
      const rejection = problem.rejection;
      const head = `${ruleSentence(code)} The committed result for ${claim} and evidence ${problem.evidence_id ?? ''} is not counted.`;
      if (rejection?.reason === 'stale_claim_hash') {
        const edit = edits.get(claimKey(problem.report, problem.claim_id));
        const changed = edit ? changedWordsText(edit.before, edit.after) : null;
        return changed ? `${head} What changed: ${changed}` : head;
      }
      return `${head} ${rejection?.detail ?? problem.text}`;
    }
    case 'ungrounded_number': {
      const finding = problem.finding?.code === 'ungrounded_number' ? problem.finding : undefined;
      if (!finding) return problem.text;
      return `"${finding.text}" in ${claim} ${ungroundedWhere(problem.report, finding)}:${quoted}`;
    }
    case 'invalid_file':
    case 'unavailable_report':
      return `${ruleSentence(code)} ${problem.text}`;
    default:
      return `${ruleSentence(code)} ${problem.evidence_id === undefined ? '' : `Evidence ${problem.evidence_id}: `}${problem.text}`;
  }
}

const CLAIM_KINDS: readonly ProblemKind[] = [
  'contradicted',
  'high_confidence_unsupported',
  'insufficient',
  'unverifiable',
];

/** Where else in the report the problem's number or quote stands (`found_in`): one related location each. */
function relatedLocations(problem: Problem): Pick<Result, 'relatedLocations'> {
  const claimKind = CLAIM_KINDS.includes(problem.kind);
  const item: HasFoundIn | undefined = claimKind
    ? claimById(problem.report, problem.claim_id)
    : (problem.rejection ?? (problem.finding && 'found_in' in problem.finding ? problem.finding : undefined));
  const found = item?.found_in ?? [];
  if (found.length === 0) return {};
  const rows = new Map(problem.report.evidence.map((row) => [row.id, row]));
  return {
    relatedLocations: found.map((place, id) => {
      const row = rows.get(place.evidence_id);
      const line = place.line ?? row?.line;
      const file = place.file ?? row?.file ?? problem.report.file;
      const text = 'text' in place && typeof place.text === 'string' ? `"${truncate(place.text, 200)}" ` : '';
      return {
        id,
        physicalLocation: {
          artifactLocation: artifactLocation(file),
          ...(line === undefined ? {} : { region: { startLine: line } }),
        },
        message: { text: truncate(`${text}found in ${placeText(place, 200)}`, MESSAGE_MAX) },
      };
    }),
  };
}

/** The level the gate gives a problem: error when it fails a limit, warning when it counts, note when it does not. */
function levelOf(
  problem: Problem,
  status: ProblemStatus | undefined,
  check: GateCheck | undefined,
  waived: boolean,
): RuleLevel {
  const counted = !waived && !(check?.counted === 'new' && status === 'unchanged');
  if (!counted) return 'note';
  const own = RULES[ruleCode(problem)].level;
  if (check && isLimitSet(check.limit)) return check.passed ? (own === 'note' ? 'note' : 'warning') : 'error';
  return own === 'error' ? 'warning' : own;
}

/** What a run left out over SARIF_RESULT_CAP (the run's `citegate/results` property). */
export interface SarifLeftOut {
  total: number;
  included: number;
  cap: number;
  left_out: Record<RuleLevel, number>;
  why: string;
}

interface Entry {
  problem: Problem;
  status: ProblemStatus | undefined;
  waiver: WaiverRow | undefined;
  occurrence: number;
  level: RuleLevel;
  /** Its place in the run's order, which breaks ties. */
  order: number;
}

const LEVEL_RANK: Record<RuleLevel, number> = { error: 0, warning: 1, note: 2 };

/** Errors, then warnings, then notes; a new problem before one the base already had; then the run's order. */
function bySeverity(a: Entry, b: Entry): number {
  return (
    LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
    Number(a.status === 'unchanged') - Number(b.status === 'unchanged') ||
    a.order - b.order
  );
}

/** The run's left-out property, when the file left results out; null when it holds every one. */
export function sarifLeftOut(log: Log): SarifLeftOut | null {
  const value = log.runs[0]?.properties?.[LEFT_OUT_PROPERTY] as SarifLeftOut | undefined;
  return value ?? null;
}

/** "SARIF: 5,000 of 6,000 results written (GitHub code scanning keeps 5,000 a run); left out: 1,000 warnings." */
export function leftOutSentence(leftOut: SarifLeftOut): string {
  const words: Record<RuleLevel, [string, string]> = {
    error: ['error', 'errors'],
    warning: ['warning', 'warnings'],
    note: ['note', 'notes'],
  };
  const parts = (['error', 'warning', 'note'] as const)
    .filter((level) => leftOut.left_out[level] > 0)
    .map((level) => {
      const count = leftOut.left_out[level];
      return `${count.toLocaleString('en-US')} ${words[level][count === 1 ? 0 : 1]}`;
    });
  const number = (value: number) => value.toLocaleString('en-US');
  return `SARIF: ${number(leftOut.included)} of ${number(leftOut.total)} results written (GitHub code scanning keeps ${number(leftOut.cap)} a run); left out: ${parts.join(', ')}.`;
}

export function renderSarif(results: ResultsFile, options: SarifOptions): Log {
  const codes = Object.keys(RULES) as RuleCode[];
  const rules: ReportingDescriptor[] = codes.map((code) => ({
    id: code,
    name: RULES[code].name,
    shortDescription: { text: ruleSentence(code) },
    fullDescription: { text: RULES[code].help },
    help: { text: RULES[code].help },
    defaultConfiguration: { level: RULES[code].level },
    properties: { tags: ['citegate'] },
  }));
  const problems = listProblems(results);
  const statuses = problemStatuses(results, problems);
  const waivers = new Map<string, WaiverRow>();
  for (const row of results.waivers?.entries ?? []) if (row.status === 'applied') waivers.set(rowKey(row), row);
  const edits = new Map((comparison(results)?.claim_edits ?? []).map((edit) => [claimKey(edit, edit.claim_id), edit]));
  const occurrences = new Map<string, number>();

  // Every problem's level, status and occurrence first (a fingerprint counts occurrences in the
  // run's order, whatever is left out), then the most severe SARIF_RESULT_CAP of them written.
  const entries: Entry[] = [];
  for (const problem of problems) {
    const check = checkOf(problem.kind, results.gate.checks);
    if (ONLY_WITH_A_LIMIT.includes(problem.kind) && !(check && isLimitSet(check.limit))) continue;
    const status = statuses.get(problem);
    const waiver = waivers.get(problem.key);
    const occurrence = (occurrences.get(problem.key) ?? 0) + 1;
    occurrences.set(problem.key, occurrence);
    entries.push({
      problem,
      status,
      waiver,
      occurrence,
      level: levelOf(problem, status, check, waiver !== undefined),
      order: entries.length,
    });
  }
  const ranked = entries.sort(bySeverity);
  const kept = ranked.slice(0, SARIF_RESULT_CAP);
  const leftOut = { error: 0, warning: 0, note: 0 };
  for (let index = SARIF_RESULT_CAP; index < ranked.length; index++) leftOut[(ranked[index] as Entry).level]++;

  const sarifResults: Result[] = [];
  for (const { problem, status, waiver, occurrence, level } of kept) {
    const code = ruleCode(problem);
    const claim = claimById(problem.report, problem.claim_id);
    const column = problem.kind === 'invalid_file' ? problem.report.error?.column : (problem.column ?? claim?.column);
    const region =
      problem.line === null ? undefined : { startLine: problem.line, ...(column ? { startColumn: column } : {}) };
    const result: Result = {
      ruleId: code,
      ruleIndex: codes.indexOf(code),
      level,
      message: { text: truncate(message(problem, results, edits), MESSAGE_MAX) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(problem.at ?? problem.report.file),
            ...(region ? { region } : {}),
          },
        },
      ],
      ...relatedLocations(problem),
      partialFingerprints: {
        [FINGERPRINT]: createHash('sha256').update(`${problem.key}#${occurrence}`).digest('hex').slice(0, 32),
      },
      ...(status ? { baselineState: status === 'new' ? 'new' : 'unchanged' } : {}),
      properties: {
        kind: problem.kind,
        report: problem.report.file,
        ...(problem.report.name === undefined ? {} : { name: problem.report.name }),
        ...(problem.claim_id === null ? {} : { claim_id: problem.claim_id }),
        ...(problem.evidence_id === undefined ? {} : { evidence_id: problem.evidence_id }),
        ...(problem.number === undefined ? {} : { number: problem.number }),
        ...(problem.subject === undefined ? {} : { subject: problem.subject }),
      },
    };
    if (waiver) {
      result.suppressions = [
        {
          kind: 'external',
          status: 'accepted',
          justification: truncate(`${waiver.reason}${waiver.expires ? ` (until ${waiver.expires})` : ''}`, MESSAGE_MAX),
          location: {
            physicalLocation: {
              artifactLocation: artifactLocation(results.waivers?.file ?? ''),
              region: { startLine: waiver.line },
            },
          },
        },
      ];
    }
    sarifResults.push(result);
  }
  return {
    version: '2.1.0',
    $schema: SARIF_SCHEMA,
    runs: [
      {
        tool: { driver: { name: 'citegate', version: options.version, semanticVersion: options.version, rules } },
        columnKind: 'unicodeCodePoints',
        results: sarifResults,
        ...(ranked.length > kept.length
          ? {
              properties: {
                [LEFT_OUT_PROPERTY]: {
                  total: ranked.length,
                  included: kept.length,
                  cap: SARIF_RESULT_CAP,
                  left_out: leftOut,
                  why: `GitHub code scanning stores and shows at most ${SARIF_RESULT_CAP.toLocaleString('en-US')} results of a run (and rejects a run of more than 25,000): the most severe were kept; the results file has every problem`,
                } satisfies SarifLeftOut,
              },
            }
          : {}),
      },
    ],
  };
}
