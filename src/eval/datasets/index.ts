// Reading a dataset: the file adapter over the pure parsers of each format.
import path from 'node:path';
import { readBoundedFile } from '../../files/read-bounded.js';
import { parseCitegateCases } from './citegate.js';
import { parseFever } from './fever.js';
import { parseHealthVer } from './healthver.js';
import { parseSciFact } from './scifact.js';
import { DatasetError, type DatasetFormat, type LoadedDataset } from './types.js';

export { DATASET_FORMATS, DatasetError, type DatasetFormat, type LoadedDataset, type RowProblem } from './types.js';

export interface DatasetSource {
  format: DatasetFormat;
  /** As the user wrote it; resolved against `cwd`. */
  file: string;
  /** SciFact's corpus; default corpus.jsonl beside the claims file (the release's layout). */
  corpus?: string;
  cwd: string;
}

export async function loadDataset(source: DatasetSource): Promise<LoadedDataset> {
  const text = await readText(source.cwd, source.file);
  try {
    switch (source.format) {
      case 'healthver-csv':
        return await parseHealthVer(text, source.file);
      case 'fever-jsonl':
        return parseFever(text, source.file);
      case 'citegate':
        return parseCitegateCases(text, source.file);
      case 'scifact': {
        const corpus = source.corpus ?? path.join(path.dirname(source.file), 'corpus.jsonl');
        return parseSciFact(text, source.file, await readText(source.cwd, corpus), corpus);
      }
    }
  } catch (error) {
    if (error instanceof DatasetError) throw error;
    // csv-parse stops on what it cannot skip (and wraps our header error): name the file either way.
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof DatasetError) throw cause;
    throw new DatasetError(`cannot read ${source.file} as ${source.format}: ${(error as Error).message}`);
  }
}

async function readText(cwd: string, file: string): Promise<string> {
  try {
    return (await readBoundedFile(path.resolve(cwd, file))).toString('utf8');
  } catch (error) {
    throw new DatasetError(`cannot read the dataset file ${file}: ${(error as Error).message}`);
  }
}
