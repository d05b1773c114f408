// The check session, as a list: the stages in the order they run, each a small function of the
// settings, the state the stages before it left, and the shell. Adding a stage is one entry in
// STAGES. ./run.ts runs them; both shells (src/action/main.ts, src/cli/check-command.ts) give
// only what differs between them (./shell.ts).
import { BaseVersions, compareWithBase, withoutComparison } from '../base/against-base.js';
import { snapshotBase, unreadSnapshotBase } from '../base/snapshot-base.js';
import { verdictTrust } from '../base/trusted-verdicts.js';
import { runCheck } from '../check/run.js';
import { loadProvenanceChecker, provenanceProgressLine, unusedProvenanceLimits } from '../provenance/setup.js';
import { loadReferenceChecker, referenceProgressLine, unusedReferenceLimits } from '../references/setup.js';
import { createBaseSemanticSetup, createSemanticSetup, progressLine } from '../semantic/index.js';
import { redactDeep } from '../text/redact.js';
import { withWaivers } from '../waivers/load.js';
import { outputGuard } from './outputs.js';
import type { Shell } from './shell.js';
import { snapshotMissing } from './snapshot-missing.js';
import { made, type SessionState, type Stage } from './state.js';

export const STAGES: readonly Stage[] = [
  { name: 'semantic setup', run: setUpSemantic },
  { name: 'provenance', run: setUpProvenance },
  // Before the check that reads the snapshots it writes; it fetches with provenance's settings.
  { name: 'snapshot missing', run: snapshotMissing },
  { name: 'references', run: setUpReferences },
  { name: 'base and trust', run: findBase },
  { name: 'check', run: check },
  { name: 'base comparison', run: compareBase },
  { name: 'waivers', run: applyWaivers },
  { name: 'redaction', run: redact },
];

const FORK_NOTE =
  'The semantic verifier did not run: workflows on pull requests from forks get no secrets, so there is no API key. The deterministic checks ran.';

function setUpSemantic(state: SessionState, shell: Shell): void {
  const progress = shell.log.progress(progressLine);
  const setup = createSemanticSetup(state.settings.semantic, {
    cwd: shell.cwd,
    write: state.write,
    secrets: shell.secrets,
    warn: (message) => shell.log.warn(message, 'semantic'),
    ...(progress ? { progress } : {}),
  });
  state.semantic = setup;
  if (
    shell.context.pullRequest?.fromFork &&
    'missing' in setup.verifier &&
    setup.verifier.missing === 'missing_api_key'
  )
    state.notes.push(FORK_NOTE);
}

async function setUpProvenance(state: SessionState, shell: Shell): Promise<void> {
  const { core, provenance: settings } = state.settings;
  for (const message of unusedProvenanceLimits(core.thresholds, settings)) shell.log.warn(message, 'settings');
  const progress = shell.log.progress(provenanceProgressLine);
  state.provenance = await loadProvenanceChecker(settings, {
    cwd: shell.cwd,
    write: state.write,
    secrets: shell.secrets,
    warn: (message) => shell.log.warn(message, 'provenance'),
    ...(progress ? { progress } : {}),
  });
}

async function setUpReferences(state: SessionState, shell: Shell): Promise<void> {
  const { core, references: settings } = state.settings;
  for (const message of unusedReferenceLimits(core.thresholds, settings)) shell.log.warn(message, 'settings');
  const progress = shell.log.progress(referenceProgressLine);
  state.references = await loadReferenceChecker(settings, {
    cwd: shell.cwd,
    write: state.write,
    warn: (message) => shell.log.warn(message, 'references'),
    ...(progress ? { progress } : {}),
  });
}

/**
 * Where the base is read from (a pull request's base commit, `--base`). Only committed verdicts
 * identical at the base count (docs/security.md); the base versions read for that serve the
 * comparison too.
 */
async function findBase(state: SessionState, shell: Shell): Promise<void> {
  const { trust, format, markdownDialect } = state.settings.core;
  const source = await shell.base();
  const versions = source && 'reader' in source ? new BaseVersions(source.reader, format, markdownDialect) : null;
  state.base = { source, versions, trust: verdictTrust(trust, source, versions) };
}

async function check(state: SessionState, shell: Shell): Promise<void> {
  const { core } = state.settings;
  const semantic = made(state.semantic, 'semantic setup');
  const { provenance, references } = state;
  const { versions, source } = made(state.base, 'base and trust');
  const title = provenance
    ? 'citegate: checking the reports and fetching their sources'
    : references
      ? 'citegate: checking the reports and looking up their references'
      : 'citegate: checking the reports';
  state.results = await shell.log.group(title, () =>
    runCheck({
      cwd: shell.cwd,
      patterns: state.patterns,
      patternScope: shell.patternScope,
      thresholds: core.thresholds,
      mode: semantic.mode,
      verifier: semantic.verifier,
      format: core.format,
      markdownDialect: core.markdownDialect,
      citationRecall: core.citationRecall,
      trust: made(state.base, 'base and trust').trust,
      // Compared with a base, the snapshot passages the pull request wrote never fix a number (issue 27 item 15);
      // in a pull request whose base cannot be read, every passage counts as written (fail closed).
      ...(versions
        ? { snapshotBase: snapshotBase(versions) }
        : source !== null
          ? { snapshotBase: unreadSnapshotBase }
          : {}),
      beforeReading: outputGuard(state.settings, shell),
      ...(provenance ? { provenance } : {}),
      ...(references ? { references } : {}),
    }),
  );
}

/**
 * Checks the base version of every checked report (the model is asked nothing: committed
 * results and the cache only) and marks each problem new, unchanged or fixed.
 */
async function compareBase(state: SessionState, shell: Shell): Promise<void> {
  const { core, semantic } = state.settings;
  const head = made(state.results, 'check');
  const { source, versions } = made(state.base, 'base and trust');
  // No base to read (a push, or a base that cannot be read): no group, no work, only the note.
  if (source === null || !('reader' in source)) {
    state.results = withoutComparison(head, source, core.gateOn, core.thresholds);
    return;
  }
  // After the head, so the base reuses the answers the head just cached (read only: the base
  // does not count as a run of the cache, nor rewrite it).
  const baseSetup = createBaseSemanticSetup(semantic, { cwd: shell.cwd, secrets: shell.secrets });
  state.results = await shell.log.group('citegate: checking the base versions', () =>
    compareWithBase(head, source, {
      cwd: shell.cwd,
      thresholds: core.thresholds,
      mode: baseSetup.mode,
      verifier: baseSetup.verifier,
      gateOn: core.gateOn,
      format: core.format,
      markdownDialect: core.markdownDialect,
      // The reports setting itself, not only-changed's selection: a report removed is one of these.
      patterns: core.patterns,
      patternScope: shell.patternScope,
      // Looked for at the base too, so the head's uncited sentences are told new or unchanged.
      citationRecall: core.citationRecall,
      ...(versions ? { versions } : {}),
    }),
  );
}

async function applyWaivers(state: SessionState, shell: Shell): Promise<void> {
  const { source } = made(state.base, 'base and trust');
  state.results = await withWaivers(made(state.results, 'check'), {
    cwd: shell.cwd,
    ...state.settings.core.waivers,
    reader: source && 'reader' in source ? source.reader : null,
  });
}

/**
 * Every renderer and every file reads the results after this: a secret a server echoed into a
 * detail is gone before markdown escaping could disguise it.
 */
function redact(state: SessionState, shell: Shell): void {
  state.results = redactDeep(made(state.results, 'check'), shell.redact);
}
