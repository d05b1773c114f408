// A small OpenAI-compatible server (POST /v1/chat/completions) for tests and the benchmark.
// Plain JavaScript so that bench/semantic.mjs can run it without a TypeScript loader; the
// types are in fake-openai.d.mts and tests import it through fake-openai.ts.
import { createServer } from 'node:http';

/** The first sentence of an excerpt: a verbatim substring, so it always binds as a quote. */
export function firstSentence(excerpt) {
  const match = /^.*?[.!?](?=\s|$)/s.exec(excerpt);
  return (match ? match[0] : excerpt).trim();
}

/** Answers every pair: `decide(pair)` may override any field; defaults are supports + first sentence. */
export function answerPairs(pairs, decide = () => ({})) {
  return pairs.map((pair) => ({
    claim_id: pair.claim_id,
    evidence_id: pair.evidence_id,
    verdict: 'supports',
    quote: firstSentence(pair.evidence.excerpt),
    limitations: [],
    confidence: 0.9,
    ...decide(pair),
  }));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How servers that do not enforce structured output wrap the JSON: in a fence, or in prose. */
export function wrapContent(json, wrap) {
  if (wrap === 'fence') return `\`\`\`json\n${json}\n\`\`\``;
  if (wrap === 'prose')
    return `Here is my assessment of each pair.\n\n${json}\n\nLet me know if you need anything else.`;
  if (wrap === 'fence+prose')
    return `Sure! Here are the verifications:\n\n\`\`\`json\n${json}\n\`\`\`\n\nEach quote is copied from its excerpt.`;
  return json;
}

/**
 * A model with a small output limit: a request carrying more than `maxPairs` pairs gets its
 * answer cut off half way (finish_reason "length"); smaller ones are answered by `respond`.
 */
export function cutOffAbove(maxPairs, respond = (call) => ({ verifications: answerPairs(call.pairs) })) {
  return async (call) => {
    if (call.pairs.length <= maxPairs) return respond(call);
    const json = JSON.stringify({ verifications: answerPairs(call.pairs) });
    return { content: json.slice(0, Math.floor(json.length / 2)), finishReason: 'length' };
  };
}

export async function startFakeOpenAI(options = {}) {
  const state = {
    respond: options.respond ?? ((ctx) => ({ verifications: answerPairs(ctx.pairs) })),
    latencyMs: options.latencyMs ?? 0,
    calls: [],
    usage: { prompt_tokens: 0, completion_tokens: 0 },
    inFlight: 0,
    maxInFlight: 0,
  };

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      return;
    }
    let closed = false;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    res.on('close', () => {
      closed = true;
      state.inFlight--;
    });
    const body = JSON.parse(raw);
    const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
    const user = JSON.parse(body.messages?.find((m) => m.role === 'user')?.content ?? '{}');
    const call = {
      index: state.calls.length,
      at: Date.now(),
      headers: req.headers,
      body,
      pairs: user.pairs ?? [],
      date: user.date ?? null,
      system,
    };
    state.calls.push(call);

    const reply = (await state.respond(call)) ?? {};
    const delay = (reply.delayMs ?? 0) + state.latencyMs;
    if (delay > 0) await sleep(delay);
    if (closed) return; // the client gave up (timeout)

    if (reply.status !== undefined && reply.status !== 200) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(JSON.stringify(reply.body ?? { error: { message: `scripted ${reply.status}`, type: 'server_error' } }));
      return;
    }
    const content =
      reply.content !== undefined
        ? reply.content
        : reply.refusal !== undefined
          ? null
          : wrapContent(JSON.stringify({ verifications: reply.verifications ?? [] }), reply.wrap);
    const usage = {
      prompt_tokens: Math.ceil(raw.length / 4),
      completion_tokens: Math.ceil((content ?? reply.refusal ?? '').length / 4),
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (reply.usage !== null) {
      state.usage.prompt_tokens += usage.prompt_tokens;
      state.usage.completion_tokens += usage.completion_tokens;
    }
    res.writeHead(200, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fake-${call.index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: reply.finishReason ?? 'stop',
            message: { role: 'assistant', content, refusal: reply.refusal ?? null },
          },
        ],
        // `usage: null` in a reply leaves it out, as some OpenAI-compatible servers do.
        ...(reply.usage === null ? {} : { usage }),
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return state.calls;
    },
    get usage() {
      return { ...state.usage };
    },
    /** Most chat requests the server was handling at once. */
    get maxInFlight() {
      return state.maxInFlight;
    },
    /** Replaces the script for the calls that follow. */
    script(respond) {
      state.respond = respond;
    },
    setLatency(ms) {
      state.latencyMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
