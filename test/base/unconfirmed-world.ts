// Random pull requests for the property tests of issue 26 (what a pull request commits may make
// the gate stricter, never looser): one report at the base and at the head, a verdict per pair at
// each, the model's answer per pair, thresholds, gate-on and waivers. Also the rule, written out
// pair by pair from docs/security.md, so the tests can decide each view of the gate on its own.
import fc from 'fast-check';
import { BaseVersions, compareWithBase, missingAtBase, type BaseReader } from '../../src/base/against-base.js';
import { verdictTrust } from '../../src/base/trusted-verdicts.js';
import { pairsToVerify, type PreparedReport } from '../../src/check/prepare.js';
import { checkLoaded, type SemanticVerifier } from '../../src/check/run.js';
import type { SemanticOutcome } from '../../src/check/semantic-outcome.js';
import { loadReports } from '../../src/formats/load.js';
import type { GateDecision } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import type { ClaimEvidenceVerification, Verdict } from '../../src/report/schema.js';
import type { ProblemKind, ResultsFile } from '../../src/results/types.js';
import { providerSection } from '../../src/semantic/outcome.js';
import { applyWaivers } from '../../src/waivers/apply.js';
import { report, verification } from '../helpers/reports.js';

export const VERDICT_NAMES: readonly Verdict[] = ['supports', 'contradicts', 'insufficient', 'unverifiable'];

export interface PairSpec {
  claim: number;
  evidence: number;
  /** The base's committed verdict (none when the base has no report). */
  base: Verdict | null;
  /** The head's: the base's own (`same`), none, or one the pull request writes. */
  head: 'same' | Verdict | null;
  /** The model's answer when asked (and a key is set). */
  answer: Verdict | null;
  /** Whether each committed verdict has a quote (the model's answers always do: its answer schema requires one). */
  quoted: { base: boolean; head: boolean };
}

export interface World {
  confidences: ('low' | 'medium' | 'high')[];
  pairs: PairSpec[];
  /** The report exists at the base commit. */
  atBase: boolean;
  key: boolean;
  mode: 'auto' | 'always';
  gateOn: 'all' | 'new';
  thresholds: Partial<Thresholds>;
  waivers: { claim: number; kind: ProblemKind }[];
}

const verdictOrNone = fc.option(fc.constantFrom(...VERDICT_NAMES), { nil: null });
const countLimit = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
const ratioLimit = fc.option(fc.constantFrom(0, 0.25, 0.5, 0.75, 1), { nil: null });

export const worlds: fc.Arbitrary<World> = fc
  .record({
    confidences: fc.array(fc.constantFrom('low' as const, 'medium' as const, 'high' as const), {
      minLength: 1,
      maxLength: 4,
    }),
    evidence: fc.integer({ min: 1, max: 3 }),
    atBase: fc.boolean(),
    key: fc.boolean(),
    mode: fc.constantFrom('auto' as const, 'always' as const),
    gateOn: fc.constantFrom('all' as const, 'new' as const),
    thresholds: fc.record({
      'max-contradicted': countLimit,
      'max-insufficient': countLimit,
      'max-unverifiable': countLimit,
      'max-high-confidence-unsupported': countLimit,
      'min-coverage': ratioLimit,
      'min-exact-quote-ratio': ratioLimit,
      'fail-on-unavailable': fc.boolean(),
    }),
    seeds: fc.array(
      fc.record({
        evidence: fc.integer({ min: 0, max: 2 }),
        base: verdictOrNone,
        head: fc.oneof(fc.constant('same' as const), verdictOrNone),
        answer: verdictOrNone,
        quoted: fc.record({ base: fc.boolean(), head: fc.boolean() }),
      }),
      { minLength: 8, maxLength: 8 },
    ),
    cites: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
    waivers: fc.array(
      fc.record({
        claim: fc.integer({ min: 0, max: 3 }),
        kind: fc.constantFrom<ProblemKind>(
          'contradicted',
          'insufficient',
          'unverifiable',
          'high_confidence_unsupported',
        ),
      }),
      { maxLength: 2 },
    ),
  })
  .map(({ confidences, evidence, seeds, cites, waivers, ...rest }): World => {
    // Each claim cites one to three of the evidence records, each once.
    const pairs: PairSpec[] = [];
    let seed = 0;
    confidences.forEach((_, claim) => {
      const cited = new Set<number>();
      for (let i = 0; i < (cites[claim] ?? 1); i++) cited.add(((seeds[seed % 8]?.evidence ?? 0) + i) % evidence);
      for (const index of cited) {
        const { base, head, answer, quoted } = seeds[seed++ % 8]!;
        pairs.push({ claim, evidence: index, base: rest.atBase ? base : null, head, answer, quoted });
      }
    });
    return {
      confidences,
      pairs,
      waivers: waivers.filter((waiver) => waiver.claim < confidences.length),
      ...rest,
    };
  });

export const claimOf = (world: World, index: number) => ({
  id: `c${index}`,
  statement: `Claim ${'abcd'[index]} says the pilot went one way.`,
  evidence_ids: [...new Set(world.pairs.filter((pair) => pair.claim === index).map((pair) => `e${pair.evidence}`))],
  confidence: world.confidences[index]!,
});
export const evidenceOf = (index: number) => ({
  id: `e${index}`,
  excerpt: `Evidence ${'xyz'[index]} says the pilot went another way.`,
});

export function reportOf(world: World) {
  const used = [...new Set(world.pairs.map((pair) => pair.evidence))].sort();
  return report(
    world.confidences.map((_, index) => claimOf(world, index)),
    used.map(evidenceOf),
  );
}

type Written = ReturnType<typeof verification>;
/** A verdict object as each side writes it: the base's and the model's at confidence 0.9, the pull request's at 0.5 (so it is never the base's). */
export function written(world: World, pair: PairSpec, verdict: Verdict, quoted: boolean, confidence: number): Written {
  const evidence = evidenceOf(pair.evidence);
  return verification(claimOf(world, pair.claim), evidence, verdict, quoted ? evidence.excerpt : null, {
    confidence,
  });
}

export const baseVerdict = (world: World, pair: PairSpec) =>
  pair.base === null ? null : written(world, pair, pair.base, pair.quoted.base, 0.9);
export function headVerdict(world: World, pair: PairSpec): Written | null {
  if (pair.head === 'same') return pair.base === null ? null : baseVerdict(world, pair);
  return pair.head === null ? null : written(world, pair, pair.head, pair.quoted.head, 0.5);
}
export const modelAnswer = (world: World, pair: PairSpec) =>
  pair.answer === null ? null : written(world, pair, pair.answer, true, 0.8);

export const verdictFile = (verdicts: readonly object[]) =>
  JSON.stringify({ generator: 'pipeline', verifications: verdicts }, null, 2);

const SEVERITY: Record<Verdict, number> = { contradicts: 2, insufficient: 1, supports: 0, unverifiable: 0 };

/**
 * Each pair's verdict in the two views the gate is decided on, written out from the rule
 * (docs/security.md), not from the code under test. `without`: the trust rule alone (a verdict
 * the pull request adds or changes counts only when the model answers for it; a `contradicts` or
 * `insufficient` of the base it removed or changed still counts). `with`: besides, a set-aside
 * `contradicts` or `insufficient` counts when the verdict its pair would otherwise have is milder.
 */
export function views(world: World): { with: (Written | null)[]; without: (Written | null)[]; asked: boolean[] } {
  const out = { with: [] as (Written | null)[], without: [] as (Written | null)[], asked: [] as boolean[] };
  for (const pair of world.pairs) {
    const head = headVerdict(world, pair);
    const base = baseVerdict(world, pair);
    const same = head !== null && base !== null && pair.head === 'same' ? head : null;
    // A finding of the base the pull request removed or changed still counts (the text is unchanged).
    const trusted = same ?? (base !== null && SEVERITY[base.verdict] > 0 ? base : null);
    const setAside = head !== null && same === null ? head : null;
    const asked = world.key && (world.mode === 'always' || trusted === null);
    const answer = asked ? modelAnswer(world, pair) : null;
    const without = world.mode === 'always' ? (answer ?? trusted) : (trusted ?? answer);
    const stricter =
      setAside !== null && SEVERITY[setAside.verdict] > (without === null ? 0 : SEVERITY[without.verdict]);
    out.asked.push(asked);
    out.without.push(without);
    out.with.push(stricter ? setAside : without);
  }
  return out;
}

const SHA = 'b'.repeat(40);

/** What holds more against the pull request: more problems, a lower ratio, yes. */
export function worse(name: string, a: number | boolean, b: number | boolean): number | boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === true || b === true;
  return name.startsWith('min-') ? Math.min(a, b) : Math.max(a, b);
}
export const REPORT = 'r.report.json';
export const VERDICTS = 'r.report.verdicts.json';

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

export const answersOf = (world: World, verdicts: readonly (ClaimEvidenceVerification | null)[]) =>
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
  baseVerifier: SemanticVerifier | { missing: 'missing_api_key' } = { missing: 'missing_api_key' },
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
      // The base is checked in the pull request's mode, asking the model nothing.
      mode: world.mode,
      verifier: baseVerifier,
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

/** The head's files: the report, and the verdicts the head commits (all of them, or only those identical at the base). */
export function headFiles(world: World, onlySame = false): Record<string, string> {
  const head: Record<string, string> = { [REPORT]: JSON.stringify(reportOf(world)) };
  const verdicts = world.pairs.flatMap((pair) =>
    onlySame && pair.head !== 'same' ? [] : (headVerdict(world, pair) ?? []),
  );
  if (verdicts.length > 0) head[VERDICTS] = verdictFile(verdicts);
  return head;
}

/**
 * The run under test: the head's verdicts, the base's, the model answering when there is a key.
 * `cachedAtBase`: the base is checked with the answers the head's run cached, as the shells check
 * it (src/semantic/index.ts, createBaseSemanticSetup).
 */
export function actual(world: World, cachedAtBase = false): Promise<ResultsFile> {
  const answers = answersOf(
    world,
    world.pairs.map((pair) => modelAnswer(world, pair)),
  );
  const verifier = world.key ? model(answers) : ({ missing: 'missing_api_key' } as const);
  return run(world, headFiles(world), verifier, world.mode, true, cachedAtBase ? baseCache(world) : undefined);
}

/** What the base's check reads from the answer cache the head's run wrote: the answers to the pairs the head asked. */
function baseCache(world: World): SemanticVerifier | undefined {
  if (!world.key) return undefined;
  const asked = views(world).asked;
  return model(
    answersOf(
      world,
      world.pairs.map((pair, index) => (asked[index] ? modelAnswer(world, pair) : null)),
    ),
  );
}

/**
 * One view decided on its own: no committed verdict, the model answers every pair with the
 * view's verdict. `cachedAtBase` as for `actual`.
 */
export async function decidedOn(
  world: World,
  verdicts: readonly (ClaimEvidenceVerification | null)[],
  cachedAtBase = false,
): Promise<GateDecision> {
  const head = { [REPORT]: JSON.stringify(reportOf(world)) };
  const base = cachedAtBase ? baseCache(world) : undefined;
  return (await run(world, head, model(answersOf(world, verdicts)), 'always', false, base)).gate;
}
