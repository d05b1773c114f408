// What the action needs to know about the run that started it, read from the runner's
// environment and event file directly: @actions/github is loaded only when the API is used.
import { readFileSync } from 'node:fs';
import type { LinkContext } from '../render/links.js';

export interface PullRequestInfo {
  number: number;
  /**
   * The head branch lives in another repository than the base: on `pull_request` the token
   * is then read-only and secrets are empty. Decided by comparing the two repositories, not by
   * `head.repo.fork`, which is also true for a pull request inside a repository that is itself
   * a fork (whose token can write).
   */
  fromFork: boolean;
  /** `pull_request.base.sha`: the commit the reports are compared with; null when absent. */
  baseSha: string | null;
  /** `pull_request.head.sha`: the commit whose files the links point at; null when absent. */
  headSha: string | null;
}

export interface RunContext {
  eventName: string;
  owner: string | null;
  repo: string | null;
  /** Present when the event carries a pull request (pull_request, pull_request_target, …). */
  pullRequest: PullRequestInfo | null;
  /** `${GITHUB_SERVER_URL}/${owner}/${repo}/actions/runs/${GITHUB_RUN_ID}`, when all are known. */
  runUrl: string | null;
  /** `GITHUB_SERVER_URL` without a trailing slash, e.g. https://github.com; null when unset. */
  serverUrl: string | null;
  /** The commit the files were checked out at: the pull request's head, else `GITHUB_SHA`. */
  sha: string | null;
}

interface RepoRef {
  full_name?: unknown;
}

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pr = (payload as { pull_request?: unknown }).pull_request as
    | {
        number?: unknown;
        head?: { repo?: RepoRef | null; sha?: unknown };
        base?: { repo?: RepoRef | null; sha?: unknown };
      }
    | undefined;

  let pullRequest: PullRequestInfo | null = null;
  if (pr && typeof pr.number === 'number') {
    const head = pr.head?.repo?.full_name;
    const base = pr.base?.repo?.full_name;
    // A deleted head repository (head.repo null) can only have been a fork.
    const crossRepository = typeof head !== 'string' || head !== base;
    // pull_request_target runs in the base repository's context with a writable token.
    pullRequest = {
      number: pr.number,
      fromFork: crossRepository && eventName !== 'pull_request_target',
      baseSha: commitSha(pr.base?.sha),
      headSha: commitSha(pr.head?.sha),
    };
  }
  const known = owner && repo ? { owner, repo } : { owner: null, repo: null };
  const serverUrl = env.GITHUB_SERVER_URL ? env.GITHUB_SERVER_URL.replace(/\/+$/, '') : null;
  const runUrl =
    serverUrl !== null && known.owner && env.GITHUB_RUN_ID
      ? `${serverUrl}/${known.owner}/${known.repo}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  // pull_request checks out a merge commit (GITHUB_SHA); links go to the head, where the lines are.
  const sha = pullRequest?.headSha ?? commitSha(env.GITHUB_SHA);
  return { eventName, ...known, pullRequest, runUrl, serverUrl, sha };
}

function commitSha(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : null;
}

function readPayload(file: string | undefined): object {
  if (!file) return {};
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** Where `path:line` links point for this run; null when the server or repository is unknown. */
export function linkContext(
  context: RunContext,
  baseSha: string | null = context.pullRequest?.baseSha ?? null,
): LinkContext | null {
  if (!context.serverUrl || !context.owner || !context.repo || !context.sha) return null;
  return { serverUrl: context.serverUrl, owner: context.owner, repo: context.repo, headSha: context.sha, baseSha };
}
