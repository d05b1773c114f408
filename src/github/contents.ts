import { withTimeout, type GitHubClient } from './client.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** A file that the commit does not have: the same code as the file system's. */
export class NotAtRefError extends Error {
  readonly code = 'ENOENT';
}

/**
 * A file's bytes at a commit, through the REST contents API. The raw media type returns the
 * file itself (the JSON form stops at 1 MB, and reports are larger); the body is read as bytes,
 * not text, so a byte-order mark or an invalid UTF-8 byte reaches the report reader unchanged.
 */
export async function readFileAtRef(client: GitHubClient, repo: RepoRef, ref: string, filePath: string): Promise<Uint8Array> {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  const { request } = withTimeout();
  try {
    const response = await client.request(`GET /repos/{owner}/{repo}/contents/${encoded}`, {
      owner: repo.owner,
      repo: repo.repo,
      ref,
      headers: { accept: 'application/vnd.github.raw+json' },
      request: { ...request, parseSuccessResponseBody: false },
    });
    return new Uint8Array(await new Response(response.data as unknown as ReadableStream).arrayBuffer());
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) throw new NotAtRefError(`${filePath} does not exist at ${ref}`);
    throw error;
  }
}
