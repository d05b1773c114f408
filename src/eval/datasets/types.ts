// What every dataset reader returns: the cases it could make, and a word for each row it could not.
import type { Case } from '../cases.js';

export const DATASET_FORMATS = ['healthver-csv', 'scifact', 'fever-jsonl', 'citegate'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** A row that was skipped, and why; `file` as the user named it. */
export interface RowProblem {
  file: string;
  line: number;
  message: string;
}

export interface LoadedDataset {
  format: DatasetFormat;
  /** The files read, as the user named them (SciFact: the claims file, then the corpus). */
  files: string[];
  cases: Case[];
  /** Rows (records, lines, cases) read from the main file, usable or not. */
  rows: number;
  problems: RowProblem[];
}

/** The dataset cannot be read at all (no file, a header without the needed columns): exit 2. */
export class DatasetError extends Error {}
