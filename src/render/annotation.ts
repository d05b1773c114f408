// One annotation, as GitHub shows it on a line of a file: made by ./annotations.ts and by the
// provenance and reference annotations it gathers.
export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  file: string;
  startLine?: number;
  startColumn?: number;
}
