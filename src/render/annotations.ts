// Annotations on the report files, most severe first. Annotation text is shown as plain text
// (never markdown), and the workflow-command encoding of @actions/core keeps it one command;
// it is still flattened and shortened so that one claim cannot flood the checks page, and its
// control characters are shown escaped, as on the terminal (the log viewer renders ANSI).
import { findingKey, numberIdentity, problemKey } from '../results/problems.js';
import { noticeTitle } from '../results/finding-codes.js';
import type {
  DanglingCitationFinding,
  NoSourceTextFinding,
  NoticeFinding,
  ProblemKind,
  QuoteNotInSourceFinding,
  ReportResult,
  ResultsFile,
  UngroundedNumberFinding,
  UnresolvedCitationFinding,
} from '../results/types.js';
import { waivedKeys } from '../waivers/apply.js';
import {
  claimById,
  claimFile,
  contradictedClaims,
  highConfidenceUnsupported,
  rejectionPlace,
} from '../results/select.js';
import type { Annotation, AnnotationLevel } from './annotation.js';
import { contradictingPairs } from './markdown-blocks.js';
import { annotationText } from './escape.js';
import { provenanceAnnotations } from './provenance-annotations.js';
import { referenceAnnotations } from './reference-annotations.js';

/** The findings about one claim, each a problem the base comparison and waivers know. */
type ClaimFinding = DanglingCitationFinding | UnresolvedCitationFinding | UngroundedNumberFinding;
type SourceTextFinding = NoSourceTextFinding | QuoteNotInSourceFinding;

/** GitHub shows at most 10 annotations of each level per step. */
const ANNOTATIONS_PER_LEVEL = 10;

/** Every annotation for the results, errors before warnings, in the order they matter. */
export function annotationsFor(results: ResultsFile): Annotation[] {
  const at = (line: number | undefined, column?: number) =>
    line && line > 0 ? { startLine: line, ...(column ? { startColumn: column } : {}) } : {};
  // A claim of a folder report (STORM) is annotated in its article, at its column.
  const claimAt = (report: ReportResult, claimId: string | null, line: number | undefined) => ({
    file: claimFile(report, claimId),
    ...at(line, claimById(report, claimId)?.column),
  });
  const placeAt = (place: { file: string; line: number | null; column?: number }) => ({
    file: place.file,
    ...at(place.line ?? undefined, place.column),
  });

  // A waived finding is listed under Waivers in the summary, not annotated: it does not count.
  const waived = waivedKeys(results);
  const kept = (
    report: ReportResult,
    kind: ProblemKind,
    claimId: string | null,
    evidenceId?: string,
    number?: string,
  ) => !waived.has(problemKey(report, kind, claimId, evidenceId, number));
  const contradicted = contradictedClaims(results)
    .filter(({ claim, report }) => kept(report, 'contradicted', claim.id))
    .map(({ file, claim, report }): Annotation => {
      const by = contradictingPairs(report, claim.id).map((pair) => pair.evidence_id);
      return {
        level: 'error',
        title: `Contradicted claim ${annotationText(claim.id, 100)}`,
        message: `Evidence ${annotationText(by.join(', '), 200)} contradicts this claim: ${annotationText(claim.statement, 500)}`,
        file,
        ...at(claim.line, claim.column),
      };
    });
  const invalid = results.reports.flatMap(({ file, name, error }): Annotation[] =>
    error && kept({ file, ...(name === undefined ? {} : { name }) } as ReportResult, 'invalid_file', null)
      ? [
          {
            level: 'error',
            title: 'Invalid report file',
            message: annotationText(`${name === undefined ? '' : `${name}: `}${error.message}`, 1000),
            file: error.file ?? file,
            ...at(error.line),
            ...(error.line && error.column ? { startColumn: error.column } : {}),
          },
        ]
      : [],
  );
  const rejected = results.reports.flatMap((report) =>
    report.rejected
      .filter((rejection) => kept(report, 'rejected_result', rejection.claim_id, rejection.evidence_id))
      .map((rejection): Annotation => ({
        level: 'error',
        title: `Rejected verifier result (${rejection.reason})`,
        message: `The committed result for claim ${annotationText(rejection.claim_id, 100)} and evidence ${annotationText(rejection.evidence_id, 100)} does not bind: ${annotationText(rejection.detail, 500)}`,
        ...placeAt(rejectionPlace(report, rejection)),
      })),
  );
  const findings = (code: ClaimFinding['code'], level: AnnotationLevel, title: string): Annotation[] =>
    results.reports.flatMap((report) =>
      report.findings
        .filter((finding): finding is ClaimFinding => finding.code === code)
        .filter((finding) =>
          kept(
            report,
            finding.code,
            finding.claim_id,
            finding.code === 'ungrounded_number' ? undefined : finding.evidence_id,
            finding.code === 'ungrounded_number' ? numberIdentity(finding) : undefined,
          ),
        )
        .map((finding) => ({
          level,
          title,
          message: annotationText(finding.message, 500),
          ...claimAt(report, finding.claim_id, finding.line),
        })),
    );
  // What snapshots found about a claim's source text (src/check/snapshot-findings.ts).
  const sourceText = (code: SourceTextFinding['code'], title: string): Annotation[] =>
    results.reports.flatMap((report) =>
      report.findings
        .filter((finding): finding is SourceTextFinding => finding.code === code)
        .filter((finding) => !waived.has(findingKey(report, finding)))
        .map((finding) => ({
          level: 'warning',
          title,
          message: annotationText(finding.message, 500),
          ...claimAt(report, finding.claim_id, finding.line),
        })),
    );
  // Notices of a report's citations and sources, at their own place: warnings, then notes.
  const notices = (level: NoticeFinding['level']): Annotation[] =>
    results.reports.flatMap((report) =>
      report.findings
        .filter((finding): finding is NoticeFinding => 'level' in finding && finding.level === level)
        .filter((finding) => !waived.has(findingKey(report, finding)))
        .map((finding) => ({
          level: level === 'warning' ? 'warning' : 'notice',
          title: noticeTitle(finding.code),
          message: annotationText(finding.message, 500),
          file: finding.file ?? report.file,
          ...at(finding.line, finding.column),
        })),
    );
  const unsupported = highConfidenceUnsupported(results)
    .filter(({ claim, report }) => kept(report, 'high_confidence_unsupported', claim.id))
    .map(({ file, claim }): Annotation => ({
      level: 'warning',
      title: `High-confidence claim without support (${claim.verdict})`,
      message: `Claim ${annotationText(claim.id, 100)} is marked confidence: high but no evidence supports it: ${annotationText(claim.statement, 500)}`,
      file,
      ...at(claim.line, claim.column),
    }));
  return [
    ...contradicted,
    ...invalid,
    ...rejected,
    ...findings('dangling_citation', 'error', 'Dangling citation'),
    ...findings('unresolved_citation', 'error', 'Unresolved citation'),
    ...unsupported,
    ...findings('ungrounded_number', 'warning', 'Ungrounded number'),
    ...sourceText('quote_not_in_source', 'Quotation not in its source'),
    ...sourceText('no_source_text', 'No source text'),
    ...notices('warning'),
    ...provenanceAnnotations(results),
    ...referenceAnnotations(results),
    ...notices('note'),
  ];
}

export interface LimitedAnnotations {
  shown: Annotation[];
  hidden: Record<AnnotationLevel, number>;
}

/** The first `perLevel` of each level; the rest are counted so a notice can point to the summary. */
export function limitAnnotations(
  annotations: readonly Annotation[],
  perLevel = ANNOTATIONS_PER_LEVEL,
): LimitedAnnotations {
  const shownCount: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const hidden: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const shown: Annotation[] = [];
  for (const annotation of annotations) {
    if (shownCount[annotation.level] < perLevel) {
      shownCount[annotation.level]++;
      shown.push(annotation);
    } else hidden[annotation.level]++;
  }
  return { shown, hidden };
}
