// Reading base versions through the REST contents API: the real client against the fake API.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseSourceFor } from '../../src/action/base.js';
import { NotComparableError } from '../../src/base/against-base.js';
import { createClient, type GitHubClient } from '../../src/github/client.js';
import { readFileAtRef } from '../../src/github/contents.js';
import type { RunContext } from '../../src/github/event.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { tempFolder } from '../helpers/reports.js';

const BASE = 'a'.repeat(40);
const github = useFakeGitHub();
let client: GitHubClient;
beforeAll(async () => {
  client = await createClient('test-token', github.url);
});

describe('readFileAtRef', () => {
  it('reads the bytes of a file at a commit with the raw media type, byte-order mark and all', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('{"ü": 1}\n'), 0xff]);
    github.contents.set(BASE, new Map([['docs/a b#1.report.json', bytes]]));
    const read = await readFileAtRef(client, { owner: 'acme', repo: 'docs' }, BASE, 'docs/a b#1.report.json');
    expect([...read]).toEqual([...bytes]);
    const request = github.requests[0];
    expect(request?.path).toBe('/repos/acme/docs/contents/docs/a%20b%231.report.json');
    expect(request?.query.get('ref')).toBe(BASE);
    expect(request?.accept).toBe('application/vnd.github.raw+json');
  });

  it("reads a file over the JSON form's 1 MB limit", async () => {
    const big = `{"x": "${'y'.repeat(2 * 1024 * 1024)}"}`;
    github.contents.set(BASE, new Map([['big.report.json', big]]));
    expect((await readFileAtRef(client, { owner: 'acme', repo: 'docs' }, BASE, 'big.report.json')).length).toBe(
      big.length,
    );
  });

  it('answers ENOENT for a file the commit does not have (one the pull request added)', async () => {
    github.contents.set(BASE, new Map());
    await expect(readFileAtRef(client, { owner: 'acme', repo: 'docs' }, BASE, 'new.report.json')).rejects.toMatchObject(
      { code: 'ENOENT' },
    );
  });
});

describe('baseSourceFor', () => {
  const context = (baseSha: string | null): RunContext => ({
    eventName: 'pull_request',
    owner: 'acme',
    repo: 'docs',
    pullRequest: { number: 7, fromFork: false, baseSha, headSha: 'b'.repeat(40) },
    runUrl: null,
    serverUrl: 'https://github.com',
    sha: 'b'.repeat(40),
  });
  const clientFor = async () => client;

  it('has nothing to compare with outside a pull request, and says why without a base commit or a token', async () => {
    const dir = tempFolder({});
    expect(await baseSourceFor({ ...context(BASE), pullRequest: null }, dir, 't', clientFor)).toBeNull();
    expect(await baseSourceFor(context(null), dir, 't', clientFor)).toMatchObject({
      unavailable: expect.stringContaining('pull_request.base.sha'),
    });
    expect(await baseSourceFor(context(BASE), dir, '', clientFor)).toMatchObject({
      unavailable: expect.stringContaining('fetch-depth: 0'),
      sha: BASE,
    });
  });

  it('says a path that is a folder at the base cannot be compared, as git does: the API lists the folder instead of a file', async () => {
    github.contents.set(
      BASE,
      new Map([
        ['drafts/x.report.json/notes.json', '{}'],
        ['b.report.json', '[]'],
      ]),
    );
    const source = await baseSourceFor(context(BASE), tempFolder({}), 't', clientFor);
    if (!source || !('reader' in source)) throw new Error('expected a reader');
    const error = await source.reader.readFile('drafts/x.report.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotComparableError);
    expect((error as Error).message).toBe(`drafts/x.report.json is a folder at ${BASE.slice(0, 12)}`);
    // A file whose content is a JSON array is still a file.
    expect(new TextDecoder().decode(await source.reader.readFile('b.report.json'))).toBe('[]');
  });

  it('reads through the API when the commit is not in the checkout, and names the permission on 403', async () => {
    github.contents.set(BASE, new Map([['a.report.json', '{}']]));
    const source = await baseSourceFor(context(BASE), tempFolder({}), 't', clientFor);
    if (!source || !('reader' in source)) throw new Error('expected a reader');
    expect(source.reader.source).toBe('api');
    expect(new TextDecoder().decode(await source.reader.readFile('a.report.json'))).toBe('{}');
    github.failWith('GET', '/contents/', 403);
    await expect(source.reader.readFile('a.report.json')).rejects.toThrow(
      'the workflow needs the permission contents: read',
    );
  });
});
