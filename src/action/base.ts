// Where the action reads the pull request's base versions from: git when the base commit is in
// the checkout, else the REST contents API with the workflow token (`contents: read`).
import { NotComparableError, type BaseSource } from '../base/against-base.js';
import { gitBaseReader } from '../base/git.js';
import { httpStatus, type GitHubClient } from '../github/client.js';
import { listRemovedFiles } from '../github/changed-files.js';
import { NotAFileError, readFileAtRef } from '../github/contents.js';
import type { RunContext } from '../github/event.js';

export async function baseSourceFor(
  context: RunContext,
  cwd: string,
  token: string,
  client: (token: string) => Promise<GitHubClient>,
): Promise<BaseSource> {
  const pr = context.pullRequest;
  if (!pr) return null;
  const sha = pr.baseSha;
  if (sha === null)
    return { unavailable: 'the pull-request event names no base commit (pull_request.base.sha)', sha: null };
  const git = await gitBaseReader(cwd, sha);
  if (git) return { reader: git };
  const { owner, repo } = context;
  if (!owner || !repo)
    return { unavailable: 'GITHUB_REPOSITORY is not set, so the base cannot be read through the API', sha };
  if (token === '') {
    return {
      unavailable:
        'the base commit is not in the checkout (actions/checkout with fetch-depth: 0 brings it) and the github-token input is empty',
      sha,
    };
  }
  const api = await client(token);
  const readFile = async (relativePath: string): Promise<Uint8Array> => {
    try {
      return await readFileAtRef(api, { owner, repo }, sha, relativePath);
    } catch (error) {
      if (error instanceof NotAFileError) throw new NotComparableError(error.message);
      const status = httpStatus(error);
      if (status === 401 || status === 403)
        throw new Error(
          `HTTP ${status}: the token may not read the repository's files; the workflow needs the permission contents: read`,
        );
      throw error;
    }
  };
  // The workspace is the repository's top level, as the API names files.
  const removedFiles = () => listRemovedFiles(api, { owner, repo, number: pr.number }).catch(() => []);
  return { reader: { sha, source: 'api', readFile, removedFiles } };
}
