// Reading base versions with git, from a real repository made for the test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotComparableError } from '../../src/base/against-base.js';
import { gitBaseReader } from '../../src/base/git.js';
import { tempFolder } from '../helpers/reports.js';

function repository(): { dir: string; base: string } {
  const dir = tempFolder({
    'docs/old.report.json': '{"v": 1}\n',
    'docs/bom.report.json': new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('-c', 'user.email=t@example.invalid', '-c', 'user.name=t', 'add', '-A');
  git('-c', 'user.email=t@example.invalid', '-c', 'user.name=t', 'commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD').trim();
  writeFileSync(path.join(dir, 'docs/old.report.json'), '{"v": 2}\n');
  writeFileSync(path.join(dir, 'docs/new.report.json'), '{}\n');
  return { dir, base };
}

describe('gitBaseReader', () => {
  it('reads a file as the base commit has it, byte for byte, relative to the working directory', async () => {
    const { dir, base } = repository();
    const reader = await gitBaseReader(dir, base);
    expect(reader).toMatchObject({ sha: base, source: 'git' });
    expect(new TextDecoder().decode(await reader!.readFile('docs/old.report.json'))).toBe('{"v": 1}\n');
    expect([...(await reader!.readFile('docs/bom.report.json'))]).toEqual([0xef, 0xbb, 0xbf, 0x7b, 0x7d]);
    const inSub = await gitBaseReader(path.join(dir, 'docs'), 'HEAD');
    expect(new TextDecoder().decode(await inSub!.readFile('old.report.json'))).toBe('{"v": 1}\n');
  });

  it('answers ENOENT for a file the base does not have, and null for a commit git cannot find', async () => {
    const { dir, base } = repository();
    const reader = await gitBaseReader(dir, base);
    await expect(reader!.readFile('docs/new.report.json')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await gitBaseReader(dir, 'f'.repeat(40))).toBeNull();
    expect(await gitBaseReader(tempFolder({}), 'HEAD')).toBeNull();
  });

  it('says a path that was a folder at the base cannot be compared, and why', async () => {
    const { dir, base } = repository();
    rmSync(path.join(dir, 'docs'), { recursive: true });
    writeFileSync(path.join(dir, 'docs'), '{}\n');
    const reader = await gitBaseReader(dir, base);
    const error = await reader!.readFile('docs').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NotComparableError);
    expect((error as Error).message).toBe(`docs is a folder at ${base.slice(0, 12)}`);
  });

  it('reads a file named by its absolute path inside the repository; one outside it cannot be compared', async () => {
    const { dir, base } = repository();
    mkdirSync(path.join(dir, 'sub'));
    const inSub = await gitBaseReader(path.join(dir, 'sub'), base);
    const inside = path.join(realpathSync(dir), 'docs/old.report.json');
    expect(new TextDecoder().decode(await inSub!.readFile(inside))).toBe('{"v": 1}\n');
    const outside = path.join(tempFolder({ 'x.report.json': '{}' }), 'x.report.json');
    const error = await inSub!.readFile(outside).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NotComparableError);
    expect((error as Error).message).toBe(`${outside} is outside the repository`);
  });
});
