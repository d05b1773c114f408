// PDF to text with PDF.js (Mozilla's PDF reader), through unpdf's serverless build: no worker,
// no canvas, no network. Font programs are never evaluated as code (isEvalSupported: false).
import type { PageText } from './types.js';

export async function pdfText(body: Buffer): Promise<PageText> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(body), { isEvalSupported: false, verbosity: 0, disableFontFace: true, useSystemFonts: false, stopAtErrors: false });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return { kind: 'pdf', main: null, all: text, wall: null };
  } finally {
    await pdf.destroy();
  }
}
