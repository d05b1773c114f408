import { withTimeout, type GitHubClient } from './client.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** A file that the commit does not have: the same code as the file system's. */
export class NotAtRefError extends Error {
  readonly code = 'ENOENT';
}

/** A path that is no file at the commit (a folder, a submodule, a link to no file): the message says which. */
export class NotAFileError extends Error {}

/**
 * A file's bytes at a commit, through the REST contents API. The raw media type returns the
 * file itself (the JSON form stops at 1 MB, and reports are larger); the body is read as bytes,
 * not text, so a byte-order mark or an invalid UTF-8 byte reaches the report reader unchanged.
 * A folder, a submodule or a link to no file ignores the raw media type: GitHub answers with
 * JSON describing it, which is never taken for the file's bytes (NotAFileError).
 */
export async function readFileAtRef(
  client: GitHubClient,
  repo: RepoRef,
  ref: string,
  filePath: string,
): Promise<Uint8Array> {
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
    const bytes = new Uint8Array(await new Response(response.data as unknown as ReadableStream).arrayBuffer());
    const what = /^application\/json\b/i.test(String(response.headers['content-type'] ?? ''))
      ? describedEntry(bytes)
      : null;
    if (what !== null) throw new NotAFileError(`${filePath} is ${what} at ${ref.slice(0, 12)}`);
    return bytes;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) throw new NotAtRefError(`${filePath} does not exist at ${ref}`);
    throw error;
  }
}

/** What the contents API's JSON describes instead of a file's bytes, in words; null for anything else. */
function describedEntry(bytes: Uint8Array): string | null {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const entry = (value: unknown): value is { type: unknown; sha: unknown } =>
    typeof value === 'object' && value !== null && 'type' in value && 'sha' in value;
  // A folder is listed: an array of its entries.
  if (Array.isArray(data)) return data.every(entry) ? 'a folder' : null;
  if (!entry(data)) return null;
  if (data.type === 'dir') return 'a folder';
  if (data.type === 'submodule') return 'a submodule';
  if (data.type === 'symlink') return 'a symbolic link that leads to no file in the repository';
  return null;
}
