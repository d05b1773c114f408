// The base commit's snapshot files, for telling the passages a pull request wrote from those it
// did not (src/formats/snapshot/written.ts): read through the base comparison's reader (git or the
// contents API) and its memo of requests in flight, each file once. A file the base does not
// have, or that cannot be read or is not a snapshot file there, has no passages to trust: every
// passage of the head's counts as written by the pull request.
import { readSnapshotFile } from '../formats/snapshot/file.js';
import { baseSnapshotOf, type BaseSnapshot, type SnapshotBase } from '../formats/snapshot/written.js';
import type { BaseVersions } from './against-base.js';

const NOTHING: BaseSnapshot = new Map();

export function snapshotBase(versions: BaseVersions): SnapshotBase {
  const reads = new Map<string, Promise<BaseSnapshot>>();
  const readFile = (relativePath: string) => versions.schedule(() => versions.reader.readFile(relativePath));
  return {
    read(file) {
      let read = reads.get(file);
      if (!read) {
        read = readSnapshotFile(readFile, file).then(
          (result) => (result.ok ? baseSnapshotOf(result.file) : NOTHING),
          () => NOTHING,
        );
        reads.set(file, read);
      }
      return read;
    },
  };
}

/**
 * A pull request whose base cannot be read at all (no commit, no reader): no passage can be shown
 * to be the base's, so every passage counts as written by the pull request (fail closed).
 */
export const unreadSnapshotBase: SnapshotBase = { read: () => Promise.resolve(NOTHING) };
