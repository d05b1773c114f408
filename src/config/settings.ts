import { splitPatterns } from '../files/find-reports.js';
import { FORMATS, type FormatChoice } from '../formats/model.js';
import { DEFAULT_THRESHOLDS, THRESHOLD_NAMES, parseThreshold, type Thresholds } from '../gate/thresholds.js';

/** Reads one setting as the user wrote it; undefined or '' when not given. */
export type SettingSource = (name: string) => string | undefined;

export interface CoreSettings {
  patterns: string[];
  thresholds: Thresholds;
  format: FormatChoice;
}

const FORMAT_CHOICES: readonly FormatChoice[] = ['auto', ...FORMATS];

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The settings shared by the action and the command line, validated; throws SettingsError. */
export function readCoreSettings(get: SettingSource): CoreSettings {
  const problems: string[] = [];
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS };
  for (const name of THRESHOLD_NAMES) {
    const raw = get(name);
    if (raw === undefined) continue; // '' given on purpose unsets a limit
    const parsed = parseThreshold(name, raw);
    if ('error' in parsed) problems.push(parsed.error);
    else (thresholds as unknown as Record<string, unknown>)[name] = parsed.value;
  }
  const formatRaw = (get('format') ?? '').trim().toLowerCase() || 'auto';
  const format = FORMAT_CHOICES.find((choice) => choice === formatRaw);
  if (!format) problems.push(`format must be one of ${FORMAT_CHOICES.join(', ')}, not ${JSON.stringify(get('format'))}`);
  if (problems.length > 0) throw new SettingsError(problems);
  return { patterns: splitPatterns(get('reports') ?? ''), thresholds, format: format as FormatChoice };
}
