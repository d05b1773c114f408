// citegate's own case shape (src/eval/reference-cases.json): {"version", "cases": [...]}. Read
// fields: every field of a reference case. Unlike `--cases`, which refuses a file with one bad
// case, a dataset skips the bad case (naming its line) and runs the others.
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { z } from 'zod';
import { parseJsonFile } from '../../report/json-file.js';
import { positionOf, positionsOf, type Position } from '../../report/locate.js';
import { caseIndex, EvalCase, type Case } from '../cases.js';
import { DatasetError, type LoadedDataset, type RowProblem } from './types.js';

export function parseCitegateCases(text: string, file: string): LoadedDataset {
  const body = text.replace(/^\uFEFF/, '');
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { allowTrailingComma: false, disallowComments: true });
  const list = root && errors.length === 0 ? findNodeAtLocation(root, ['cases']) : undefined;
  if (!root || errors.length > 0)
    throw new DatasetError(`${file}:${positionOf(body, errors[0]?.offset ?? 0).line}: not JSON`);
  if (!list || list.type !== 'array')
    throw new DatasetError(`${file}: no "cases" list (the shape is {"version": "...", "cases": [...]})`);

  // JSON.parse would keep the last of two equal keys, while the lines above come from the tree.
  const read = parseJsonFile(new TextEncoder().encode(body));
  if (!read.ok) throw new DatasetError(`${file}:${read.error.line ?? 1}: ${read.error.message}`);
  const data = read.value as { cases: unknown[] };
  const problems: RowProblem[] = [];
  const cases: Case[] = [];
  const seen = new Set<string>();
  const nodes = list.children ?? [];
  // One pass for every case's line (the offsets ascend), not a count from the start per case.
  const lines = positionsOf(
    body,
    nodes.map((node) => node.offset),
  );
  nodes.forEach((node: Node, at: number) => {
    const { line } = lines[at] as Position;
    const parsed = EvalCase.safeParse(data.cases[at]);
    if (!parsed.success) {
      problems.push({
        file,
        line,
        message: `case ${at + 1} does not have the shape of a reference case: ${z.prettifyError(parsed.error).replace(/\n+/g, ' ')}`,
      });
      return;
    }
    const entry = parsed.data;
    if (seen.has(entry.id)) {
      problems.push({ file, line, message: `case ${entry.id} repeats an ID` });
      return;
    }
    try {
      caseIndex(entry);
    } catch (error) {
      problems.push({ file, line, message: `case ${entry.id}: ${(error as Error).message.split('\n')[0]}` });
      return;
    }
    seen.add(entry.id);
    cases.push(entry);
  });
  return { format: 'citegate', files: [file], cases, rows: nodes.length, problems };
}
