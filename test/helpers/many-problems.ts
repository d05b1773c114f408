// A report with as many problems as a test needs, of two levels: for the SARIF cap.
import { report } from './reports.js';

/** A report with `warnings` ungrounded numbers (warnings: no limit is set) then `errors` dangling citations (errors: max-binding-errors 0). */
export function manyProblems(warnings: number, errors: number) {
  const claims = [
    ...Array.from({ length: warnings }, (_, i) => ({
      id: `n${i}`,
      statement: 'Ridership on this route rose 18 percent.',
      evidence_ids: ['e1'],
    })),
    ...Array.from({ length: errors }, (_, i) => ({
      id: `d${i}`,
      statement: 'Ridership rose.',
      evidence_ids: ['gone'],
    })),
  ];
  return report(claims, [{ id: 'e1', excerpt: 'Ridership rose.' }]);
}
