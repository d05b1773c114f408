// Secrets out of everything citegate writes. No secret is put into a result on purpose, but a
// provider, a proxy or a model can echo the API key (in an error, in prose, in an answer's
// limitations), and the runner's log masking covers neither files, caches, the job summary nor
// comments. So each shell redacts its configured secrets (the API key, the GitHub token) from
// the results before anything renders them, from every line it prints, and from every cache
// entry and verdict file before it is written.

export const REDACTED = '[redacted]';

/** Replaces every configured secret in a text. */
export type Redact = (text: string) => string;

/** The Redact of no secret at all: redactDeep hands a value back as it is. */
const keepAll: Redact = (text) => text;

// Shorter values would blank out ordinary words; no API key or token is that short.
const MIN_SECRET_LENGTH = 8;

/**
 * A Redact for `secrets` (empty and missing ones ignored, and those under `minLength`
 * characters). A secret is also found as JSON writes it inside a string, should it hold a
 * quote, a backslash or a control character.
 */
export function redactor(secrets: readonly (string | null | undefined)[], minLength = MIN_SECRET_LENGTH): Redact {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < minLength) continue;
    forms.add(secret);
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  // Longest first, so that a secret holding another is replaced whole.
  const values = [...forms].sort((a, b) => b.length - a.length);
  if (values.length === 0) return keepAll;
  return (text) =>
    values.reduce((out, secret) => (out.includes(secret) ? out.split(secret).join(REDACTED) : out), text);
}

/** Whether `redact` is the one of no secret at all: it leaves every text as it is. */
export const redactsNothing = (redact: Redact): boolean => redact === keepAll;

/**
 * Every string of a JSON-like value (and every key), redacted, in a copy. Used on data before it
 * is rendered: markdown escaping turns `sk-proj_…` into `sk-proj&#95;…`, which a search of the
 * rendered text would miss.
 */
export function redactDeep<T>(value: T, redact: Redact): T {
  if (redact === keepAll) return value;
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => redactDeep(item, redact)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)])) as T;
  }
  return value;
}

/** A stream whose every written string is redacted first; everything else (isTTY, columns) is the stream's. */
export function redactingStream<S extends NodeJS.WritableStream>(stream: S, redact: Redact): S {
  return new Proxy(stream, {
    get(target, property) {
      if (property === 'write') {
        return (chunk: unknown, ...rest: unknown[]) =>
          (target.write as (...args: unknown[]) => boolean)(typeof chunk === 'string' ? redact(chunk) : chunk, ...rest);
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
