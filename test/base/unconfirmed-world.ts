// Random pull requests for the property tests of issue 26 (what a pull request commits may make
// the gate stricter, never looser): one report at the base and at the head, a verdict per pair at
// each, the model's answer per pair, thresholds, gate-on and waivers. Also the rule, written out
// pair by pair from docs/security.md, so the tests can decide each view of the gate on its own.
import fc from 'fast-check';
import type { Thresholds } from '../../src/gate/thresholds.js';
import type { Verdict } from '../../src/report/schema.js';
import type { ProblemKind } from '../../src/results/types.js';
import { report, verification } from '../helpers/reports.js';

export const VERDICTS: readonly Verdict[] = ['supports', 'contradicts', 'insufficient', 'unverifiable'];

export interface PairSpec {
  claim: number;
  evidence: number;
  /** The base's committed verdict (none when the base has no report). */
  base: Verdict | null;
  /** The head's: the base's own (`same`), none, or one the pull request writes. */
  head: 'same' | Verdict | null;
  /** The model's answer when asked (and a key is set). */
  answer: Verdict | null;
  quoted: { base: boolean; head: boolean; answer: boolean };
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

const verdictOrNone = fc.option(fc.constantFrom(...VERDICTS), { nil: null });
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
        quoted: fc.record({ base: fc.boolean(), head: fc.boolean(), answer: fc.boolean() }),
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
  pair.answer === null ? null : written(world, pair, pair.answer, pair.quoted.answer, 0.8);

export const verdictFile = (verdicts: readonly object[]) =>
  JSON.stringify({ generator: 'pipeline', verifications: verdicts }, null, 2);

const SEVERITY: Record<Verdict, number> = { contradicts: 2, insufficient: 1, supports: 0, unverifiable: 0 };

/**
 * Each pair's verdict in the two views the gate is decided on, written out from the rule
 * (docs/security.md), not from the code under test. `without`: the trust rule alone (a verdict
 * the pull request adds or changes counts only when the model answers for it). `with`: besides,
 * a set-aside `contradicts` or `insufficient` counts when the verdict it would otherwise have is milder.
 */
export function views(world: World): { with: (Written | null)[]; without: (Written | null)[] } {
  const out = { with: [] as (Written | null)[], without: [] as (Written | null)[] };
  for (const pair of world.pairs) {
    const head = headVerdict(world, pair);
    const base = baseVerdict(world, pair);
    const trusted = head !== null && base !== null && pair.head === 'same' ? head : null;
    const setAside = head !== null && trusted === null ? head : null;
    const asked = world.key && (world.mode === 'always' || trusted === null);
    const answer = asked ? modelAnswer(world, pair) : null;
    const without = world.mode === 'always' ? (answer ?? trusted) : (trusted ?? answer);
    const stricter =
      setAside !== null && SEVERITY[setAside.verdict] > (without === null ? 0 : SEVERITY[without.verdict]);
    out.without.push(without);
    out.with.push(stricter ? setAside : without);
  }
  return out;
}
