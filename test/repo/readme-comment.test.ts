// The README shows the comment today's bundle writes for the examples' pull request, not one an
// older citegate wrote (issue 28): scripts/gen-readme-comment.mjs makes it from dist/ and checks it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe("the README's sample comment", () => {
  it('is what the committed bundle writes (node scripts/gen-readme-comment.mjs remakes it)', () => {
    const run = spawnSync(process.execPath, ['scripts/gen-readme-comment.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});
