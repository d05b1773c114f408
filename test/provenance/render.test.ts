// Provenance on every surface: terminal, job summary, comment and annotations, from results
// made by a real run against a local server. Page text is a third party's: it must stay text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationsFor } from '../../src/render/annotations.js';
import { renderComment } from '../../src/render/comment.js';
import { renderSummary } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { ResultsFile } from '../../src/results/types.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { assertInert } from '../render/inert.js';
import { ARTICLE, CHANGED_ARTICLE, EXCERPT } from './fixtures.js';
import { checkSources, reportFolder } from './support.js';

const HOSTILE =
  'Weekday vehicle entries </details><img src=x> @octocat #1 [x](javascript:alert(1)) \u001b[31mred\u001b[0m averaged';

let web: FakeWeb;
let results: ResultsFile;

beforeAll(async () => {
  web = await startFakeWeb();
  web.route('/article', { headers: { 'content-type': 'text/html' }, body: ARTICLE });
  web.route('/changed', { headers: { 'content-type': 'text/html' }, body: CHANGED_ARTICLE });
  web.route('/hostile', {
    headers: { 'content-type': 'text/html' },
    body: `<html><body><p>${HOSTILE.replace('<', '&lt;').replace('<img', '&lt;img')} 118,400 per day.</p></body></html>`,
  });
  web.route('/gone', { status: 410 });
  web.route('/members', { status: 403 });
  const dir = reportFolder([
    { id: 'e-found', url: web.url('/article'), excerpt: EXCERPT },
    { id: 'e-changed', url: web.url('/changed'), excerpt: EXCERPT, title: 'Monitoring report' },
    { id: 'e-hostile', url: web.url('/hostile'), excerpt: EXCERPT },
    { id: 'e-gone', url: web.url('/gone'), excerpt: EXCERPT },
    { id: 'e-members', url: web.url('/members'), excerpt: EXCERPT },
  ]);
  ({ results } = await checkSources(dir, { thresholds: { 'max-provenance-not-found': 0 } }));
});
afterAll(() => web.close());

/** The line of an evidence record in the test report (the builder writes 2-space JSON). */
function evidenceLine(id: string): number {
  const record = results.reports[0]?.evidence.find((row) => row.id === id);
  return record?.line as number;
}

describe('results', () => {
  it('carries the evidence record’s line, the per-record rows, the totals and the gate check', () => {
    expect(evidenceLine('e-found')).toBeGreaterThan(10);
    expect(evidenceLine('e-changed')).toBeGreaterThan(evidenceLine('e-found'));
    expect(results.totals.provenance).toMatchObject({ found: 1, not_found: 2, gone: 1, blocked: 1 });
    expect(results.gate.checks.find((check) => check.name === 'max-provenance-not-found')).toEqual({
      name: 'max-provenance-not-found',
      limit: 0,
      value: 3,
      passed: false,
    });
    expect(results.gate.passed).toBe(false);
  });
});

describe('terminal', () => {
  const text = () => renderTerminal(results);
  it('lists the evidence not found at its source with the closest passage, then what could not be checked', () => {
    const out = text();
    expect(out).toContain('Evidence not found at its source (3)');
    expect(out).toContain(`r.report.json:${evidenceLine('e-changed')}  e-changed  not found  ${web.url('/changed')}`);
    expect(out).toContain(
      'closest:  "Weekday vehicle entries into the Central Zone averaged 121,900 per day, down 9 percent from 134,500 in the same period of 2025"',
    );
    expect(out).toContain(`r.report.json:${evidenceLine('e-gone')}  e-gone  gone (HTTP 410)`);
    expect(out).toContain('Sources that could not be checked (1)');
    expect(out).toContain('e-members  blocked (HTTP 403)');
    expect(out).toMatch(
      /Provenance: 5 evidence records over 5 URLs: 1 found · 2 not found · 1 gone · 1 blocked; 5 requests, 0 from cache\./,
    );
    expect(out).toMatch(/✗ max-provenance-not-found +3  ≤ 0/);
  });

  it('never prints a page’s control characters', () => {
    // Shown in the terminal's escape notation (src/text/controls.ts), never raw.
    expect(text()).toContain('\\x1b[31mred\\x1b[0m');
    // eslint-disable-next-line no-control-regex
    expect(text()).not.toMatch(/\u001b/);
  });
});

describe('job summary and comment', () => {
  it('have the checks’ sections, with the closest passage, every page string inert', () => {
    for (const [level, markdown] of [
      ['###', renderSummary(results)],
      ['####', renderComment(results, { key: 'k' })],
    ] as const) {
      expect(markdown).toContain(
        `${level} ❌ Evidence not found at its source: 3 (max-provenance-not-found: limit ≤ 0)\n\n- **r.report.json&#58;${evidenceLine('e-changed')}** evidence e-changed`,
      );
      expect(markdown).toContain(
        `${level} Sources that could not be checked: 1 (max-provenance-unreachable: no limit set)\n\n- **r.report.json&#58;${evidenceLine('e-members')}** evidence e-members`,
      );
      // Each record once: the checks' sections list them, the provenance section keeps the counts.
      expect(markdown.match(/evidence e-changed,/g)).toHaveLength(1);
      expect(markdown.match(/evidence e-members,/g)).toHaveLength(1);
      expect(markdown).not.toContain('<summary><strong>Evidence not found at its source');
      expect(markdown).toContain(
        '**Provenance:** 5 evidence records over 5 URLs: 1 found · 2 not found · 1 gone · 1 blocked (5 requests, 0 from cache).',
      );
      const hostile = markdown
        .split('\n')
        .filter((line) => line.includes('closest passage') && line.includes('octocat'));
      expect(hostile).toHaveLength(1);
      assertInert((hostile[0] as string).replace(/^ {2}- closest passage \(\d+% of its words\): /, ''));
      expect(markdown).toContain(`[Monitoring report](${web.url('/changed')})`);
    }
  });

  it('shows five records in the comment, folds the next fifteen, and points to the job summary for the rest', () => {
    const many = structuredClone(results);
    const report = many.reports[0]!;
    const changed = report.evidence.find((row) => row.id === 'e-changed')!;
    report.evidence = Array.from({ length: 30 }, (_, i) => ({ ...changed, id: `e-${i}` }));
    many.totals.provenance = { ...many.totals.provenance!, found: 0, not_found: 30, gone: 0, blocked: 0 };
    many.gate.checks = many.gate.checks.map((check) =>
      check.name === 'max-provenance-not-found' ? { ...check, value: 30 } : check,
    );
    const comment = renderComment(many, { key: 'k', runUrl: 'https://github.com/acme/docs/actions/runs/1' });
    const section = comment.slice(
      comment.indexOf('#### ❌ Evidence not found at its source: 30'),
      comment.indexOf('**Provenance:**'),
    );
    expect(section.slice(0, section.indexOf('<details>')).match(/^- /gm)).toHaveLength(5);
    expect(section).toContain('<summary>15 more items</summary>');
    expect(section.match(/^- /gm)).toHaveLength(20);
    expect(section).toContain('\n… 10 more in the [job summary](https://github.com/acme/docs/actions/runs/1)\n');
  });
});

describe('annotations', () => {
  it('warn at the evidence record’s line', () => {
    const warnings = annotationsFor(results).filter(
      (annotation) =>
        annotation.title.startsWith('Evidence not at its source') || annotation.title.startsWith('Source could not'),
    );
    expect(warnings.map((annotation) => [annotation.title, annotation.startLine])).toEqual([
      ['Evidence not at its source (not found)', evidenceLine('e-changed')],
      ['Evidence not at its source (not found)', evidenceLine('e-hostile')],
      ['Evidence not at its source (gone)', evidenceLine('e-gone')],
      ['Source could not be checked (blocked)', evidenceLine('e-members')],
    ]);
    expect(warnings.every((annotation) => annotation.level === 'warning' && annotation.file === 'r.report.json')).toBe(
      true,
    );
    expect(warnings[0]?.message).toContain('Closest passage on the page (');
  });

  it('fall back to the first claim citing the record when its line is not known, and say so', () => {
    const unlocated = structuredClone(results);
    for (const record of unlocated.reports[0]!.evidence) delete record.line;
    const warning = annotationsFor(unlocated).find(
      (annotation) => annotation.title === 'Evidence not at its source (gone)',
    );
    expect(warning?.startLine).toBe(unlocated.reports[0]?.claims[0]?.line);
    expect(warning?.message).toContain(
      'Annotated at the first claim citing it: the evidence record’s own line is not known.',
    );
  });
});
