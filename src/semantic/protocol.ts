// Reading the model's answer. The model's word is untrusted: every item is validated here and
// then bound in code (./answers.ts) exactly like a committed result.
import { z } from 'zod';
import { Verdict } from '../report/schema.js';

/** One verification as the model must write it (prompt.ts RESPONSE_SCHEMA, plus the limits). */
export const WireVerification = z.object({
  claim_id: z.string(),
  evidence_id: z.string(),
  verdict: Verdict,
  quote: z.string().max(2000),
  limitations: z.array(z.string()).max(10),
  confidence: z.number().min(0).max(1),
});
export type WireVerification = z.infer<typeof WireVerification>;

export type ParsedItem =
  | { ok: true; answer: WireVerification }
  | { ok: false; claim_id: string | null; evidence_id: string | null; detail: string };

/** A response is usable when it is a JSON object with a `verifications` array; items are judged one by one. */
export type ParsedResponse = { ok: true; items: ParsedItem[] } | { ok: false; detail: string };

export function parseResponse(content: string): ParsedResponse {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    return { ok: false, detail: `the response is not JSON (${(error as Error).message}); it starts ${JSON.stringify(content.slice(0, 60))}` };
  }
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { verifications?: unknown }).verifications)) {
    return { ok: false, detail: 'the response is not an object with a "verifications" array' };
  }
  const items = ((data as { verifications: unknown[] }).verifications).map(parseItem);
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
