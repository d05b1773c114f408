// The committed verifier results of a report, checked without zod when they are written plainly.
// A pipeline report holds three results per claim (30,000 in a 10,000-claim report), and zod
// walking and copying each one cost about half as much as parsing the whole file's JSON. The
// pipeline writes every result with the schema's keys in the schema's order and nothing else;
// such a result is checked here by the schema's own rules (./schema.ts ClaimEvidenceVerification)
// and kept as it is. Anything else (a missing `limitations`, an extra key, another order, any
// value the rules refuse) returns null, and zod checks the whole file as before: its errors,
// defaults and copies stay the only ones a user sees.
import { lengthWithin, limitsOf } from './plain-report.js';
import { ClaimEvidenceVerification, Confidence, Verdict } from './schema.js';

/** ClaimEvidenceVerification's keys, in its order: what zod's output has for a result that has them all. */
const KEYS = [
  'claim_id',
  'evidence_id',
  'verdict',
  'quote',
  'limitations',
  'confidence',
  'claim_sha256',
  'evidence_sha256',
  'verifier_version',
] as const;
// The schema's own enums, so that a word it drops is refused here too.
const VERDICTS: ReadonlySet<unknown> = new Set(Verdict.options);
const CONFIDENCES: ReadonlySet<unknown> = new Set(Confidence.options);
// The schema's own string limits, counted as zod counts them (code points; ./plain-report.ts
// lengthWithin). UTF-16 units would be safe for a maximum only: a floor counted in units keeps
// "😀" (two units, one code point) where zod's `.min(2)` refuses it.
const QUOTE = limitsOf(ClaimEvidenceVerification.shape.quote.unwrap());
const VERSION = limitsOf(ClaimEvidenceVerification.shape.verifier_version);
const LIMITATIONS = maxItems(ClaimEvidenceVerification.shape.limitations.unwrap());

/**
 * An array schema's `.max(n)`, read from its checks: zod has no getter for an array's maximum.
 * Any other check on it (a minimum, a refinement), or any check on its items (which are checked
 * here only as strings), gives -1, so every result goes to zod.
 */
export function maxItems(schema: {
  readonly def: {
    readonly checks?: readonly { _zod: { def: object } }[];
    readonly element: { readonly def: { readonly checks?: readonly unknown[] } };
  };
}): number {
  if ((schema.def.element.def.checks ?? []).length > 0) return -1;
  let max = Infinity;
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check?: string; maximum?: unknown };
    if (def.check !== 'max_length' || typeof def.maximum !== 'number') return -1;
    max = Math.min(max, def.maximum);
  }
  return max;
}

/** /^[0-9a-f]{64}$/.test(text), without a regular expression call per fingerprint (60,000 in a large report). */
function isSha256Hex(text: string): boolean {
  if (text.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/** Whether the object's own enumerable keys are KEYS in KEYS' order, without an array of them per result. */
function hasSchemaKeys(value: object): boolean {
  let at = 0;
  for (const key in value) if (!Object.hasOwn(value, key) || key !== KEYS[at++]) return false;
  return at === KEYS.length;
}

function isPlainResult(value: unknown): value is ClaimEvidenceVerification {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype || !hasSchemaKeys(value)) return false;
  const result = value as Record<(typeof KEYS)[number], unknown>;
  const { quote, limitations, confidence, verifier_version: version } = result;
  return (
    typeof result.claim_id === 'string' &&
    typeof result.evidence_id === 'string' &&
    VERDICTS.has(result.verdict) &&
    (quote === null || (typeof quote === 'string' && lengthWithin(quote, QUOTE))) &&
    Array.isArray(limitations) &&
    limitations.length <= LIMITATIONS &&
    limitations.every((item) => typeof item === 'string') &&
    ((typeof confidence === 'number' && Number.isFinite(confidence) && confidence >= 0 && confidence <= 1) ||
      CONFIDENCES.has(confidence)) &&
    typeof result.claim_sha256 === 'string' &&
    isSha256Hex(result.claim_sha256) &&
    typeof result.evidence_sha256 === 'string' &&
    isSha256Hex(result.evidence_sha256) &&
    typeof version === 'string' &&
    lengthWithin(version, VERSION)
  );
}

/**
 * The results as they are, when every one is written as the pipeline writes it and keeps the
 * schema's rules; null otherwise (zod is then asked, for its output or its error).
 */
export function plainVerifications(value: unknown): ClaimEvidenceVerification[] | null {
  if (!Array.isArray(value)) return null;
  for (const item of value) if (!isPlainResult(item)) return null;
  return value as ClaimEvidenceVerification[];
}
