// npm run bench: the core check on a synthetic report of 10,000 claims x 3 citations, 5,000
// excerpts of about 2 KB and one committed result per pair; then a report ten times smaller.
// Each size is measured in a fresh process so peak memory belongs to that size alone.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const buildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench');

// ASCII-only text: the fingerprints below (lower-case + collapse) equal Python's casefold.
const sha256 = (text) => createHash('sha256').update(text.toLowerCase().split(/\s+/).filter(Boolean).join(' ')).digest('hex');
const WORDS = 'the survey found that average travel time fell by 12 percent relative to matched control corridors while ridership rose in May and costs stayed within budget according to the audited accounts of 2024'.split(' ');

function excerptText(seed) {
  const words = [`Record ${seed}: travel time on corridor ${seed} fell by ${seed % 40} percent.`];
  for (let i = 0; words.join(' ').length < 2000; i++) words.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${words.join(' ')}.`;
}

// Claims restate a number of their first cited source, as a report's claims do; one in twenty
// gets it wrong, so numeric grounding has findings to make and excerpts to read in full.
function syntheticReport(claimCount) {
  const evidenceCount = claimCount / 2;
  const evidence = Array.from({ length: evidenceCount }, (_, i) => ({
    id: `ev-${i}`,
    title: `Source ${i}`,
    url: `https://data.example.org/records/${i}`,
    excerpt: excerptText(i),
    relation: 'supports',
    published_at: '2025-06-01T00:00:00Z',
  }));
  const claims = Array.from({ length: claimCount }, (_, i) => {
    const source = i % evidenceCount;
    const percent = (source % 40) + (i % 20 === 0 ? 1 : 0);
    return {
      id: `claim-${i}`,
      statement: `Travel time on corridor ${source} fell by ${percent} percent.`,
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
        quote: record.excerpt.slice(12, 60).trim(),
        limitations: [],
        confidence: 0.9,
        claim_sha256: sha256(claim.statement),
        evidence_sha256: sha256(record.excerpt),
        verifier_version: 'bench-1',
      };
    }),
  );
  const report = { inquiry_id: 'bench', title: 'Benchmark', summary: 'Synthetic.', claims, evidence, open_questions: [] };
  return JSON.stringify({ report, verifications }, null, 2);
}

function measure(claimCount) {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-'));
  try {
    const text = syntheticReport(claimCount);
    writeFileSync(path.join(dir, 'bench.report.json'), text);
    const out = execFileSync(process.execPath, [path.join(buildDir, 'index.js'), dir, '7'], { encoding: 'utf8' });
    return { ...JSON.parse(out), megabytes: Buffer.byteLength(text) / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

execFileSync('npx', ['ncc', 'build', path.join(root, 'bench/core.ts'), '-o', buildDir, '--transpile-only', '--quiet'], { cwd: root, stdio: 'inherit' });

const full = measure(10_000);
const small = measure(1_000);
const f = (ms) => `${ms.toFixed(0)} ms`;
console.log(`report: 10,000 claims, ${full.pairs.toLocaleString('en-US')} pairs, ${full.megabytes.toFixed(1)} MB (best of 7 runs, each size in a fresh process)`);
console.log(`whole check:       ${f(full.checkMs)}  (${Math.round(full.pairs / (full.checkMs / 1000)).toLocaleString('en-US')} pairs/s)   target < 1000 ms`);
console.log(`lower bound:       ${f(full.lowerBoundMs)}  (read + JSON.parse + hash every claim and excerpt once)`);
console.log(`ratio:             ${(full.checkMs / full.lowerBoundMs).toFixed(2)}x   target <= 3x`);
console.log(`numeric grounding: ${f(full.numericMs)} of the check (${full.numericFindings} findings); without it ${f(full.checkMs - full.numericMs)}, ratio ${((full.checkMs - full.numericMs) / full.lowerBoundMs).toFixed(2)}x`);
console.log(`peak memory:       ${full.peakRssMb.toFixed(0)} MB RSS`);
console.log(`1/10 size:         ${f(small.checkMs)} for ${small.pairs.toLocaleString('en-US')} pairs (${small.megabytes.toFixed(1)} MB); growth x${(full.checkMs / small.checkMs).toFixed(1)} for x10 input (linear = 10)`);
