// The figures beyond one pass rate, on hand-counted tallies; the bootstrap interval against an
// independent computation (a plain one here, and Python's statistics module on the same resamples).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { intervalOf, quantile, stratifiedResamples } from '../../src/eval/bootstrap.js';
import { ANSWERS, metricsOf, trialAgreement, type Answer, type CaseTally } from '../../src/eval/metrics.js';
import type { Verdict } from '../../src/report/schema.js';

function tally(gold: Verdict, answers: Partial<Record<Answer, number>>, passed = 0): CaseTally {
  const full = Object.fromEntries(ANSWERS.map((answer) => [answer, answers[answer] ?? 0])) as Record<Answer, number>;
  return { gold, answers: full, passed, trials: Object.values(full).reduce((sum, count) => sum + count, 0) };
}

describe('metrics', () => {
  // 4 gold supports (one called contradicts), 2 gold contradicts (one called supports), 2 gold insufficient (one unanswered).
  const tallies = [
    tally('supports', { supports: 1 }, 1),
    tally('supports', { supports: 1 }, 1),
    tally('supports', { supports: 1 }, 0),
    tally('supports', { contradicts: 1 }),
    tally('contradicts', { contradicts: 1 }, 1),
    tally('contradicts', { supports: 1 }),
    tally('insufficient', { insufficient: 1 }, 1),
    tally('insufficient', { none: 1 }),
  ];

  it('counts the confusion matrix, precision, recall, F1 and macro-F1 over the gold labels present', () => {
    const metrics = metricsOf(tallies);
    expect(metrics.confusion.supports).toEqual({
      supports: 3,
      contradicts: 1,
      insufficient: 0,
      unverifiable: 0,
      none: 0,
    });
    expect(metrics.confusion.insufficient.none).toBe(1);
    expect(metrics.per_verdict.supports).toEqual({
      gold: 4,
      predicted: 4,
      correct: 3,
      precision: 0.75,
      recall: 0.75,
      f1: 0.75,
    });
    expect(metrics.per_verdict.contradicts).toEqual({
      gold: 2,
      predicted: 2,
      correct: 1,
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
    // No answer counts against recall, for no verdict's precision.
    expect(metrics.per_verdict.insufficient).toEqual({
      gold: 2,
      predicted: 1,
      correct: 1,
      precision: 1,
      recall: 0.5,
      f1: 2 / 3,
    });
    expect(metrics.per_verdict.unverifiable).toEqual({
      gold: 0,
      predicted: 0,
      correct: 0,
      precision: null,
      recall: null,
      f1: null,
    });
    expect(metrics.macro_f1_verdicts).toEqual(['supports', 'contradicts', 'insufficient']);
    expect(metrics.macro_f1).toBeCloseTo((0.75 + 0.5 + 2 / 3) / 3, 12);
    expect(metrics).toMatchObject({
      pairs: 8,
      passed: 4,
      pass_rate: 0.5,
      false_contradictions: 1,
      gold_supports: 4,
      false_contradiction_rate: 0.25,
      missed_contradictions: 1,
      gold_contradicts: 2,
      missed_contradiction_rate: 0.5,
    });
  });

  it('a verdict the model gives but no gold label has scores F1 0 and stays out of macro-F1', () => {
    const metrics = metricsOf([tally('supports', { unverifiable: 1 }), tally('supports', { supports: 1 })]);
    expect(metrics.per_verdict.unverifiable).toMatchObject({ precision: 0, recall: null, f1: 0 });
    expect(metrics.macro_f1_verdicts).toEqual(['supports']);
    expect(metrics.macro_f1).toBeCloseTo(2 / 3, 12);
    expect(metrics.false_contradiction_rate).toBe(0);
    expect(metrics.missed_contradiction_rate).toBeNull();
  });

  it('trial agreement: the share of cases with one answer in every trial, none with one trial', () => {
    expect(
      trialAgreement([
        tally('supports', { supports: 3 }),
        tally('supports', { supports: 2, none: 1 }),
        tally('contradicts', { contradicts: 3 }),
      ]),
    ).toBeCloseTo(2 / 3, 12);
    expect(trialAgreement([tally('supports', { supports: 1 })])).toBeNull();
  });
});

describe('bootstrap intervals', () => {
  // 40 cases over 3 trials: supports mostly right, some false contradictions; contradicts mixed.
  const golds: Verdict[] = [
    ...Array(18).fill('supports'),
    ...Array(12).fill('contradicts'),
    ...Array(10).fill('insufficient'),
  ];
  const tallies = golds.map((gold, at) => {
    if (gold === 'supports')
      return at % 6 === 5 ? tally(gold, { contradicts: 2, supports: 1 }, 1) : tally(gold, { supports: 3 }, 3);
    if (gold === 'contradicts')
      return at % 4 === 0 ? tally(gold, { supports: 3 }) : tally(gold, { contradicts: 2, insufficient: 1 }, 2);
    return at % 5 === 0 ? tally(gold, { none: 3 }) : tally(gold, { insufficient: 3 }, 3);
  });
  const resamples = stratifiedResamples(golds, 2000, 11);

  it('draws each resample within the gold labels: the label mix never changes', () => {
    expect(resamples).toHaveLength(2000);
    for (const indices of resamples.slice(0, 50)) {
      expect(indices).toHaveLength(40);
      expect(indices.map((at) => golds[at])).toEqual(golds);
    }
    expect(stratifiedResamples(golds, 5, 11)).toEqual(resamples.slice(0, 5));
    expect(stratifiedResamples(golds, 5, 12)).not.toEqual(resamples.slice(0, 5));
  });

  // A plain, separate computation: pass rate and macro-F1 from the raw tallies, type-7 quantiles.
  function plainPassRate(indices: readonly number[]): number {
    let passed = 0;
    let pairs = 0;
    for (const at of indices) {
      passed += tallies[at]!.passed;
      pairs += tallies[at]!.trials;
    }
    return passed / pairs;
  }
  function plainMacroF1(indices: readonly number[]): number {
    const labels: Verdict[] = ['supports', 'contradicts', 'insufficient'];
    const f1s = labels.map((label) => {
      let correct = 0;
      let gold = 0;
      let predicted = 0;
      for (const at of indices) {
        const entry = tallies[at]!;
        if (entry.gold === label) {
          gold += entry.trials;
          correct += entry.answers[label];
        }
        predicted += entry.answers[label];
      }
      return (2 * correct) / (gold + predicted);
    });
    return f1s.reduce((a, b) => a + b, 0) / f1s.length;
  }
  function plainInterval(values: number[]): [number, number] {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => {
      const h = (sorted.length - 1) * p;
      const lo = Math.floor(h);
      return sorted[lo]! + (h - lo) * (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!);
    };
    return [at(0.025), at(0.975)];
  }

  it('matches a plain computation of the same statistic on the same resamples', () => {
    const macro = metricsOf(tallies).macro_f1_verdicts;
    const pass = intervalOf(resamples.map((indices) => metricsOf(tallies, indices, macro).pass_rate))!;
    const f1 = intervalOf(resamples.map((indices) => metricsOf(tallies, indices, macro).macro_f1))!;
    const [passLow, passHigh] = plainInterval(resamples.map(plainPassRate));
    const [f1Low, f1High] = plainInterval(resamples.map(plainMacroF1));
    expect(pass.low).toBeCloseTo(passLow, 12);
    expect(pass.high).toBeCloseTo(passHigh, 12);
    expect(f1.low).toBeCloseTo(f1Low, 12);
    expect(f1.high).toBeCloseTo(f1High, 12);
    // An interval, not a point: the data vary.
    expect(pass.high - pass.low).toBeGreaterThan(0.05);
    expect(pass.low).toBeLessThan(metricsOf(tallies).pass_rate);
    expect(pass.high).toBeGreaterThan(metricsOf(tallies).pass_rate);
  });

  it('matches Python\'s statistics.quantiles(method="inclusive") on the same resamples', () => {
    const macro = metricsOf(tallies).macro_f1_verdicts;
    const fcr = intervalOf(resamples.map((indices) => metricsOf(tallies, indices, macro).false_contradiction_rate))!;
    const pass = intervalOf(resamples.map((indices) => metricsOf(tallies, indices, macro).pass_rate))!;
    const script = `
import json, statistics, sys
data = json.load(sys.stdin)
t = data["tallies"]
def rates(idx):
    passed = sum(t[i]["passed"] for i in idx); pairs = sum(t[i]["trials"] for i in idx)
    sup = [t[i] for i in idx if t[i]["gold"] == "supports"]
    fc = sum(x["answers"]["contradicts"] for x in sup) / sum(x["trials"] for x in sup)
    return passed / pairs, fc
values = [rates(idx) for idx in data["resamples"]]
def ci(xs):
    q = statistics.quantiles(xs, n=40, method="inclusive")
    return [q[0], q[-1]]
print(json.dumps({"pass": ci([v[0] for v in values]), "fcr": ci([v[1] for v in values])}))
`;
    const run = spawnSync('python3', ['-c', script], {
      input: JSON.stringify({ tallies, resamples }),
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    expect(run.stderr).toBe('');
    const python = JSON.parse(run.stdout) as { pass: [number, number]; fcr: [number, number] };
    expect(pass.low).toBeCloseTo(python.pass[0], 12);
    expect(pass.high).toBeCloseTo(python.pass[1], 12);
    expect(fcr.low).toBeCloseTo(python.fcr[0], 12);
    expect(fcr.high).toBeCloseTo(python.fcr[1], 12);
  });

  it('interpolates quantiles linearly between order statistics', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([0, 10], 0.025)).toBeCloseTo(0.25, 12);
    expect(quantile([5], 0.975)).toBe(5);
  });
});
