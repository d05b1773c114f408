// The only file that talks to the `openai` SDK. It is imported lazily, on the first request,
// so a run without a key or model never loads it.
import { RESPONSE_FORMAT_NAME, RESPONSE_SCHEMA, SYSTEM_PROMPT } from './prompt.js';
import { seconds } from '../text/duration.js';
import { redactor } from '../text/redact.js';
import { withRetries, type AttemptFailure } from './retry.js';

export interface ProviderConfig {
  apiKey: string;
  model: string;
  baseUrl: string | null;
  requestTimeoutMs: number;
  maxRetries: number;
}

export interface Completion {
  /** The message text, null when the model refused or sent none. */
  content: string | null;
  refusal: string | null;
  /** Tokens the server says the request used; null when it did not say (not every server does). */
  usage: TokenUsage | null;
  /** Why the model stopped; "length" means the answer was cut off at the output limit. */
  finishReason: string | null;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface ChatProvider {
  /** One logical request, retried per the policy; throws RequestFailedError when it fails for good. */
  complete(userMessage: string, onRetry: (failure: AttemptFailure) => void): Promise<Completion>;
}

type OpenAIModule = typeof import('openai');

/** Replaces the key wherever a server or the SDK might have echoed it (a key of any length). */
export function redact(text: string, secret: string): string {
  return redactor([secret], 1)(text);
}

export function createProvider(config: ProviderConfig): ChatProvider {
  let loading: Promise<{ module: OpenAIModule; client: InstanceType<OpenAIModule['default']> }> | undefined;
  const load = () =>
    (loading ??= import('openai').then((module) => ({
      module,
      client: new module.default({
        apiKey: config.apiKey,
        ...(config.baseUrl === null ? {} : { baseURL: config.baseUrl }),
        timeout: config.requestTimeoutMs,
        // Retries are ours (./retry.ts) so that each one is counted.
        maxRetries: 0,
        // OPENAI_LOG=debug would print every request (the reports) into the CI log.
        logLevel: 'off',
      }),
    })));

  return {
    async complete(userMessage, onRetry) {
      const { module, client } = await load();
      return withRetries(
        // The SDK's own timeout stops once the headers arrive; this one covers the whole
        // request, body included (a server sending one byte a second is stopped too).
        () =>
          withinTime(config.requestTimeoutMs, async (signal) => {
            const completion = await client.chat.completions.create(
              {
                model: config.model,
                temperature: 0,
                messages: [
                  { role: 'system', content: SYSTEM_PROMPT },
                  { role: 'user', content: userMessage },
                ],
                response_format: {
                  type: 'json_schema',
                  json_schema: {
                    name: RESPONSE_FORMAT_NAME,
                    strict: true,
                    schema: RESPONSE_SCHEMA as unknown as Record<string, unknown>,
                  },
                },
              },
              { signal },
            );
            const choice = completion.choices?.[0];
            return {
              content: choice?.message?.content ?? null,
              refusal: choice?.message?.refusal ?? null,
              usage: tokenUsage(completion.usage),
              finishReason: choice?.finish_reason ?? null,
            };
          }),
        (error) => toFailure(module, error, config.apiKey),
        { maxRetries: config.maxRetries, onRetry },
      );
    },
  };
}

/** A request that passed request-timeout, counting from the start to the last byte of the answer. */
class WholeRequestTimeout extends Error {
  constructor(readonly ms: number) {
    super(`no complete response within ${seconds(ms)}`);
  }
}

/** Runs `work` with a signal aborted after `ms`; a failure after the abort is a WholeRequestTimeout. */
async function withinTime<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await work(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? new WholeRequestTimeout(ms) : error;
  } finally {
    clearTimeout(timer);
  }
}

function tokenUsage(
  usage: { prompt_tokens?: unknown; completion_tokens?: unknown } | null | undefined,
): TokenUsage | null {
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  const prompt = count(usage?.prompt_tokens);
  const completion = count(usage?.completion_tokens);
  return prompt === null || completion === null ? null : { prompt_tokens: prompt, completion_tokens: completion };
}

function toFailure(module: OpenAIModule, error: unknown, apiKey: string): AttemptFailure {
  const message = redact(error instanceof Error ? error.message : String(error), apiKey);
  if (error instanceof WholeRequestTimeout)
    return { status: null, headers: null, kind: 'timeout', message: `request timed out (${message})` };
  if (error instanceof module.APIConnectionTimeoutError)
    return { status: null, headers: null, kind: 'timeout', message: `request timed out (${message})` };
  if (error instanceof module.APIConnectionError)
    return { status: null, headers: null, kind: 'connection', message: `connection failed (${message})` };
  if (error instanceof module.APIError && typeof error.status === 'number') {
    // instanceof on the generic class gives APIError<any, any>: its headers are the SDK's Headers.
    const headers = (error as InstanceType<OpenAIModule['APIError']>).headers;
    return { status: error.status, headers: headers ?? null, kind: 'http', message: `HTTP ${message}` };
  }
  return { status: null, headers: null, kind: 'other', message };
}
