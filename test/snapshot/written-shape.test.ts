// The fast path past zod for snapshot files as citegate writes them: it accepts only what zod
// would return unchanged (same keys, same order), and leaves everything else to zod.
import { describe, expect, it } from 'vitest';
import {
  renderSnapshotFile,
  SnapshotFileShape,
  sha256Text,
  type SnapshotSource,
} from '../../src/formats/snapshot/file.js';
import { isWrittenSnapshotFile } from '../../src/formats/snapshot/written-shape.js';

const text = 'Ridership on route 7 rose sharply.';
const source: SnapshotSource = {
  url: 'https://example.org/route/7',
  status: 'ok',
  final_url: 'https://example.org/route/7',
  http_status: 200,
  fetched_at: '2026-01-01T00:00:00.000Z',
  content_type: 'text/html',
  archive: { url: 'https://web.archive.org/x', timestamp: '2026-01-01', live_status: 'gone', live_detail: '404' },
  title: 'Route 7',
  title_sha256: sha256Text('Route 7'),
  text_sha256: null,
  text_length: null,
  omitted: 0,
  detail: 'read',
  passages: [{ start: 0, end: text.length, sha256: sha256Text(text), text }],
  sentences: [
    {
      claim_id: 'c7',
      claim_sha256: sha256Text('ridership on route 7 rose.'),
      sentence: 'Ridership on route 7 rose.',
      passages: [0],
      quotes: [{ text: 'rose', found: 'exact', start: 20, end: 24 }],
    },
  ],
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row edits parsed JSON in place, into any shape
type Parsed = any;
const written = (): Parsed => JSON.parse(renderSnapshotFile([source]));

describe('isWrittenSnapshotFile', () => {
  it('accepts a file as renderSnapshotFile writes it, and zod returns the same value, key for key in order', () => {
    const value = written();
    expect(isWrittenSnapshotFile(value)).toBe(true);
    const checked = SnapshotFileShape.parse(value);
    expect(JSON.stringify(checked.sources)).toBe(JSON.stringify(value.sources));
  });

  it.each([
    ['a key zod fills in (quotes) is missing', (v: Parsed) => delete v.sources[0].sentences[0].quotes],
    ['a key zod fills in (omitted) is missing', (v: Parsed) => delete v.sources[0].omitted],
    ['a key zod drops is present', (v: Parsed) => (v.sources[0].extra = 1)],
    ['keys are out of order', (v: Parsed) => (v.sources[0] = { status: 'ok', ...v.sources[0] })],
    ['a sha256 is upper case', (v: Parsed) => (v.sources[0].passages[0].sha256 = sha256Text(text).toUpperCase())],
    ['an offset is negative', (v: Parsed) => (v.sources[0].passages[0].start = -1)],
    ['an offset is fractional', (v: Parsed) => (v.sources[0].sentences[0].passages = [0.5])],
    ['a status is unknown', (v: Parsed) => (v.sources[0].status = 'fine')],
    ['a folding is unknown', (v: Parsed) => (v.sources[0].sentences[0].quotes[0].found = 'loose')],
    ['the version is another', (v: Parsed) => (v.version = 2)],
    ['the archive lacks a key', (v: Parsed) => delete v.sources[0].archive.live_detail],
  ])('leaves the file to zod when %s', (_, change) => {
    const value = written();
    change(value);
    expect(isWrittenSnapshotFile(value)).toBe(false);
  });
});
