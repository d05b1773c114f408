import type { IncomingHttpHeaders } from 'node:http';

export interface FakeWirePair {
  claim_id: string;
  evidence_id: string;
  claim: string;
  evidence: { title: string; url: string; published_at: string | null; excerpt: string };
}

export interface FakeAnswer {
  claim_id?: unknown;
  evidence_id?: unknown;
  verdict?: unknown;
  quote?: unknown;
  limitations?: unknown;
  confidence?: unknown;
  [field: string]: unknown;
}

/** One HTTP request the server received. */
export interface FakeCall {
  index: number;
  at: number;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    temperature?: number;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    [field: string]: unknown;
  };
  pairs: FakeWirePair[];
  date: string | null;
  system: string;
}

/** How the JSON of `verifications` is wrapped, as servers that do not enforce structured output do. */
export type FakeWrap = 'fence' | 'prose' | 'fence+prose';

/**
 * What to send back: `verifications` (a chat completion whose content is their JSON, wrapped
 * per `wrap`), raw `content`, a `refusal`, or an error `status` with `headers`/`body`;
 * `finishReason` (default "stop"); `delayMs` waits first.
 */
export interface FakeReply {
  verifications?: FakeAnswer[];
  wrap?: FakeWrap;
  finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
  content?: string;
  refusal?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
  /** null: the completion carries no `usage` (and the server's totals leave it out). */
  usage?: null;
}

export type FakeScript = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAI {
  baseUrl: string;
  readonly calls: FakeCall[];
  /** Tokens of the completions that reported usage: prompt ≈ request bytes / 4, completion ≈ content bytes / 4. */
  readonly usage: { prompt_tokens: number; completion_tokens: number };
  /** Most chat requests the server was handling at once. */
  readonly maxInFlight: number;
  script(respond: FakeScript): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export function firstSentence(excerpt: string): string;
export function wrapContent(json: string, wrap?: FakeWrap): string;
export function cutOffAbove(maxPairs: number, respond?: FakeScript): FakeScript;
export function answerPairs(
  pairs: readonly FakeWirePair[],
  decide?: (pair: FakeWirePair) => Partial<FakeAnswer>,
): FakeAnswer[];
export function startFakeOpenAI(options?: { respond?: FakeScript; latencyMs?: number }): Promise<FakeOpenAI>;
