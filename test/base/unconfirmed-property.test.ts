// Issue 26's property: for random base, head and model verdicts, thresholds, gate-on and
// waivers, the gate never passes where it would fail without the verdicts the pull request adds
// that count unconfirmed; and it is exactly the gate decided with them and without them, failing
// where either fails. The run under test is the core the shells call (the check with the trust
// rule, the base comparison, the waivers), over reports read from memory. Each view is decided
// on its own by the same core over a report with no committed verdict at all, whose pairs the
// model answers with that view's verdicts (./unconfirmed-world.ts writes the rule out pair by pair).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BaseVersions, compareWithBase, missingAtBase, type BaseReader } from '../../src/base/against-base.js';
import { verdictTrust } from '../../src/base/trusted-verdicts.js';
import { pairsToVerify, type PreparedReport } from '../../src/check/prepare.js';
import { checkLoaded, type SemanticVerifier } from '../../src/check/run.js';
import type { SemanticOutcome } from '../../src/check/semantic-outcome.js';
import { loadReports } from '../../src/formats/load.js';
import { isLimitSet, type GateDecision } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import type { ClaimEvidenceVerification } from '../../src/report/schema.js';
import type { ResultsFile } from '../../src/results/types.js';
import { providerSection } from '../../src/semantic/outcome.js';
import { applyWaivers } from '../../src/waivers/apply.js';
import {
  baseVerdict,
  headVerdict,
  modelAnswer,
  reportOf,
  verdictFile,
  views,
  worlds,
  type World,
} from './unconfirmed-world.js';

const SHA = 'b'.repeat(40);

/** What holds more against the pull request: more problems, a lower ratio, yes. */
function worse(name: string, a: number | boolean, b: number | boolean): number | boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === true || b === true;
  return name.startsWith('min-') ? Math.min(a, b) : Math.max(a, b);
}
const REPORT = 'r.report.json';
const VERDICTS = 'r.report.verdicts.json';

/** Files read from memory: the head's, or the base commit's through a BaseReader. */
function files(contents: Record<string, string>) {
  return async (file: string) => {
    const content = contents[file];
    if (content === undefined) throw missingAtBase(file, SHA);
    return new TextEncoder().encode(content);
  };
}

/** A model that answers each pair it is asked about with `answers` (by claim and evidence), or not at all. */
function model(answers: ReadonlyMap<string, ClaimEvidenceVerification>): SemanticVerifier {
  return {
    async verify(reports: readonly PreparedReport[], mode) {
      return reports.map((report): SemanticOutcome => {
        const asked = pairsToVerify(report, mode);
        const kept = asked.flatMap((pair) => {
          const result = answers.get(`${pair.claimId} ${pair.evidenceId}`);
          return result ? [{ pair, result, source: 'provider' as const }] : [];
        });
        const counts = {
          needed: asked.length,
          cached: 0,
          answered: kept.length,
          failedPairs: asked.length - kept.length,
          overBudget: 0,
          rejectedPairs: 0,
          requests: asked.length > 0 ? 1 : 0,
          retries: 0,
          splits: 0,
          responded: kept.length > 0,
          rejected: [],
        };
        return { mode, kept, responded: kept.length > 0, provider: providerSection(counts, 'fake', 'v1') };
      });
    },
  };
}

const answersOf = (world: World, verdicts: readonly (ClaimEvidenceVerification | null)[]) =>
  new Map(
    world.pairs.flatMap((pair, index) => {
      const verdict = verdicts[index];
      return verdict ? [[`c${pair.claim} e${pair.evidence}`, verdict] as const] : [];
    }),
  );

function baseReader(world: World): BaseReader {
  const contents: Record<string, string> = {};
  if (world.atBase) {
    contents[REPORT] = JSON.stringify(reportOf(world));
    const verdicts = world.pairs.flatMap((pair) => baseVerdict(world, pair) ?? []);
    if (verdicts.length > 0) contents[VERDICTS] = verdictFile(verdicts);
  }
  return { sha: SHA, source: 'git', readFile: files(contents) };
}

const input = { path: REPORT, isFolder: false, format: 'abundance' as const, pattern: REPORT };

/** The run as the shells make it: the check under the trust rule, the base comparison, the waivers. */
async function run(
  world: World,
  head: Record<string, string>,
  verifier: SemanticVerifier | { missing: 'missing_api_key' },
  mode: World['mode'],
  trusted: boolean,
): Promise<ResultsFile> {
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS, ...world.thresholds };
  const reader = baseReader(world);
  const versions = new BaseVersions(reader, 'auto');
  const loaded = await loadReports([input], () => files(head));
  const checked = await checkLoaded(loaded, {
    thresholds,
    mode,
    verifier,
    ...(trusted ? { trust: verdictTrust('base', { reader }, versions) } : {}),
  });
  const compared = await compareWithBase(
    checked,
    { reader },
    {
      cwd: '/nonexistent',
      thresholds,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: world.gateOn,
      versions,
    },
  );
  const waivers = world.waivers.map((waiver, line) => ({
    line: line + 1,
    report: REPORT,
    kind: waiver.kind,
    claim: `c${waiver.claim}`,
    reason: 'accepted',
  }));
  return applyWaivers(compared, { file: 'w.yml', head: { waivers, errors: [] }, today: '2030-01-01' });
}

/** The run under test: the head's verdicts, the base's, the model answering when there is a key. */
function actual(world: World): Promise<ResultsFile> {
  const head: Record<string, string> = { [REPORT]: JSON.stringify(reportOf(world)) };
  const verdicts = world.pairs.flatMap((pair) => headVerdict(world, pair) ?? []);
  if (verdicts.length > 0) head[VERDICTS] = verdictFile(verdicts);
  const answers = answersOf(
    world,
    world.pairs.map((pair) => modelAnswer(world, pair)),
  );
  return run(world, head, world.key ? model(answers) : { missing: 'missing_api_key' }, world.mode, true);
}

/** One view decided on its own: no committed verdict, the model answers every pair with the view's verdict. */
async function decidedOn(world: World, verdicts: readonly (ClaimEvidenceVerification | null)[]): Promise<GateDecision> {
  const head = { [REPORT]: JSON.stringify(reportOf(world)) };
  return (await run(world, head, model(answersOf(world, verdicts)), 'always', false)).gate;
}

describe('the gate never passes because of verdicts a pull request adds unconfirmed', () => {
  it('is the gate decided with them and without them, failing where either fails', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (world) => {
        const results = await actual(world);
        const both = views(world);
        const withThem = await decidedOn(world, both.with);
        const without = await decidedOn(world, both.without);
        // The headline: never a pass where the gate without them fails.
        if (!without.passed) expect(results.gate.passed).toBe(false);
        // Exactly: each check passes where it passes both ways, and (with a limit) shows the worse value.
        expect(results.gate.passed).toBe(withThem.passed && without.passed);
        expect(results.gate.checks.map(({ name, passed, value }) => ({ name, passed, value }))).toEqual(
          withThem.checks.map((check, index) => {
            const other = without.checks[index]!;
            return {
              name: check.name,
              passed: check.passed && other.passed,
              value: isLimitSet(check.limit) ? worse(check.name, check.value, other.value) : check.value,
            };
          }),
        );
      }),
      { numRuns: 300 },
    );
  }, 300_000);

  it('a pull request that adds a contradicts no one answers fails max-contradicted: 0, with or without a base version', async () => {
    await fc.assert(
      fc.asyncProperty(
        worlds.filter((world) => world.pairs.some((pair) => pair.head === 'contradicts')),
        async (world) => {
          const strict = {
            ...world,
            key: false,
            thresholds: { 'max-contradicted': 0 },
            waivers: [],
            gateOn: 'all' as const,
          };
          expect((await actual(strict)).gate.passed).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  }, 300_000);
});
