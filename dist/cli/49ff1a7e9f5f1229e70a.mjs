// The PDF reader's process (see pdf.ts, which gives each one PDF at a time; the pool,
// src/threads/worker-pool.ts, kills one that passes its time limit). Plain JavaScript so that it runs as it
// is, from src/ in the tests and as a copied asset beside the bundle in dist/: PDF.js is
// imported from the URL pdf.ts gives.
//
// The bounds that hold inside the reader: a heap limit (pdf.ts), no single byte buffer larger
// than maxBufferBytes (a PDF stream cannot decode to more, however small it is compressed), at
// most maxPages pages and maxTextBytes of text. What was read within the bounds is kept, and
// the result says which bound cut it.
// Started by the pool with `--citegate-reader <JSON>` and an IPC channel (src/threads/worker-entry.ts).
const workerData = JSON.parse(process.argv[3] ?? 'null');
const post = (message) => process.send?.(message);
process.once('disconnect', () => process.exit(0));

// PDF.js's own complaints about a damaged file are noise (the pool reads this reader's stderr
// only for a heap abort): the record says what failed.
for (const name of ['log', 'info', 'warn', 'error', 'debug']) console[name] = () => undefined;

/** The job being read: its bounds, and whether a buffer was refused. */
let current = { maxBufferBytes: Infinity, bufferRefused: false };

// PDF.js decodes a stream into one Uint8Array that it doubles as it grows: refusing a larger
// one bounds what a small compressed stream can become (a "decompression bomb"); PDF.js then
// skips that stream (stopAtErrors: false) or gives up on the file. Only this reader's global
// is replaced; a Proxy keeps `instanceof Uint8Array` true for every array.
const NativeUint8Array = globalThis.Uint8Array;
globalThis.Uint8Array = new Proxy(NativeUint8Array, {
  construct(target, args, newTarget) {
    if (typeof args[0] === 'number' && args[0] > current.maxBufferBytes) {
      current.bufferRefused = true;
      throw new RangeError(`a stream of the PDF decodes to more than ${current.maxBufferBytes} bytes`);
    }
    return Reflect.construct(target, args, newTarget === globalThis.Uint8Array ? target : newTarget);
  },
});

const { getDocument } = await import(workerData.pdfjs);

async function read(bytes, limits) {
  const data = new NativeUint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Font programs are never evaluated as code; no worker of its own, no fonts, no network.
  const pdf = await getDocument({
    data,
    isEvalSupported: false,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
  try {
    const pages = pdf.numPages;
    const texts = [];
    let size = 0;
    let cut = null;
    for (let number = 1; number <= pages; number++) {
      if (number > limits.maxPages) {
        cut = 'pages';
        break;
      }
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // As unpdf's extractText: each item's text, a line break where the item ends a line.
      const text = content.items
        .filter((item) => item.str != null)
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      const bytes = Buffer.byteLength(text, 'utf8');
      if (size + bytes > limits.maxTextBytes) {
        // What fits is kept (a character cut in two at the end becomes U+FFFD).
        texts.push(
          Buffer.from(text, 'utf8')
            .subarray(0, limits.maxTextBytes - size)
            .toString('utf8'),
        );
        cut = 'text';
        break;
      }
      size += bytes;
      texts.push(text);
    }
    // As unpdf's extractText with mergePages: pages joined by a line break, spaces collapsed.
    const text = texts
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
    return { ok: true, text, pages, pagesRead: texts.length, cut: cut ?? (current.bufferRefused ? 'stream' : null) };
  } finally {
    await pdf.destroy();
  }
}

process.on('message', ({ bytes, limits }) => {
  current = { maxBufferBytes: limits.maxBufferBytes, bufferRefused: false };
  read(bytes, limits).then(
    (result) => post(result),
    (error) =>
      post({
        ok: false,
        message: current.bufferRefused
          ? `a stream of the PDF decodes to more than ${limits.maxBufferBytes} bytes`
          : error instanceof Error
            ? error.message
            : String(error),
      }),
  );
});
