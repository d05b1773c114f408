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
  return (await listFiles(client, pr)).filter((file) => PRESENT.has(file.status)).map((file) => file.filename);
}

/** Paths the pull request removes (a renamed file's old name included). */
export async function listRemovedFiles(client: GitHubClient, pr: PullRequestRef): Promise<string[]> {
  return (await listFiles(client, pr)).flatMap((file) =>
    file.status === 'removed'
      ? [file.filename]
      : file.status === 'renamed' && file.previous_filename
        ? [file.previous_filename]
        : [],
  );
}

async function listFiles(client: GitHubClient, pr: PullRequestRef) {
  return client.paginate(client.rest.pulls.listFiles, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
    ...withTimeout(),
  });
}
