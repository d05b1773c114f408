// The bundled action's output files: refused over a report, and a results file that cannot be
// written fails the step only after everything else (summary, outputs, annotations, comment).
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { startFakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import {
  actionSkipFor,
  ensureBuilt,
  runAction as runActionWith,
  type Run,
  type RunOptions,
} from '../helpers/run-action.js';
import { openTo, unprivileged } from '../helpers/unprivileged.js';
import { decodeReferences } from '../render/inert.js';

const contradicted = {
  id: 'c-sectors',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['e-sectors'],
  confidence: 'high' as const,
};
const sectors = {
  id: 'e-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const envelope = {
  report: report([contradicted], [sectors]),
  verifications: [verification(contradicted, sectors, 'contradicts', 'hospitality employment declined')],
};

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();

// These reports come with committed results that the fake base (empty unless a test fills it)
// does not have: under the default trust rule they would not count. This file is about what
// the action writes; the rule itself is tested in test/base/verdict-trust.test.ts.
const runAction = (dir: string, inputs: Record<string, string>, options: RunOptions = {}) =>
  runActionWith(github, dir, { 'trust-committed-verdicts': 'all', ...inputs }, options);
const errors = (run: Run) => run.stdout.split('\n').filter((line) => line.startsWith('::error'));
const snapshot = (file: string) => [readFileSync(file, 'utf8'), statSync(file).mtimeMs];

describe('an output input that names a report', () => {
  it.each(['results-path', 'cache-path', 'sarif-path'])(
    '%s over a checked report fails the step naming the input; nothing is read or posted',
    async (input) => {
      const dir = tempFolder({ 'docs/city.report.json': envelope });
      const before = snapshot(path.join(dir, 'docs/city.report.json'));
      const run = await runAction(dir, { [input]: './docs/../docs/city.report.json' });
      expect(run.status).toBe(1);
      expect(errors(run)).toEqual([
        `::error::citegate: ${input} ./docs/../docs/city.report.json is the report file docs/city.report.json that this run checks; choose another path`,
      ]);
      expect(snapshot(path.join(dir, 'docs/city.report.json'))).toEqual(before);
      expect(github.requests).toHaveLength(0);
      expect(run.outputs).toEqual({});
    },
  );

  it('results-path matching the reports patterns fails the step', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, { reports: 'docs/*.json', 'results-path': 'docs/citegate-results.json' });
    expect(run.status).toBe(1);
    expect(errors(run)).toEqual([
      '::error::citegate: results-path docs/citegate-results.json matches the report pattern "docs/*.json", so a later run would check it as a report; choose another path',
    ]);
    expect(existsSync(path.join(dir, 'docs/citegate-results.json'))).toBe(false);
  });
});

describe('outputs never go through a symbolic link, nor outside the workspace and RUNNER_TEMP', () => {
  /** A workspace beside a folder `outside` that holds an executable a link in the workspace names. */
  function workspaceWithLinks(): { dir: string; outside: string; victim: string } {
    const parent = tempFolder({ 'outside/victim.sh': '#!/bin/sh\necho hi\n', 'ws/docs/city.report.json': envelope });
    const victim = path.join(parent, 'outside/victim.sh');
    chmodSync(victim, 0o755);
    return { dir: path.join(parent, 'ws'), outside: path.join(parent, 'outside'), victim };
  }
  const untouched = (outside: string, victim: string) => {
    expect(readFileSync(victim, 'utf8')).toBe('#!/bin/sh\necho hi\n');
    expect(statSync(victim).mode & 0o777).toBe(0o755);
    expect(readdirSync(outside)).toEqual(['victim.sh']);
  };

  it('a committed citegate-results.json that links outside is refused, and the file it names is untouched', async () => {
    const { dir, outside, victim } = workspaceWithLinks();
    symlinkSync('../outside/victim.sh', path.join(dir, 'citegate-results.json'));
    const run = await runAction(dir, {});
    expect(run.status).toBe(1);
    expect(errors(run)).toEqual([
      '::error::citegate: results-path citegate-results.json is a symbolic link (to ../outside/victim.sh); citegate never writes through one: remove it, or replace it with the file itself',
    ]);
    untouched(outside, victim);
    expect(lstatSync(path.join(dir, 'citegate-results.json')).isSymbolicLink()).toBe(true);
    expect(run.outputs).toEqual({});
  });

  it('a committed .citegate that links outside keeps the answer cache in the workspace: refused before the model is asked', async () => {
    const { dir, outside, victim } = workspaceWithLinks();
    symlinkSync('../outside', path.join(dir, '.citegate'));
    const model = await startFakeOpenAI();
    try {
      const run = await runAction(dir, {
        model: 'gpt-test',
        'base-url': model.baseUrl,
        'openai-api-key': 'sk-test-key-0123456789',
        semantic: 'always',
        provenance: 'check',
      });
      expect(run.status).toBe(1);
      expect(errors(run)).toEqual([
        '::error::citegate: the output paths are refused:' +
          '%0A  cache-path .citegate/cache.json goes through the symbolic link .citegate (to ../outside); citegate never writes through one: remove it, or choose another path' +
          '%0A  provenance-cache-path .citegate/provenance.jsonl goes through the symbolic link .citegate (to ../outside); citegate never writes through one: remove it, or choose another path',
      ]);
      expect(model.calls).toHaveLength(0);
    } finally {
      await model.close();
    }
    untouched(outside, victim);
  });

  it('a linked folder anywhere along results-path is refused', async () => {
    const { dir, outside, victim } = workspaceWithLinks();
    mkdirSync(path.join(dir, 'out'));
    symlinkSync('../../outside', path.join(dir, 'out/deeper'));
    const run = await runAction(dir, { 'results-path': 'out/deeper/new/results.json' });
    expect(errors(run)).toEqual([
      '::error::citegate: results-path out/deeper/new/results.json goes through the symbolic link out/deeper (to ../../outside); citegate never writes through one: remove it, or choose another path',
    ]);
    untouched(outside, victim);
  });

  it('results-path outside the workspace is refused, absolute or with ..; inside RUNNER_TEMP it is written', async () => {
    const { dir, outside, victim } = workspaceWithLinks();
    for (const target of [
      path.join(outside, 'results.json'),
      '../outside/results.json',
      '/tmp/../etc/citegate-results.json',
    ]) {
      const run = await runAction(dir, { 'results-path': target });
      expect(run.status, target).toBe(1);
      expect(errors(run), target).toEqual([
        `::error::citegate: results-path ${target} is outside the workspace (GITHUB_WORKSPACE) ${dir}, and citegate writes nowhere else here; use a path relative to the workspace`,
      ]);
    }
    untouched(outside, victim);
    const temp = tempFolder({});
    const inTemp = await runAction(
      dir,
      { 'results-path': path.join(temp, 'results.json') },
      { env: { RUNNER_TEMP: temp } },
    );
    expect(inTemp.status).toBe(0);
    expect(inTemp.outputs['results-path']).toBe(path.join(temp, 'results.json'));
    expect(JSON.parse(readFileSync(path.join(temp, 'results.json'), 'utf8')).totals.claims).toBe(1);
  });
});

describe('a results file that cannot be written', () => {
  /** Everything but the results file happened; then the step failed naming the path and why. */
  function expectEverythingElse(run: Run, target: string, reason: string) {
    expect(run.status).toBe(1);
    expect(run.summary).toMatch(/^## ✅ citegate passed/);
    expect(decodeReferences(run.summary)).toContain(
      `The results file could not be written (results-path ${target}): ${reason}.`,
    );
    expect(run.outputs).toMatchObject({ passed: 'true', claims: '1', contradicted: '1', 'results-path': '' });
    expect(run.stdout).toContain('::error title=Contradicted claim c-sectors,file=docs/city.report.json');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('claim c-sectors');
    expect(errors(run).filter((line) => line.startsWith('::error::'))).toEqual([
      `::error::citegate: could not write the results file (results-path) ${target}: ${reason}`,
    ]);
    expect(run.stdout).not.toMatch(/could not run|\n\s+at /);
  }

  it('a path that is a folder', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'out/keep.txt': 'x' });
    const run = await runAction(dir, { 'results-path': 'out' });
    expectEverythingElse(run, path.join(dir, 'out'), 'it is a folder (EISDIR)');
  });

  it('a full disk (/dev/full, in a RUNNER_TEMP of /dev)', async () => {
    if (!existsSync('/dev/full')) return;
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, { 'results-path': '/dev/full' }, { env: { RUNNER_TEMP: '/dev' } });
    expectEverythingElse(run, '/dev/full', 'no space left on the device (ENOSPC)');
  });

  const skip = actionSkipFor(unprivileged);
  it.skipIf(skip !== null)(`a read-only folder${skip === null ? '' : ` (${skip})`}`, async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    mkdirSync(path.join(dir, 'locked'), { mode: 0o555 });
    openTo([dir]);
    const run = await runAction(dir, { 'results-path': 'locked/results.json' }, { user: unprivileged });
    expectEverythingElse(run, path.join(dir, 'locked/results.json'), 'permission denied (EACCES)');
  });

  it('a failed gate and an unwritable results file are both reported', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'out/keep.txt': 'x' });
    const run = await runAction(dir, { 'results-path': 'out', 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    expect(errors(run).filter((line) => line.startsWith('::error::'))).toEqual([
      '::error::citegate: the gate failed: max-contradicted 1 (limit ≤ 0)',
      `::error::citegate: could not write the results file (results-path) ${path.join(dir, 'out')}: it is a folder (EISDIR)`,
    ]);
    expect(github.comments[0]?.body).toContain('citegate failed');
  });
});

describe('only-changed with no changed report', () => {
  it('an unwritable results file still fails the step, after the summary and the outputs', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'out/keep.txt': 'x' });
    const run = await runAction(dir, { 'only-changed': 'true', 'results-path': 'out' });
    expect(run.status).toBe(1);
    expect(run.outputs).toMatchObject({ passed: 'true', status: 'skipped', 'results-path': '' });
    expect(decodeReferences(run.summary)).toContain(
      `The results file could not be written (results-path ${path.join(dir, 'out')}): it is a folder (EISDIR).`,
    );
    expect(errors(run)).toEqual([
      `::error::citegate: could not write the results file (results-path) ${path.join(dir, 'out')}: it is a folder (EISDIR)`,
    ]);
  });

  it('still refuses a results-path over a report', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, { 'only-changed': 'true', 'results-path': 'docs/new.report.json' });
    expect(run.status).toBe(1);
    expect(errors(run)).toEqual([
      '::error::citegate: results-path docs/new.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path',
    ]);
    expect(existsSync(path.join(dir, 'docs/new.report.json'))).toBe(false);
  });
});

describe('invalid inputs', () => {
  it('every bad input, of every kind, in one failure', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, {
      'max-contradicted': 'abc',
      'batch-size': '0',
      concurrency: '1000',
      comment: 'sometimes',
      'min-coverage': '1e-1',
    });
    expect(run.status).toBe(1);
    expect(errors(run)).toEqual([
      '::error::citegate: invalid inputs:' +
        '%0A  max-contradicted must be a whole number from 0 written in digits (or none), not "abc"' +
        '%0A  min-coverage must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%25), not "1e-1"' +
        '%0A  comment must be one of always, on-failure, never, not "sometimes"' +
        '%0A  batch-size must be a whole number from 1 to 100, not "0"' +
        '%0A  concurrency must be a whole number from 1 to 64, not "1000"',
    ]);
  });
});

describe('sarif-path', () => {
  it('writes the SARIF file with a waived finding suppressed, and the gate passes without it', async () => {
    const waivers =
      'waivers:\n  - report: docs/city.report.json\n    kind: contradicted\n    claim: c-sectors\n    reason: The sector table was revised.\n';
    const dir = tempFolder({ 'docs/city.report.json': envelope, '.citegate/waivers.yml': waivers });
    const run = await runAction(dir, { 'sarif-path': 'out/citegate.sarif', 'max-contradicted': '0' });
    expect(errors(run)).toEqual([]);
    expect(run.status).toBe(0);
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out/citegate.sarif'), 'utf8'));
    // The contradiction is waived; the claim's lack of support (high confidence) is not, and the
    // results are ranked by severity (the waived one, a note, last).
    expect(sarif.runs[0].results).toEqual([
      expect.not.objectContaining({ suppressions: expect.anything() }),
      expect.objectContaining({
        ruleId: 'contradicted',
        level: 'note',
        suppressions: [expect.objectContaining({ justification: 'The sector table was revised.' })],
      }),
    ]);
    expect(sarif.runs[0].results[0].ruleId).toBe('high_confidence_unsupported');
    expect(run.summary).toContain('Waived: not counted toward the limits (1)');
  }, 60_000);

  it('that cannot be written fails the step after everything else, naming the input', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'out/keep.txt': 'x' });
    const run = await runAction(dir, { 'sarif-path': 'out' });
    expect(run.status).toBe(1);
    expect(errors(run)).toContain(
      `::error::citegate: could not write the SARIF file (sarif-path) ${path.join(dir, 'out')}: it is a folder (EISDIR)`,
    );
    expect(decodeReferences(run.summary)).toContain(
      'The SARIF file could not be written (sarif-path out): it is a folder (EISDIR).',
    );
    expect(run.outputs['results-path']).toBe(path.join(dir, 'citegate-results.json'));
  }, 60_000);
});
