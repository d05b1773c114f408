import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  guardOutputs,
  OutputPathError,
  outputConflicts,
  resolvePath,
  type GuardInput,
  type OutputPolicy,
} from '../../src/files/output-guard.js';

// The pure check on paths already resolved (here: absolute = real, no links). It is given the
// globs the reports are searched with (src/formats/patterns.ts makes them from the user's
// patterns, tested in test/formats/patterns.test.ts); here, the default search's.
const cwd = '/work/repo';
const DEFAULT_GLOBS = ['**/*.report.json', '**/url_to_info.json', '**/instance_dump.json', '!**/*.verdicts.json'];
function check(outputs: Record<string, string>, reports: string[], patterns: string[] = DEFAULT_GLOBS): string[] {
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
    for (const given of [
      'docs/a.report.json',
      './docs/a.report.json',
      'docs/../docs/a.report.json',
      '/work/repo/docs/a.report.json',
    ]) {
      expect(check({ '--json': given }, ['docs/a.report.json'], ['docs/*.json'])).toEqual([
        `--json ${given} is the report file docs/a.report.json that this run checks; choose another path`,
      ]);
    }
  });

  it('refuses an output the globs match, as the file finder applies them', () => {
    const pattern = (output: string, patterns: string[]) => check({ 'results-path': output }, [], patterns);
    expect(pattern('new.report.json', DEFAULT_GLOBS)).toEqual([
      'results-path new.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path',
    ]);
    expect(pattern('deep/er/x.report.json', DEFAULT_GLOBS)).toHaveLength(1);
    expect(pattern('out/results.json', ['out/*.json'])).toHaveLength(1);
    expect(pattern('out/results.json', ['./out/*.json'])).toHaveLength(1);
    expect(pattern('out/results.json', ['/work/repo/out/*.json'])).toHaveLength(1);
    expect(pattern('reports/new/url_to_info.json', DEFAULT_GLOBS)).toHaveLength(1);
    expect(pattern('single.json', ['single.json'])).toHaveLength(1);
    // Verdict files are never reports, whatever the include globs say.
    expect(pattern('reports/a.report.verdicts.json', ['**/*.json', '!**/*.verdicts.json'])).toEqual([]);
  });

  it('lets through what the finder would skip or the patterns exclude', () => {
    const pattern = (output: string, patterns: string[]) => check({ 'results-path': output }, [], patterns);
    expect(pattern('citegate-results.json', DEFAULT_GLOBS)).toEqual([]);
    expect(pattern('.citegate/cache.jsonl', ['**/*'])).toEqual([]); // dot folders are not searched
    expect(pattern('node_modules/x.report.json', DEFAULT_GLOBS)).toEqual([]);
    expect(pattern('out/results.json', ['**/*.json', '!out/**'])).toEqual([]);
    expect(pattern('../elsewhere/x.report.json', DEFAULT_GLOBS)).toEqual([]);
    expect(pattern('/tmp/x.report.json', DEFAULT_GLOBS)).toEqual([]);
  });

  it('refuses two outputs on one file, and lists every problem', () => {
    expect(check({ '--json': 'out.json', '--cache-path': './out.json' }, [])).toEqual([
      '--cache-path ./out.json is the same file as --json out.json; choose two different paths',
    ]);
    expect(
      check({ '--json': 'a.report.json', '--cache-path': 'b.report.json', '--other': 'fine.json' }, ['a.report.json']),
    ).toHaveLength(2);
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
        await guardOutputs({
          cwd,
          outputs: [{ name: '--json', path: output }],
          reportFiles: ['docs/a.report.json'],
          patterns: ['docs/*.json'],
        });
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(OutputPathError);
        return (error as OutputPathError).problems;
      }
    };
    expect(await refused(repo, 'linked/a.report.json')).toEqual([
      '--json linked/a.report.json is the report file docs/a.report.json that this run checks; choose another path',
    ]);
    expect(await refused(repo, 'alias.json')).toHaveLength(1);
    expect(await refused(path.join(root, 'repo-link'), path.join(repo, 'docs/a.report.json'))).toHaveLength(1);
    // A new file in a linked folder that the pattern covers.
    expect(await refused(repo, 'linked/new.json')).toEqual([
      '--json linked/new.json matches the report pattern "docs/*.json", so a later run would check it as a report; choose another path',
    ]);
    expect(await refused(repo, 'not/yet/there.json')).toBeNull();
    expect(await refused(repo, '')).toBeNull();
  });

  it('refuses an output that is, or below the working directory goes through, a symbolic link; the action also one outside its folders', async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'citegate-guard-')));
    const repo = path.join(root, 'repo');
    mkdirSync(path.join(repo, 'out'), { recursive: true });
    mkdirSync(path.join(root, 'outside'));
    symlinkSync('../outside', path.join(repo, '.citegate'));
    symlinkSync('../../outside/x.sh', path.join(repo, 'out/results.json'));
    const problems = async (outputs: Record<string, string>, policy?: OutputPolicy) => {
      try {
        await guardOutputs({
          cwd: repo,
          outputs: Object.entries(outputs).map(([name, given]) => ({ name, path: given })),
          reportFiles: [],
          patterns: [],
          ...(policy ? { policy } : {}),
        });
        return [];
      } catch (error) {
        return (error as OutputPathError).problems;
      }
    };
    expect(
      await problems({
        '--json': 'out/results.json',
        '--cache-path': '.citegate/deep/cache.json',
        '--ok': 'out/other.json',
      }),
    ).toEqual([
      '--json out/results.json is a symbolic link (to ../../outside/x.sh); citegate never writes through one: remove it, or replace it with the file itself',
      '--cache-path .citegate/deep/cache.json goes through the symbolic link .citegate (to ../outside); citegate never writes through one: remove it, or choose another path',
    ]);
    expect(await problems({ '--json': 'out/results.json' }, { followLinks: true })).toEqual([]);
    // Above the working directory a linked folder is the machine's layout, not the repository's.
    symlinkSync(repo, path.join(root, 'repo-link'));
    expect(await problems({ '--json': path.join(root, 'repo-link/out/new.json') })).toEqual([]);
    const within = { within: [{ name: 'the workspace', folder: repo }] };
    expect(
      await problems({ 'results-path': '../outside/r.json', 'cache-path': path.join(repo, 'fine.json') }, within),
    ).toEqual([
      'results-path ../outside/r.json is outside the workspace, and citegate writes nowhere else here; use a path relative to the workspace',
    ]);
  });

  it('resolvePath keeps the part that does not exist yet as written', async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'citegate-guard-')));
    mkdirSync(path.join(root, 'real'));
    symlinkSync(path.join(root, 'real'), path.join(root, 'link'));
    expect(await resolvePath(root, 'link/new/out.json')).toEqual({
      absolute: path.join(root, 'link/new/out.json'),
      real: path.join(root, 'real/new/out.json'),
    });
  });
});
