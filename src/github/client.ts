// The GitHub REST client, loaded on first use: most runs (push, comment: never) never need
// it, and the action's start-up time is paid by every workflow run.
import type { getOctokit } from '@actions/github';

export type GitHubClient = ReturnType<typeof getOctokit>;

export async function createClient(token: string, baseUrl?: string): Promise<GitHubClient> {
  const github = await import('@actions/github');
  return github.getOctokit(token, baseUrl ? { baseUrl } : {});
}

/** HTTP status of a failed request, when the error came from the API. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Per-request options bounding how long one API call (or one paginated listing) may take:
 * octokit sets no timeout, and a hung request would hold the job until the runner kills it.
 */
export function withTimeout(ms = 60_000): { request: { signal: AbortSignal } } {
  return { request: { signal: AbortSignal.timeout(ms) } };
}
