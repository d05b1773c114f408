(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 1051,
ids: [1051],
modules: {

/***/ 5506:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createVerifier: () => (/* binding */ createVerifier)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/binding/bind.ts + 1 modules
var bind = __webpack_require__(9146);
// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/check/prepare.ts
var prepare = __webpack_require__(8475);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
// EXTERNAL MODULE: ./src/files/jsonl-store.ts + 2 modules
var jsonl_store = __webpack_require__(1934);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(1327);
;// CONCATENATED MODULE: ./src/semantic/cache.ts
// The local cache of model answers: a kind of the bounded JSON Lines store
// (src/files/jsonl-store.ts). Keys and entries are plain data, and a cached answer is trusted
// no more than a committed one (the verifier re-binds it).
//   {"format":"citegate-semantic-cache","version":2,"run":12}
//   {"key":"<sha256>","last_run":12,"entry":{"verdict":"supports",…,"model":"…","verifier_version":"…"}}




const CACHE_FORMAT = 'citegate-semantic-cache';
const CACHE_VERSION = 2;
/** The size bound, applied whenever the cache is saved; see boundEntries in src/files/jsonl-store.ts. */
const CACHE_LIMITS = {
    /** An entry that none of the last this-many runs used is dropped. */
    keepRuns: 50,
    /** Beyond this many entries, the least recently used are dropped. */
    maxEntries: 100_000,
};
/** An answer as stored: no IDs (the key is the content, IDs may change) and never a secret. */
const CacheEntry = schemas/* object */.Ikc({
    verdict: schema/* Verdict */.Y,
    quote: schemas/* string */.YjP().max(2000).nullable(),
    limitations: schemas/* array */.YOg(schemas/* string */.YjP()).max(10),
    confidence: schemas/* number */.aig().min(0).max(1),
    claim_sha256: schemas/* string */.YjP(),
    evidence_sha256: schemas/* string */.YjP(),
    model: schemas/* string */.YjP(),
    verifier_version: schemas/* string */.YjP(),
});
const Version1File = schemas/* object */.Ikc({
    format: schemas/* literal */.euz(CACHE_FORMAT),
    version: schemas/* literal */.euz(1),
    entries: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
});
/**
 * What an answer depends on: the claim and the excerpt (by fingerprint), the model, and the
 * prompt and schema (by verifier version). A change to any of them asks the model again.
 */
function cacheKey(claimSha256, evidenceSha256, model, verifierVersion) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([claimSha256, evidenceSha256, model, verifierVersion]), 'utf8')
        .digest('hex');
}
/** The key an entry must be stored under: an entry under any other key answers another question. */
function keyOfEntry(entry) {
    return cacheKey(entry.claim_sha256, entry.evidence_sha256, entry.model, entry.verifier_version);
}
const ANSWER_CACHE = {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    field: 'entry',
    schema: CacheEntry,
    bound: CACHE_LIMITS,
    label: 'the semantic cache',
    saves: 'answers',
    setting: 'cache-path',
    foreign: { noun: 'a citegate cache file', advice: 'choose another cache-path, or delete the file' },
    keyProblem: (key, entry) => keyOfEntry(entry) === key
        ? null
        : 'the entry does not match its key (its model, verifier version or fingerprints differ)',
    legacy: { version: 1, entries: (document) => Version1File.safeParse(document).data?.entries ?? null },
};
/**
 * Reads the cache (src/files/jsonl-store.ts). Never throws: a missing file is an empty cache,
 * every other problem a warning. An old single-document cache (version 1) is read and marked
 * for rewriting. `readOnly`: for the base of a comparison, which neither counts a run nor saves.
 * `secrets` are redacted from every entry written.
 */
function loadCache(file, options = {}) {
    return jsonl_store/* JsonLinesStore */.$.load(file, ANSWER_CACHE, options);
}

// EXTERNAL MODULE: ./src/semantic/confidence.ts
var confidence = __webpack_require__(5594);
;// CONCATENATED MODULE: ./src/semantic/outcome.ts
/**
 * The provider's state and the one failure code that says why it was not fully used.
 * complete: every needed pair has a kept answer (failure_code null); partial: some do, or the
 * model answered but every answer was rejected; unavailable: nothing came back at all.
 */
function providerSection(counts, model, verifierVersion) {
    const { needed, cached, answered, failedPairs, overBudget, rejectedPairs } = counts;
    const unverified = failedPairs + overBudget + rejectedPairs;
    if (cached + answered + unverified !== needed)
        throw new Error(`provider counts do not add up: ${JSON.stringify(counts)}`);
    const state = needed === 0 ? 'not_needed' : unverified === 0 ? 'complete' : counts.responded ? 'partial' : 'unavailable';
    return {
        state,
        model,
        verifier_version: verifierVersion,
        needed,
        cached,
        answered,
        unverified,
        unverified_reasons: { failed_requests: failedPairs, max_pairs: overBudget, rejected: rejectedPairs, not_asked: 0 },
        requests: counts.requests,
        retries: counts.retries,
        split_requests: counts.splits,
        rejected: counts.rejected,
        failure_code: failureCode(state, counts),
    };
}
function failureCode(state, counts) {
    if (state === 'not_needed' || state === 'complete')
        return null;
    if (state === 'unavailable')
        return counts.failedPairs > 0 ? 'provider_failed' : 'max_pairs_reached';
    if (counts.failedPairs > 0)
        return 'requests_failed';
    if (counts.overBudget > 0)
        return 'max_pairs_reached';
    return 'answers_rejected';
}

// EXTERNAL MODULE: ./src/semantic/prompt.ts
var semantic_prompt = __webpack_require__(6980);
// EXTERNAL MODULE: ./src/semantic/provider.ts
var semantic_provider = __webpack_require__(8719);
// EXTERNAL MODULE: ./src/semantic/requests.ts + 3 modules
var requests = __webpack_require__(6127);
// EXTERNAL MODULE: ./src/semantic/settings.ts
var settings = __webpack_require__(5331);
;// CONCATENATED MODULE: ./src/semantic/verifier.ts
// The semantic verifier for `citegate check`: cache first, then the model within the budget,
// then one SemanticOutcome per report.













function createVerifier(config, hooks, provider = (0,semantic_provider/* createProvider */.Q)(config)) {
    const warn = (message) => hooks.warn?.((0,semantic_provider/* redact */.E)(message, config.apiKey));
    // Answers are stored with every configured secret redacted: a model may echo the key into its limitations.
    const secrets = [config.apiKey, ...(hooks.secrets ?? [])];
    const cacheFile = external_node_path_default().resolve(hooks.cwd ?? process.cwd(), config.cachePath);
    const keyOf = (report, pair) => cacheKey(report.index.claimsById.get(pair.claimId)?.sha256 ?? '', (0,report_index/* pairEvidence */._I)(report.index, pair)?.sha256 ?? '', config.model, semantic_prompt/* VERIFIER_VERSION */.YX);
    let usage = null;
    return {
        maxPairs: config.maxPairs,
        usage: () => usage,
        // Never called with mode 'off': runCheck and createSemanticSetup settle that without a verifier.
        async verify(reports, mode) {
            const cache = await loadCache(cacheFile, {
                readOnly: config.readOnlyCache ?? false,
                secrets,
                write: hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] },
            });
            for (const warning of cache.warnings)
                warn(warning);
            // 1. The cache: re-bound like any result, so an entry that no longer binds is asked again.
            let budget = config.maxPairs ?? Infinity;
            const plans = reports.map((report) => {
                const asked = (0,prepare/* pairsToVerify */.gQ)(report, mode);
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
            const asked = await (0,requests/* askModel */.$)(plans.map(({ report, send }) => ({ index: report.index, pairs: send })), {
                provider,
                batchSize: config.batchSize,
                concurrency: config.concurrency,
                verifierVersion: semantic_prompt/* VERIFIER_VERSION */.YX,
                date: (0,semantic_prompt/* isoDate */._$)(hooks.now?.() ?? new Date()),
                ...(hooks.progress ? { progress: hooks.progress } : {}),
            });
            if (asked.failures.length > 0) {
                warn(`${asked.failures.length} of ${(0,plural/* plural */.L)(asked.requests, 'model request')} failed; those pairs stay unverified. First failure: ${asked.failures[0]}`);
            }
            // 4. Remember what the model said and code kept; the cache is saved (and counts a run)
            // only when this run used or added an answer, or the file needs rewriting.
            plans.forEach((plan, at) => {
                for (const kept of asked.tallies[at].kept)
                    cache.set(keyOf(plan.report, kept.pair), toEntry(kept.result, config.model));
            });
            try {
                await cache.save();
            }
            catch (error) {
                warn(`cannot write the semantic cache ${cacheFile}: ${(0,atomic_write/* describeFileError */.SQ)(error)}`);
            }
            usage = runUsage(asked, plans.reduce((sum, plan) => sum + plan.cached.length, 0), config.modelPrices);
            return plans.map((plan, at) => {
                const tally = asked.tallies[at];
                const responded = plan.cached.length > 0 || tally.responded;
                return {
                    mode,
                    kept: [...plan.cached, ...tally.kept],
                    responded,
                    provider: providerSection({
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
                    }, config.model, semantic_prompt/* VERIFIER_VERSION */.YX),
                };
            });
        },
    };
}
/** The run's requests and tokens (the API's `usage`), answers from the cache, and the estimated cost with prices. */
function runUsage(asked, cachedAnswers, prices) {
    const { prompt_tokens: input, completion_tokens: output } = asked.usage;
    return {
        requests: asked.requests,
        input_tokens: input,
        output_tokens: output,
        responses: asked.usage.responses,
        responses_with_usage: asked.usage.reported,
        cached_answers: cachedAnswers,
        ...(prices ? { estimated_cost: (0,settings/* estimatedCost */.Sm)(input, output, prices) } : {}),
    };
}
function bindCached(report, asked, lookup) {
    const results = [];
    for (const pair of asked) {
        const entry = lookup(pair);
        if (!entry)
            continue;
        const { model: _model, ...result } = entry;
        // The key is content, not IDs: the same claim and excerpt may carry other IDs today.
        results.push({ ...result, claim_id: pair.claimId, evidence_id: pair.evidenceId });
    }
    const eligible = new Map(asked.map((pair) => [pair.key, pair]));
    return (0,bind/* bindResults */.g)(report.index, results, 'cache', eligible, new Set()).kept;
}
function toEntry(result, model) {
    return {
        verdict: result.verdict,
        quote: result.quote,
        limitations: result.limitations,
        confidence: (0,confidence/* confidenceNumber */.U)(result.confidence),
        claim_sha256: result.claim_sha256,
        evidence_sha256: result.evidence_sha256,
        model,
        verifier_version: result.verifier_version,
    };
}


/***/ }),

/***/ 370:
/***/ (function(__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

} };
})
