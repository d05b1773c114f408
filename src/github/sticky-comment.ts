// One comment per pull request and key, found again by its hidden marker and edited in place.
import { withTimeout, type GitHubClient } from './client.js';
import type { PullRequestRef } from './changed-files.js';

export interface StickyComment {
  /** The first line of the body; identifies the comment. */
  marker: string;
  body: string;
  /** Create the comment when none exists yet (an existing one is always updated). */
  createIfMissing: boolean;
}

export type StickyOutcome = { action: 'created' | 'updated'; id: number } | { action: 'skipped' };

interface ListedComment {
  id: number;
  body?: string | null;
  user?: { type?: string } | null;
}

/**
 * Finds the comment that starts with the marker, preferring one written by a bot (the
 * action's token writes as a bot; a person quoting the marker does not start a comment with
 * it, but could), then the oldest.
 */
export function pickExisting(comments: readonly ListedComment[], marker: string): ListedComment | undefined {
  const matching = comments.filter((comment) => (comment.body ?? '').trimStart().startsWith(marker));
  const byBot = matching.filter((comment) => comment.user?.type === 'Bot');
  return (byBot.length > 0 ? byBot : matching).sort((a, b) => a.id - b.id)[0];
}

/** At most one write: an update when the comment exists, else a create when asked to. */
export async function upsertStickyComment(client: GitHubClient, pr: PullRequestRef, comment: StickyComment): Promise<StickyOutcome> {
  const comments = await client.paginate(client.rest.issues.listComments, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100, ...withTimeout() });
  const existing = pickExisting(comments, comment.marker);
  if (existing) {
    await client.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: existing.id, body: comment.body, ...withTimeout() });
    return { action: 'updated', id: existing.id };
  }
  if (!comment.createIfMissing) return { action: 'skipped' };
  const created = await client.rest.issues.createComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, body: comment.body, ...withTimeout() });
  return { action: 'created', id: created.data.id };
}
