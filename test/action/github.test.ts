// The REST calls, made by the real @actions/github client against the fake API.
import { beforeAll, describe, expect, it } from 'vitest';
import { listChangedFiles } from '../../src/github/changed-files.js';
import { createClient, httpStatus, withTimeout, type GitHubClient } from '../../src/github/client.js';
import { pickExisting, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { useFakeGitHub } from '../helpers/fake-github.js';

const pr = { owner: 'acme', repo: 'docs', number: 7 };
const marker = '<!-- citegate:comment-key=default -->';
const github = useFakeGitHub();
let client: GitHubClient;
beforeAll(async () => {
  client = await createClient('test-token', github.url);
});

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
    expect(await upsertStickyComment(client, pr, { marker, body: 'x', createIfMissing: false })).toEqual({
      action: 'skipped',
      reason: 'nothing to update',
    });
    expect(github.writes()).toHaveLength(0);
    github.addComment(`${marker}\nold failure`);
    expect(
      (await upsertStickyComment(client, pr, { marker, body: `${marker}\npassed`, createIfMissing: false })).action,
    ).toBe('updated');
  });

  it('surfaces a 403 with its status', async () => {
    github.failWith('POST', '/issues/7/comments', 403);
    const error = await upsertStickyComment(client, pr, { marker, body: 'x', createIfMissing: true }).catch(
      (caught: unknown) => caught,
    );
    expect(httpStatus(error)).toBe(403);
  });
});

describe('upsertStickyComment: whose comment it adopts', () => {
  it("never adopts a marker comment a user wrote: it creates its own and leaves the user's as it was", async () => {
    const planted = github.addComment(`${marker}\n### ✅ citegate passed`, { login: 'mallory', id: 666, type: 'User' });
    const outcome = await upsertStickyComment(client, pr, {
      marker,
      body: `${marker}\n### ❌ citegate failed`,
      createIfMissing: true,
    });
    expect(outcome.action).toBe('created');
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]).toEqual({ ...planted, body: `${marker}\n### ✅ citegate passed` });
    expect(github.comments[1]?.user.login).toBe('github-actions[bot]');
    expect(github.writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /repos/acme/docs/issues/7/comments',
    ]);
  });

  it('never adopts a marker comment another bot wrote either', async () => {
    github.addComment(`${marker}\nold`, { login: 'other-app[bot]', id: 77, type: 'Bot' });
    const outcome = await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true });
    expect(outcome.action).toBe('created');
    expect(github.comments[0]?.body).toBe(`${marker}\nold`);
  });

  it('still updates its own earlier comment, found beside a planted one', async () => {
    github.addComment(`${marker}\nplanted`, { login: 'mallory', id: 666, type: 'User' });
    const own = github.addComment(`${marker}\nold`);
    const outcome = await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true });
    expect(outcome).toEqual({ action: 'updated', id: own.id });
    expect(github.comments.map((comment) => comment.body)).toEqual([`${marker}\nplanted`, `${marker}\nnew`]);
  });

  it('recognises a GitHub App token by the login GraphQL reports for it, and a personal token too', async () => {
    github.identity = { login: 'citegate-app[bot]', id: 5150, type: 'Bot' };
    github.addComment(`${marker}\nactions`, { login: 'github-actions[bot]', id: 41898282, type: 'Bot' });
    const app = github.addComment(`${marker}\napp`, github.identity);
    expect(await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true })).toEqual({
      action: 'updated',
      id: app.id,
    });

    github.reset();
    github.identity = { login: 'Alice', id: 1234, type: 'User' };
    github.addComment(`${marker}\nbot`);
    const alice = github.addComment(`${marker}\nalice`, github.identity);
    expect(await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true })).toEqual({
      action: 'updated',
      id: alice.id,
    });
  });

  it('falls back to GET /user when GraphQL does not answer', async () => {
    github.identity = { login: 'alice', id: 1234, type: 'User' };
    github.failWith('POST', '/graphql', 502);
    const alice = github.addComment(`${marker}\nalice`, github.identity);
    expect(await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true })).toEqual({
      action: 'updated',
      id: alice.id,
    });
    expect(github.requests.some((request) => request.path === '/user')).toBe(true);
  });

  it('with no way to ask who it is, learns its identity from the comment it creates and removes only its own older ones', async () => {
    github.failWith('POST', '/graphql', 403);
    github.failWith('GET', '/user', 403);
    const planted = github.addComment(`${marker}\nplanted`, { login: 'mallory', id: 666, type: 'User' });
    const old = github.addComment(`${marker}\nold`);
    const outcome = await upsertStickyComment(client, pr, { marker, body: `${marker}\nnew`, createIfMissing: true });
    expect(outcome.action).toBe('created');
    expect(github.comments.map((comment) => comment.id)).not.toContain(old.id);
    expect(github.comments[0]).toEqual(planted);
    expect(github.comments.map((comment) => comment.body)).toEqual([`${marker}\nplanted`, `${marker}\nnew`]);
  });

  it('with no way to ask who it is and nothing to create, touches nothing', async () => {
    github.failWith('POST', '/graphql', 403);
    github.failWith('GET', '/user', 403);
    github.addComment(`${marker}\nold failure`);
    const outcome = await upsertStickyComment(client, pr, {
      marker,
      body: `${marker}\npassed`,
      createIfMissing: false,
    });
    expect(outcome.action).toBe('skipped');
    expect(github.writes()).toHaveLength(0);
  });

  it('asks who it is only when a marker comment exists', async () => {
    await upsertStickyComment(client, pr, { marker, body: `${marker}\nx`, createIfMissing: true });
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/acme/docs/issues/7/comments',
      'POST /repos/acme/docs/issues/7/comments',
    ]);
  });
});

describe('withTimeout', () => {
  it('abandons a request the API never answers', async () => {
    github.failWith('GET', '/issues/7/comments', 0);
    const started = Date.now();
    const error = await client.rest.issues
      .listComments({ owner: 'acme', repo: 'docs', issue_number: 7, ...withTimeout(200) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('pickExisting', () => {
  const me = { login: 'github-actions[bot]', id: 41898282 };
  it("takes the oldest marker comment written by the token's identity, and nothing else", () => {
    const comments = [
      { id: 1, body: `${marker} by hand`, user: { login: 'mallory', id: 666, type: 'User' } },
      { id: 3, body: `${marker}\nbot`, user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' } },
      { id: 2, body: `${marker}\nbot`, user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' } },
      { id: 0, body: `${marker}\nother bot`, user: { login: 'other[bot]', id: 5, type: 'Bot' } },
    ];
    expect(pickExisting(comments, marker, me)?.id).toBe(2);
    expect(pickExisting([comments[0]!, comments[3]!], marker, me)).toBeUndefined();
    expect(pickExisting([{ id: 9, body: null }], marker, me)).toBeUndefined();
  });

  it('matches by account ID when both sides have one (a renamed login still matches), else by login, ignoring case', () => {
    expect(
      pickExisting([{ id: 1, body: marker, user: { login: 'old-name', id: 7 } }], marker, { login: 'new-name', id: 7 })
        ?.id,
    ).toBe(1);
    expect(
      pickExisting([{ id: 1, body: marker, user: { login: 'alice', id: 8 } }], marker, { login: 'alice', id: 7 }),
    ).toBeUndefined();
    expect(
      pickExisting([{ id: 1, body: marker, user: { login: 'Alice' } }], marker, { login: 'alice', id: null })?.id,
    ).toBe(1);
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
    expect(await listChangedFiles(client, pr)).toEqual([
      'a.report.json',
      'b.report.json',
      'd.report.json',
      'e.report.json',
    ]);
    expect(github.requests.map((request) => request.path)).toEqual(Array(3).fill('/repos/acme/docs/pulls/7/files'));
  });
});
