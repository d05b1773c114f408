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

/** A relative path as a URI reference (each segment percent-encoded); an absolute one as a file URI. */
function uriOf(file: string): string {
  const encoded = file
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return file.startsWith('/') ? `file://${encoded}` : encoded;
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
          artifactLocation: { uri: uriOf(file), uriBaseId: '%SRCROOT%' },
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

  const sarifResults: Result[] = [];
  for (const problem of problems) {
    const check = checkOf(problem.kind, results.gate.checks);
    if (ONLY_WITH_A_LIMIT.includes(problem.kind) && !(check && isLimitSet(check.limit))) continue;
    const code = ruleCode(problem);
    const status = statuses.get(problem);
    const waiver = waivers.get(problem.key);
    const occurrence = (occurrences.get(problem.key) ?? 0) + 1;
    occurrences.set(problem.key, occurrence);
    const claim = claimById(problem.report, problem.claim_id);
    const column = problem.kind === 'invalid_file' ? problem.report.error?.column : (problem.column ?? claim?.column);
    const region =
      problem.line === null ? undefined : { startLine: problem.line, ...(column ? { startColumn: column } : {}) };
    const result: Result = {
      ruleId: code,
      ruleIndex: codes.indexOf(code),
      level: levelOf(problem, status, check, waiver !== undefined),
      message: { text: truncate(message(problem, results, edits), MESSAGE_MAX) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: uriOf(problem.at ?? problem.report.file), uriBaseId: '%SRCROOT%' },
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
              artifactLocation: { uri: uriOf(results.waivers?.file ?? ''), uriBaseId: '%SRCROOT%' },
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
      },
    ],
  };
}
