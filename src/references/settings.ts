// Reference-checking settings, validated. Light on purpose: the shells read these on every run,
// and only `references: check` loads the lookup code (src/references/index.ts).
import { parseBoolean } from '../text/boolean.js';
import { INPUTS } from '../config/inputs.js';
import { SettingsError, type SettingSource } from '../config/settings.js';
import { parseDuration } from '../provenance/settings.js';

export type ReferencesMode = 'off' | 'check';

export interface RegistryUrls {
  crossref: string;
  datacite: string;
  arxiv: string;
  pubmed: string;
  doi: string;
}

export interface ReferenceSettings {
  mode: ReferencesMode;
  /** Sent to Crossref, DataCite and NCBI as the contact; null: the anonymous pools. */
  mailto: string | null;
  titleSearch: boolean;
  urls: RegistryUrls;
  maxAgeMs: number;
  timeoutMs: number;
  /** As given; resolved against the working directory when used. */
  cachePath: string;
}

const URL_SETTINGS: readonly [keyof RegistryUrls, string][] = [
  ['crossref', 'crossref-url'],
  ['datacite', 'datacite-url'],
  ['arxiv', 'arxiv-url'],
  ['pubmed', 'pubmed-url'],
  ['doi', 'doi-url'],
];

/** Reads and validates the reference settings; throws SettingsError listing every bad value. */
export function readReferenceSettings(get: SettingSource): ReferenceSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const raw = get(name)?.trim();
    return raw === undefined || raw === '' ? (INPUTS.find((input) => input.name === name)?.default ?? '') : raw;
  };

  const modeRaw = read('references');
  const mode = (['off', 'check'] as const).find((candidate) => candidate === modeRaw.toLowerCase());
  if (!mode) problems.push(`references must be off or check, not ${JSON.stringify(modeRaw)}`);

  const mailtoRaw = read('references-mailto');
  // An address, nothing more: it goes into a query string and a User-Agent.
  if (mailtoRaw !== '' && !/^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(mailtoRaw))
    problems.push(`references-mailto must be an email address, not ${JSON.stringify(mailtoRaw)}`);

  const titleRaw = read('references-title-search');
  const titleSearch = parseBoolean(titleRaw);
  if (titleSearch === undefined)
    problems.push(`references-title-search must be true or false, not ${JSON.stringify(titleRaw)}`);

  const urls = {} as RegistryUrls;
  for (const [key, name] of URL_SETTINGS) {
    const raw = read(name);
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      problems.push(`${name} must be an http(s) URL without credentials, not ${JSON.stringify(raw)}`);
    else urls[key] = raw.replace(/\/+$/, '');
  }

  const ageRaw = read('references-max-age');
  const maxAgeMs = parseDuration(ageRaw);
  if (maxAgeMs === null)
    problems.push(`references-max-age must be a duration such as 7d, 12h, 30m or 0, not ${JSON.stringify(ageRaw)}`);

  const timeoutRaw = read('references-timeout');
  const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
  if (!(timeoutSeconds > 0 && timeoutSeconds <= 600))
    problems.push(
      `references-timeout must be a number of seconds above 0 and at most 600, not ${JSON.stringify(timeoutRaw)}`,
    );

  if (problems.length > 0) throw new SettingsError(problems);
  return {
    mode: mode as ReferencesMode,
    mailto: mailtoRaw === '' ? null : mailtoRaw,
    titleSearch: titleSearch as boolean,
    urls,
    maxAgeMs: maxAgeMs as number,
    timeoutMs: Math.round(timeoutSeconds * 1000),
    cachePath: read('references-cache-path'),
  };
}
