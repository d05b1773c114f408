// Permission tests need a user the permissions apply to: root reads and writes through any
// mode bits. Under root (a container, CI here) the subprocess runs as `nobody`; elsewhere (a
// GitHub runner's `runner` user) as the current user, whom a 0o555 folder already stops.
//
// `nobody` must reach what it runs: a clone inside a private folder (root's 0700 home, as in a
// container) holds a bundle `nobody` cannot read. runnableBundle then runs a copy of the bundle's
// folder from a folder anyone can read, or says why the test cannot run at all.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NODE } from './node-binary.js';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export type User = { uid?: number; gid?: number };

/** Spawn options for a process that a read-only folder stops. */
export const unprivileged: User = isRoot ? { uid: 65534, gid: 65534 } : {};

/** Lets that user into (and, with `writable`, write in) the given paths. */
export function openTo(paths: readonly string[], writable = false): void {
  for (const target of paths) chmodSync(target, writable ? 0o777 : 0o755);
}

const runnable = new Map<string, { bundle: string } | { skip: string }>();

/** Can `user` read `file` with the node binary the tests run? null: yes; else why not. */
function unreachable(user: User, file: string): string | null {
  const probe = spawnSync(
    NODE,
    ['-e', 'require("fs").accessSync(process.argv[1], require("fs").constants.R_OK)', file],
    { ...user, encoding: 'utf8' },
  );
  if (probe.error)
    return `cannot run ${NODE} as uid ${user.uid} (${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message})`;
  return probe.status === 0 ? null : `uid ${user.uid} cannot read ${file}`;
}

/**
 * The bundle (dist/cli/index.js, dist/action/index.js) as `user` can run it: itself when that
 * user can read it, else a copy of its folder in a fresh folder under the system's temporary
 * folder, readable by all; `skip` when neither works (node itself out of that user's reach).
 */
export function runnableBundle(bundle: string, user: User): { bundle: string } | { skip: string } {
  if (user.uid === undefined) return { bundle };
  const known = runnable.get(bundle);
  if (known) return known;
  let result: { bundle: string } | { skip: string };
  if (unreachable(user, bundle) === null) result = { bundle };
  else {
    const copy = mkdtempSync(path.join(tmpdir(), 'citegate-bundle-'));
    cpSync(path.dirname(bundle), copy, { recursive: true });
    chmodSync(copy, 0o755);
    for (const name of readdirSync(copy)) chmodSync(path.join(copy, name), 0o644);
    const copied = path.join(copy, path.basename(bundle));
    const why = unreachable(user, copied);
    result =
      why === null
        ? { bundle: copied }
        : {
            skip: `skipped: the unprivileged user cannot run the bundle (${unreachable(user, bundle)}), nor a copy of it (${why})`,
          };
  }
  runnable.set(bundle, result);
  return result;
}
