// A citation an adapter cannot resolve (model.ts UnresolvedCitation) is a binding error of its
// own kind: counted, listed, annotated and compared with the base, never turned into a pair.
import { describe, expect, it } from 'vitest';
import { listProblems } from '../../src/results/problems.js';
import { checkLoaded } from '../../src/check/run.js';
import type { NormalisedReport } from '../../src/formats/model.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { annotationsFor } from '../../src/render/annotations.js';
import { renderComment } from '../../src/render/comment.js';
import { renderSummary } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';

const article = 'wiki/topic/storm_gen_article_polished.txt';

function report(): NormalisedReport {
  return {
    format: 'storm',
    file: 'wiki/topic',
    sentenceIds: true,
    envelope: null,
    verdictFile: { path: 'wiki/topic/citegate.verdicts.json', exists: false, verifications: [] },
    evidence: [{ id: '1', title: 'Source one', url: 'https://example.org/one', excerpt: 'The bridge opened in 1932.' }],
    claims: [
      {
        id: 's-aaaaaaaaaa',
        statement: 'The bridge opened in 1932.',
        evidenceIds: ['1'],
        confidence: 'medium',
        line: 3,
        file: article,
        column: 1,
      },
      {
        id: 's-bbbbbbbbbb',
        statement: 'It carried 48,000 cars a day by 1958.',
        evidenceIds: ['1'],
        unresolved: [
          {
            marker: '4',
            reason: 'citation_numbering_unknown',
            detail: 'commit storm_gen_article.txt beside the polished article',
          },
        ],
        confidence: 'medium',
        line: 5,
        file: article,
        column: 1,
      },
    ],
  };
}

async function check() {
  return checkLoaded([report()], {
    thresholds: DEFAULT_THRESHOLDS,
    mode: 'off',
    verifier: { missing: 'semantic_off' },
  });
}

describe('unresolved citations', () => {
  it('are binding errors that fail the default gate, and form no pair', async () => {
    const results = await check();
    expect(results.totals).toMatchObject({
      unresolved_citations: 1,
      dangling_citations: 0,
      binding_errors: 1,
      pairs: 2,
    });
    expect(results.gate.passed).toBe(false);
    const [finding] = results.reports[0]!.findings.filter((row) => row.code === 'unresolved_citation');
    expect(finding).toMatchObject({
      reason: 'citation_numbering_unknown',
      claim_id: 's-bbbbbbbbbb',
      evidence_id: '4',
      line: 5,
    });
    expect(results.reports[0]!.pairs.map((pair) => `${pair.claim_id}→${pair.evidence_id}`)).toEqual([
      's-aaaaaaaaaa→1',
      's-bbbbbbbbbb→1',
    ]);
  });

  it('leave the numbers of their claim unjudged: they may be in the source that cannot be named', async () => {
    const results = await check();
    expect(results.reports[0]!.findings.filter((row) => row.code === 'ungrounded_number')).toEqual([]);
  });

  it('are a problem of their own kind, identified by claim and marker', async () => {
    const problems = listProblems(await check());
    expect(
      problems
        .filter((problem) => problem.kind === 'unresolved_citation')
        .map((problem) => [problem.claim_id, problem.evidence_id, problem.line, problem.at]),
    ).toEqual([['s-bbbbbbbbbb', '4', 5, article]]);
  });

  it('are listed with their reason in the comment, the summary, the terminal and the annotations', async () => {
    const results = await check();
    const comment = renderComment(results, { key: 'default' });
    expect(comment).toContain("cites [4]: the article's numbering cannot be matched to the list of sources");
    expect(renderSummary(results)).toContain('(citation_numbering_unknown)');
    expect(renderTerminal(results)).toMatch(
      /storm_gen_article_polished\.txt:5:1 +unresolved_citation +claim s-bbbbbbbbbb cites \[4\]/,
    );
    expect(renderTerminal(results)).toContain('0 rejected, 0 dangling, 1 unresolved, 0 invalid');
    expect(annotationsFor(results)).toContainEqual(
      expect.objectContaining({ level: 'error', title: 'Unresolved citation', file: article, startLine: 5 }),
    );
  });
});
