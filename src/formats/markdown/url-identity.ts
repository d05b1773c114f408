// One source, however its URL is written: the identity two citations share when they name the
// same page. Tracking parameters (utm_*, srsltid, fbclid, gclid …), a text fragment (#:~:text=)
// and a trailing slash make no other page, so they are dropped for identity; the URL as the
// report writes it is kept for display.
import { httpUrl } from '../../text/http-url.js';

// Parameters that only say where a click came from. `srsltid` is Google Shopping's; `utm_*` any campaign's.
const TRACKING =
  /^(?:utm_[a-z_]+|srsltid|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|twclid|ref_src)$/i;

/** The identity of an http(s) URL, or null for anything that does not parse as one. */
export function urlIdentity(raw: string): string | null {
  const url = httpUrl(raw.trim());
  if (url === null) return null;
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  // A text fragment only scrolls to a passage; other fragments are kept (a fragment can name a section of a one-page site).
  if (url.hash.startsWith('#:~:')) url.hash = '';
  url.hash = url.hash === '#' ? '' : url.hash;
  let text = url.href;
  if (url.search === '' && url.hash === '' && url.pathname.length > 1 && url.pathname.endsWith('/'))
    text = text.slice(0, -1);
  else if (url.search === '' && url.hash === '' && url.pathname === '/') text = text.slice(0, -1);
  return text;
}

/** True for an absolute URL with a scheme other than http(s) (mailto:, ftp:, file:, javascript:). */
export function isOtherScheme(raw: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) && !/^https?:/i.test(raw.trim());
}

/**
 * The passage a text fragment quotes (`#:~:text=start,end`, as ChatGPT deep research and
 * o3-deep-research link their citations): what the report says the page holds. A range gives its
 * two ends with an ellipsis between; a prefix (`prefix-,`) and a suffix (`,-suffix`) only place it
 * and are left out. Several directives are joined. Null without one, or when it does not decode.
 */
export function textFragmentQuote(raw: string): string | null {
  const at = raw.indexOf('#:~:');
  if (at === -1) return null;
  const passages: string[] = [];
  for (const directive of raw.slice(at + 4).split('&')) {
    if (!directive.startsWith('text=')) continue;
    const parts = directive.slice(5).split(',');
    if (parts.length > 1 && parts[0]?.endsWith('-')) parts.shift();
    if (parts.length > 1 && parts[parts.length - 1]?.startsWith('-')) parts.pop();
    try {
      const decoded = parts.map((part) => decodeURIComponent(part).replace(/\s+/g, ' ').trim()).filter(Boolean);
      if (decoded.length > 0) passages.push(decoded.join(' … '));
    } catch {
      // A malformed escape: no passage from this directive.
    }
  }
  return passages.length === 0 ? null : passages.join(' … ');
}
