// Annotations on the report files, most severe first. Annotation text is shown as plain text
// (never markdown), and the workflow-command encoding of @actions/core keeps it one command;
// it is still flattened and shortened so that one claim cannot flood the checks page.
import type { ResultsFile } from '../results/types.js';
import { contradictedClaims, highConfidenceUnsupported } from '../results/select.js';
import { claimLine, contradictingPairs } from './markdown-blocks.js';
import { truncate } from './escape.js';

export type AnnotationLevel = 'error' | 'warning';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  file: string;
  startLine?: number;
  startColumn?: number;
}

/** GitHub shows at most 10 annotations of each level per step. */
export const ANNOTATIONS_PER_LEVEL = 10;

function plain(text: string, max: number): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

/** Every annotation for the results, errors before warnings, in the order they matter. */
export function annotationsFor(results: ResultsFile): Annotation[] {
  const errors: Annotation[] = [];
  const warnings: Annotation[] = [];
  const byFile = new Map(results.reports.map((report) => [report.file, report]));
  const at = (line: number | undefined) => (line && line > 0 ? { startLine: line } : {});

  for (const { file, claim } of contradictedClaims(results)) {
    const report = byFile.get(file);
    const by = report ? contradictingPairs(report, claim.id).map((pair) => pair.evidence_id) : [];
    errors.push({
      level: 'error',
      title: `Contradicted claim ${plain(claim.id, 100)}`,
      message: `Evidence ${plain(by.join(', '), 200)} contradicts this claim: ${plain(claim.statement, 500)}`,
      file,
      ...at(claim.line),
    });
  }
  for (const report of results.reports) {
    if (!report.error) continue;
    errors.push({
      level: 'error',
      title: 'Invalid report file',
      message: plain(report.error.message, 1000),
      file: report.file,
      ...at(report.error.line),
      ...(report.error.line && report.error.column ? { startColumn: report.error.column } : {}),
    });
  }
  for (const report of results.reports) {
    for (const rejection of report.rejected) {
      errors.push({
        level: 'error',
        title: `Rejected verifier result (${rejection.reason})`,
        message: `The committed result for claim ${plain(rejection.claim_id, 100)} and evidence ${plain(rejection.evidence_id, 100)} does not bind: ${plain(rejection.detail, 500)}`,
        file: report.file,
        ...at(rejection.line ?? claimLine(report, rejection.claim_id)),
      });
    }
  }
  for (const report of results.reports) {
    for (const finding of report.findings) {
      const target = finding.code === 'dangling_citation' ? errors : warnings;
      target.push({
        level: finding.code === 'dangling_citation' ? 'error' : 'warning',
        title: finding.code === 'dangling_citation' ? 'Dangling citation' : 'Ungrounded number',
        message: plain(finding.message, 500),
        file: report.file,
        ...at(finding.line),
      });
    }
  }
  // High-confidence claims without support come before ungrounded numbers among warnings.
  const unsupported = highConfidenceUnsupported(results).map(({ file, claim }): Annotation => ({
    level: 'warning',
    title: `High-confidence claim without support (${claim.verdict})`,
    message: `Claim ${plain(claim.id, 100)} is marked confidence: high but no evidence supports it: ${plain(claim.statement, 500)}`,
    file,
    ...at(claim.line),
  }));
  return [...errors, ...unsupported, ...warnings];
}

export interface LimitedAnnotations {
  shown: Annotation[];
  hidden: Record<AnnotationLevel, number>;
}

/** The first `perLevel` of each level; the rest are counted so a notice can point to the summary. */
export function limitAnnotations(annotations: readonly Annotation[], perLevel = ANNOTATIONS_PER_LEVEL): LimitedAnnotations {
  const shownCount: Record<AnnotationLevel, number> = { error: 0, warning: 0 };
  const hidden: Record<AnnotationLevel, number> = { error: 0, warning: 0 };
  const shown: Annotation[] = [];
  for (const annotation of annotations) {
    if (shownCount[annotation.level] < perLevel) {
      shownCount[annotation.level]++;
      shown.push(annotation);
    } else hidden[annotation.level]++;
  }
  return { shown, hidden };
}
