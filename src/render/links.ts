// Every `path:line` a reviewer reads links to that line of the file at the commit that was
// checked: {server}/{owner}/{repo}/blob/{sha}/{path}#L{line}.
import { inert, safeLinkUrl } from './escape.js';

export interface LinkContext {
  /** e.g. https://github.com (GITHUB_SERVER_URL). */
  serverUrl: string;
  owner: string;
  repo: string;
  /** The commit the head's lines are in: the pull request's head, else GITHUB_SHA. */
  headSha: string | null;
  /** The base commit, for problems a pull request fixed (their lines are in the base). */
  baseSha?: string | null;
}

const encodePath = (file: string): string => file.split('/').map(encodeURIComponent).join('/');

/** {server}/{owner}/{repo}, not yet made safe. */
const repositoryUrl = (links: LinkContext): string =>
  `${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}`;

/** The blob URL of a line, already safe as a markdown link destination; null when it cannot be made. */
export function blobUrl(
  links: LinkContext | null,
  sha: string | null | undefined,
  file: string,
  line?: number | null,
): string | null {
  if (!links || !sha) return null;
  const anchor = line && line > 0 ? `#L${line}` : '';
  return safeLinkUrl(`${repositoryUrl(links)}/blob/${encodeURIComponent(sha)}/${encodePath(file)}${anchor}`);
}

/** `[abc1234](commit URL)`, or the short SHA alone when there is nothing to link to. */
export function commitLink(links: LinkContext | null, sha: string): string {
  const short = inert(sha.slice(0, 7), 10);
  if (!links) return short;
  const url = safeLinkUrl(`${repositoryUrl(links)}/commit/${encodeURIComponent(sha)}`);
  return url === null ? short : `[${short}](${url})`;
}

/** `[path:line](blob URL)`, or bold `path:line` when there is nothing to link to. The text is escaped. */
export function locationLink(
  links: LinkContext | null,
  file: string,
  line?: number | null,
  column?: number,
  sha: string | null | undefined = links?.headSha,
): string {
  const at = line && line > 0 ? `:${line}${column ? `:${column}` : ''}` : '';
  const text = inert(`${file}${at}`, 300);
  const url = blobUrl(links, sha, file, line);
  return url === null ? `**${text}**` : `[${text}](${url})`;
}
