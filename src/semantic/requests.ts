// Sending pairs to the model: packing, concurrency, progress, and per-report bookkeeping.
// Shared by `citegate check` (./verifier.ts) and `citegate eval` (src/eval/).
import pLimit from 'p-limit';
import type { KeptResult } from '../binding/bind.js';
import { pairEvidence, type Pair, type ReportIndex } from '../binding/report-index.js';
import { plural } from '../text/plural.js';
import type { ProviderRejection } from '../results/types.js';
import { bindRequestAnswers, type AskedPair } from './answers.js';
import { packBatches } from './batch.js';
import type { ProgressEvent } from './progress.js';
import { buildUserMessage, type WirePair } from './prompt.js';
import { parseResponse, type WireVerification } from './protocol.js';
import type { ChatProvider, TokenUsage } from './provider.js';
import { RequestFailedError } from './retry.js';

/** A report and the pairs of it to send. */
export interface AskTarget {
  index: ReportIndex;
  pairs: readonly Pair[];
}

/** What the model did for one report's pairs. */
export interface TargetTally {
  kept: KeptResult[];
  answers: WireVerification[];
  rejected: ProviderRejection[];
  /** Pairs whose request failed, or whose response was unusable as a whole. */
  failedPairs: number;
  /** Pairs whose request was answered but which got no kept answer. */
  rejectedPairs: number;
  /** Requests that carried at least one of this report's pairs (one request can serve several reports). */
  requests: number;
  retries: number;
  /** Of those requests, the ones cut off at the output limit and asked again in two halves. */
  splits: number;
  /** At least one request carrying its pairs came back with a usable answer. */
  responded: boolean;
}

export interface AskOptions {
  provider: ChatProvider;
  batchSize: number;
  concurrency: number;
  verifierVersion: string;
  date: string;
  progress?: (event: ProgressEvent) => void;
  /**
   * Let one request carry pairs of several targets. Never for reports (`citegate check`,
   * `verify`): one report's excerpt could carry instructions that sway the model's answers on
   * another report's pairs. The evaluation's cases are one pair each from a curated set, and
   * are packed to keep its request count near a real report's.
   */
  shareRequests?: boolean;
}

export interface AskResult {
  tallies: TargetTally[];
  requests: number;
  retries: number;
  splits: number;
  /** Why requests failed, in order, safe to print. */
  failures: string[];
  /** Tokens over the responses that reported them (`reported` of the responses received). */
  usage: TokenUsage & { responses: number; reported: number };
}

export async function askModel(targets: readonly AskTarget[], options: AskOptions): Promise<AskResult> {
  const tallies = targets.map((): TargetTally => ({
    kept: [],
    answers: [],
    rejected: [],
    failedPairs: 0,
    rejectedPairs: 0,
    requests: 0,
    retries: 0,
    splits: 0,
    responded: false,
  }));
  const perTarget = targets.map(({ index, pairs }, target) =>
    pairs.map((pair): AskedPair => ({ target, index, pair })),
  );
  const asked = perTarget.flat();
  const keyOf = (entry: AskedPair) => entry.pair.key;
  const batches = options.shareRequests
    ? packBatches(asked, options.batchSize, keyOf)
    : perTarget.flatMap((pairs) => packBatches(pairs, options.batchSize, keyOf));
  const progress: ProgressEvent = { done: 0, total: asked.length, requests: 0, retries: 0, splits: 0 };
  const emit = () => options.progress?.({ ...progress });
  const failures: string[] = [];
  const usage = { prompt_tokens: 0, completion_tokens: 0, responses: 0, reported: 0 };
  if (asked.length > 0) emit();

  /**
   * One request for `batch`. An answer cut off at the output limit is never read: the batch
   * is split in two and each half asked in turn (within the same concurrency slot), down to
   * single pairs; a single pair still cut off fails like any request.
   */
  const ask = async (batch: AskedPair[]): Promise<void> => {
    const involved = [...new Set(batch.map((entry) => entry.target))];
    const tallyOf = (target: number) => tallies[target] as TargetTally;
    const finished = () => {
      progress.requests++;
      emit();
    };
    const failAll = (reason: string, rejection: string | null, pair: Pair | null = null) => {
      failures.push(reason);
      for (const target of involved) {
        tallyOf(target).failedPairs += batch.filter((entry) => entry.target === target).length;
        if (rejection !== null)
          tallyOf(target).rejected.push({
            claim_id: pair?.claimId ?? null,
            evidence_id: pair?.evidenceId ?? null,
            reason: 'invalid_answer',
            detail: rejection,
          });
      }
      progress.done += batch.length;
    };
    for (const target of involved) tallyOf(target).requests++;

    let completion;
    try {
      completion = await options.provider.complete(buildUserMessage(batch.map(toWirePair), options.date), () => {
        progress.retries++;
        for (const target of involved) tallyOf(target).retries++;
        emit();
      });
    } catch (error) {
      // RequestFailedError messages are already redacted by the provider; anything else
      // (the SDK failing to load, say) is reduced to its message, never a stack.
      failAll(
        error instanceof RequestFailedError
          ? `${error.message} after ${plural(error.attempts, 'attempt')}`
          : `request failed: ${(error as Error).message ?? String(error)}`,
        null,
      );
      return finished();
    }
    usage.responses++;
    if (completion.usage) {
      usage.reported++;
      usage.prompt_tokens += completion.usage.prompt_tokens;
      usage.completion_tokens += completion.usage.completion_tokens;
    }

    if (completion.finishReason === 'length') {
      if (batch.length === 1) {
        const cutOff = "cut off at the model's output limit (finish_reason: length) even for a single pair";
        failAll(`a response was ${cutOff}`, `the response was ${cutOff}`, batch[0]!.pair);
        return finished();
      }
      progress.splits++;
      for (const target of involved) tallyOf(target).splits++;
      finished();
      const half = Math.ceil(batch.length / 2);
      await ask(batch.slice(0, half));
      await ask(batch.slice(half));
      return;
    }

    const parsed =
      completion.content === null
        ? {
            ok: false as const,
            detail:
              completion.refusal === null
                ? 'the response has no message content'
                : `the model refused: ${completion.refusal.slice(0, 200)}`,
          }
        : parseResponse(completion.content);
    if (!parsed.ok) failAll(`an unusable response: ${parsed.detail}`, parsed.detail);
    else {
      for (const [target, bound] of bindRequestAnswers(batch, parsed.items, options.verifierVersion)) {
        const tally = tallyOf(target);
        tally.responded = true;
        tally.kept.push(...bound.kept);
        tally.answers.push(...bound.answers);
        tally.rejected.push(...bound.rejected);
        tally.rejectedPairs += bound.unanswered.length;
      }
      progress.done += batch.length;
    }
    finished();
  };

  const limit = pLimit(options.concurrency);
  await Promise.all(batches.map((batch) => limit(() => ask(batch))));
  return { tallies, requests: progress.requests, retries: progress.retries, splits: progress.splits, failures, usage };
}

function toWirePair({ index, pair }: AskedPair): WirePair {
  const claim = index.claimsById.get(pair.claimId);
  const evidence = pairEvidence(index, pair);
  if (!claim || !evidence) throw new Error(`pair ${pair.key} is not in its report index`);
  return {
    claim_id: pair.claimId,
    evidence_id: pair.evidenceId,
    claim: claim.statement,
    evidence: {
      title: evidence.title,
      url: evidence.url,
      published_at: evidence.publishedAt ?? null,
      excerpt: evidence.excerpt,
    },
  };
}
