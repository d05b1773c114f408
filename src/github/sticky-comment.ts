// One comment per pull request and key, found again by its hidden marker and edited in place.
// Only a comment written by the token's own account is ever adopted: the marker is public, and
// a comment someone else started with it is left exactly as it is.
import { withTimeout, type GitHubClient } from './client.js';
import type { PullRequestRef } from './changed-files.js';
import { findTokenIdentity, writtenBy, type TokenIdentity } from './token-identity.js';

export interface StickyComment {
  /** The first line of the body; identifies the comment. */
  marker: string;
  body: string;
  /** Create the comment when none exists yet (an existing one is always updated). */
  createIfMissing: boolean;
}

export type StickyOutcome =
  | {
      action: 'created';
      id: number;
      /** Older comments of ours removed (only when the token's identity could not be asked). */ removed: number;
    }
  | { action: 'updated'; id: number }
  | { action: 'skipped'; reason: 'nothing to update' | 'identity unknown' };

interface ListedComment {
  id: number;
  body?: string | null;
  user?: { login?: string; id?: number; type?: string } | null;
}

function startsWithMarker(comment: ListedComment, marker: string): boolean {
  return (comment.body ?? '').trimStart().startsWith(marker);
}

/** The oldest comment that starts with the marker and was written by `identity`. */
export function pickExisting(
  comments: readonly ListedComment[],
  marker: string,
  identity: TokenIdentity,
): ListedComment | undefined {
  return comments
    .filter((comment) => startsWithMarker(comment, marker) && writtenBy(comment.user, identity))
    .sort((a, b) => a.id - b.id)[0];
}

/**
 * Usually one write: an update of our comment, else a create when asked to. The token's
 * identity is asked only when some comment carries the marker. When it cannot be asked, the
 * comment is created anyway, its author (which is us) is read from the answer, and our own
 * older marker comments are deleted, so one comment stands; with nothing to create, nothing
 * is touched.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  pr: PullRequestRef,
  comment: StickyComment,
): Promise<StickyOutcome> {
  const where = { owner: pr.owner, repo: pr.repo };
  const comments: ListedComment[] = await client.paginate(client.rest.issues.listComments, {
    ...where,
    issue_number: pr.number,
    per_page: 100,
    ...withTimeout(),
  });
  const marked = comments.filter((item) => startsWithMarker(item, comment.marker));
  const identity = marked.length > 0 ? await findTokenIdentity(client) : null;

  const existing = identity ? pickExisting(marked, comment.marker, identity) : undefined;
  if (existing) {
    await client.rest.issues.updateComment({ ...where, comment_id: existing.id, body: comment.body, ...withTimeout() });
    return { action: 'updated', id: existing.id };
  }
  if (!comment.createIfMissing)
    return { action: 'skipped', reason: marked.length > 0 && !identity ? 'identity unknown' : 'nothing to update' };

  const created = await client.rest.issues.createComment({
    ...where,
    issue_number: pr.number,
    body: comment.body,
    ...withTimeout(),
  });
  let removed = 0;
  const author = created.data.user;
  if (marked.length > 0 && !identity && author) {
    const learned: TokenIdentity = { login: author.login, id: author.id };
    for (const old of marked.filter((item) => item.id !== created.data.id && writtenBy(item.user, learned))) {
      await client.rest.issues.deleteComment({ ...where, comment_id: old.id, ...withTimeout() });
      removed++;
    }
  }
  return { action: 'created', id: created.data.id, removed };
}
