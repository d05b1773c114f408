// Reads each discovered report through its format's adapter. `auto` has already decided by
// name (./discover.ts); a JSON file with no telling name is decided here by its shape.
import { loadAbundance } from './abundance/index.js';
import { loadAlce, looksLikeAlce } from './alce/index.js';
import { loadCostorm } from './costorm/index.js';
import type { ReportInput } from './discover.js';
import { decodeText } from './json.js';
import type { FormatName, LoadedReport } from './model.js';
import { isMissingFile, type ReadFile } from './read.js';
import { loadStorm } from './storm/index.js';

export async function loadReports(inputs: readonly ReportInput[], readFile: ReadFile): Promise<LoadedReport[]> {
  const loaded: LoadedReport[] = [];
  for (const input of inputs) loaded.push(...(await loadReport(input, readFile)));
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
    return [{ ...(input.format && input.format !== 'abundance' ? { format: input.format } : {}), file: input.path, error: { message: `cannot read the file: ${(error as Error).message}` }, ...absent }];
  }
  const format = input.format ?? sniff(input.path, bytes);
  if (format === null) {
    return [{ file: input.path, error: { message: 'not a report citegate can read: a report is a *.json file (pipeline or ALCE), a STORM folder (url_to_info.json) or a Co-STORM folder (instance_dump.json); --format names the format' } }];
  }
  if (format === 'alce') return loadAlce(input.path, bytes, readFile);
  return [await loadAbundance(input.path, bytes, readFile)];
}

/** A JSON file's format by its shape; anything that is not ALCE is read (and judged) as a pipeline report. */
function sniff(file: string, bytes: Uint8Array): FormatName | null {
  if (!/\.json$/i.test(file)) return null;
  const decoded = decodeText(bytes);
  if (!decoded.ok) return 'abundance';
  try {
    return looksLikeAlce(JSON.parse(decoded.text)) ? 'alce' : 'abundance';
  } catch {
    return 'abundance';
  }
}
