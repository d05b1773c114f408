// Reference warnings at each evidence record's line (or the first claim citing it, said so):
// retracted works first, then identifiers no registry has, then those naming another work.
import { COUNTED_REFERENCE_STATUSES, referenceRecords } from '../results/reference-records.js';
import type { ResultsFile } from '../results/types.js';
import type { Annotation } from './annotation.js';
import { annotationText } from './escape.js';
import { FIELD_WORDS, identifierText, REFERENCE_STATUS_WORDS } from './reference-words.js';

export function referenceAnnotations(results: ResultsFile): Annotation[] {
  return COUNTED_REFERENCE_STATUSES.flatMap((status) => referenceRecords(results, [status])).map(
    ({ record, file, line, lineOf }): Annotation => {
      const row = record.references;
      const differences = row.differences
        .map(
          (difference) =>
            ` ${FIELD_WORDS[difference.field]}: cited "${annotationText(difference.cited, 200)}", registry "${annotationText(difference.registry, 200)}".`,
        )
        .join('');
      const at =
        lineOf === 'claim'
          ? ' (Annotated at the first claim citing it: the evidence record’s own line is not known.)'
          : '';
      const link = row.record_url ? ` ${annotationText(row.record_url, 300)}` : '';
      return {
        level: 'warning',
        title: `Reference ${REFERENCE_STATUS_WORDS[row.status]} (${annotationText(identifierText(row) ?? '', 120)})`,
        message: `Evidence ${annotationText(record.id, 100)}: ${annotationText(row.detail, 400)}.${differences}${link}${at}`,
        file,
        ...(line && line > 0 ? { startLine: line } : {}),
      };
    },
  );
}
