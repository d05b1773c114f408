import fc from 'fast-check';
import { findNodeAtLocation, getNodePath, parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { claimVerdicts, summarize } from '../../src/binding/aggregate.js';
import { bindResults } from '../../src/binding/bind.js';
import { pairKey } from '../../src/binding/pair-key.js';
import { indexReport } from '../../src/binding/report-index.js';
import {
  ANY,
  arrayElementOffsets,
  offsetOfPath,
  positionsOf,
  scanStructure,
  valueOffsets,
  type JsonPattern,
} from '../../src/report/locate.js';
import { ResearchReport, type ClaimEvidenceVerification } from '../../src/report/schema.js';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';
import { report } from '../helpers/reports.js';

const claimIds = ['c1', 'c2', 'c3', 'c4'];
const evidenceIds = ['e1', 'e2', 'e3', 'gone'];
const verdicts = ['supports', 'contradicts', 'insufficient', 'unverifiable'] as const;

const reportArb = fc.record({
  claims: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...claimIds),
      statement: fc.constantFrom('Costs fell by 12 percent.', 'Ridership rose.', 'ß ist groß'),
      evidence_ids: fc.array(fc.constantFrom(...evidenceIds), { maxLength: 4 }),
      confidence: fc.constantFrom('low', 'medium', 'high'),
    }),
    { selector: (claim) => claim.id, maxLength: 4 },
  ),
  evidence: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom('e1', 'e2', 'e3'),
      excerpt: fc.constantFrom('Costs fell by 12 percent in 2024.', 'Ridership rose in May.'),
    }),
    {
      selector: (record) => record.id,
      maxLength: 3,
    },
  ),
});

function resultsArb(statements: Map<string, string>, excerpts: Map<string, string>) {
  return fc
    .array(
      fc.record({
        claim_id: fc.constantFrom(...claimIds, 'ghost'),
        evidence_id: fc.constantFrom(...evidenceIds),
        verdict: fc.constantFrom(...verdicts),
        quote: fc.constantFrom(null, 'fell by 12 percent', 'Ridership rose', ' rose', 'nowhere'),
        freshClaim: fc.boolean(),
        freshEvidence: fc.boolean(),
      }),
      { maxLength: 12 },
    )
    .map((drafts) =>
      drafts.map(({ freshClaim, freshEvidence, ...draft }): ClaimEvidenceVerification => ({
        ...draft,
        limitations: [],
        confidence: 0.5,
        verifier_version: 'p',
        claim_sha256: freshClaim ? claimFingerprint(statements.get(draft.claim_id) ?? '') : 'a'.repeat(64),
        evidence_sha256: freshEvidence ? evidenceFingerprint(excerpts.get(draft.evidence_id) ?? '') : 'b'.repeat(64),
      })),
    );
}

const scenario = reportArb.chain((draft) => {
  const parsed = ResearchReport.parse(report(draft.claims, draft.evidence));
  const statements = new Map(parsed.claims.map((claim) => [claim.id, claim.statement]));
  const excerpts = new Map(parsed.evidence.map((record) => [record.id, record.excerpt]));
  return resultsArb(statements, excerpts).map((results) => ({ parsed, results }));
});

describe('binding properties', () => {
  it('never keeps a result for a pair the report does not contain, and keeps each pair once', () => {
    fc.assert(
      fc.property(scenario, ({ parsed, results }) => {
        const index = indexReport(parsed, []);
        const { kept, rejected } = bindResults(index, results, 'committed');
        const evidenceInReport = new Set(parsed.evidence.map((record) => record.id));
        for (const { pair, result } of kept) {
          const claim = parsed.claims.find((candidate) => candidate.id === pair.claimId);
          expect(claim?.evidence_ids).toContain(pair.evidenceId);
          expect(evidenceInReport.has(pair.evidenceId)).toBe(true);
          expect(pairKey(result.claim_id, result.evidence_id)).toBe(pair.key);
        }
        expect(new Set(kept.map(({ pair }) => pair.key)).size).toBe(kept.length);
        expect(kept.length + rejected.length).toBe(results.length);
      }),
      { numRuns: 500 },
    );
  });

  it('aggregates with contradicts > supports > insufficient > unverifiable, and the counts add up', () => {
    fc.assert(
      fc.property(scenario, ({ parsed, results }) => {
        const index = indexReport(parsed, []);
        const { kept } = bindResults(index, results, 'committed');
        const basis = { kind: 'bound', failureCode: null } as const;
        const verdictsByClaim = claimVerdicts(index, kept);
        for (const claim of index.claims) {
          const mine = kept.filter(({ pair }) => pair.claimId === claim.id).map(({ result }) => result.verdict);
          const expected = mine.includes('contradicts')
            ? 'contradicts'
            : mine.includes('supports')
              ? 'supports'
              : mine.includes('insufficient')
                ? 'insufficient'
                : 'unverifiable';
          expect(verdictsByClaim.get(claim.id)).toBe(expected);
        }
        const summary = summarize(index, kept, verdictsByClaim, basis);
        expect(
          summary.supported_claim_count +
            summary.contradicted_claim_count +
            summary.insufficient_claim_count +
            summary.unverifiable_claim_count,
        ).toBe(summary.claim_count);
        expect(summary.verified_pair_count).toBeLessThanOrEqual(summary.pair_count);
        expect(summary.coverage_ratio).toBeGreaterThanOrEqual(0);
        expect(summary.coverage_ratio).toBeLessThanOrEqual(1);
        expect(summary.status === 'complete').toBe(summary.verified_pair_count === summary.pair_count);
      }),
      { numRuns: 500 },
    );
  });
});

describe('JSON positions', () => {
  const documentArb = fc.record({
    claims: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
    other: fc.jsonValue({ maxDepth: 3 }),
  });

  it('finds the same array element offsets as a full JSON parser', () => {
    fc.assert(
      fc.property(documentArb, fc.constantFrom(0, 2), fc.boolean(), (document, indent, envelope) => {
        const value = envelope ? { verifications: [], report: document } : document;
        const text = JSON.stringify(value, null, indent);
        const path = envelope ? ['report', 'claims'] : ['claims'];
        const node = findNodeAtLocation(parseTree(text)!, path);
        const expected = node?.children?.map((child) => child.offset) ?? [];
        expect(arrayElementOffsets(text, path)).toEqual(expected);
        expect(scanStructure(text, path)).toEqual({ elementOffsets: expected });
        if (document.claims.length > 0) {
          const last = document.claims.length - 1;
          expect(offsetOfPath(text, [...path, last])).toBe(node?.children?.[last]?.offset);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('JSON positions of arrays side by side', () => {
  // A report's shape: evidence before or after its claims, nested arrays beside both.
  const sideBySideArb = fc
    .record({
      claims: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
      evidence: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
      other: fc.jsonValue({ maxDepth: 3 }),
      evidenceFirst: fc.boolean(),
    })
    .map(({ claims, evidence, other, evidenceFirst }) =>
      evidenceFirst ? { evidence, other, claims } : { other, claims, evidence },
    );
  it("finds a report's evidence offsets in the same pass as its claims', as a full JSON parser does", () => {
    fc.assert(
      fc.property(sideBySideArb, fc.constantFrom(0, 2), fc.boolean(), (document, indent, envelope) => {
        const value = envelope ? { verifications: [[1]], report: document } : document;
        const text = JSON.stringify(value, null, indent);
        const parent = envelope ? ['report'] : [];
        const tree = parseTree(text)!;
        const offsets = (key: string) =>
          findNodeAtLocation(tree, [...parent, key])?.children?.map((child) => child.offset) ?? [];
        const structure = scanStructure(text, [...parent, 'claims'], ['evidence']);
        expect(structure.elementOffsets).toEqual(offsets('claims'));
        expect(structure.alongsideOffsets?.get('evidence')).toEqual(offsets('evidence'));
        expect(structure.alongsideOffsets?.get('evidence')).toEqual(arrayElementOffsets(text, [...parent, 'evidence']));
        expect(structure.duplicate).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('still finds the first repeated key while it records them', () => {
    const text = '{"report": {"claims": [{"id": "a"}], "evidence": [{"id": "e", "id": "f"}]}, "verifications": []}';
    const structure = scanStructure(text, ['report', 'claims'], ['evidence']);
    expect(structure.duplicate).toMatchObject({ key: 'id', path: ['report', 'evidence', 0, 'id'] });
  });
});

describe("values at a pattern (the formats' sources, ALCE outputs)", () => {
  // Keys that repeat across objects, and one spelled "*": a key, never a wildcard.
  const keys = fc.constantFrom('a', 'b', '*', 'data');
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer(),
      fc.string({ maxLength: 3 }),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(keys, tie('value'), { maxKeys: 3 }),
    ),
  }));
  const patternArb = fc.array(fc.oneof(fc.constant(ANY), keys, fc.integer({ min: 0, max: 2 })), {
    minLength: 1,
    maxLength: 3,
  });

  /** The reference: every value node of a full parse whose path fits the pattern. */
  function expected(text: string, pattern: JsonPattern): { path: (string | number)[]; offset: number }[] {
    const found: { path: (string | number)[]; offset: number }[] = [];
    const visit = (node: Node): void => {
      const path = getNodePath(node);
      if (
        node.type !== 'property' &&
        path.length === pattern.length &&
        pattern.every((part, at) => part === ANY || part === path[at])
      )
        found.push({ path, offset: node.offset });
      for (const child of node.children ?? [])
        if (!(node.type === 'property' && child === node.children?.[0])) visit(child);
    };
    visit(parseTree(text) as Node);
    return found.sort((x, y) => x.offset - y.offset);
  }

  it('finds every value whose path fits, with that path, as a full JSON parser does', () => {
    fc.assert(
      fc.property(value, patternArb, fc.constantFrom(0, 2), (document, pattern, indent) => {
        const text = JSON.stringify(document, null, indent);
        expect(valueOffsets(text, pattern)).toEqual(expected(text, pattern));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('duplicate keys', () => {
  // Objects as lists of entries over few keys, so that keys repeat often; written by hand
  // because JSON.stringify cannot write a repeated key.
  type Tree = number | string | Tree[] | { entries: [string, Tree][] };
  const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer(),
      fc.constantFrom('x', 'a "quoted" \\ value', 'ü'),
      fc.array(tie('tree'), { maxLength: 3 }),
      fc.record({
        entries: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c\u0301', 'claims'), tie('tree')), { maxLength: 4 }),
      }),
    ),
  }));
  const write = (value: Tree, compact: boolean): string => {
    const gap = compact ? '' : '\n ';
    if (typeof value !== 'object') return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map((item) => write(item, compact)).join(`,${gap}`)}]`;
    return `{${gap}${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${compact ? '' : ' '}${write(item, compact)}`).join(`,${gap}`)}}`;
  };

  /** The reference: every object's properties from a full parse; the repeat that comes first in the text. */
  function firstRepeat(
    root: Node,
  ): { key: string; path: (string | number)[]; offset: number; firstOffset: number } | undefined {
    let best: ReturnType<typeof firstRepeat>;
    const visit = (node: Node): void => {
      if (node.type === 'object') {
        const seen = new Map<string, number>();
        for (const property of node.children ?? []) {
          const keyNode = property.children?.[0] as Node;
          const key = keyNode.value as string;
          const firstOffset = seen.get(key);
          if (firstOffset === undefined) seen.set(key, keyNode.offset);
          else if (!best || keyNode.offset < best.offset)
            best = { key, path: getNodePath(keyNode), offset: keyNode.offset, firstOffset };
        }
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(root);
    return best;
  }

  it('finds the first repeated key, its path and both offsets, as a full parser does', () => {
    fc.assert(
      fc.property(
        fc.record({ entries: fc.array(fc.tuple(fc.constantFrom('a', 'claims'), tree), { maxLength: 4 }) }),
        fc.boolean(),
        (document, compact) => {
          const text = write(document, compact);
          const expected = firstRepeat(parseTree(text) as Node);
          expect(scanStructure(text, ['claims']).duplicate).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('line and column', () => {
  it('agrees with counting the lines before each offset, in any layout', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', 'é', ' ') }), fc.array(fc.nat()), (text, raw) => {
        const offsets = raw.map((n) => n % (text.length + 1)).sort((x, y) => x - y);
        const expected = offsets.map((offset) => {
          const before = text.slice(0, offset).split('\n');
          return { line: before.length, column: (before.at(-1) as string).length + 1 };
        });
        expect(positionsOf(text, offsets)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
