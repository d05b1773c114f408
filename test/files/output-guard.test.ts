import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardOutputs, OutputPathError, outputConflicts, resolvePath, type GuardInput } from '../../src/files/output-guard.js';

// The pure check on paths already resolved (here: absolute = real, no links).
const cwd = '/work/repo';
function check(outputs: Record<string, string>, reports: string[], patterns: string[] = []): string[] {
  const resolved = (given: string) => ({ absolute: path.resolve(cwd, given), real: path.resolve(cwd, given) });
  const input: GuardInput = {
    cwd,
    realCwd: cwd,
    outputs: Object.entries(outputs).map(([name, given]) => ({ name, path: given, ...resolved(given) })),
    reports: reports.map((file) => ({ file, ...resolved(file) })),
    patterns,
  };
  return outputConflicts(input);
}

describe('outputConflicts', () => {
  it('refuses an output that is a checked report, however it is written', () => {
    for (const given of ['docs/a.report.json', './docs/a.report.json', 'docs/../docs/a.report.json', '/work/repo/docs/a.report.json']) {
      expect(check({ '--json': given }, ['docs/a.report.json'], ['docs/*.json'])).toEqual([`--json ${given} is the report file docs/a.report.json that this run checks; choose another path`]);
    }
  });

  it('refuses an output the patterns match, as the file finder applies them', () => {
    const pattern = (output: string, patterns: string[]) => check({ 'results-path': output }, [], patterns);
    expect(pattern('new.report.json', [])).toEqual(['results-path new.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path']);
    expect(pattern('deep/er/x.report.json', [])).toHaveLength(1);
    expect(pattern('out/results.json', ['out/*.json'])).toHaveLength(1);
    expect(pattern('out/results.json', ['./out/*.json'])).toHaveLength(1);
    expect(pattern('out/results.json', ['/work/repo/out/*.json'])).toHaveLength(1);
    // A plain name also means the folder's report files.
    expect(pattern('reports/new.report.json', ['reports'])).toHaveLength(1);
    expect(pattern('reports/new.json', ['reports'])).toEqual([]);
    expect(pattern('single.json', ['single.json'])).toHaveLength(1);
  });

  it('lets through what the finder would skip or the patterns exclude', () => {
    const pattern = (output: string, patterns: string[]) => check({ 'results-path': output }, [], patterns);
    expect(pattern('citegate-results.json', [])).toEqual([]);
    expect(pattern('.citegate/cache.jsonl', ['**/*'])).toEqual([]); // dot folders are not searched
    expect(pattern('node_modules/x.report.json', [])).toEqual([]);
    expect(pattern('out/results.json', ['**/*.json', '!out/**'])).toEqual([]);
    expect(pattern('../elsewhere/x.report.json', [])).toEqual([]);
    expect(pattern('/tmp/x.report.json', [])).toEqual([]);
  });

  it('refuses two outputs on one file, and lists every problem', () => {
    expect(check({ '--json': 'out.json', '--cache-path': './out.json' }, [])).toEqual(['--cache-path ./out.json is the same file as --json out.json; choose two different paths']);
    expect(check({ '--json': 'a.report.json', '--cache-path': 'b.report.json', '--other': 'fine.json' }, ['a.report.json'])).toHaveLength(2);
  });
});

describe('guardOutputs (resolving on the file system)', () => {
  it('follows symbolic links: a linked folder, a linked output and a linked working directory', async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'citegate-guard-')));
    const repo = path.join(root, 'repo');
    mkdirSync(path.join(repo, 'docs'), { recursive: true });
    writeFileSync(path.join(repo, 'docs/a.report.json'), '{}');
    symlinkSync(path.join(repo, 'docs'), path.join(repo, 'linked'));
    symlinkSync(path.join(repo, 'docs/a.report.json'), path.join(repo, 'alias.json'));
    symlinkSync(repo, path.join(root, 'repo-link'));
    const refused = async (cwd: string, output: string) => {
      try {
        await guardOutputs({ cwd, outputs: [{ name: '--json', path: output }], reportFiles: ['docs/a.report.json'], patterns: ['docs/*.json'] });
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(OutputPathError);
        return (error as OutputPathError).problems;
      }
    };
    expect(await refused(repo, 'linked/a.report.json')).toEqual(['--json linked/a.report.json is the report file docs/a.report.json that this run checks; choose another path']);
    expect(await refused(repo, 'alias.json')).toHaveLength(1);
    expect(await refused(path.join(root, 'repo-link'), path.join(repo, 'docs/a.report.json'))).toHaveLength(1);
    // A new file in a linked folder that the pattern covers.
    expect(await refused(repo, 'linked/new.json')).toEqual(['--json linked/new.json matches the report pattern "docs/*.json", so a later run would check it as a report; choose another path']);
    expect(await refused(repo, 'not/yet/there.json')).toBeNull();
    expect(await refused(repo, '')).toBeNull();
  });

  it('resolvePath keeps the part that does not exist yet as written', async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'citegate-guard-')));
    mkdirSync(path.join(root, 'real'));
    symlinkSync(path.join(root, 'real'), path.join(root, 'link'));
    expect(await resolvePath(root, 'link/new/out.json')).toEqual({ absolute: path.join(root, 'link/new/out.json'), real: path.join(root, 'real/new/out.json') });
  });
});
