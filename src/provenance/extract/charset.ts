// Bytes to text by the WHATWG encoding sniffing algorithm (a byte-order mark, then the
// Content-Type header's charset, then a <meta> charset in the first 1024 bytes), through
// encoding-sniffer. Where nothing declares a charset, UTF-8 is assumed when the bytes are valid
// UTF-8 and windows-1252 (the web's legacy default) otherwise.
import { isUtf8 } from 'node:buffer';

/** The charset parameter of a Content-Type header, if any. */
export function charsetOf(contentType: string | null): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1];
}

export async function decodeBody(body: Buffer, contentType: string | null): Promise<string> {
  const { decodeBuffer } = await import('encoding-sniffer');
  const label = charsetOf(contentType);
  return decodeBuffer(body, {
    ...(label ? { transportLayerEncodingLabel: label } : {}),
    defaultEncoding: isUtf8(body) ? 'utf-8' : 'windows-1252',
  });
}
