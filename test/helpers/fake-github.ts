// A stand-in for the GitHub REST API on 127.0.0.1: the endpoints the action uses, with
// Link-header pagination like the real one, a request log, and scriptable failures. The token
// acts as `identity`: comments it creates are written by that account, GraphQL's `viewer`
// names it, and GET /user answers for a user token but, as on GitHub, not for a bot's
// (installation tokens, the workflow token among them, get 403 there).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunContext } from '../../src/github/event.js';

export interface FakeAccount {
  login: string;
  id?: number;
  type: 'Bot' | 'User';
}

export interface FakeComment {
  id: number;
  body: string;
  user: FakeAccount;
}

/** The account the workflow token writes as, with its real account ID. */
export const WORKFLOW_BOT: FakeAccount = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export interface FakeFile {
  filename: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
  accept: string | undefined;
}

export interface Failure {
  method: string;
  /** Matches when the request path contains this text. */
  pathIncludes: string;
  /** 0: never answer. */
  status: number;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  comments: FakeComment[] = [];
  files: FakeFile[] = [];
  /** Repository contents by commit, then path: what `GET /repos/{o}/{r}/contents/{path}?ref=` serves. */
  contents = new Map<string, Map<string, string | Uint8Array>>();
  failures: Failure[] = [];
  /** The account the token acts as. */
  identity: FakeAccount = WORKFLOW_BOT;
  /** Largest page the server returns, whatever per_page asks: small values exercise pagination. */
  maxPageSize = 100;
  private nextId = 1000;
  private server: Server | undefined;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Forgets everything a test set up or recorded, so the next test starts from an empty server. */
  reset(): void {
    this.comments = [];
    this.files = [];
    this.contents = new Map();
    this.failures = [];
    this.identity = WORKFLOW_BOT;
    this.requests.length = 0;
    this.maxPageSize = 100;
  }

  /** Answers requests whose method and path match with this status from now on. */
  failWith(method: string, pathIncludes: string, status: number): void {
    this.failures.push({ method, pathIncludes, status });
  }

  /** A comment already on the pull request; by default one the workflow token wrote. */
  addComment(body: string, user: FakeAccount = WORKFLOW_BOT): FakeComment {
    const comment = { id: this.nextId++, body, user };
    this.comments.push(comment);
    return comment;
  }

  /** Requests that change something (a GraphQL query is a POST but changes nothing). */
  writes(): RecordedRequest[] {
    return this.requests.filter((request) => request.method !== 'GET' && request.path !== '/graphql');
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const text = await readBody(request);
    const body: unknown = text === '' ? null : JSON.parse(text);
    const method = request.method ?? 'GET';
    this.requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: request.headers.authorization,
      accept: request.headers.accept,
    });

    const failure = this.failures.find((item) => item.method === method && url.pathname.includes(item.pathIncludes));
    if (failure?.status === 0) return; // never answers: a hung API
    if (failure)
      return send(response, failure.status, {
        message: failure.status === 403 ? 'Resource not accessible by integration' : 'Not Found',
      });

    let match = url.pathname.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/);
    if (match && method === 'GET') return this.page(response, url, this.comments);
    if (match && method === 'POST') {
      const comment = this.addComment((body as { body: string }).body, this.identity);
      return send(response, 201, comment);
    }
    match = url.pathname.match(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/);
    if (match && (method === 'PATCH' || method === 'DELETE')) {
      const comment = this.comments.find((item) => item.id === Number(match?.[1]));
      if (!comment) return send(response, 404, { message: 'Not Found' });
      // GitHub lets a token edit or delete only what its account may: here, its own comments.
      if (!sameAccount(comment.user, this.identity))
        return send(response, 403, { message: 'Resource not accessible by integration' });
      if (method === 'DELETE') {
        this.comments = this.comments.filter((item) => item !== comment);
        response.writeHead(204).end();
        return;
      }
      comment.body = (body as { body: string }).body;
      return send(response, 200, comment);
    }
    if (url.pathname === '/graphql' && method === 'POST') {
      const query = String((body as { query?: unknown } | null)?.query ?? '');
      if (!/\bviewer\b/.test(query))
        return send(response, 200, { errors: [{ message: 'the fake answers only viewer queries' }] });
      return send(response, 200, {
        data: { viewer: { login: this.identity.login, databaseId: this.identity.id ?? null } },
      });
    }
    if (url.pathname === '/user' && method === 'GET') {
      if (this.identity.type === 'Bot')
        return send(response, 403, { message: 'Resource not accessible by integration' });
      return send(response, 200, { login: this.identity.login, id: this.identity.id, type: 'User' });
    }
    match = url.pathname.match(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/);
    if (match && method === 'GET') return this.page(response, url, this.files);
    match = url.pathname.match(/^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/);
    if (match && method === 'GET')
      return this.content(response, request, decodeURIComponent(match[1] as string), url.searchParams.get('ref') ?? '');
    send(response, 404, { message: 'Not Found' });
  }

  /** The raw media type returns the bytes themselves; the JSON form is base64 and stops at 1 MB, like GitHub's. */
  private content(response: ServerResponse, request: IncomingMessage, filePath: string, ref: string): void {
    const files = this.contents.get(ref);
    const file = files?.get(filePath);
    // A folder (a path with files below it): GitHub lists it as JSON whatever media type is asked
    // for ("directories and submodules do not support custom media types").
    const below = [...(files?.keys() ?? [])].filter((name) => name.startsWith(`${filePath}/`));
    if (file === undefined && below.length > 0) {
      const names = [...new Set(below.map((name) => name.slice(filePath.length + 1).split('/')[0] as string))];
      return send(
        response,
        200,
        names.map((name) => ({
          type: files?.has(`${filePath}/${name}`) ? 'file' : 'dir',
          name,
          path: `${filePath}/${name}`,
          sha: '0'.repeat(40),
          _links: {},
        })),
      );
    }
    if (file === undefined) return send(response, 404, { message: 'Not Found', status: '404' });
    const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : Buffer.from(file);
    if ((request.headers.accept ?? '').includes('application/vnd.github.raw')) {
      response.writeHead(200, { 'content-type': 'application/vnd.github.raw+json; charset=utf-8' });
      response.end(bytes);
      return;
    }
    if (bytes.length > 1024 * 1024)
      return send(response, 403, { message: 'This API returns blobs up to 1 MB in size.' });
    send(response, 200, {
      type: 'file',
      path: filePath,
      encoding: 'base64',
      size: bytes.length,
      content: bytes.toString('base64'),
    });
  }

  private page(response: ServerResponse, url: URL, items: readonly unknown[]): void {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.maxPageSize);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n: number, rel: string): string => {
      const target = new URL(url);
      target.searchParams.set('page', String(n));
      target.searchParams.set('per_page', String(perPage));
      return `<${target.href}>; rel="${rel}"`;
    };
    const links = [];
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    send(
      response,
      200,
      items.slice((page - 1) * perPage, page * perPage),
      links.length > 0 ? { link: links.join(', ') } : {},
    );
  }
}

function sameAccount(a: FakeAccount, b: FakeAccount): boolean {
  return a.id !== undefined && b.id !== undefined ? a.id === b.id : a.login.toLowerCase() === b.login.toLowerCase();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A fake for the tests of the file (or describe block) that calls this: started before the
 * first, emptied before each, stopped after the last.
 */
export function useFakeGitHub(): FakeGitHub {
  const github = new FakeGitHub();
  beforeAll(async () => {
    await github.start();
  });
  afterAll(() => github.stop());
  beforeEach(() => github.reset());
  return github;
}

/** A pull_request run on acme/docs#3 that knows no commit or server (so no links): what only-changed reads. */
export const PULL_REQUEST_CONTEXT: RunContext = {
  eventName: 'pull_request',
  owner: 'acme',
  repo: 'docs',
  pullRequest: { number: 3, fromFork: false, baseSha: null, headSha: null },
  runUrl: null,
  serverUrl: null,
  sha: null,
};

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}
