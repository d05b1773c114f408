// A report's claims and evidence records, checked without zod when they are written plainly, as
// ./plain-verifications.ts does for the verifier results: zod walking and copying 10,000 claims
// and 5,000 records cost a tenth of reading a large report. A plain claim or record has only the
// schema's own keys (./schema.ts Claim, EvidenceRecord), each value one the schema's rules keep
// unchanged; the copy made here is the one zod makes (its keys in the schema's order, a claim's
// defaults filled in). Anything else (an extra key, a counter-evidence entry, an assessment, any
// value the rules refuse) returns null, and zod checks the whole report as before: its errors,
// defaults and copies stay the only ones a user sees.
import { util } from 'zod/v4/core';
import { hasLoneSurrogate } from '../text/fingerprint.js';
import { Claim, Confidence, EvidenceRecord, IsoDateTime, Relation, ResearchReport } from './schema.js';

const CONFIDENCES: ReadonlySet<unknown> = new Set(Confidence.options);
const RELATIONS: ReadonlySet<unknown> = new Set(Relation.options);
const CLAIM_KEYS: ReadonlySet<string> = new Set([
  'id',
  'statement',
  'evidence_ids',
  'counter_evidence',
  'confidence',
  'uncertainty_notes',
]);
const EVIDENCE_KEYS: ReadonlySet<string> = new Set([
  'id',
  'title',
  'url',
  'excerpt',
  'relation',
  'research_unit_id',
  'published_at',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Every own key is one of `keys` (none inherited, none extra). */
function onlyKeys(value: object, keys: ReadonlySet<string>): boolean {
  for (const key in value) if (!Object.hasOwn(value, key) || !keys.has(key)) return false;
  return true;
}

function isStringArray(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string') return false;
  return true;
}

/** A fresh copy, as zod's output of an array is. */
function copy(items: readonly string[]): string[] {
  return items.slice();
}

const isHashedText = (value: unknown): value is string => typeof value === 'string' && !hasLoneSurrogate(value);

interface Limits {
  readonly min: number;
  readonly max: number;
}

/**
 * A string schema's `.min()`/`.max()`, read once from the schema itself (zod folds its checks on
 * each read of the getters) so that a stricter schema cannot leave this path looser.
 */
export function limitsOf(schema: { readonly minLength: number | null; readonly maxLength: number | null }): Limits {
  return { min: schema.minLength ?? 0, max: schema.maxLength ?? Infinity };
}

/**
 * Whether zod's `.min(min).max(max)` keeps the string. zod 4 counts code points, not UTF-16
 * units: "😀😀😀😀" is 8 units but 4 code points, too short for a URL. Counting units would keep
 * what zod refuses (a looser gate), so the count is zod's wherever the two may differ.
 */
export function lengthWithin(value: string, { min, max }: Limits): boolean {
  const units = value.length;
  // A code point is one or two units: at least twice the floor always clears it, and at most the ceiling stays under it.
  if (units >= min * 2 && units <= max) return true;
  if (units < min || units > max * 2) return false;
  const points = util.codePointLength(value);
  return points >= min && points <= max;
}

const CLAIM_ID = limitsOf(Claim.shape.id);
const EVIDENCE_ID = limitsOf(EvidenceRecord.shape.id);
const TITLE = limitsOf(EvidenceRecord.shape.title);
const URL_LIMITS = limitsOf(EvidenceRecord.shape.url);
const EXCERPT = limitsOf(EvidenceRecord.shape.excerpt);

/** zod's output for a plain claim, or null: then zod must check it. */
function plainClaim(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value) || !onlyKeys(value, CLAIM_KEYS)) return null;
  const { id, statement, evidence_ids: ids, counter_evidence: counter, confidence, uncertainty_notes: notes } = value;
  if (typeof id !== 'string' || !lengthWithin(id, CLAIM_ID) || !isHashedText(statement)) return null;
  if (ids !== undefined && !isStringArray(ids)) return null;
  // Counter-evidence entries have their own defaults: a claim with any is left to zod.
  if (counter !== undefined && !(Array.isArray(counter) && counter.length === 0)) return null;
  if (confidence !== undefined && !CONFIDENCES.has(confidence)) return null;
  if (notes !== undefined && !isStringArray(notes)) return null;
  return {
    id,
    statement,
    evidence_ids: ids === undefined ? [] : copy(ids),
    counter_evidence: [],
    confidence: confidence ?? 'medium',
    uncertainty_notes: notes === undefined ? [] : copy(notes),
  };
}

/** zod's output for a plain evidence record, or null: then zod must check it. */
function plainEvidence(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value) || !onlyKeys(value, EVIDENCE_KEYS)) return null;
  const { id, title, url, excerpt, relation, research_unit_id: unit, published_at: published } = value;
  if (typeof id !== 'string' || !lengthWithin(id, EVIDENCE_ID)) return null;
  if (typeof title !== 'string' || !lengthWithin(title, TITLE)) return null;
  if (typeof url !== 'string' || !lengthWithin(url, URL_LIMITS)) return null;
  if (!isHashedText(excerpt) || !lengthWithin(excerpt, EXCERPT)) return null;
  if ('relation' in value && !RELATIONS.has(relation)) return null;
  if ('research_unit_id' in value && typeof unit !== 'string') return null;
  if ('published_at' in value && published !== null && !IsoDateTime.safeParse(published).success) return null;
  // The schema's order; an optional key only when the record has it, as zod writes it.
  const record: Record<string, unknown> = { id, title, url, excerpt };
  if ('relation' in value) record.relation = relation;
  if ('research_unit_id' in value) record.research_unit_id = unit;
  if ('published_at' in value) record.published_at = published;
  return record;
}

/** Each element's plain copy, or null when one is not plain. */
function plainList(value: unknown, plain: (item: unknown) => Record<string, unknown> | null): unknown[] | null {
  if (!Array.isArray(value)) return null;
  const out: unknown[] = [];
  for (const item of value) {
    const copied = plain(item);
    if (copied === null) return null;
    out.push(copied);
  }
  return out;
}

/**
 * What ResearchReport.safeParse(value) gives for a report whose claims and records are all
 * plain, or null (zod is then asked, for its output or its error). The report's other fields,
 * few, are still zod's: it is given the report with empty lists, and the lists are put back.
 */
export function plainReport(value: unknown): ResearchReport | null {
  if (!isRecord(value)) return null;
  const claims = plainList(value.claims, plainClaim);
  if (claims === null) return null;
  const evidence = plainList(value.evidence, plainEvidence);
  if (evidence === null) return null;
  const rest = ResearchReport.safeParse({ ...value, claims: [], evidence: [] });
  if (!rest.success) return null;
  // Assigned in place: the keys keep zod's order.
  const report = rest.data as Record<string, unknown>;
  report.claims = claims;
  report.evidence = evidence;
  return report as ResearchReport;
}
