// Bytes to text, strictly: a report that is not UTF-8 must be named, not silently repaired
// with U+FFFD (which would change the text every fingerprint is computed over).

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export type Decoded = { ok: true; text: string } | { ok: false; byteOffset: number };

export function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    // The decoder drops a leading byte-order mark, as Python's json.loads(bytes) does.
    return { ok: true, text: strictUtf8.decode(bytes) };
  } catch {
    return { ok: false, byteOffset: firstInvalidUtf8Byte(bytes) };
  }
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const length = sequenceLength(bytes[i] as number);
    if (length === 0 || i + length > bytes.length) return i;
    if (length > 1) {
      const sequence = bytes.subarray(i, i + length);
      try {
        strictUtf8.decode(sequence);
      } catch {
        return i;
      }
    }
    i += length;
  }
  return bytes.length;
}

/** Line and column (1-based, in characters) of a byte offset, for bytes that failed to decode. */
export function bytePosition(bytes: Uint8Array, byteOffset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < byteOffset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, byteOffset));
  return { line, column: [...before].length + 1 };
}
