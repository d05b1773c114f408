import { withTimeout, type GitHubClient } from './client.js';

// `removed` files are gone, and `unchanged` ones were not touched; `copied` files are new.
const PRESENT = new Set(['added', 'modified', 'renamed', 'changed', 'copied']);

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

/** Paths the pull request adds or modifies (every page of `pulls.listFiles`). */
export async function listChangedFiles(client: GitHubClient, pr: PullRequestRef): Promise<string[]> {
  const files = await client.paginate(client.rest.pulls.listFiles, { owner: pr.owner, repo: pr.repo, pull_number: pr.number, per_page: 100, ...withTimeout() });
  return files.filter((file) => PRESENT.has(file.status)).map((file) => file.filename);
}
