// The REST calls, made by the real @actions/github client against the fake API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listChangedFiles } from '../../src/github/changed-files.js';
import { createClient, httpStatus, withTimeout, type GitHubClient } from '../../src/github/client.js';
import { pickExisting, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { FakeGitHub } from '../helpers/fake-github.js';

const pr = { owner: 'acme', repo: 'docs', number: 7 };
const marker = '<!-- citegate:comment-key=default -->';
let github: FakeGitHub;
let client: GitHubClient;

beforeAll(async () => {
  github = new FakeGitHub();
  client = await createClient('test-token', await github.start());
});
afterAll(() => github.stop());
beforeEach(() => github.reset());

describe('upsertStickyComment', () => {
  it('creates the comment on the first run and updates it on the next, never duplicating', async () => {
    const first = await upsertStickyComment(client, pr, { marker, body: `${marker}\nfailed`, createIfMissing: true });
    expect(first.action).toBe('created');
    const second = await upsertStickyComment(client, pr, { marker, body: `${marker}\npassed`, createIfMissing: true });
    expect(second).toEqual({ action: 'updated', id: first.action === 'created' ? first.id : -1 });
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toBe(`${marker}\npassed`);
    expect(github.requests[0]?.authorization).toBe('token test-token');
  });

  it('finds the marker on a later page of comments', async () => {
    github.maxPageSize = 2;
    for (let i = 0; i < 5; i++) github.addComment(`comment ${i}`, { login: 'someone', type: 'User' });
    const mine = github.addComment(`${marker}\nold`);
    github.addComment('after');
    const outcome = await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true });
    expect(outcome).toEqual({ action: 'updated', id: mine.id });
    expect(github.requests.filter((request) => request.method === 'GET').length).toBe(4);
    expect(github.writes()).toHaveLength(1);
  });

  it('ignores a comment that only quotes the marker, and another key', async () => {
    github.addComment(`> ${marker}\nquoted`, { login: 'someone', type: 'User' });
    github.addComment('<!-- citegate:comment-key=other -->\nother key');
    const outcome = await upsertStickyComment(client, pr, { marker, body: `${marker}\nx`, createIfMissing: true });
    expect(outcome.action).toBe('created');
    expect(github.comments).toHaveLength(3);
  });

  it('does not create when not asked to, but still updates an existing one', async () => {
    expect(await upsertStickyComment(client, pr, { marker, body: 'x', createIfMissing: false })).toEqual({ action: 'skipped' });
    expect(github.writes()).toHaveLength(0);
    github.addComment(`${marker}\nold failure`);
    expect((await upsertStickyComment(client, pr, { marker, body: `${marker}\npassed`, createIfMissing: false })).action).toBe('updated');
  });

  it('surfaces a 403 with its status', async () => {
    github.failWith('POST', '/issues/7/comments', 403);
    const error = await upsertStickyComment(client, pr, { marker, body: 'x', createIfMissing: true }).catch((caught: unknown) => caught);
    expect(httpStatus(error)).toBe(403);
  });
});

describe('withTimeout', () => {
  it('abandons a request the API never answers', async () => {
    github.failWith('GET', '/issues/7/comments', 0);
    const started = Date.now();
    const error = await client.rest.issues.listComments({ owner: 'acme', repo: 'docs', issue_number: 7, ...withTimeout(200) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('pickExisting', () => {
  it('prefers a bot-written comment over one a person started with the marker, then the oldest', () => {
    const comments = [
      { id: 1, body: `${marker} by hand`, user: { type: 'User' } },
      { id: 3, body: `${marker}\nbot`, user: { type: 'Bot' } },
      { id: 2, body: `${marker}\nbot`, user: { type: 'Bot' } },
    ];
    expect(pickExisting(comments, marker)?.id).toBe(2);
    expect(pickExisting([comments[0] as (typeof comments)[0]], marker)?.id).toBe(1);
    expect(pickExisting([{ id: 9, body: null }], marker)).toBeUndefined();
  });
});

describe('listChangedFiles', () => {
  it('pages through the files and keeps the ones that exist after the change', async () => {
    github.maxPageSize = 2;
    github.files = [
      { filename: 'a.report.json', status: 'added' },
      { filename: 'b.report.json', status: 'modified' },
      { filename: 'c.report.json', status: 'removed' },
      { filename: 'd.report.json', status: 'renamed' },
      { filename: 'e.report.json', status: 'changed' },
      { filename: 'f.report.json', status: 'unchanged' },
    ];
    expect(await listChangedFiles(client, pr)).toEqual(['a.report.json', 'b.report.json', 'd.report.json', 'e.report.json']);
    expect(github.requests.map((request) => request.path)).toEqual(Array(3).fill('/repos/acme/docs/pulls/7/files'));
  });
});
