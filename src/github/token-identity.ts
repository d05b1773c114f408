// Who the token writes as. The sticky comment may adopt only a comment that this account
// wrote: anyone who can comment can start one with the marker.
import { withTimeout, type GitHubClient } from './client.js';

/** An account as GitHub names it; `id` is its stable account ID when known. */
export interface TokenIdentity {
  login: string;
  id: number | null;
}

interface CommentAuthor {
  login?: string;
  id?: number;
}

/**
 * Asks GitHub once. GraphQL's `viewer` answers for every kind of token: the workflow token
 * (`github-actions[bot]`), a GitHub App's installation token (`<app-slug>[bot]`), a personal
 * access token and an OAuth or user token. REST `GET /user` is the fallback for a server whose
 * GraphQL endpoint does not answer; it works for user tokens only (installation tokens get
 * 403), and `GET /app` needs the app's JWT, which an action never has. Null when neither works.
 */
export async function findTokenIdentity(client: GitHubClient): Promise<TokenIdentity | null> {
  try {
    const answer = await client.graphql<{ viewer?: { login?: unknown; databaseId?: unknown } }>(
      'query { viewer { login databaseId } }',
      withTimeout(),
    );
    const login = answer.viewer?.login;
    if (typeof login === 'string' && login !== '')
      return { login, id: typeof answer.viewer?.databaseId === 'number' ? answer.viewer.databaseId : null };
  } catch {
    // Fall through to REST.
  }
  try {
    const { data } = await client.rest.users.getAuthenticated(withTimeout());
    return { login: data.login, id: data.id };
  } catch {
    return null;
  }
}

/** By account ID when both sides carry one (logins can be renamed), else by login, ignoring case as GitHub does. */
export function writtenBy(author: CommentAuthor | null | undefined, identity: TokenIdentity): boolean {
  if (!author) return false;
  if (identity.id !== null && typeof author.id === 'number') return author.id === identity.id;
  return typeof author.login === 'string' && author.login.toLowerCase() === identity.login.toLowerCase();
}
