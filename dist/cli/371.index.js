export const id = 371;
export const ids = [371];
export const modules = {

/***/ 958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JD: () => (/* binding */ RequestFailedError),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs)
/* harmony export */ });
/* unused harmony exports isRetryable, retryDelayMs */
// Retrying requests ourselves (the SDK runs with maxRetries 0) so that every retry is counted
// for the progress line and the results file.
class RequestFailedError extends Error {
    failure;
    attempts;
    constructor(failure, attempts) {
        super(failure.message);
        this.failure = failure;
        this.attempts = attempts;
    }
}
/** Rate limits, server errors, lost connections and timeouts are worth another attempt; 4xx are not. */
function isRetryable(failure) {
    if (failure.kind === 'timeout' || failure.kind === 'connection')
        return true;
    if (failure.status === null)
        return false;
    return failure.status === 408 || failure.status === 429 || failure.status >= 500;
}
// Longer waits than this are not honoured (the default backoff applies): a CI job should not
// sit idle for minutes on one request.
const MAX_HONOURED_WAIT_MS = 60_000;
/** The server's requested wait: `retry-after-ms` (milliseconds), else `Retry-After` (seconds or an HTTP date). */
function retryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return null;
    const ms = headers.get('retry-after-ms');
    if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)))
        return Math.max(0, Number(ms));
    const after = headers.get('retry-after');
    if (after === null || after.trim() === '')
        return null;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
/**
 * The wait before retry number `retry` (0-based): the server's Retry-After when it gives a
 * sensible one, else 0.5 s doubling up to 8 s, with up to 25 % jitter so that concurrent
 * requests that failed together do not retry together.
 */
function retryDelayMs(failure, retry, random = Math.random) {
    const requested = retryAfterMs(failure.headers);
    if (requested !== null && requested <= MAX_HONOURED_WAIT_MS)
        return requested;
    const backoff = Math.min(8_000, 500 * 2 ** retry);
    return backoff * (1 - 0.25 * random());
}
/** Runs `attempt` until it succeeds, fails for good, or retries run out; throws RequestFailedError. */
async function withRetries(attempt, toFailure, options) {
    const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    for (let retry = 0;; retry++) {
        try {
            return await attempt();
        }
        catch (error) {
            const failure = toFailure(error);
            if (retry >= options.maxRetries || !isRetryable(failure))
                throw new RequestFailedError(failure, retry + 1);
            const delay = retryDelayMs(failure, retry, options.random);
            options.onRetry?.(failure, delay);
            await sleep(delay);
        }
    }
}


/***/ }),

/***/ 3377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ truncate)
/* harmony export */ });
/** Shortens to at most `max` characters (code points, never a half surrogate pair), with an ellipsis. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


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

};
