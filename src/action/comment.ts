// Whether and how to write the sticky pull-request comment. Never fails the step: a comment
// that cannot be written is one warning, and the gate's decision stands on its own.
import * as core from '@actions/core';
import type { GitHubClient } from '../github/client.js';
import { linkContext, type RunContext } from '../github/event.js';
import { httpStatus } from '../github/client.js';
import { upsertStickyComment } from '../github/sticky-comment.js';
import { commentMarker, renderComment } from '../render/comment.js';
import type { ResultsFile } from '../results/types.js';
import type { CommentMode } from './inputs.js';
import { untrustedMessage } from './log.js';

export interface CommentRequest {
  mode: CommentMode;
  key: string;
  token: string;
  context: RunContext;
  results: ResultsFile;
  client: (token: string) => Promise<GitHubClient>;
  redact: (text: string) => string;
  /** Shown under the heading (e.g. why nothing was checked). */
  note?: string;
  /** Only replace an existing comment, never start one (nothing was checked this run). */
  updateOnly?: boolean;
}

const FORK_WARNING =
  'citegate: no pull-request comment: this pull request comes from a fork, so the workflow token is read-only and secrets are empty. The gate still ran; the result is in the job summary.';

/** Posts or updates the comment; returns a line for the job summary when it could not. */
export async function publishComment(request: CommentRequest): Promise<string | null> {
  const { mode, context, results } = request;
  if (mode === 'never') return null;
  const pr = context.pullRequest;
  if (!pr || !context.owner || !context.repo) {
    core.info(`citegate: no pull request in this ${context.eventName || 'run'} event, so no comment.`);
    return null;
  }
  if (pr.fromFork) {
    core.warning(FORK_WARNING);
    return 'No pull-request comment: the pull request comes from a fork, whose workflow token is read-only.';
  }
  if (request.token === '') {
    const message = 'citegate: no pull-request comment: the github-token input is empty.';
    core.warning(message);
    return message;
  }

  const body = request.redact(
    renderComment(results, {
      key: request.key,
      runUrl: context.runUrl,
      note: request.note,
      links: linkContext(context),
    }),
  );
  try {
    const client = await request.client(request.token);
    const outcome = await upsertStickyComment(
      client,
      { owner: context.owner, repo: context.repo, number: pr.number },
      {
        marker: commentMarker(request.key),
        body,
        createIfMissing: !request.updateOnly && (mode === 'always' || !results.gate.passed),
      },
    );
    if (outcome.action === 'updated') core.info(`citegate: updated pull-request comment ${outcome.id}.`);
    else if (outcome.action === 'created') {
      const replaced =
        outcome.removed > 0
          ? ` (the token's account could not be looked up, so it was read from this comment, and ${outcome.removed} older citegate comment${outcome.removed === 1 ? '' : 's'} of that account ${outcome.removed === 1 ? 'was' : 'were'} deleted)`
          : '';
      core.info(`citegate: created pull-request comment ${outcome.id}${replaced}.`);
    } else if (outcome.reason === 'nothing to update')
      core.info('citegate: no earlier comment to update and nothing that needs a new one.');
    else {
      const message = `citegate: no pull-request comment updated: GitHub did not say which account the token writes as (GraphQL viewer and GET /user both failed), so no earlier comment could be recognised as citegate's, and this run starts none.`;
      core.warning(message);
      return message;
    }
    return null;
  } catch (error) {
    const status = httpStatus(error);
    const message =
      status === 403 || status === 404
        ? `citegate: could not write the pull-request comment (HTTP ${status}): the workflow needs the permission pull-requests: write (a workflow token on a pull request from a fork never has it). The gate's decision is unaffected; the result is in the job summary.`
        : `citegate: could not write the pull-request comment: ${untrustedMessage(request.redact(error instanceof Error ? error.message : String(error)))}. The gate's decision is unaffected.`;
    core.warning(message);
    return message;
  }
}
