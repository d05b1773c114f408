// What the action needs to know about the run that started it, read from the runner's
// environment and event file directly: @actions/github is loaded only when the API is used.
import { readFileSync } from 'node:fs';

export interface PullRequestInfo {
  number: number;
  /**
   * The head branch lives in another repository than the base: on `pull_request` the token
   * is then read-only and secrets are empty. Decided by comparing the two repositories, not by
   * `head.repo.fork`, which is also true for a pull request inside a repository that is itself
   * a fork (whose token can write).
   */
  fromFork: boolean;
}

export interface RunContext {
  eventName: string;
  owner: string | null;
  repo: string | null;
  /** Present when the event carries a pull request (pull_request, pull_request_target, …). */
  pullRequest: PullRequestInfo | null;
  /** `${GITHUB_SERVER_URL}/${owner}/${repo}/actions/runs/${GITHUB_RUN_ID}`, when all are known. */
  runUrl: string | null;
}

interface RepoRef {
  full_name?: unknown;
}

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pr = (payload as { pull_request?: unknown }).pull_request as
    | { number?: unknown; head?: { repo?: RepoRef | null }; base?: { repo?: RepoRef | null } }
    | undefined;

  let pullRequest: PullRequestInfo | null = null;
  if (pr && typeof pr.number === 'number') {
    const head = pr.head?.repo?.full_name;
    const base = pr.base?.repo?.full_name;
    // A deleted head repository (head.repo null) can only have been a fork.
    const crossRepository = typeof head !== 'string' || head !== base;
    // pull_request_target runs in the base repository's context with a writable token.
    pullRequest = { number: pr.number, fromFork: crossRepository && eventName !== 'pull_request_target' };
  }
  const known = owner && repo ? { owner, repo } : { owner: null, repo: null };
  const runUrl = env.GITHUB_SERVER_URL && known.owner && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${known.owner}/${known.repo}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  return { eventName, ...known, pullRequest, runUrl };
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
