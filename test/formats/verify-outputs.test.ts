// What `citegate verify` writes, through the bundled command line: every verdict file passes
// the output guard before the model is asked (never a report, never another output, never a
// symbolic link to write through), and paths are taken as `check` takes them: anywhere.
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder } from '../helpers/reports.js';
import { CLI } from '../helpers/run-cli.js';
import { NODE } from '../helpers/node-binary.js';

const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall.' };
const claim = { id: 'c1', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };

function run(args: string[], cwd: string) {
  const env = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, OPENAI_API_KEY: 'sk-test' };
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      NODE,
      [CLI, ...args],
      { cwd, env: env as NodeJS.ProcessEnv, encoding: 'utf8' },
      (error, stdout, stderr) => {
        resolve({ status: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
      },
    );
  });
}

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});
const verify = (cwd: string, ...args: string[]) =>
  run(
    [
      'verify',
      '--model',
      'fake-model',
      '--base-url',
      server.baseUrl,
      '--cache-path',
      path.join(cwd, '..', `${path.basename(cwd)}.cache.jsonl`),
      ...args,
    ],
    cwd,
  );

describe('citegate verify never writes through a verdict file that is a link', () => {
  it('to a report: refused before the model is asked, and the report is untouched', async () => {
    // b is an envelope: its `verifications` make it a valid verdict file for a.
    const dir = tempFolder({
      'a.report.json': report([claim], [evidence]),
      'b.report.json': { report: report([claim], [evidence]), verifications: [] },
    });
    const before = readFileSync(path.join(dir, 'b.report.json'), 'utf8');
    symlinkSync('b.report.json', path.join(dir, 'a.report.verdicts.json'));
    const result = await verify(dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'citegate: verdict file a.report.verdicts.json is a symbolic link (to b.report.json); citegate never writes through one: remove it, or replace it with the file itself\n',
    );
    expect(readFileSync(path.join(dir, 'b.report.json'), 'utf8')).toBe(before);
    expect(lstatSync(path.join(dir, 'a.report.verdicts.json')).isSymbolicLink()).toBe(true);
    expect(server.calls).toEqual([]);
  });

  it('to any other file: refused the same way, the file it leads to unchanged', async () => {
    const dir = tempFolder({
      'a.report.json': report([claim], [evidence]),
      'notes/kept.json': '{"verifications": []}\n',
    });
    symlinkSync('notes/kept.json', path.join(dir, 'a.report.verdicts.json'));
    const result = await verify(dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('verdict file a.report.verdicts.json is a symbolic link (to notes/kept.json)');
    expect(readFileSync(path.join(dir, 'notes/kept.json'), 'utf8')).toBe('{"verifications": []}\n');
  });
});

describe('citegate verify checks its verdict files with the output guard', () => {
  it('refuses a --cache-path that is a verdict file it would write', async () => {
    const dir = tempFolder({ 'a.report.json': report([claim], [evidence]) });
    const result = await run(
      ['verify', '--model', 'fake-model', '--base-url', server.baseUrl, '--cache-path', 'a.report.verdicts.json'],
      dir,
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'citegate: --cache-path a.report.verdicts.json is the same file as verdict file a.report.verdicts.json; choose two different paths\n',
    );
    expect(existsSync(path.join(dir, 'a.report.verdicts.json'))).toBe(false);
  });
});

describe('citegate verify takes paths as check does', () => {
  it('verifies a report outside the working directory and writes its verdict file beside it', async () => {
    const other = tempFolder({ 'x.report.json': report([claim], [evidence]) });
    const cwd = tempFolder({});
    const result = await verify(cwd, path.join(other, 'x.report.json'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`wrote ${path.join(other, 'x.report.verdicts.json')}: 1 verdict (1 new, 0 kept)`);
    expect(JSON.parse(readFileSync(path.join(other, 'x.report.verdicts.json'), 'utf8')).verifications).toHaveLength(1);
    // check binds it, typed the same way.
    const checked = await run(
      ['check', '--semantic', 'off', path.relative(cwd, path.join(other, 'x.report.json'))],
      cwd,
    );
    expect(checked.stdout).toMatch(/complete/);
  });
});
