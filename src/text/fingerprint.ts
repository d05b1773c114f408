/**
 * Text fingerprints, byte-identical to the Python reference pipeline:
 *
 *   claim:    sha256(casefold(strip(re.sub(WS + "+", " ", statement))))
 *   evidence: sha256(casefold(" ".join(excerpt.split())))
 *
 * where WS is Python's `str.isspace()` set (see ./whitespace.ts), casefold is
 * Python 3.11 `str.casefold()` (see ./casefold.ts), and the digest is the
 * lowercase hex SHA-256 of the UTF-8 bytes. Both normalisations yield the same
 * string, so they share `normalizeForFingerprint`.
 */
import { createHash } from 'node:crypto';
import { casefold } from './casefold.js';
import { collapseWhitespace } from './whitespace.js';

// With the `u` flag a surrogate pair is one code point, so this matches only
// unpaired (lone) surrogates.
declare global {
  interface String {
    // ES2024 (V8 11.1, Node 20). The lib stays ES2023 so that nothing Node 20 lacks slips in.
    isWellFormed(): boolean;
  }
}

/**
 * Whether `text` holds a lone UTF-16 surrogate (a JSON "\ud800" escape), which has no UTF-8
 * form to hash. Native, and constant time on one-byte strings: a `u` regex over Greek or
 * ligature-heavy text cost more than hashing it.
 */
export function hasLoneSurrogate(text: string): boolean {
  return !text.isWellFormed();
}

/** Collapse/strip Python whitespace, then Python-casefold. */
export function normalizeForFingerprint(text: string): string {
  return casefold(collapseWhitespace(text));
}

function sha256Hex(normalized: string): string {
  // Python's str.encode("utf-8") raises on lone surrogates, so the reference
  // pipeline has no fingerprint for such text. Node would silently encode them
  // as U+FFFD (colliding with real U+FFFD), so refuse instead.
  if (hasLoneSurrogate(normalized)) {
    throw new RangeError('cannot fingerprint text containing a lone UTF-16 surrogate (not encodable as UTF-8)');
  }
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}

/** Fingerprint of a claim's `statement`. */
export function claimFingerprint(statement: string): string {
  return sha256Hex(normalizeForFingerprint(statement));
}

/** Fingerprint of an evidence `excerpt`. */
export function evidenceFingerprint(excerpt: string): string {
  return sha256Hex(normalizeForFingerprint(excerpt));
}
