// The semantic verifier for `citegate check`: cache first, then the model within the budget,
// then one SemanticOutcome per report.
import path from 'node:path';
import { bindResults, type KeptResult } from '../binding/bind.js';
import { pairEvidence, type Pair } from '../binding/report-index.js';
import { pairsToVerify, type PreparedReport, type SemanticMode } from '../check/prepare.js';
import type { SemanticVerifier } from '../check/run.js';
import type { SemanticOutcome } from '../check/semantic-outcome.js';
import { plural } from '../text/plural.js';
import type { ClaimEvidenceVerification } from '../report/schema.js';
import { describeFileError } from '../files/atomic-write.js';
import { cacheKey, loadCache, type CacheEntry } from './cache.js';
import { confidenceNumber } from './confidence.js';
import { providerSection } from './outcome.js';
import { isoDate, VERIFIER_VERSION } from './prompt.js';
import { createProvider, redact, type ChatProvider } from './provider.js';
import { askModel, type AskResult } from './requests.js';
import { estimatedCost, type ModelPrices, type SemanticSettings } from './settings.js';
import type { SemanticUsage } from '../results/types.js';
import type { ProgressEvent } from './progress.js';
import type { WriteOptions } from '../files/atomic-write.js';

export interface SemanticHooks {
  progress?: (event: ProgressEvent) => void;
  /** Non-fatal problems (an unreadable cache, failed requests); never contains the API key. */
  warn?: (message: string) => void;
  /** Where a relative `cache-path` is resolved; default process.cwd(). */
  cwd?: string;
  /** How the cache is written (src/files/output-guard.ts's writeOptions); default: never through a symbolic link below `cwd`. */
  write?: WriteOptions;
  /** Today's date for the prompt; injectable for tests. */
  now?: () => Date;
  /** Secrets besides the API key (the action's GitHub token) kept out of the cache. */
  secrets?: readonly string[];
}

export type VerifierConfig = SemanticSettings & {
  apiKey: string;
  model: string;
  /** Look answers up but never save the cache, nor count a run in it (the base of a comparison). */
  readOnlyCache?: boolean;
};

export function createVerifier(
  config: VerifierConfig,
  hooks: SemanticHooks,
  provider: ChatProvider = createProvider(config),
): SemanticVerifier {
  const warn = (message: string) => hooks.warn?.(redact(message, config.apiKey));
  // Answers are stored with every configured secret redacted: a model may echo the key into its limitations.
  const secrets = [config.apiKey, ...(hooks.secrets ?? [])];
  const cacheFile = path.resolve(hooks.cwd ?? process.cwd(), config.cachePath);
  const keyOf = (report: PreparedReport, pair: Pair) =>
    cacheKey(
      report.index.claimsById.get(pair.claimId)?.sha256 ?? '',
      pairEvidence(report.index, pair)?.sha256 ?? '',
      config.model,
      VERIFIER_VERSION,
    );

  let usage: SemanticUsage | null = null;
  return {
    maxPairs: config.maxPairs,
    usage: () => usage,
    // Never called with mode 'off': runCheck and createSemanticSetup settle that without a verifier.
    async verify(reports: readonly PreparedReport[], mode: Exclude<SemanticMode, 'off'>): Promise<SemanticOutcome[]> {
      const cache = await loadCache(cacheFile, {
        readOnly: config.readOnlyCache ?? false,
        secrets,
        write: hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] },
      });
      for (const warning of cache.warnings) warn(warning);

      // 1. The cache: re-bound like any result, so an entry that no longer binds is asked again.
      let budget = config.maxPairs ?? Infinity;
      const plans = reports.map((report) => {
        const asked = pairsToVerify(report, mode);
        // cache.get marks the entry as used by this run.
        const cached = bindCached(report, asked, (pair) => cache.get(keyOf(report, pair)));
        const filled = new Set(cached.map(({ pair }) => pair.key));
        const open = asked.filter((pair) => !filled.has(pair.key));
        // 2. The budget, spent in report order.
        const send = open.slice(0, Math.max(0, Math.min(open.length, budget)));
        budget -= send.length;
        return { report, asked, cached, send, overBudget: open.length - send.length };
      });

      // 3. The model.
      const asked = await askModel(
        plans.map(({ report, send }) => ({ index: report.index, pairs: send })),
        {
          provider,
          batchSize: config.batchSize,
          concurrency: config.concurrency,
          verifierVersion: VERIFIER_VERSION,
          date: isoDate(hooks.now?.() ?? new Date()),
          ...(hooks.progress ? { progress: hooks.progress } : {}),
        },
      );
      if (asked.failures.length > 0) {
        warn(
          `${asked.failures.length} of ${plural(asked.requests, 'model request')} failed; those pairs stay unverified. First failure: ${asked.failures[0]}`,
        );
      }

      // 4. Remember what the model said and code kept; the cache is saved (and counts a run)
      // only when this run used or added an answer, or the file needs rewriting.
      plans.forEach((plan, at) => {
        for (const kept of asked.tallies[at]!.kept)
          cache.set(keyOf(plan.report, kept.pair), toEntry(kept.result, config.model));
      });
      try {
        await cache.save();
      } catch (error) {
        warn(`cannot write the semantic cache ${cacheFile}: ${describeFileError(error)}`);
      }

      usage = runUsage(
        asked,
        plans.reduce((sum, plan) => sum + plan.cached.length, 0),
        config.modelPrices,
      );
      return plans.map((plan, at): SemanticOutcome => {
        const tally = asked.tallies[at]!;
        const responded = plan.cached.length > 0 || tally.responded;
        return {
          mode,
          kept: [...plan.cached, ...tally.kept],
          responded,
          provider: providerSection(
            {
              needed: plan.asked.length,
              cached: plan.cached.length,
              answered: tally.kept.length,
              failedPairs: tally.failedPairs,
              overBudget: plan.overBudget,
              rejectedPairs: tally.rejectedPairs,
              requests: tally.requests,
              retries: tally.retries,
              splits: tally.splits,
              responded,
              rejected: tally.rejected,
            },
            config.model,
            VERIFIER_VERSION,
          ),
        };
      });
    },
  };
}

/** The run's requests and tokens (the API's `usage`), answers from the cache, and the estimated cost with prices. */
function runUsage(
  asked: Pick<AskResult, 'requests' | 'usage'>,
  cachedAnswers: number,
  prices: ModelPrices | null,
): SemanticUsage {
  const { prompt_tokens: input, completion_tokens: output } = asked.usage;
  return {
    requests: asked.requests,
    input_tokens: input,
    output_tokens: output,
    responses: asked.usage.responses,
    responses_with_usage: asked.usage.reported,
    cached_answers: cachedAnswers,
    ...(prices ? { estimated_cost: estimatedCost(input, output, prices) } : {}),
  };
}

function bindCached(
  report: PreparedReport,
  asked: readonly Pair[],
  lookup: (pair: Pair) => CacheEntry | undefined,
): KeptResult[] {
  const results: ClaimEvidenceVerification[] = [];
  for (const pair of asked) {
    const entry = lookup(pair);
    if (!entry) continue;
    const { model: _model, ...result } = entry;
    // The key is content, not IDs: the same claim and excerpt may carry other IDs today.
    results.push({ ...result, claim_id: pair.claimId, evidence_id: pair.evidenceId });
  }
  const eligible = new Map(asked.map((pair) => [pair.key, pair]));
  return bindResults(report.index, results, 'cache', eligible, new Set()).kept;
}

function toEntry(result: ClaimEvidenceVerification, model: string): CacheEntry {
  return {
    verdict: result.verdict,
    quote: result.quote,
    limitations: result.limitations,
    confidence: confidenceNumber(result.confidence),
    claim_sha256: result.claim_sha256,
    evidence_sha256: result.evidence_sha256,
    model,
    verifier_version: result.verifier_version,
  };
}
