// Which reader a body needs, by its Content-Type (and, when that says nothing useful, by its
// first bytes). Each reader's libraries are loaded only when a body of that kind arrives.
import { decodeBody } from './charset.js';
import type { HtmlLimits } from './html-reader.js';
import type { PdfLimits } from './pdf.js';
import type { Extraction } from './types.js';

export type { Extraction, PageText } from './types.js';

type Kind = 'html' | 'pdf' | 'text';

function mimeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function sniff(body: Buffer): Kind | null {
  const head = body.subarray(0, 1024).toString('latin1');
  if (head.startsWith('%PDF-')) return 'pdf';
  if (/^\s*(<!doctype html|<html|<head|<body)/i.test(head)) return 'html';
  return null;
}

export function kindOf(contentType: string | null, body: Buffer): Kind | null {
  const mime = mimeOf(contentType);
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime === 'application/pdf' || mime === 'application/x-pdf') return 'pdf';
  if (
    mime.startsWith('text/') ||
    mime === 'application/json' ||
    mime === 'application/xml' ||
    /\+(json|xml)$/.test(mime)
  )
    return 'text';
  // No type, or a generic one: what the bytes say.
  if (mime === '' || mime === 'application/octet-stream' || mime === 'binary/octet-stream')
    return sniff(body) ?? (mime === '' ? 'text' : null);
  return null;
}

export interface ExtractOptions {
  /** The most text kept of a PDF, in bytes: provenance-max-body. */
  maxTextBytes: number;
  /** The PDF reader's other bounds; tests make them small. */
  pdf?: Partial<Omit<PdfLimits, 'maxTextBytes'>>;
  /** The HTML reader's bounds (./html-reader.ts). */
  html?: Partial<HtmlLimits>;
}

export async function extractText(
  body: Buffer,
  contentType: string | null,
  truncated: boolean,
  options: ExtractOptions,
): Promise<Extraction> {
  const kind = kindOf(contentType, body);
  if (kind === null)
    return {
      ok: false,
      detail: `the content type ${JSON.stringify(mimeOf(contentType).slice(0, 100))} is not read (HTML, PDF and plain text are)`,
    };
  try {
    if (kind === 'html') {
      const { HTML_LIMITS, boundedHtmlText } = await import('./html-reader.js');
      return {
        ok: true,
        text: await boundedHtmlText(body, contentType, { ...HTML_LIMITS, ...options.html }),
      };
    }
    if (kind === 'pdf') {
      const { PDF_LIMITS, pdfText } = await import('./pdf.js');
      return {
        ok: true,
        text: await pdfText(body, { ...PDF_LIMITS, ...options.pdf, maxTextBytes: options.maxTextBytes }),
      };
    }
    return { ok: true, text: { kind: 'text', main: null, all: await decodeBody(body, contentType), wall: null } };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const cut = truncated ? ' (the body was cut at provenance-max-body, which a PDF does not survive)' : '';
    return {
      ok: false,
      detail: `the ${kind === 'pdf' ? 'PDF' : kind.toUpperCase()} could not be read${cut}: ${why.slice(0, 200)}`,
    };
  }
}
