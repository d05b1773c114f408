import { TRUST_RULES, type TrustRule } from '../check/trust.js';
import { splitPatterns } from '../files/find-reports.js';
import type { GateOn } from '../gate/decide.js';
import { FORMATS, type FormatChoice } from '../formats/model.js';
import { DIALECT_ALIASES, DIALECT_NAMES, type DialectChoice } from '../formats/markdown/dialects.js';
import { DEFAULT_THRESHOLDS, THRESHOLD_NAMES, parseThreshold, type Thresholds } from '../gate/thresholds.js';

/** Where the waiver file is looked for when the `waivers` setting is not given. */
export const DEFAULT_WAIVERS_PATH = '.citegate/waivers.yml';

/**
 * Whether citation recall runs when `citation-recall` is not given: off, since on real reports
 * fewer than half the sentences it flagged were true (41%, 88 of 213; the issue asks 90% before
 * it is on by default). docs/checks.md#citation-recall has the reading.
 */
export const DEFAULT_CITATION_RECALL = 'off';

/**
 * Reads one setting as the user wrote it; undefined or '' when not given. `list`: a setting the
 * source already holds as a list, each entry one value never split further (the command line's
 * report arguments: "Speed, Simple Tips.md" is one pattern).
 */
export type SettingSource = ((name: string) => string | undefined) & {
  list?: (name: string) => readonly string[] | undefined;
};

export interface CoreSettings {
  patterns: string[];
  thresholds: Thresholds;
  /** What the thresholds count: every problem, or only those new against the base. */
  gateOn: GateOn;
  format: FormatChoice;
  /** The waiver file; `explicit` when the user named it (a missing file is then an error). */
  waivers: { path: string; explicit: boolean };
  markdownDialect: DialectChoice;
  /** Which committed verdicts count on a pull request (or with --base): see src/check/trust.ts. */
  trust: TrustRule;
  /** `citation-recall: check`: look for factual sentences that cite nothing (src/check/recall.ts). */
  citationRecall: boolean;
}

const FORMAT_CHOICES: readonly FormatChoice[] = ['auto', ...FORMATS];

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * Runs every reader and returns what each read, or throws one SettingsError with the problems
 * of all of them: a user fixes every bad value in one go, not one per run.
 */
export function readAllSettings<T extends readonly unknown[]>(...readers: { [K in keyof T]: () => T[K] }): T {
  const problems: string[] = [];
  const values = readers.map((read) => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  });
  if (problems.length > 0) throw new SettingsError(problems);
  return values as unknown as T;
}

/** The settings shared by the action and the command line, validated; throws SettingsError. */
export function readCoreSettings(get: SettingSource): CoreSettings {
  const problems: string[] = [];
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS };
  for (const name of THRESHOLD_NAMES) {
    const raw = get(name);
    if (raw === undefined) continue;
    const parsed = parseThreshold(name, raw);
    if ('error' in parsed) problems.push(parsed.error);
    else (thresholds as unknown as Record<string, unknown>)[name] = parsed.value;
  }
  const gateOnRaw = (get('gate-on') ?? '').trim().toLowerCase() || 'all';
  if (gateOnRaw !== 'all' && gateOnRaw !== 'new')
    problems.push(`gate-on must be all or new, not ${JSON.stringify(get('gate-on'))}`);
  const formatRaw = (get('format') ?? '').trim().toLowerCase() || 'auto';
  const format = FORMAT_CHOICES.find((choice) => choice === formatRaw);
  if (!format)
    problems.push(`format must be one of ${FORMAT_CHOICES.join(', ')}, not ${JSON.stringify(get('format'))}`);
  const dialectWritten = (get('markdown-dialect') ?? '').trim().toLowerCase() || 'auto';
  const dialectRaw = DIALECT_ALIASES[dialectWritten] ?? dialectWritten;
  const markdownDialect = (['auto', ...DIALECT_NAMES] as DialectChoice[]).find((choice) => choice === dialectRaw);
  if (!markdownDialect)
    problems.push(
      `markdown-dialect must be one of auto, ${DIALECT_NAMES.join(', ')}, not ${JSON.stringify(get('markdown-dialect'))}`,
    );
  const trustRaw = (get('trust-committed-verdicts') ?? '').trim().toLowerCase() || 'base';
  const trust = TRUST_RULES.find((rule) => rule === trustRaw);
  if (!trust)
    problems.push(
      `trust-committed-verdicts must be base or all, not ${JSON.stringify(get('trust-committed-verdicts'))}`,
    );
  const recallRaw = (get('citation-recall') ?? '').trim().toLowerCase() || DEFAULT_CITATION_RECALL;
  if (recallRaw !== 'check' && recallRaw !== 'off')
    problems.push(`citation-recall must be check or off, not ${JSON.stringify(get('citation-recall'))}`);
  // A limit nothing would count is a mistake to say, not to ignore.
  else if (recallRaw === 'off' && thresholds['max-uncited-claims'] !== null)
    problems.push('max-uncited-claims needs citation-recall: check (it is off), or leave max-uncited-claims unset');
  if (problems.length > 0) throw new SettingsError(problems);
  const waiversRaw = (get('waivers') ?? '').trim();
  const waivers = { path: waiversRaw === '' ? DEFAULT_WAIVERS_PATH : waiversRaw, explicit: waiversRaw !== '' };
  return {
    patterns: splitPatterns(get.list?.('reports') ?? get('reports') ?? ''),
    thresholds,
    gateOn: gateOnRaw as GateOn,
    format: format as FormatChoice,
    markdownDialect: markdownDialect as DialectChoice,
    waivers,
    trust: trust as TrustRule,
    citationRecall: recallRaw === 'check',
  };
}
