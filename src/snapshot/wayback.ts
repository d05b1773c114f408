// An archived copy of a page that is gone or blocked, from the Wayback Machine's availability
// API, chosen as lychee's `--suggest --archive wayback` chooses it: `?url=` with the URL's
// trailing slash dropped (the API finds no snapshot for it otherwise), and the answer's
// `archived_snapshots.closest`. citegate adds `timestamp=` with the report's date when it has one
// (the API then answers the snapshot closest to it), takes a snapshot only when it is
// `available` with a 2xx status, and reads it through the `id_` form of its address (the page as
// archived, without the archive's toolbar). Every request goes through the provenance fetcher:
// the same network rule, limits and cache.
import type { PageFetcher, PageOutcome } from '../provenance/index.js';
import { httpUrlKey } from '../text/http-url.js';

export const WAYBACK_API = 'https://archive.org/wayback/available';

export interface ArchivedCopy {
  outcome: PageOutcome;
  /** The snapshot as the archive names it, and when it was taken (ISO 8601). */
  url: string;
  timestamp: string;
}

/** The archived copy of `url` nearest `date` (any date when null), or why there is none. */
export async function waybackCopy(
  fetcher: PageFetcher,
  apiUrl: string,
  url: string,
  date: string | null,
): Promise<ArchivedCopy | { detail: string }> {
  const api = new URL(apiUrl);
  api.searchParams.set('url', url.endsWith('/') ? url.slice(0, -1) : url);
  const stamp = date === null ? null : waybackStamp(date);
  if (stamp) api.searchParams.set('timestamp', stamp);
  const answer = await fetcher.raw(api.href);
  if (answer.kind === 'failed') return { detail: `the Wayback Machine could not be asked: ${answer.detail}` };
  if (answer.status !== 200) return { detail: `the Wayback Machine answered HTTP ${answer.status}` };
  let closest: { available?: unknown; url?: unknown; timestamp?: unknown; status?: unknown } | undefined;
  try {
    closest = (JSON.parse(answer.body.toString('utf8')) as { archived_snapshots?: { closest?: typeof closest } })
      .archived_snapshots?.closest;
  } catch {
    return { detail: 'the Wayback Machine gave an answer that is not JSON' };
  }
  if (
    !closest ||
    closest.available !== true ||
    typeof closest.url !== 'string' ||
    typeof closest.timestamp !== 'string' ||
    !/^2\d\d$/.test(String(closest.status))
  ) {
    return { detail: 'the Wayback Machine has no copy of it' };
  }
  const raw = httpUrlKey(closest.url.replace(/\/web\/(\d{1,14})\//, '/web/$1id_/'));
  if (raw === null)
    return { detail: `the Wayback Machine named a copy that is not an http(s) URL: ${closest.url.slice(0, 200)}` };
  const outcome = await fetcher.page(raw);
  if (outcome.status !== 'page')
    return { detail: `its archived copy ${closest.url} could not be read either: ${outcome.detail}` };
  return { outcome, url: closest.url, timestamp: isoOf(closest.timestamp) };
}

/** `2026-03-05T…` → `20260305`; null for a date that does not parse. */
function waybackStamp(date: string): string | null {
  const time = Date.parse(date);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10).replace(/-/g, '') : null;
}

/** The archive's `20130919044612` as `2013-09-19T04:46:12Z` (as much as it gives). */
function isoOf(stamp: string): string {
  const digits = stamp.padEnd(14, '0');
  const [y, mo, d, h, mi, s] = [
    digits.slice(0, 4),
    digits.slice(4, 6),
    digits.slice(6, 8),
    digits.slice(8, 10),
    digits.slice(10, 12),
    digits.slice(12, 14),
  ];
  return `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
}
