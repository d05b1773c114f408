// The synthetic pipeline report of npm run bench (bench/run.mjs, bench/cli.mjs), and Python's
// json.dump layout, in which pipelines commit them.
import { createHash } from 'node:crypto';

// Python's str.casefold() for the characters these reports use: lower case, and the few whose
// fold is not their lower case (ß → ss, final sigma → σ, the ligatures ﬁ ﬂ ﬀ → fi fl ff). The
// benchmark fails when a committed fingerprint does not match, so a wrong fold shows at once.
const FOLDS = { ß: 'ss', ς: 'σ', ﬁ: 'fi', ﬂ: 'fl', ﬀ: 'ff' };
const casefold = (text) => text.toLowerCase().replace(/[ßςﬁﬂﬀ]/g, (c) => FOLDS[c]);
// The claim and evidence fingerprints (collapse whitespace, casefold, SHA-256 of UTF-8).
export const sha256 = (text) =>
  createHash('sha256')
    .update(casefold(text.split(/\s+/).filter(Boolean).join(' ')))
    .digest('hex');

// Mostly ASCII, with a few non-ASCII words. They matter for the one-line layout: json.dump
// writes them as \uXXXX escapes, so text and file offsets diverge.
export const ASCII_WORDS =
  'the survey found that average travel time in são paulo fell by 12 percent relative to matched control corridors – while ridership rose in May and costs stayed within the € budget according to the audited accounts of 2024 naïve café'.split(
    ' ',
  );
// Text as PDF extraction and non-English sources give it: ligatures, Greek (final sigma
// included), ß, accents, in nearly every word.
export const UNICODE_WORDS =
  'η μελέτη βρήκε ότι ο μέσος χρόνος στη Großstraße ﬁel κατά 12 τοις εκατό – ﬂow ﬁeld Straße naïve café Δήμος Αθηναίων μ-Wert Maßnahme eﬀect σύνολο διαδρομής Grüße ﬁnanziert ﬂüssig'.split(
    ' ',
  );

function excerptText(seed, words, place) {
  const lead = place
    ? `Record ${seed}: travel time on corridor ${seed} in ${place} fell by ${seed % 40} percent.`
    : `Record ${seed}: travel time on corridor ${seed} fell by ${seed % 40} percent.`;
  const text = [lead];
  for (let i = 0; text.join(' ').length < 2000; i++) text.push(words[(seed * 7 + i * 13) % words.length]);
  return `${text.join(' ')}.`;
}

/**
 * A report of `claimCount` claims citing 3 of claimCount/2 excerpts of about 2 KB, one committed
 * result (quote and fingerprints) per pair. Claims restate a number of their first cited source,
 * as a report's claims do; one in twenty gets it wrong, so numeric grounding has findings to make
 * and excerpts to read in full. `place` puts a non-ASCII place name in every claim and excerpt.
 */
export function syntheticReport(claimCount, { words = ASCII_WORDS, place = undefined } = {}) {
  const evidenceCount = claimCount / 2;
  const evidence = Array.from({ length: evidenceCount }, (_, i) => ({
    id: `ev-${i}`,
    title: `Source ${i} – ${place ?? 'São Paulo'}`,
    url: `https://data.example.org/records/${i}`,
    excerpt: excerptText(i, words, place),
    relation: 'supports',
    published_at: '2025-06-01T00:00:00Z',
  }));
  const claims = Array.from({ length: claimCount }, (_, i) => {
    const source = i % evidenceCount;
    const percent = (source % 40) + (i % 20 === 0 ? 1 : 0);
    return {
      id: `claim-${i}`,
      statement: `Travel time on corridor ${source} in ${place ?? 'são paulo'} fell by ${percent} percent.`,
      evidence_ids: [0, 1, 2].map((k) => `ev-${(i + k * 7) % evidenceCount}`),
      confidence: i % 3 === 0 ? 'high' : 'medium',
    };
  });
  const verifications = claims.flatMap((claim) =>
    claim.evidence_ids.map((evidenceId) => {
      const record = evidence[Number(evidenceId.slice(3))];
      return {
        claim_id: claim.id,
        evidence_id: evidenceId,
        verdict: 'supports',
        quote: (place ? record.excerpt.slice(12, 90) : record.excerpt.slice(12, 60)).trim(),
        limitations: [],
        confidence: 0.9,
        claim_sha256: sha256(claim.statement),
        evidence_sha256: sha256(record.excerpt),
        verifier_version: 'bench-1',
      };
    }),
  );
  const report = {
    inquiry_id: 'bench',
    title: 'Benchmark',
    summary: 'Synthetic.',
    claims,
    evidence,
    open_questions: [],
  };
  return { report, verifications };
}

// Python's json.dumps(value) with its defaults: separators ", " and ": ", ensure_ascii=True
// (every character outside printable ASCII as a lower-case \uXXXX escape, as surrogate pairs
// beyond the BMP), one line.
const SHORT_ESCAPES = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
function pythonString(text) {
  return `"${text.replace(/[\\"]|[^ -~]/g, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}
export function pythonJsonDump(value) {
  if (typeof value === 'string') return pythonString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonJsonDump).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${pythonString(key)}: ${pythonJsonDump(item)}`)
    .join(', ')}}`;
}
