export const id = 4005;
export const ids = [4005];
export const modules = {

/***/ 4005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCommand: () => (/* binding */ verifyCommand)
});

// UNUSED EXPORTS: VERIFY_INPUTS, verifyUsage

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/settings.ts
var config_settings = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/files/output-guard.ts
var output_guard = __webpack_require__(7518);
// EXTERNAL MODULE: ./src/formats/patterns.ts
var patterns = __webpack_require__(2529);
// EXTERNAL MODULE: ./src/text/controls.ts
var controls = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/semantic/index.ts + 3 modules
var src_semantic = __webpack_require__(2950);
// EXTERNAL MODULE: ./src/semantic/progress.ts
var semantic_progress = __webpack_require__(2681);
// EXTERNAL MODULE: ./src/binding/bind.ts + 1 modules
var bind = __webpack_require__(9146);
// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/check/run.ts + 10 modules
var run = __webpack_require__(2093);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/formats/verdict-file.ts
var verdict_file = __webpack_require__(1527);
;// CONCATENATED MODULE: ./src/verify/run.ts
// `citegate verify`: the semantic verifier over every pair that has no kept verdict, then one
// verdict file per report (an ALCE file's items share theirs). Nothing here writes: the plan
// says what each verdict file must now hold, and the command line's shell writes it.





const MAX_LISTED = 5;
function prepareForVerify(source, redo) {
    const index = (0,report_index/* indexSources */.lp)(source);
    const envelope = source.envelope ? (0,bind/* bindResults */.g)(index, source.envelope, 'committed') : { kept: [], rejected: [] };
    const envelopeKeys = new Set(envelope.kept.map(({ pair }) => pair.key));
    const fromFile = (0,bind/* bindResults */.g)(index, source.verdictFile.verifications, 'committed', index.pairsByKey, envelopeKeys);
    // Without --all the verdict file's kept verdicts stand, and only the pairs without one are asked.
    const committed = redo ? envelope : { kept: [...envelope.kept, ...fromFile.kept], rejected: [] };
    return { file: source.file, index, hasCommitted: true, committed, source, fromFile, envelopeKeys };
}
async function planVerify(options) {
    const loaded = await (0,run/* loadForCheck */.eK)(options);
    const invalid = loaded.filter(model/* isInvalid */.If);
    const prepared = loaded
        .filter((report) => !(0,model/* isInvalid */.If)(report))
        .map((report) => prepareForVerify(report, options.redo));
    const outcomes = prepared.length === 0 ? [] : await options.verifier.verify(prepared, 'auto');
    const byPath = new Map();
    prepared.forEach((report, at) => {
        const outcome = outcomes[at];
        const { source } = report;
        const entry = byPath.get(source.verdictFile.path) ?? {
            reports: [],
            verdicts: [],
            fresh: 0,
            kept: 0,
            dropped: 0,
            missing: 0,
            why: { failed_requests: 0, max_pairs: 0, rejected: 0 },
            rejections: [],
            existed: source.verdictFile.exists,
        };
        byPath.set(source.verdictFile.path, entry);
        const reasons = outcome.provider.unverified_reasons;
        entry.why.failed_requests += reasons.failed_requests;
        entry.why.max_pairs += reasons.max_pairs;
        entry.why.rejected += reasons.rejected;
        for (const rejection of outcome.provider.rejected) {
            if (entry.rejections.length < MAX_LISTED)
                entry.rejections.push(`${rejection.claim_id ?? '?'} → ${rejection.evidence_id ?? '?'}: ${rejection.reason}: ${rejection.detail}`);
        }
        entry.reports.push(source.name === undefined ? source.file : `${source.file} ${source.name}`);
        const fresh = new Map(outcome.kept.map((kept) => [kept.pair.key, kept]));
        const old = new Map(report.fromFile.kept.map((kept) => [kept.pair.key, kept]));
        entry.dropped += report.fromFile.rejected.length + (source.orphans?.length ?? 0);
        for (const pair of report.index.pairs) {
            if (report.envelopeKeys.has(pair.key))
                continue;
            const now = fresh.get(pair.key);
            const before = old.get(pair.key);
            if (now) {
                entry.fresh++;
                entry.verdicts.push(verdictOf(now, outcome.provider.model, source.item));
            }
            else if (before) {
                entry.kept++;
                entry.verdicts.push(before.result);
            }
            else
                entry.missing++;
        }
    });
    const files = [...byPath].map(([path, entry]) => ({
        path,
        ...entry,
        text: (0,verdict_file/* renderVerdictFile */.sj)(entry.verdicts),
    }));
    return { files, invalid, pairs: prepared.reduce((sum, report) => sum + report.index.pairs.length, 0), outcomes };
}
function verdictOf({ result }, model, item) {
    return {
        ...result,
        ...(item === undefined ? {} : { item }),
        ...(model === null ? {} : { model }),
    };
}

// EXTERNAL MODULE: ./src/cli/command-line.ts
var command_line = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/usage.ts
var usage = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/cli/terminal-width.ts
var terminal_width = __webpack_require__(1693);
;// CONCATENATED MODULE: ./src/cli/verify-command.ts
// `citegate verify [GLOB…]`: asks the model about every pair without a kept verdict and writes
// the verdict files beside the reports. It never writes a report.















/** The settings verify shares with check: where the reports are and how to ask the model. */
const VERIFY_INPUTS = [
    'format',
    'markdown-dialect',
    'model',
    'base-url',
    'batch-size',
    'concurrency',
    'request-timeout',
    'max-retries',
    'max-pairs',
    'cache-path',
];
function verifyUsage(width) {
    return (0,usage/* renderHelp */.W5)([
        { paragraph: 'citegate verify: run the semantic verifier and commit its verdicts beside the reports.' },
        { heading: 'Usage:' },
        { lines: ['  citegate verify [GLOB…] [options]'] },
        {
            paragraph: "Writes NAME.verdicts.json beside a report file NAME.json, and citegate.verdicts.json inside a STORM or Co-STORM folder; citegate check binds them like a pipeline envelope's results. The reports themselves are never written, nor a verdict file that is a symbolic link (refused, with every other output path problem, before the model is asked). GLOB is taken as by check: a file, a folder or a glob, anywhere. OPENAI_API_KEY and --model are required.",
        },
        { heading: 'Options:' },
        {
            options: [
                { flag: '--only-missing', text: 'ask only about pairs without a kept verdict (the default)' },
                { flag: '--all', text: "ask again about every pair, replacing the verdict file's verdicts" },
                ...(0,usage/* inputFlagHelp */.sQ)((input) => VERIFY_INPUTS.includes(input.name)),
                { flag: '-h, --help', text: 'show this help' },
            ],
        },
        {
            paragraph: 'Exit status: 0 every pair has a verdict; 1 some pair has none or a report could not be read; 2 it could not run (bad flags, no model or key, no report matched).',
        },
    ], width);
}
function verifyFlags() {
    const options = {
        help: { type: 'boolean' },
        all: { type: 'boolean' },
        'only-missing': { type: 'boolean' },
    };
    for (const name of VERIFY_INPUTS)
        options[name] = { type: 'string' };
    return options;
}
async function verifyCommand(args, io) {
    const line = (0,command_line/* parseCommandLine */.Du)('verify', args, verifyFlags());
    const { flags } = line;
    if (flags.help) {
        io.stdout.write(verifyUsage((0,terminal_width/* terminalWidth */.J)(io.env, io.stdout)));
        return 0;
    }
    if (flags.all && flags['only-missing'])
        line.problems.push('--all and --only-missing exclude each other');
    // Listed with the other problems, so that one run names everything to fix.
    if (!io.env.OPENAI_API_KEY)
        line.problems.push('verify needs an API key: set OPENAI_API_KEY');
    if (typeof flags.model !== 'string')
        line.problems.push('verify needs a model: pass --model');
    const [settings, semantic] = (0,command_line/* readCliSettings */.SG)(line, io.env, config_settings/* readCoreSettings */.P0, src_semantic/* readSemanticSettings */.cR);
    const progress = (0,semantic_progress/* terminalProgress */.e3)(io.stderr);
    const setup = (0,src_semantic/* createSemanticSetup */.G1)(semantic, {
        cwd: io.cwd,
        write: (0,output_guard/* writeOptions */.GX)({}, io.cwd),
        warn: (message) => io.stderr.write(`citegate: warning: ${(0,controls/* showControls */.mz)(message)}\n`),
        ...(progress ? { progress } : {}),
    });
    const { verifier } = setup;
    if ('missing' in verifier) {
        throw new cli_io/* UsageError */.e(verifier.missing === 'missing_api_key'
            ? 'verify needs an API key: set OPENAI_API_KEY'
            : 'verify needs a model: pass --model');
    }
    const plan = await (0,command_line/* reportUsageErrors */.bX)(() => planVerify({
        cwd: io.cwd,
        patterns: settings.patterns,
        // As check takes them: a path typed on the command line may point anywhere.
        patternScope: 'anywhere',
        format: settings.format,
        markdownDialect: settings.markdownDialect,
        verifier,
        redo: flags.all === true,
        // Every file verify writes, before the model is asked: the verdict files (named after their
        // reports, so never through a symbolic link) and the cache, against every file it reads.
        beforeReading: async (files, verdictFiles) => {
            const written = new Set(verdictFiles);
            await (0,output_guard/* guardOutputs */.S0)({
                cwd: io.cwd,
                outputs: [
                    ...[...written].map((file) => ({ name: 'verdict file', path: file, refuseLink: true })),
                    { name: '--cache-path', path: semantic.cachePath },
                ],
                reportFiles: files.filter((file) => !written.has(file)),
                patterns: await (0,patterns/* reportGlobs */.i9)(settings.patterns, io.cwd, settings.format, 'anywhere'),
            });
        },
    }));
    const out = [
        `citegate verify: ${(0,format/* plural */.LS)(plan.files.reduce((sum, file) => sum + file.reports.length, 0), 'report')}, ${(0,format/* plural */.LS)(plan.pairs, 'claim/evidence pair')}`,
    ];
    let failed = plan.invalid.length > 0;
    // A model may echo the key into an answer's limitations: the verdict file is committed.
    const redact = (0,cli_io/* cliRedactor */.V)(io.env);
    for (const file of plan.files) {
        const line = await writeVerdictFile(io.cwd, { ...file, text: redact(file.text) });
        if (line.failed || file.missing > 0)
            failed = true;
        // Paths and model answers come from reports and a server: shown with controls escaped.
        out.push(`  ${(0,controls/* showControls */.mz)(line.text)}`);
        for (const rejection of file.rejections)
            out.push(`    model answer rejected: ${(0,controls/* showControls */.mz)(rejection)}`);
    }
    if (plan.invalid.length > 0) {
        out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
        for (const report of plan.invalid) {
            const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
            out.push(`  ${(0,controls/* showControls */.mz)(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`);
        }
    }
    io.stdout.write(`${out.join('\n')}\n`);
    return failed ? 1 : 0;
}
async function writeVerdictFile(cwd, file) {
    const counts = `${(0,format/* plural */.LS)(file.verdicts.length, 'verdict')} (${file.fresh} new, ${file.kept} kept${file.dropped > 0 ? `, ${file.dropped} that no longer bound dropped` : ''})`;
    const why = [
        file.why.failed_requests > 0 ? `${file.why.failed_requests} in failed requests` : '',
        file.why.max_pairs > 0 ? `${file.why.max_pairs} over --max-pairs` : '',
        file.why.rejected > 0 ? `${file.why.rejected} whose answer did not bind` : '',
    ].filter(Boolean);
    const missing = file.missing > 0
        ? `; ${(0,format/* plural */.LS)(file.missing, 'pair')} still without a verdict${why.length > 0 ? ` (${why.join(', ')})` : ''}`
        : '';
    if (file.verdicts.length === 0 && !file.existed)
        return { text: `${file.path}: not written: nothing to verify${missing}`, failed: false };
    // Relative to the working directory, or absolute for a report outside it.
    const target = external_node_path_default().resolve(cwd, file.path);
    const current = await (0,promises_.readFile)(target, 'utf8').catch(() => null);
    if (current === file.text)
        return { text: `${file.path}: unchanged, ${counts}${missing}`, failed: false };
    try {
        await (0,atomic_write/* writeFileAtomic */.Zf)(target, file.text, (0,output_guard/* writeOptions */.GX)({}, cwd));
    }
    catch (error) {
        return { text: `${file.path}: could not be written: ${(0,atomic_write/* describeFileError */.SQ)(error)}`, failed: true };
    }
    return { text: `wrote ${file.path}: ${counts}${missing}`, failed: false };
}


/***/ }),

/***/ 2950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bl: () => (/* binding */ createBaseSemanticSetup),
  G1: () => (/* binding */ createSemanticSetup),
  oz: () => (/* reexport */ progress/* progressLine */.oz),
  cR: () => (/* reexport */ settings/* readSemanticSettings */.cR)
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

// EXTERNAL MODULE: ./src/semantic/progress.ts
var progress = __webpack_require__(2681);
;// CONCATENATED MODULE: ./src/semantic/index.ts



/**
 * Decides whether the model can be used and builds the verifier. Nothing here loads the
 * `openai` module: the verifier imports it only when a request is about to be sent.
 */
function createSemanticSetup(settings, hooks = {}, options = {}) {
    const { mode, model, apiKey } = settings;
    if (mode === 'off')
        return { mode, verifier: { missing: 'semantic_off' } };
    if (apiKey === null)
        return { mode, verifier: { missing: 'missing_api_key' } };
    if (model === null)
        return { mode, verifier: { missing: 'missing_model' } };
    return { mode, verifier: createVerifier({ ...settings, apiKey, model, ...options }, hooks) };
}
/**
 * The setup for checking the base versions of a comparison, after the head's run: the model is
 * never asked (the committed results and the cache only), and the cache is only read: the base
 * neither counts as a run of it nor rewrites it.
 */
function createBaseSemanticSetup(settings, hooks = {}) {
    return createSemanticSetup({ ...settings, maxPairs: 0 }, hooks, { readOnlyCache: true });
}


/***/ })

};
