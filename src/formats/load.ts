// Reads each discovered report through its format's adapter. `auto` has already decided by
// name (./discover.ts); a JSON file with no telling name is decided here by its shape.
import { parseJsonFile } from '../report/json-file.js';
import { reportClaimsPath } from '../report/parse.js';
import { abundanceFromJson } from './abundance/index.js';
import { alceFromJson, looksLikeAlce } from './alce/index.js';
import { loadCostorm } from './costorm/index.js';
import type { ReportInput } from './discover.js';
import type { LoadedReport } from './model.js';
import { isMissingFile, readFailure, type ReadFile } from './read.js';
import { loadStorm } from './storm/index.js';

/** Reads each input with the reader it gets (the file system within the input's bounds, or a base commit). */
export async function loadReports(inputs: readonly ReportInput[], readerFor: (input: ReportInput) => ReadFile): Promise<LoadedReport[]> {
  const loaded: LoadedReport[] = [];
  // One by one: an ALCE file holds a report per item, more than a spread can pass as arguments.
  for (const input of inputs) for (const report of await loadReport(input, readerFor(input))) loaded.push(report);
  return loaded;
}

async function loadReport(input: ReportInput, readFile: ReadFile): Promise<LoadedReport[]> {
  if (input.refusal !== undefined) return [{ file: input.path, error: { message: input.refusal } }];
  if (input.isFolder) return [input.format === 'costorm' ? await loadCostorm(input.path, readFile) : await loadStorm(input.path, readFile)];
  let bytes: Uint8Array;
  try {
    bytes = await readFile(input.path);
  } catch (error) {
    const absent = isMissingFile(error) ? { absent: true as const } : {};
    return [{ ...(input.format && input.format !== 'abundance' ? { format: input.format } : {}), file: input.path, error: { message: readFailure(error) }, ...absent }];
  }
  if (input.format === null && !/\.json$/i.test(input.path)) {
    return [{ file: input.path, error: { message: 'not a report citegate can read: a report is a *.json file (pipeline or ALCE), a STORM folder (url_to_info.json) or a Co-STORM folder (instance_dump.json); --format names the format' } }];
  }
  // Read once; with no format named, told apart by shape: anything that is not ALCE is read (and judged) as a pipeline report.
  const json = parseJsonFile(bytes, { elementsOf: reportClaimsPath });
  const format = input.format ?? (looksLikeAlce(json.value) ? 'alce' : 'abundance');
  if (format === 'alce') return alceFromJson(input.path, json, readFile);
  return [await abundanceFromJson(input.path, json, readFile)];
}
