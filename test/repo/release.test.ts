// scripts/release.sh in a scratch repository with a bare "origin" beside it: real git, no
// network. `.ci/run` there is a stand-in that says it ran (the real one is the whole suite).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/release.sh', import.meta.url));
const gitEnv = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.org',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.org',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: '',
};

function sh(cwd: string, command: string, args: string[]) {
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...gitEnv } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
const git = (cwd: string, ...args: string[]) => sh(cwd, 'git', args);
const release = (cwd: string, ...args: string[]) => sh(cwd, 'bash', [script, ...args]);
const tagCommit = (cwd: string, tag: string) => git(cwd, 'rev-parse', `${tag}^{commit}`).stdout.trim();

/** A repository at version `version`, with a bare origin, and one commit. */
function scratch(version: string): { repo: string; origin: string } {
  const base = mkdtempSync(path.join(tmpdir(), 'citegate-release-'));
  const origin = path.join(base, 'origin.git');
  const repo = path.join(base, 'repo');
  git(base, 'init', '-q', '--bare', origin);
  git(base, 'init', '-q', '-b', 'main', repo);
  writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'x', version }));
  mkdirSync(path.join(repo, '.ci'));
  writeFileSync(path.join(repo, '.ci/run'), 'echo "stand-in .ci/run ran"\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'first');
  git(repo, 'remote', 'add', 'origin', origin);
  return { repo, origin };
}

describe('scripts/release.sh', () => {
  it('runs .ci/run, tags vX.Y.Z, moves vX to the commit, and pushes both', () => {
    const { repo, origin } = scratch('1.2.3');
    const first = release(repo, '1.2.3', '--push');
    expect(first.stderr).not.toMatch(/^release: /m);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('stand-in .ci/run ran');
    const head = git(repo, 'rev-parse', 'HEAD').stdout.trim();
    expect([
      tagCommit(repo, 'v1.2.3'),
      tagCommit(repo, 'v1'),
      tagCommit(origin, 'v1.2.3'),
      tagCommit(origin, 'v1'),
    ]).toEqual([head, head, head, head]);

    // The next release moves v1, locally and on origin, and leaves v1.2.3 where it was.
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'x', version: '1.3.0' }));
    git(repo, 'commit', '-q', '-am', 'second');
    const second = release(repo, 'v1.3.0', '--push');
    expect(second.status).toBe(0);
    const next = git(repo, 'rev-parse', 'HEAD').stdout.trim();
    expect([tagCommit(origin, 'v1.3.0'), tagCommit(origin, 'v1'), tagCommit(origin, 'v1.2.3')]).toEqual([
      next,
      next,
      head,
    ]);
  });

  it('without --push, tags locally only and says how to publish', () => {
    const { repo, origin } = scratch('2.0.0');
    const run = release(repo, '2.0.0', '--skip-ci');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('stand-in .ci/run ran');
    expect(run.stdout).toContain('git push origin refs/tags/v2.0.0 && git push --force origin refs/tags/v2');
    expect(tagCommit(repo, 'v2')).toBe(git(repo, 'rev-parse', 'HEAD').stdout.trim());
    expect(git(origin, 'tag').stdout).toBe('');
  });

  it.each([
    ['a version that is not X.Y.Z', '1.2', [], 'the version must be X.Y.Z (for example 1.2.3), not "1.2"'],
    [
      'a version package.json does not state',
      '1.2.4',
      [],
      "package.json states version 1.2.3, not 1.2.4; run 'npm version 1.2.4 --no-git-tag-version'",
    ],
    ['an unknown option', '1.2.3', ['--force'], 'unknown option --force'],
  ])('refuses %s, tagging nothing', (_name, version, extra, message) => {
    const { repo } = scratch('1.2.3');
    const run = release(repo, version, ...extra);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`release: ${message}`);
    expect(git(repo, 'tag').stdout).toBe('');
  });

  it('refuses a working tree with changes, and a tag that exists', () => {
    const { repo } = scratch('1.2.3');
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'x', version: '1.2.3', dirty: true }));
    expect(release(repo, '1.2.3').stderr).toContain('release: the working tree has changes');
    git(repo, 'checkout', '--', 'package.json');
    git(repo, 'tag', 'v1.2.3');
    const again = release(repo, '1.2.3');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('release: tag v1.2.3 exists already');
  });
});
