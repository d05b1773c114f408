// Permission tests need a user the permissions apply to: root reads and writes through any
// mode bits. Under root (a container, CI here) the subprocess runs as `nobody`; elsewhere (a
// GitHub runner's `runner` user) as the current user, whom a 0o555 folder already stops.
import { chmodSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Spawn options for a process that a read-only folder stops. */
export const unprivileged: { uid?: number; gid?: number } = isRoot ? { uid: 65534, gid: 65534 } : {};

/** Lets that user into (and, with `writable`, write in) the given paths. */
export function openTo(paths: readonly string[], writable = false): void {
  for (const target of paths) chmodSync(target, writable ? 0o777 : 0o755);
}
