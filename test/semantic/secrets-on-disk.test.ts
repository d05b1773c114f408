// Issue 18, item 6: no configured secret reaches anything citegate writes, however a model or a
// server echoes it: the terminal, the results file, the summary, the comment, annotations and
// the log, the answer cache, and the verdict files of `citegate verify`. Through the bundled
// command line and action, with a key whose `_` the markdown renderers would escape (so a
// search of the rendered text alone would miss it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { answerPairs, fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { ensureBuilt, runAction } from '../helpers/run-action.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

const SECRET = 'sk-proj_Do_Not_Write_0f1e2d3c4b5a69788796a5b4';
/** What stays recognisable of it after any escaping: its tail has no character markdown escapes. */
const TAIL = '0f1e2d3c4b5a69788796a5b4';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

const claim = {
  id: 'c1',
  statement: 'Average travel time fell by 12 percent.',
  evidence_ids: ['e1'],
  confidence: 'high' as const,
};
const evidence = {
  id: 'e1',
  excerpt: 'Average travel time fell by 12 percent. The comparison used matched corridors.',
};
const files = () => ({ 'docs/a.report.json': report([claim], [evidence]) });

/** Every file under `dir` whose text holds the secret in any form. */
function filesWithSecret(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => {
    const full = path.join(dir, name);
    return statSync(full).isFile() && readFileSync(full, 'utf8').includes(TAIL);
  });
}

/** A server that answers 200 with prose that starts with the Authorization header it got. */
const echoesInProse = (server: FakeOpenAI) =>
  server.script((call) => ({
    content: `${String(call.headers.authorization).replace('Bearer ', '')} is not allowed to use this model.`,
  }));
/** A server whose answers carry the key in their limitations, which the answer cache stores. */
const echoesInLimitations = (server: FakeOpenAI) =>
  server.script((call) => ({
    verifications: answerPairs(call.pairs, () => ({
      limitations: [`request signed with ${String(call.headers.authorization).replace('Bearer ', '')}`],
    })),
  }));

describe('the command line', () => {
  const flags = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];

  it('a non-JSON answer that echoes the key: not in the terminal, --json, --summary-md or --comment-md', async () => {
    echoesInProse(server);
    const dir = tempFolder(files());
    const run = await runCliAsync(
      ['check', ...flags(), '--json', 'out.json', '--summary-md', 's.md', '--comment-md', 'c.md'],
      dir,
      { OPENAI_API_KEY: SECRET },
    );
    expect(run.status).toBe(0);
    // The answer was read and rejected, with its start quoted in the detail, the key redacted.
    expect(readFileSync(path.join(dir, 'out.json'), 'utf8')).toContain('it starts \\"[redacted] is not allowed');
    expect(run.stdout + run.stderr).not.toContain(TAIL);
    expect(filesWithSecret(dir)).toEqual([]);
  });

  it('limitations that carry the key: not in the answer cache, nor in the verdict file verify writes', async () => {
    echoesInLimitations(server);
    const dir = tempFolder(files());
    const check = await runCliAsync(['check', ...flags(), '--json', 'out.json'], dir, { OPENAI_API_KEY: SECRET });
    expect(check.status).toBe(0);
    expect(readFileSync(path.join(dir, '.citegate/cache.json'), 'utf8')).toContain('request signed with [redacted]');
    const verify = await runCliAsync(['verify', ...flags(), '--all'], dir, { OPENAI_API_KEY: SECRET });
    expect(verify.status).toBe(0);
    expect(readFileSync(path.join(dir, 'docs/a.report.verdicts.json'), 'utf8')).toContain(
      'request signed with [redacted]',
    );
    expect(check.stdout + check.stderr + verify.stdout + verify.stderr).not.toContain(TAIL);
    expect(filesWithSecret(dir)).toEqual([]);
  });
});

describe('the action', () => {
  const inputs = () => ({
    'openai-api-key': SECRET,
    model: 'fake-model',
    'base-url': server.baseUrl,
    'max-retries': '0',
    reports: 'docs',
  });

  it('a non-JSON answer that echoes the key: not in the results file, the summary, the comment or the log', async () => {
    echoesInProse(server);
    const dir = tempFolder(files());
    const run = await runAction(github, dir, inputs());
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(dir, 'citegate-results.json'), 'utf8')).toContain('[redacted] is not allowed');
    expect(run.summary).not.toContain(TAIL);
    expect(github.comments.map((comment) => comment.body).join('\n')).not.toContain(TAIL);
    expect(
      run.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain(TAIL);
    expect(filesWithSecret(dir)).toEqual([]);
  });

  it('limitations that carry the key: not in the answer cache actions/cache would upload', async () => {
    echoesInLimitations(server);
    const dir = tempFolder(files());
    const run = await runAction(github, dir, inputs());
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(dir, '.citegate/cache.json'), 'utf8')).toContain('request signed with [redacted]');
    expect(filesWithSecret(dir)).toEqual([]);
  });
});
