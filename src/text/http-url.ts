/** `raw` as an absolute http(s) URL, or null when it does not parse or has another scheme. */
export function httpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * How a source is keyed (the provenance cache, snapshot files): the http(s) URL without its
 * fragment and credentials; null for anything else.
 */
export function httpUrlKey(raw: string): string | null {
  const url = httpUrl(raw.trim());
  if (url === null) return null;
  // Each setter re-serialises the URL: set only what is there to clear (an empty fragment too: `#`).
  if (url.username !== '') url.username = '';
  if (url.password !== '') url.password = '';
  if (url.href.includes('#')) url.hash = '';
  return url.href;
}
