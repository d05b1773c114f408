// Provenance warnings at each evidence record's line: excerpts not at their source first, then
// sources that could not be checked. When the record's own line is not known (an input format
// that gives none), the first claim citing it is annotated, and the message says so.
import { problemKey } from '../results/problems.js';
import type { ProblemKind, ResultsFile } from '../results/types.js';
import { waivedKeys } from '../waivers/apply.js';
import type { Annotation } from './annotation.js';
import { annotationText } from './escape.js';
import {
  NOT_AT_SOURCE,
  NOT_CHECKED,
  provenanceRecords,
  STATUS_WORDS,
  type ProvenanceRecord,
} from './provenance-records.js';

export function provenanceAnnotations(results: ResultsFile): Annotation[] {
  // Excerpts not at their source first: GitHub shows only the first 10 warnings.
  // A waived record is listed under Waivers in the summary, not annotated: it does not count.
  const waived = waivedKeys(results);
  const kept = (kind: ProblemKind) => (entry: ProvenanceRecord) =>
    !waived.has(problemKey(entry.report, kind, null, entry.record.id));
  const records = [
    ...provenanceRecords(results, NOT_AT_SOURCE).filter(kept('provenance_not_found')),
    ...provenanceRecords(
      results,
      NOT_CHECKED.filter((status) => status !== 'skipped'),
    ).filter(kept('provenance_unreachable')),
  ];
  return records.map(({ record, file, line, lineOf }): Annotation => {
    const row = record.provenance;
    const closest = row.closest
      ? ` Closest passage on the page (${Math.round(row.closest.overlap * 100)}% of its words): "${annotationText(row.closest.passage, 300)}"`
      : '';
    const at =
      lineOf === 'claim'
        ? ' (Annotated at the first claim citing it: the evidence record’s own line is not known.)'
        : '';
    return {
      level: 'warning',
      title: NOT_AT_SOURCE.includes(row.status)
        ? `Evidence not at its source (${STATUS_WORDS[row.status]})`
        : `Source could not be checked (${STATUS_WORDS[row.status]})`,
      message: `Evidence ${annotationText(record.id, 100)} (${annotationText(record.url, 300)}): ${annotationText(row.detail, 400)}.${closest}${at}`,
      file,
      ...(line && line > 0 ? { startLine: line } : {}),
    };
  });
}
