// Reads each discovered report through its format's adapter. `auto` has already decided by
// name (./discover.ts); a JSON file with no telling name is decided here by its shape.
import { parseJsonFile } from '../report/json-file.js';
import { REPORT_ARRAYS } from '../report/parse.js';
import { abundanceFromJson } from './abundance/index.js';
import { alceFromJson, looksLikeAlce } from './alce/index.js';
import { loadCostorm } from './costorm/index.js';
import type { ReportInput } from './discover.js';
import { providerOf } from './provider-json/kind.js';
import type { DialectChoice } from './markdown/dialects.js';
import { isInvalid, type LoadedReport } from './model.js';
import { isMissingFile, readFailure, type ReadFile } from './read.js';
import { loadBounded } from './bounded-read.js';
import { stopIdleWorkers } from '../threads/worker-pool.js';
import { loadStorm } from './storm/index.js';
import { attachSnapshots } from './snapshot/attach.js';
import { pythonLiteralNotices } from './python-literals.js';

/** Reads each input with the reader it gets (the file system within the input's bounds, or a base commit). */
/** How the formats read what they find; each option is a setting (src/config/inputs.ts). */
export interface LoadOptions {
  /** The Markdown dialect the user named (`markdown-dialect`); `auto` recognises it per report. */
  markdownDialect?: DialectChoice;
}

export async function loadReports(
  inputs: readonly ReportInput[],
  readerFor: (input: ReportInput) => ReadFile,
  options: LoadOptions = {},
): Promise<LoadedReport[]> {
  const loaded: LoadedReport[] = [];
  for (const input of inputs) {
    const readFile = readerFor(input);
    const reports = await loadReport(input, readFile, options);
    // Sources cited by URL alone take their text from the report's snapshot file (src/formats/snapshot/).
    // One by one: an ALCE file holds a report per item, more than a spread can pass as arguments.
    for (const report of input.refusal === undefined ? await attachSnapshots(reports, readFile, input) : reports)
      loaded.push(report);
  }
  // The reader processes' memory goes back now, not when the pool next needs room.
  await stopIdleWorkers();
  return loaded;
}

async function loadReport(input: ReportInput, readFile: ReadFile, options: LoadOptions): Promise<LoadedReport[]> {
  if (input.refusal !== undefined) return [{ file: input.path, error: { message: input.refusal } }];
  if (input.isFolder && input.format === 'costorm') {
    const costorm = await loadCostorm(input.path, readFile);
    // A report.md with no instance_dump.json beside it is a Markdown report, not a Co-STORM folder.
    if (isInvalid(costorm) && costorm.absent && input.markdownFile !== undefined)
      return loadReport({ ...input, path: input.markdownFile, isFolder: false, format: 'markdown' }, readFile, options);
    return [costorm];
  }
  if (input.isFolder) return [await loadStorm(input.path, readFile, input.article)];
  let bytes: Uint8Array;
  try {
    bytes = await readFile(input.path);
  } catch (error) {
    const absent = isMissingFile(error) ? { absent: true as const } : {};
    return [
      {
        ...(input.format && input.format !== 'abundance' ? { format: input.format } : {}),
        file: input.path,
        error: { message: readFailure(error) },
        ...absent,
      },
    ];
  }
  if (input.format === 'markdown') {
    // Read in a reader process with a time and a heap limit, where the Markdown parser is loaded: it is
    // most of the command line's code, and a run on JSON reports and STORM folders does not load it.
    return [
      await loadBounded(input.path, { kind: 'markdown', bytes, dialect: options.markdownDialect ?? 'auto' }, readFile),
    ];
  }
  // Read once; with no format named, told apart by shape: anything that is not ALCE is read (and judged) as a
  // pipeline report. Python wrote most of these files: its NaN is read as null, and said so.
  const json = parseJsonFile(bytes, { ...REPORT_ARRAYS, pythonLiterals: true });
  // A file whose name does not end in .json is read by its content (MIRAGE's
  // `….post_hoc_cite.mirage_CTI_1_CCI_-5`); one that is no JSON at all is no report citegate reads.
  if (input.format === null && !/\.json$/i.test(input.path) && !json.ok && json.value === undefined) {
    return [
      {
        file: input.path,
        error: {
          message:
            "not a report citegate can read: a report is a JSON file (pipeline, ALCE or a provider's answer, whatever its name), a *.md Markdown report, a STORM folder (url_to_info.json) or a Co-STORM folder (instance_dump.json), and this file is none of them (its content is not JSON); --format names the format",
        },
      },
    ];
  }
  const format =
    input.format ??
    (looksLikeAlce(json.value) ? 'alce' : providerOf(json.value) !== null ? 'provider-json' : 'abundance');
  if (format === 'alce') return alceFromJson(input.path, json, readFile);
  const text = json.ok ? json.text : '';
  const notices = pythonLiteralNotices(input.path, text, json.ok ? json.pythonLiterals : undefined, true);
  // A provider's answer is read in a reader process with a time and a heap limit (./bounded-read.ts).
  const report =
    format === 'provider-json'
      ? json.ok
        ? await loadBounded(input.path, { kind: 'provider-json', bytes }, readFile)
        : await (await import('./provider-json/index.js')).loadProviderJson(input.path, json, readFile)
      : await abundanceFromJson(input.path, json, readFile);
  if (notices.length > 0 && !isInvalid(report)) report.notices = [...(report.notices ?? []), ...notices];
  return [report];
}
