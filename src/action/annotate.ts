import * as core from '@actions/core';
import { annotationsFor, limitAnnotations } from '../render/annotations.js';
import type { ResultsFile } from '../results/types.js';
import { showControls } from '../text/controls.js';

/** Emits the annotations GitHub will show, then one notice counting the ones it would not. */
export function emitAnnotations(results: ResultsFile): void {
  const { shown, hidden } = limitAnnotations(annotationsFor(results));
  for (const annotation of shown) {
    const emit =
      annotation.level === 'error' ? core.error : annotation.level === 'warning' ? core.warning : core.notice;
    // The file name comes from the repository too: a name holding ESC must not reach the log raw.
    emit(annotation.message, {
      title: annotation.title,
      file: showControls(annotation.file),
      startLine: annotation.startLine,
      startColumn: annotation.startColumn,
    });
  }
  const more = [
    hidden.error > 0 ? `${hidden.error} more errors` : '',
    hidden.warning > 0 ? `${hidden.warning} more warnings` : '',
    hidden.notice > 0 ? `${hidden.notice} more notices` : '',
  ].filter(Boolean);
  if (more.length > 0)
    core.notice(
      `citegate: ${more.join(' and ')} are not annotated (GitHub shows 10 of each per step); the job summary lists them all.`,
    );
}
