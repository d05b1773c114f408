// Reading the waiver file for a run: the working tree's version, and the base commit's (through
// the base comparison's reader: git or the contents API), so that the waivers a pull request
// adds are shown as added. The file is committed by the pull request itself: it may ask to
// accept a finding, and the comment says so; it can never make citegate read outside the
// working directory.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BaseReader } from '../base/against-base.js';
import { within } from '../files/link-view.js';
import { InputFileError, megabytes, readBoundedFile } from '../files/read-bounded.js';
import { isMissingFile } from '../formats/read.js';
import type { ResultsFile } from '../results/types.js';
import { applyWaivers, type WaiverInput } from './apply.js';
import type { ParsedWaivers } from './parse.js';

/**
 * The largest waiver file citegate reads. A waiver is a sentence a reviewer reads: 1 MB holds
 * thousands with a reason each. The file is committed by the pull request, and the YAML parser
 * reads about 1 MB a second with some 70 bytes of memory per byte, so a larger file is refused
 * whole (none of its waivers apply, which only makes the gate stricter) rather than read.
 */
export const MAX_WAIVER_BYTES = 1_000_000;

const TOO_LARGE = 'none of its waivers apply';

export interface WaiverOptions {
  cwd: string;
  /** The `waivers` setting: a path relative to the working directory. */
  path: string;
  /** The path was given (not the default): a missing file is then an error, not "no waivers". */
  explicit: boolean;
  /** The base comparison's reader, when the run compared with a base commit. */
  reader: BaseReader | null;
  /** Today, YYYY-MM-DD (UTC); defaults to the clock. */
  today?: string;
}

/** The run's results with its waivers applied; unchanged when there is no waiver file at the default path. */
export async function withWaivers(results: ResultsFile, options: WaiverOptions): Promise<ResultsFile> {
  const relative = path.relative(options.cwd, path.resolve(options.cwd, options.path)).split(path.sep).join('/');
  const head = await readHead(options, relative);
  if (head === null) return results;
  const input: WaiverInput = { file: relative, head, today: options.today ?? new Date().toISOString().slice(0, 10) };
  // Compared with a base only when the comparison itself was made (its note is null).
  if (options.reader && results.base && results.base.note === null)
    input.base = await readBase(options.reader, relative);
  return applyWaivers(results, input);
}

async function readHead(options: WaiverOptions, relative: string): Promise<ParsedWaivers | null> {
  const fail = (message: string): ParsedWaivers => ({ waivers: [], errors: [{ line: null, message }] });
  if (relative.startsWith('../') || relative === '..' || path.isAbsolute(relative))
    return fail(`${options.path} is outside the working directory; waivers are read only from within it`);
  const target = path.join(options.cwd, relative);
  let real: string;
  try {
    real = await fs.realpath(target);
  } catch (error) {
    if (isMissingFile(error) && !options.explicit) return null;
    return fail(
      isMissingFile(error)
        ? `${relative} does not exist`
        : `${relative} could not be read: ${(error as Error).message}`,
    );
  }
  // A link in the pull request must not make citegate read (and quote) a file outside the checkout.
  if (!within(real, await fs.realpath(options.cwd)))
    return fail(`${relative} is a symbolic link that leads outside the working directory; it was not read`);
  try {
    // The YAML parser is loaded only when there is a waiver file (most runs have none).
    const bytes = await readBoundedFile(real, MAX_WAIVER_BYTES);
    const { parseWaivers } = await import('./parse.js');
    return parseWaivers(bytes.toString('utf8'));
  } catch (error) {
    const why = (error as Error).message;
    return fail(`${relative} could not be read: ${error instanceof InputFileError ? `${why}; ${TOO_LARGE}` : why}`);
  }
}

async function readBase(reader: BaseReader, relative: string): Promise<WaiverInput['base']> {
  try {
    const bytes = await reader.readFile(relative);
    // Too large to read: as unreadable, so every waiver of the head counts as added.
    if (bytes.length > MAX_WAIVER_BYTES)
      return {
        unreadable: `the file is ${megabytes(bytes.length)}, more than the ${megabytes(MAX_WAIVER_BYTES)} citegate reads`,
      };
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const { parseWaivers } = await import('./parse.js');
    return { waivers: parseWaivers(text).waivers };
  } catch (error) {
    if (isMissingFile(error)) return { waivers: [] };
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}
