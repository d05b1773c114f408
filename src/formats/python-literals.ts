// The notice that a JSON file a Python program wrote held NaN or an infinity, read as null
// (src/report/python-literals.ts): one per file (or per ALCE item), at the first of them, with how
// many there were, so that a reader knows the values were missing and where to look.
import type { PythonLiteral } from '../report/python-literals.js';
import type { ReportNotice } from './model.js';
import { lineLocator } from './positions.js';

const times = (count: number): string => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/**
 * The notice for `literals` of `file` (whose text is `text`), or none. `ownFile`: the file is the
 * report's own (an ALCE or pipeline file), so the notice names no other file.
 */
export function pythonLiteralNotices(
  file: string,
  text: string,
  literals: readonly PythonLiteral[] | undefined,
  ownFile = false,
): ReportNotice[] {
  const first = literals?.[0];
  if (!literals || !first) return [];
  const counts = new Map<string, number>();
  for (const { literal } of literals) counts.set(literal, (counts.get(literal) ?? 0) + 1);
  const written = [...counts].map(([literal, count]) => `${literal} ${times(count)}`).join(' and ');
  const at = lineLocator(text)(first.offset);
  const name = file.split('/').pop() ?? file;
  return [
    {
      code: 'python_literal',
      message: `${name} writes Python's ${written} (json.dump's way of writing a float NaN or infinity, which JSON does not allow; first at line ${at.line}, column ${at.column}): each was read as null`,
      line: at.line,
      column: at.column,
      ...(ownFile ? {} : { file }),
      subject: [...counts.keys()].join(', '),
    },
  ];
}
