// The file system as the report search sees it. tinyglobby follows symbolic links itself but
// drops, without a word, a link it cannot resolve, and would search a linked folder anywhere on
// the machine (a link to / in a pull request: the whole runner). This view, passed as its `fs`,
// changes two things and records them, so the search can list each instead of dropping it:
// - a link that cannot be resolved (dangling, or a loop) looks like a file, so the patterns
//   are matched against its name as against any other;
// - a folder reached through a link that leads outside every allowed root looks empty;
// - a named pipe, a device or a socket looks like a file, so that one a pattern matches is
//   listed (and refused when read: src/files/read-bounded.ts) instead of dropped.
// Folders reached by plain descent are not checked: the walk starts where a pattern points.
import * as fs from 'node:fs';
import path from 'node:path';
import type { FileSystemAdapter } from 'tinyglobby';

export interface LinkView {
  fs: FileSystemAdapter;
  /** Linked folders (the link's path as walked, absolute) that the search entered and found outside every root. */
  outsideFolders: Set<string>;
}

/** True when `real` is `root` or lies under it (both real, absolute paths). */
export function within(real: string, root: string): boolean {
  return real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

type Callback<T> = (error: NodeJS.ErrnoException | null, value: T) => void;

export function linkView(roots: readonly string[]): LinkView {
  const outsideFolders = new Set<string>();
  const unresolvable = new Set<string>();
  // Real path -> the first link the walker resolved to it.
  const reachedThrough = new Map<string, string>();
  const strip = (walked: string) => (walked.length > 1 ? walked.replace(/\/+$/, '') : walked);

  const readdir = (
    folder: string,
    options: fs.ObjectEncodingOptions & { withFileTypes: true },
    callback: Callback<fs.Dirent[]>,
  ): void => {
    // The walker reads a linked folder by the real path the link resolved to.
    const link = reachedThrough.get(strip(folder));
    if (link !== undefined && !roots.some((root) => within(strip(folder), root))) {
      outsideFolders.add(link);
      callback(null, []);
      return;
    }
    fs.readdir(folder, options, (error, entries) => {
      if (error) return callback(error, entries);
      for (const entry of entries)
        if (entry.isFIFO() || entry.isCharacterDevice() || entry.isBlockDevice() || entry.isSocket())
          entry.isFile = () => true;
      callback(null, entries);
    });
  };
  // The walker asks for the real path of symbolic links only.
  const realpath = (link: string, callback: Callback<string>): void => {
    fs.realpath(link, (error, real) => {
      if (error) {
        unresolvable.add(link);
        callback(null, link);
        return;
      }
      if (!reachedThrough.has(real)) reachedThrough.set(real, strip(link));
      callback(null, real);
    });
  };
  const stat = (target: string, callback: Callback<fs.Stats>): void => {
    if (unresolvable.has(target)) fs.lstat(target, callback);
    else fs.stat(target, callback);
  };

  return {
    fs: {
      readdir: readdir as FileSystemAdapter['readdir'],
      realpath: realpath as FileSystemAdapter['realpath'],
      stat: stat as FileSystemAdapter['stat'],
    },
    outsideFolders,
  };
}
