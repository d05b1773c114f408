// Reading the model's answer. The model's word is untrusted: every item is validated here and
// then bound in code (./answers.ts) exactly like a committed result. Reading is tolerant where
// a server may not have enforced the schema (the JSON in a fence or in prose, confidence as a
// word or a quoted number); binding is not: IDs, hashes and quotes are checked as strictly as
// ever.
import { z } from 'zod';
import { Confidence, Verdict } from '../report/schema.js';
import { CONFIDENCE_WORDS } from './confidence.js';
import { extractJsonObject } from './extract-json.js';

/** A number in [0, 1]; also low/medium/high in any case (./confidence.ts) and a plain decimal in quotes ("0.85"). */
const WireConfidence = z.union([
  z.number().min(0).max(1),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.union([
        Confidence.transform((word) => CONFIDENCE_WORDS[word]),
        z
          .string()
          .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/)
          .transform(Number),
      ]),
    ),
]);

/** One verification as the model must write it (prompt.ts RESPONSE_SCHEMA, plus the limits). */
export const WireVerification = z.object({
  claim_id: z.string(),
  evidence_id: z.string(),
  verdict: Verdict,
  quote: z.string().max(2000),
  limitations: z.array(z.string()).max(10),
  confidence: WireConfidence,
});
export type WireVerification = z.infer<typeof WireVerification>;

export type ParsedItem =
  | { ok: true; answer: WireVerification }
  | { ok: false; claim_id: string | null; evidence_id: string | null; detail: string };

/** A response is usable when it is a JSON object with a `verifications` array; items are judged one by one. */
export type ParsedResponse = { ok: true; items: ParsedItem[] } | { ok: false; detail: string };

export function parseResponse(content: string): ParsedResponse {
  const extracted = extractJsonObject(content);
  if (!extracted.ok) return { ok: false, detail: extracted.detail };
  const data = extracted.value;
  if (
    typeof data !== 'object' ||
    data === null ||
    !Array.isArray((data as { verifications?: unknown }).verifications)
  ) {
    return { ok: false, detail: 'the response is not an object with a "verifications" array' };
  }
  const items = (data as { verifications: unknown[] }).verifications.map(parseItem);
  return { ok: true, items };
}

function parseItem(item: unknown, position: number): ParsedItem {
  const parsed = WireVerification.safeParse(item);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  // Paths and messages only: the rejected values themselves are model text of any length.
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`);
  return {
    ok: false,
    claim_id: text(record.claim_id),
    evidence_id: text(record.evidence_id),
    detail: `verification ${position + 1} breaks the answer schema: ${problems.join('; ')}`,
  };
}
