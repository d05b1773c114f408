// Provenance settings, validated. Light on purpose: the shells read these on every run, and
// only `provenance: check` loads the fetching and extraction code (src/provenance/index.ts).
import { parseBoolean } from '../text/boolean.js';
import { INPUTS } from '../config/inputs.js';
import { SettingsError, type SettingSource } from '../config/settings.js';

export type ProvenanceMode = 'off' | 'check';

export interface ProvenanceSettings {
  mode: ProvenanceMode;
  /** Lets fetches reach loopback, private and other non-public addresses: for local use only. */
  allowPrivate: boolean;
  /** A cached page younger than this is used without a request; an older one is revalidated. */
  maxAgeMs: number;
  /** Per request attempt: connection, headers and body. */
  timeoutMs: number;
  /** Bodies (after decompression) are cut at this many bytes. */
  maxBodyBytes: number;
  /** As given; resolved against the working directory when used. */
  cachePath: string;
}

const MODES: readonly ProvenanceMode[] = ['off', 'check'];
const UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const UNITS_BYTES: Record<string, number> = { '': 1, b: 1, k: 1000, kb: 1000, m: 1_000_000, mb: 1_000_000 };
const MAX_BODY_BYTES = 1_000_000_000;

/** `7d`, `12h`, `30m`, `90s`, or a bare number of days; `0` revalidates every time. */
export function parseDuration(raw: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/i.exec(raw.trim());
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase() || 'd';
  return Math.round(Number(match[1]) * (UNITS_MS[unit] as number));
}

/** `20MB`, `500kB`, `1000000` (bytes); decimal units. */
export function parseSize(raw: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(|b|k|kb|m|mb)$/i.exec(raw.trim());
  if (!match) return null;
  return Math.floor(Number(match[1]) * (UNITS_BYTES[(match[2] ?? '').toLowerCase()] as number));
}

/** Reads and validates the provenance settings; throws SettingsError listing every bad value. */
export function readProvenanceSettings(get: SettingSource): ProvenanceSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const raw = get(name)?.trim();
    return raw === undefined || raw === '' ? (INPUTS.find((input) => input.name === name)?.default ?? '') : raw;
  };

  const modeRaw = read('provenance');
  const mode = MODES.find((candidate) => candidate === modeRaw.toLowerCase());
  if (!mode) problems.push(`provenance must be off or check, not ${JSON.stringify(modeRaw)}`);

  const allowRaw = read('provenance-allow-private');
  const allowPrivate = parseBoolean(allowRaw);
  if (allowPrivate === undefined)
    problems.push(`provenance-allow-private must be true or false, not ${JSON.stringify(allowRaw)}`);

  const ageRaw = read('provenance-max-age');
  const maxAgeMs = parseDuration(ageRaw);
  if (maxAgeMs === null)
    problems.push(`provenance-max-age must be a duration such as 7d, 12h, 30m or 0, not ${JSON.stringify(ageRaw)}`);

  const timeoutRaw = read('provenance-timeout');
  const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
  if (!(timeoutSeconds > 0 && timeoutSeconds <= 600))
    problems.push(
      `provenance-timeout must be a number of seconds above 0 and at most 600, not ${JSON.stringify(timeoutRaw)}`,
    );

  const sizeRaw = read('provenance-max-body');
  const maxBodyBytes = parseSize(sizeRaw);
  if (maxBodyBytes === null || maxBodyBytes < 1 || maxBodyBytes > MAX_BODY_BYTES)
    problems.push(
      `provenance-max-body must be a size from 1 byte to 1000MB such as 20MB or 500kB, not ${JSON.stringify(sizeRaw)}`,
    );

  const cachePath = read('provenance-cache-path');
  if (problems.length > 0) throw new SettingsError(problems);
  return {
    mode: mode as ProvenanceMode,
    allowPrivate: allowPrivate as boolean,
    maxAgeMs: maxAgeMs as number,
    timeoutMs: Math.round(timeoutSeconds * 1000),
    maxBodyBytes: maxBodyBytes as number,
    cachePath,
  };
}
