// Issue 26: what a pull request commits may make the gate stricter, never looser. A `contradicts`
// or `insufficient` the pull request adds counts when nothing as strict replaces it (marked
// unconfirmed everywhere); a `supports` it adds still counts as no verdict; a finding the base
// holds for unchanged text still counts when the pull request removes or changes it. Through the
// bundled action on a pull_request event (the base read through the fake contents API) and the
// bundled command line with --base (the base read with git), with and without the fake model.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { answerPairs, fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { BASE_SHA, ensureBuilt, runAction } from '../helpers/run-action.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { KEY } from '../semantic/support.js';
import {
  baseVerdict,
  decidedOn,
  headFiles,
  modelAnswer,
  REPORT,
  reportOf,
  VERDICTS,
  verdictFile as worldVerdictFile,
  views,
  worlds,
  type World,
} from './unconfirmed-world.js';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

// A report as a research pipeline commits it: the report and its verify_claims stage's results.
const claims = [
  {
    id: 'c1',
    statement: 'The pilot cut average travel time on the corridor.',
    evidence_ids: ['e1'],
    confidence: 'high' as const,
  },
  { id: 'c2', statement: 'Ridership on the corridor grew during the pilot.', evidence_ids: ['e2'] },
];
const evidence = [
  { id: 'e1', excerpt: 'Average travel time on the corridor rose during the pilot, the audit found.' },
  { id: 'e2', excerpt: 'Ridership on the corridor grew during the pilot.' },
];
const contradicts = verification(claims[0]!, evidence[0]!, 'contradicts', 'Average travel time on the corridor rose');
const supports = verification(claims[1]!, evidence[1]!, 'supports', 'Ridership on the corridor grew during the pilot.');
/** The pipeline's report with its own results (an envelope). */
const envelope = (results: object[]) => ({ report: report(claims, evidence), verifications: results });
const verdictFile = (verdicts: object[]) => JSON.stringify({ generator: 'pipeline', verifications: verdicts }, null, 2);

const MARK = 'from this pull request, not confirmed by the base or the model';
const readResults = (dir: string, name = 'citegate-results.json') =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ResultsFile;
const answering = (server: FakeOpenAI, verdict: string) =>
  server.script((call) => ({ verifications: answerPairs(call.pairs, () => ({ verdict })) }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });
/** A repository whose first commit (the base) holds `base`; `head` is then written and committed. */
function pullRequest(base: Record<string, unknown>, head: Record<string, string | null>): string {
  const repo = tempFolder(base);
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base', '--allow-empty');
  for (const [name, content] of Object.entries(head)) {
    if (content === null) rmSync(path.join(repo, name));
    else {
      mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
      writeFileSync(path.join(repo, name), content);
    }
  }
  git(repo, 'add', '-A', '-f');
  git(repo, 'commit', '-qm', 'head', '--allow-empty');
  return repo;
}
const semantic = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];
const previews = ['--json', 'out.json', '--comment-md', 'c.md', '--summary-md', 's.md'];

describe('the action on a pull request, without a key', () => {
  it('fails on a new report whose committed verifications contradict a claim, and marks the claim unconfirmed', async () => {
    const dir = tempFolder({ 'docs/r.report.json': envelope([contradicts, supports]) });
    const run = await runAction(github, dir, { 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    expect(results.totals.contradicted).toBe(1);
    // The supports the pull request wrote still counts as no verdict.
    expect(results.totals.supported).toBe(0);
    expect(results.verdict_trust).toMatchObject({ set_aside: 2, unconfirmed: 1 });
    expect(results.reports[0]!.set_aside!.map(({ verdict, counted }) => ({ verdict, counted }))).toEqual([
      { verdict: 'contradicts', counted: true },
      { verdict: 'supports', counted: false },
    ]);
    expect(results.reports[0]!.pairs[0]).toMatchObject({
      verdict: 'contradicts',
      source: 'committed',
      unconfirmed: true,
    });
    expect(results.reports[0]!.claims[0]).toMatchObject({ verdict: 'contradicts', unconfirmed: true });
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain('### ❌ citegate failed: max-contradicted over its limit');
    expect(body).toContain(`claim c1: The pilot cut average travel time on the corridor.\n  - contradicted by`);
    expect(body).toContain(`“Average travel time on the corridor rose” (${MARK})`);
    expect(body).toContain(
      '1 verdict this pull request adds counts unconfirmed&#58; it can only make the gate stricter.',
    );
    expect(body).toContain(`- docs/r.report.json claim c1 → evidence e1: **contradicts**, ${MARK}`);
    expect(run.summary).toContain(`(${MARK})`);
    expect(run.stdout).toContain(`c1  The pilot cut average travel time on the corridor.  (${MARK})`);
    expect(run.stdout).toContain(
      '1 verdict this pull request adds counts unconfirmed: it can only make the gate stricter.',
    );
  }, 120_000);

  it('a supports written over the base’s contradicts is not counted as supported: the base’s finding still counts', async () => {
    const base = new Map([
      ['docs/r.report.json', JSON.stringify(report(claims, evidence), null, 2)],
      ['docs/r.report.verdicts.json', verdictFile([contradicts])],
    ]);
    github.contents.set(BASE_SHA, base);
    const over = verification(claims[0]!, evidence[0]!, 'supports', null, { confidence: 0.99 });
    const dir = tempFolder({
      'docs/r.report.json': report(claims, evidence),
      'docs/r.report.verdicts.json': verdictFile([over]),
    });
    const run = await runAction(github, dir, { 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    expect(results.reports[0]!.claims[0]!.verdict).toBe('contradicts');
    expect(results.reports[0]!.set_aside).toEqual([
      expect.objectContaining({ verdict: 'supports', answer: null, counted: false }),
    ]);
    expect(results.reports[0]!.kept_from_base).toEqual([{ claim_id: 'c1', evidence_id: 'e1', verdict: 'contradicts' }]);
    expect(results.verdict_trust).toMatchObject({ set_aside: 1, unconfirmed: 0, kept_from_base: 1 });
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain(
      '1 finding committed at the base for claims and evidence this pull request leaves unchanged still counts, though it removes or changes it.',
    );
    expect(body).toContain(
      '- docs/r.report.json claim c1 → evidence e1: **contradicts** still counts, committed at the base for this same claim and evidence; this pull request removes or changes it',
    );
  }, 120_000);

  it('a verdict file the pull request deletes does not take the base’s finding with it', async () => {
    github.contents.set(
      BASE_SHA,
      new Map([
        ['docs/r.report.json', JSON.stringify(report(claims, evidence), null, 2)],
        ['docs/r.report.verdicts.json', verdictFile([contradicts, supports])],
      ]),
    );
    const dir = tempFolder({ 'docs/r.report.json': report(claims, evidence) });
    const run = await runAction(github, dir, { 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    // The base's supports is gone with the file (the pull request may make its own gate stricter).
    expect(results.reports[0]!.claims.map((claim) => claim.verdict)).toEqual(['contradicts', 'unverifiable']);
    expect(results.verdict_trust).toMatchObject({ set_aside: 0, kept_from_base: 1 });
  }, 120_000);

  it('gate-on: new counts a contradicted claim the pull request adds, unconfirmed, as a new problem', async () => {
    github.contents.set(BASE_SHA, new Map([['docs/r.report.json', JSON.stringify(report(claims, evidence), null, 2)]]));
    const dir = tempFolder({
      'docs/r.report.json': report(claims, evidence),
      'docs/r.report.verdicts.json': verdictFile([contradicts]),
    });
    const run = await runAction(github, dir, { 'max-contradicted': '0', 'gate-on': 'new' });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    expect(results.gate.checks.find((check) => check.name === 'max-contradicted')).toMatchObject({
      counted: 'new',
      value: 1,
      passed: false,
      unconfirmed: { with: 1, without: 0 },
    });
    expect(results.base?.problems).toContainEqual(expect.objectContaining({ kind: 'contradicted', status: 'new' }));
  }, 120_000);

  it('a forged contradicts cannot move a claim out of max-unverifiable’s count', async () => {
    const forged = verification(claims[1]!, evidence[1]!, 'contradicts', null);
    const dir = tempFolder({ 'docs/r.report.json': envelope([contradicts, forged]) });
    const run = await runAction(github, dir, { 'max-unverifiable': '0' });
    expect(run.status).toBe(1);
    const results = readResults(dir);
    expect(results.totals.unverifiable).toBe(0);
    expect(results.gate.checks.find((check) => check.name === 'max-unverifiable')).toMatchObject({
      value: 2,
      passed: false,
      unconfirmed: { with: 0, without: 2 },
    });
    expect(run.stdout).toMatch(
      /✗ max-unverifiable +2 {2}≤ 0 {2}\(0 with this pull request's unconfirmed verdicts, 2 without\)/,
    );
    expect(github.comments[0]?.body).toContain(
      "#### ❌ Unverifiable claims: 2 new; 0 with this pull request's unconfirmed verdicts, 2 without (max-unverifiable: limit ≤ 0)",
    );
  }, 120_000);
});

describe('with a key, a committed verdict stricter than the model’s answer', () => {
  it('counts beside the answer: a contradicts the model calls supports still fails, and the comment lists the disagreement', async () => {
    answering(server, 'supports');
    const dir = tempFolder({ 'docs/r.report.json': envelope([contradicts]) });
    const run = await runAction(github, dir, {
      'openai-api-key': KEY,
      model: 'fake-model',
      'base-url': server.baseUrl,
      'max-contradicted': '0',
    });
    expect(run.status).toBe(1);
    expect(server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id)).sort()).toEqual(['c1', 'c2']);
    const results = readResults(dir);
    expect(results.reports[0]!.set_aside![0]).toMatchObject({
      verdict: 'contradicts',
      answer: { verdict: 'supports', source: 'provider' },
      counted: true,
    });
    expect(results.verdict_trust).toMatchObject({ asked_again: 1, disagreed: 1, unconfirmed: 1 });
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain(
      `- docs/r.report.json claim c1 → evidence e1: the model says supports; counted as **contradicts**, ${MARK}`,
    );
    expect(run.stdout).toContain(`c1 → e1  the model says supports; counted as contradicts, ${MARK}`);
  }, 120_000);

  it('the command line with --base says and decides the same', async () => {
    answering(server, 'supports');
    const repo = pullRequest({}, { 'r.report.json': JSON.stringify(envelope([contradicts]), null, 2) });
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~1', '--max-contradicted', '0', ...semantic(), ...previews],
      repo,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`c1 → e1  the model says supports; counted as contradicts, ${MARK}`);
    expect(readFileSync(path.join(repo, 'c.md'), 'utf8')).toContain(
      `claim c1 → evidence e1: the model says supports; counted as **contradicts**, ${MARK}`,
    );
    expect(readFileSync(path.join(repo, 's.md'), 'utf8')).toContain(`counted as **contradicts**, ${MARK}`);
    expect(readResults(repo, 'out.json').verdict_trust).toMatchObject({ unconfirmed: 1, disagreed: 1 });
  }, 120_000);

  it('the command line with --base and no key fails as the action does', async () => {
    const repo = pullRequest({}, { 'r.report.json': JSON.stringify(envelope([contradicts, supports]), null, 2) });
    const run = await runCliAsync(['check', '--base', 'HEAD~1', '--max-contradicted', '0', ...previews], repo);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '1 verdict this pull request adds counts unconfirmed: it can only make the gate stricter.',
    );
    expect(readFileSync(path.join(repo, 'c.md'), 'utf8')).toContain(`(${MARK})`);
  }, 120_000);
});

describe('the property through the bundled command line with --base', () => {
  /** Flags for a world's thresholds, gate-on, semantic mode and (with a key) the fake model. */
  const flags = (world: World) => [
    'check',
    '--base',
    'HEAD~1',
    '--gate-on',
    world.gateOn,
    '--semantic',
    world.mode,
    ...Object.entries(world.thresholds).flatMap(([name, limit]) => [
      `--${name}`,
      limit === null ? 'none' : String(limit),
    ]),
    ...(world.key ? semantic() : []),
    '--json',
    'out.json',
  ];
  const repoOf = (world: World, onlySame: boolean) => {
    const base: Record<string, string> = {};
    if (world.atBase) {
      base[REPORT] = JSON.stringify(reportOf(world), null, 2);
      const verdicts = world.pairs.flatMap((pair) => baseVerdict(world, pair) ?? []);
      if (verdicts.length > 0) base[VERDICTS] = worldVerdictFile(verdicts);
    }
    const head: Record<string, string | null> = headFiles(world, onlySame);
    if (base[VERDICTS] !== undefined && head[VERDICTS] === undefined) head[VERDICTS] = null;
    return pullRequest(base, head);
  };

  it('never passes where the same pull request without its unconfirmed verdicts fails, and decides as the core does', async () => {
    const cases = fc.sample(
      worlds.map((world) => ({ ...world, waivers: [] })),
      { numRuns: 8, seed: 26 },
    );
    let differing = 0;
    for (const world of cases) {
      const answers = new Map(
        world.pairs.flatMap((pair) => {
          const answer = modelAnswer(world, pair);
          return answer ? [[`${answer.claim_id} ${answer.evidence_id}`, answer] as const] : [];
        }),
      );
      server.script((call) => ({
        verifications: call.pairs.flatMap((pair) => {
          const answer = answers.get(`${pair.claim_id} ${pair.evidence_id}`);
          return answer ? answerPairs([pair], () => ({ verdict: answer.verdict, quote: answer.quote })) : [];
        }),
      }));
      const env = world.key ? { OPENAI_API_KEY: KEY } : {};
      const withThem = await runCliAsync(flags(world), repoOf(world, false), env);
      const without = await runCliAsync(flags(world), repoOf(world, true), env);
      expect([withThem.status, without.status]).not.toContain(2);
      if (without.status === 1) expect(withThem.status).toBe(1);
      // Each view decided by the core on its own (./unconfirmed-world.ts): it fails where either fails.
      const both = views(world);
      const [withGate, withoutGate] = await Promise.all([
        decidedOn(world, both.with, true),
        decidedOn(world, both.without, true),
      ]);
      expect(without.status).toBe(withoutGate.passed ? 0 : 1);
      expect(withThem.status).toBe(withGate.passed && withoutGate.passed ? 0 : 1);
      if (withGate.passed !== withoutGate.passed) differing++;
    }
    // The sample holds pull requests whose unconfirmed verdicts decide the gate.
    expect(differing).toBeGreaterThan(0);
  }, 300_000);
});
