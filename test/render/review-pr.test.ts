// Issue 21's pull request on the examples, as a reviewer reads it: the head edits Meridian's
// report after it was verified (a claim reworded, a quote altered, 41 changed to 44 million
// euros), compared with examples/ as committed under gate-on: new. The comment and the summary
// are parsed with a GFM parser (markdown-it, raw HTML on, as GitHub's renderer before its
// sanitiser) and read section by section: what is open, what is folded, what is marked new.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions } from '../../src/base/against-base.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { renderComment } from '../../src/render/comment.js';
import type { LinkContext } from '../../src/render/links.js';
import { renderSummary } from '../../src/render/summary.js';
import type { ResultsFile } from '../../src/results/types.js';
import { tempFolder } from '../helpers/reports.js';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const root = fileURLToPath(new URL('../..', import.meta.url));
const md = new MarkdownIt({ html: true, linkify: true });
const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);
const links: LinkContext = {
  serverUrl: 'https://github.example',
  owner: 'acme',
  repo: 'docs',
  headSha: HEAD,
  baseSha: BASE,
};
const MERIDIAN = 'examples/reports/meridian-fy2025-revenue.report.json';
const REWORDED = [
  "Meridian's audited group revenue for 2025 was EUR 112 million, up 14% from 2024.",
  "Meridian's audited group revenue rose 14% in 2025, to EUR 112 million.",
];

/** The pull request's edits, as scripts/preview-review.mjs --scenario edits makes them. */
function edited(text: string): string {
  const edits: [string, string][] = [
    [`"statement": "${REWORDED[0]}"`, `"statement": "${REWORDED[1]}"`],
    [
      '"quote": "At the end of the year the group employed 1200 people"',
      '"quote": "At the end of the year the group employed 1,200 people"',
    ],
    [
      '"statement": "Long-term maintenance contracts brought in 41 million euros',
      '"statement": "Long-term maintenance contracts brought in 44 million euros',
    ],
  ];
  return edits.reduce((out, [from, to]) => {
    if (!out.includes(from)) throw new Error(`not in the example: ${from}`);
    return out.replace(from, to);
  }, text);
}

const committed = Object.fromEntries(
  readdirSync(path.join(root, 'examples/reports'))
    .filter((name) => name.endsWith('.report.json'))
    .map((name) => [`examples/reports/${name}`, readFileSync(path.join(root, 'examples/reports', name), 'utf8')]),
);

let results: ResultsFile;
let comment: string;
let summary: string;

beforeAll(async () => {
  const head = Object.fromEntries(
    Object.entries(committed).map(([file, text]) => [file, file === MERIDIAN ? edited(text) : text]),
  );
  const cwd = tempFolder(head);
  const options: BaseOptions = {
    cwd,
    thresholds: { ...DEFAULT_THRESHOLDS, 'max-contradicted': 0 },
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn: 'new',
  };
  const checked = await runCheck({ ...options, patterns: ['examples/reports'] });
  const reader = {
    sha: BASE,
    source: 'git' as const,
    readFile: async (file: string) => {
      const text = committed[file];
      if (text === undefined) throw missingAtBase(file, BASE);
      return new TextEncoder().encode(text);
    },
  };
  results = await compareWithBase(checked, { reader }, options);
  comment = renderComment(results, {
    key: 'default',
    runUrl: 'https://github.example/acme/docs/actions/runs/1',
    links,
  });
  summary = renderSummary(results, { links });
});

interface ParsedSection {
  heading: string;
  /** Top-level list items shown open, as rendered HTML. */
  open: string[];
  /** Each <details> in the section: its summary and its top-level list items. */
  folds: { summary: string; items: string[] }[];
  /** Paragraphs outside lists (notes). */
  notes: string[];
}

/** The sections under headings of the given level, read from the parsed tokens. */
function sections(markdown: string, level: 'h3' | 'h4'): ParsedSection[] {
  const tokens = md.parse(markdown, {});
  const out: ParsedSection[] = [];
  let current: ParsedSection | null = null;
  let fold: { summary: string; items: string[] } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.type === 'heading_open') {
      current =
        token.tag === level ? { heading: (tokens[i + 1] as Token).content, open: [], folds: [], notes: [] } : null;
      if (current) out.push(current);
      fold = null;
      continue;
    }
    if (!current) continue;
    if (token.type === 'html_block' && token.content.startsWith('<details')) {
      fold = { summary: /<summary>(.*?)<\/summary>/s.exec(token.content)?.[1] ?? '', items: [] };
      current.folds.push(fold);
    } else if (token.type === 'html_block' && token.content.includes('</details>')) fold = null;
    else if (token.type === 'list_item_open' && token.level === 1) {
      let end = i;
      while (!((tokens[end] as Token).type === 'list_item_close' && (tokens[end] as Token).level === 1)) end++;
      const html = md.renderer.render(tokens.slice(i, end + 1), md.options, {});
      (fold ? fold.items : current.open).push(html);
      i = end;
    } else if (token.type === 'paragraph_open' && token.level === 0)
      current.notes.push((tokens[i + 1] as Token).content);
  }
  return out;
}

const section = (list: ParsedSection[], title: string) => {
  const found = list.find((entry) => entry.heading.includes(`${title}:`));
  if (!found) throw new Error(`no section ${title} in ${list.map((entry) => entry.heading).join(' | ')}`);
  return found;
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe.each([
  ['comment', 'h4'],
  ['summary', 'h3'],
] as const)('issue 21’s pull request: the %s', (name, level) => {
  const parsed = () => sections(name === 'comment' ? comment : summary, level);

  it('lists the new ungrounded number with the number as written, the sentence and a link to its line (item 1)', () => {
    const numbers = section(parsed(), 'Ungrounded numbers');
    expect(numbers.heading).toContain('1 new');
    expect(numbers.open).toHaveLength(1);
    const [item] = numbers.open as [string];
    expect(item).toContain(`<a href="https://github.example/acme/docs/blob/${HEAD}/${MERIDIAN}#L28">`);
    expect(item).toContain('<strong>new</strong>');
    expect(item).toContain(
      '<strong>44 million euros</strong> in claim claim-maintenance-share is not in its cited excerpt',
    );
    expect(text(item)).toContain(
      '“Long-term maintenance contracts brought in 44 million euros, or 37% of group revenue.”',
    );
  });

  it('marks the new items of every section that counts new ones, or names the claim listed elsewhere (item 2)', () => {
    for (const entry of parsed()) {
      const fresh = Number(/: (\d+) new/.exec(entry.heading)?.[1] ?? 0);
      if (fresh === 0) continue;
      const marked = entry.open.filter((item) => item.startsWith('<li><strong>new</strong>')).length;
      const named = entry.notes.filter((note) => /new here: claim/.test(note)).length;
      expect([entry.heading, marked + named > 0]).toEqual([entry.heading, true]);
      // Open items under gate-on: new are the new ones only.
      expect(entry.open.every((item) => item.startsWith('<li><strong>new</strong>'))).toBe(true);
    }
  });

  it('shows why the altered quote did not bind, with the difference marked (item 3)', () => {
    const errors = section(parsed(), 'Binding errors');
    const quote = errors.open.find((item) => item.includes('claim claim-headcount')) ?? '';
    expect(quote).toContain('the words differ: only the first 43 of its 54 characters match');
    // The marked character: the comma the quote added, and the excerpt's digit there.
    expect(quote).toMatch(/employed 1<b><ins>,<\/ins><\/b>200 people/);
    expect(quote).toMatch(/employed 1<b><ins>2<\/ins><\/b>00 people/);
  });

  it('shows the words a claim edit changed when its verdict was rejected for it (item 4)', () => {
    const errors = section(parsed(), 'Binding errors');
    const changed = errors.open.find((item) => item.includes('claim claim-maintenance-share')) ?? '';
    expect(text(changed)).toContain("the claim's text changed after it was verified");
    expect(changed).toContain('brought in <strong>41 → 44</strong> million euros');
    const reworded = errors.open.find((item) => item.includes('claim claim-revenue-2025')) ?? '';
    expect(text(reworded)).toContain(
      "it read “Meridian's audited group revenue for 2025 was EUR 112 million, up 14% from 2024.”",
    );
  });

  it('folds what the base already had, once per section, and groups the errors of one claim (item 5)', () => {
    const errors = section(parsed(), 'Binding errors');
    expect(errors.heading).toContain('4 new, 14 unchanged');
    // Four new errors, three claims: the reworded claim's two rejected results are one item naming both sources.
    expect(errors.open).toHaveLength(3);
    expect(errors.open[0]).toContain(
      'claim claim-revenue-2025 → evidence ev-meridian-annual-report-2025, ev-meridian-results-release: ',
    );
    expect(errors.folds).toHaveLength(1);
    expect(errors.folds[0]?.summary).toBe('14 unchanged items: already in the base, not counted (gate-on: new)');
    expect(errors.folds[0]?.items.every((item) => !item.includes('<strong>new</strong>'))).toBe(true);
    // The contradicted claim the pull request never touched: a heading and one fold, no open item.
    const contradicted = section(parsed(), 'Contradicted claims');
    expect(contradicted.heading).toContain('0 new, 1 unchanged');
    expect(contradicted.open).toEqual([]);
    expect(contradicted.folds.map((entry) => entry.items.length)).toEqual([1]);
  });
});

describe('issue 21’s pull request: the summary’s reports table', () => {
  const table = () => {
    const tokens = md.parse(summary, {});
    const start = tokens.findIndex(
      (token, index) => token.type === 'heading_open' && tokens[index + 1]?.content === 'Reports',
    );
    const open = tokens.findIndex((token, index) => index > start && token.type === 'table_open');
    const close = tokens.findIndex((token, index) => index > open && token.type === 'table_close');
    const rows: string[][] = [];
    for (const token of tokens.slice(open, close)) {
      if (token.type === 'tr_open') rows.push([]);
      if (token.type === 'inline') rows[rows.length - 1]?.push(text(md.renderInline(token.content)));
    }
    return rows;
  };

  it('defines quotes so that a report whose quotes were rejected does not read 100% (item 6)', () => {
    const rows = table();
    expect(rows[0]).toEqual(['Report', 'Status', 'Claims', 'Coverage', 'Quotes word for word']);
    const pcv = rows.find((row) => row[0]?.includes('pcv-schedule-review'));
    // Two kept results quote their excerpt; six committed quotes were rejected as not word for word.
    expect(pcv?.[4]).toBe('2 of 8');
    expect(results.reports.find((report) => report.file.includes('pcv'))?.summary?.exact_quote_ratio).toBe(1);
    const meridian = rows.find((row) => row[0]?.includes('meridian'));
    expect(meridian?.[4]).toBe('2 of 3');
    expect(summary).toContain('Quotes word for word: of the results whose quote was checked against its excerpt');
  });

  it('fits a narrow page: five columns, the verdicts in one cell (item 7)', () => {
    const rows = table();
    expect(rows.every((row) => row.length === 5)).toBe(true);
    const northport = rows.find((row) => row[0]?.includes('northport'));
    expect(northport?.[2]).toBe('8: 3 supported, 1 contradicted, 1 insufficient, 3 unverifiable');
    // No cell but the report's name is long enough to widen its column past a 900 px page.
    for (const row of rows)
      for (const cell of row.slice(1)) expect(cell.split(' ').every((word) => word.length <= 20)).toBe(true);
  });
});
