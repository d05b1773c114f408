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

// The fast path copies the schema's rules by hand: each leaf of a written file, set in turn to
// values at the edge of a rule, must be accepted by the fast path only where zod accepts it too.
// A rule added to the schema and not to the fast path (a minimum length, a new status) fails here
// instead of passing files zod refuses.
/** Values at the edge of some rule the schema has, or might be given. */
const EDGES: unknown[] = [
  '',
  ' ',
  '\u{1F600}',
  'x'.repeat(10_000),
  sha256Text('x').toUpperCase(),
  sha256Text('x').slice(1),
  'fine',
  'exact',
  'refused',
  0,
  -0,
  -1,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  null,
  true,
  {},
  [],
  [0.5],
  [-1],
];

/** Every path to a leaf (or an array or object) of the value, walked with a stack of paths. */
function paths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { node: unknown; at: (string | number)[] }[] = [{ node: value, at: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    found.push(next.at);
    const { node, at } = next;
    if (typeof node !== 'object' || node === null) continue;
    const keys = Array.isArray(node) ? node.map((_, index) => index) : Object.keys(node);
    for (const key of keys) stack.push({ node: (node as Record<string | number, unknown>)[key], at: [...at, key] });
  }
  return found;
}

function setAt(value: unknown, path: (string | number)[], to: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = to;
  return copy;
}

describe('isWrittenSnapshotFile, leaf by leaf', () => {
  it('accepts no value zod refuses', () => {
    // With the text's own fingerprint and length set, so that those leaves are edited too.
    const written = JSON.parse(
      renderSnapshotFile([{ ...source, text_sha256: sha256Text(text), text_length: text.length }]),
    ) as unknown;
    expect(isWrittenSnapshotFile(written)).toBe(true);
    const looser: string[] = [];
    let accepted = 0;
    for (const path of paths(written).filter((path) => path.length > 0))
      for (const edge of EDGES) {
        const changed = setAt(written, path, edge);
        if (!isWrittenSnapshotFile(changed)) continue;
        accepted++;
        if (!SnapshotFileShape.safeParse(changed).success) looser.push(`${path.join('.')} = ${JSON.stringify(edge)}`);
      }
    expect(looser).toEqual([]);
    // The fast path does take some edits (a value zod takes too): the test reaches both sides.
    expect(accepted).toBeGreaterThan(50);
  });
});
