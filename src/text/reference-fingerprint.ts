import { createHash } from 'node:crypto';

/**
 * SHA-256 of what a reference check reads of an evidence record: its URL, title and reference
 * text. The base comparison tells by it whether a pull request changed the reference.
 */
export function referenceFingerprint(record: { url: string; title: string; reference?: string | undefined }): string {
  return createHash('sha256')
    .update(JSON.stringify([record.url, record.title, record.reference ?? null]), 'utf8')
    .digest('hex');
}
