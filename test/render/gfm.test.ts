// The comment and the summary read as GitHub reads them: parsed by a CommonMark/GFM parser
// (markdown-it, raw HTML on, as GitHub's renderer before its sanitiser), then checked for
// structure: closed <details>, no HTML from report text, every link an http(s) blob URL of
// the right line, a section per failed check, each claim once.
import MarkdownIt from 'markdown-it';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions } from '../../src/base/against-base.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { renderComment } from '../../src/render/comment.js';
import type { LinkContext } from '../../src/render/links.js';
import { renderSummary } from '../../src/render/summary.js';
import type { ResultsFile } from '../../src/results/types.js';
import { report, tempFolder, verification } from '../helpers/reports.js';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

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
const HOSTILE =
  'Ask @octocat </details><img src=x onerror=alert(1)><script>x</script> a|b `tick` [link](javascript:alert(1)) #1 **bold**';

const sectors = {
  id: 'e-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
  title: '<b>@org/team</b>',
  url: 'javascript:alert(1)',
};
const travel = {
  id: 'e-travel',
  excerpt: 'The evaluation found that average travel time fell by 12 percent ("a clear gain").',
};
const claims = {
  evil: { id: 'c-evil', statement: HOSTILE, evidence_ids: ['e-sectors'], confidence: 'high' as const },
  contra: {
    id: 'c-contra',
    statement: 'Employment increased in every affected sector.',
    evidence_ids: ['e-sectors'],
    confidence: 'high' as const,
  },
  number: {
    id: 'c-number',
    statement: 'Average travel time fell by 15 percent.',
    evidence_ids: ['e-travel'],
    confidence: 'high' as const,
  },
  quote: { id: 'c-quote', statement: 'The evaluation called it a clear gain.', evidence_ids: ['e-travel'] },
  uncited: {
    id: 'c-uncited',
    statement: 'The pilot was the first in the country.',
    evidence_ids: [],
    confidence: 'high' as const,
  },
  dangling: { id: 'c-dangling', statement: 'Delivery firms agreed.', evidence_ids: ['e-missing'] },
};
const head = {
  report: report(Object.values(claims), [sectors, travel]),
  verifications: [
    verification(claims.evil, sectors, 'contradicts', 'hospitality employment declined'),
    verification(claims.contra, sectors, 'contradicts', 'hospitality employment declined'),
    verification(claims.quote, travel, 'supports', '("a clear gain")'.replace(/"/g, '\u201c')),
  ],
};
// The base: the contradicted claim was supported there, and one stray result has been fixed since.
const base = {
  report: report(Object.values(claims), [sectors, travel]),
  verifications: [
    verification(claims.evil, sectors, 'contradicts', 'hospitality employment declined'),
    verification(claims.contra, sectors, 'supports', 'Employment rose overall'),
    verification(claims.quote, travel, 'supports', '("a clear gain")'.replace(/"/g, '\u201c')),
    verification({ id: 'c-removed', statement: 'x' }, travel, 'supports', null),
  ],
};
const FILE = 'docs/a b#(1).report.json';
const ENCODED = 'docs/a%20b%23%281%29.report.json';

let results: ResultsFile;
const thresholds: Partial<Thresholds> = {
  'max-contradicted': 0,
  'max-unverifiable': 0,
  'max-ungrounded-numbers': 0,
  'min-coverage': 0.99,
};

beforeAll(async () => {
  const cwd = tempFolder({
    [FILE]: head,
    'docs/added.report.json': {
      report: report([claims.contra], [sectors]),
      verifications: [verification(claims.contra, sectors, 'contradicts', 'hospitality employment declined')],
    },
  });
  const options: BaseOptions = {
    cwd,
    thresholds: { ...DEFAULT_THRESHOLDS, ...thresholds },
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn: 'all',
  };
  const checked = await runCheck({ ...options, patterns: ['**/*.report.json'] });
  const reader = {
    sha: BASE,
    source: 'git' as const,
    readFile: async (file: string) => {
      if (file !== FILE) throw missingAtBase(file, BASE);
      return new TextEncoder().encode(JSON.stringify(base, null, 2));
    },
  };
  results = await compareWithBase(checked, { reader }, options);
});

const rendered = () =>
  [
    ['comment', renderComment(results, { key: 'k', runUrl: 'https://github.example/acme/docs/actions/runs/1', links })],
    ['summary', renderSummary(results, { links })],
  ] as const;

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [token, ...flatten(token.children ?? [])]);
}

/** Tags in the raw HTML the markdown carries (what GitHub's sanitiser would then see). */
function htmlTags(tokens: Token[]): string[] {
  return flatten(tokens)
    .filter((token) => token.type === 'html_block' || token.type === 'html_inline')
    .flatMap((token) =>
      [...token.content.matchAll(/<(\/?[a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => (match[1] as string).toLowerCase()),
    );
}

describe.each(['comment', 'summary'] as const)('the %s, parsed as GFM', (name) => {
  const markdown = () => rendered().find(([which]) => which === name)![1];

  it('closes every <details> and carries no HTML element but its own', () => {
    const tags = htmlTags(md.parse(markdown(), {}));
    expect(tags.filter((tag) => tag === 'details').length).toBeGreaterThan(0);
    expect(tags.filter((tag) => tag === 'details').length).toBe(tags.filter((tag) => tag === '/details').length);
    expect(
      new Set(
        tags.filter(
          (tag) =>
            !['details', '/details', 'summary', '/summary', 'strong', '/strong', 'b', '/b', 'ins', '/ins'].includes(
              tag,
            ),
        ),
      ),
    ).toEqual(new Set());
    const html = md.render(markdown());
    expect(html).not.toMatch(/<img|<script|<b>@|href="javascript/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links every location to its line at the head (or, for fixed problems, the base) commit', () => {
    const inline = flatten(md.parse(markdown(), {}));
    const hrefs = inline
      .filter((token) => token.type === 'link_open')
      .map((token) => String(token.attrGet('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    const locations = inline
      .map((token, index) => ({ token, text: inline[index + 1]?.content ?? '' }))
      .filter(({ token, text }) => token.type === 'link_open' && /\.report\.json(:\d+)?$/.test(text));
    expect(locations.length).toBeGreaterThan(5);
    for (const { token, text } of locations) {
      const [, file, line] = text.replace(/\u200b/g, '').match(/^(.*?\.report\.json)(?::(\d+))?$/) ?? [];
      const sha = String(token.attrGet('href')).includes(`/blob/${BASE}/`) ? BASE : HEAD;
      const encoded = file === FILE ? ENCODED : (file as string);
      expect(token.attrGet('href')).toBe(
        `https://github.example/acme/docs/blob/${sha}/${encoded}${line ? `#L${line}` : ''}`,
      );
    }
    expect(hrefs.some((href) => href.includes(`/blob/${BASE}/`))).toBe(true); // the fixed stray result
  });

  it('has a section for every failed check', () => {
    const headings = md
      .parse(markdown(), {})
      .filter((token, index, all) => all[index - 1]?.type === 'heading_open')
      .map((token) => token.content);
    const failed = results.gate.checks.filter((check) => !check.passed).map((check) => check.name);
    expect(failed).toEqual([
      'max-binding-errors',
      'max-contradicted',
      'max-unverifiable',
      'max-ungrounded-numbers',
      'min-coverage',
    ]);
    for (const check of failed)
      expect(headings.some((heading) => heading.startsWith('❌') && heading.includes(`(${check}:`))).toBe(true);
  });

  it('lists each claim once, under its most severe heading, and says why a high-confidence claim lacks support', () => {
    // The verdict changes name a claim too, but as a change, not under a problem heading.
    const text = md.render(
      markdown().replace(/<details[^>]*>\n<summary><strong>Verdicts changed[\s\S]*?<\/details>/, ''),
    );
    for (const id of ['c-contra', 'c-evil', 'c-number', 'c-uncited', 'c-dangling']) {
      const mentions = [...text.matchAll(new RegExp(`</a> claim ${id}(:| \\()`, 'g'))].length;
      expect([id, mentions]).toEqual([id, id === 'c-contra' ? 2 : 1]); // c-contra is in two reports
    }
    expect(text).toContain('claim c-uncited (uncited)');
    expect(text).toContain('claim c-number (no verdict)');
    expect(text).toMatch(/more claims? (is|are) listed under Contradicted claims/);
  });
});

describe('what the comment and the summary say', () => {
  it('lead with the change against the base and count new, unchanged and fixed', () => {
    for (const [, markdown] of rendered()) {
      // The added report's problems are all new; in the other, the contradicted claim was supported at the base.
      expect(markdown).toContain(
        '**This pull request adds 2 contradicted claims and 2 high-confidence claims without support, fixes 1 binding error, and changes 1 verdict.**',
      );
      expect(markdown).toContain('| Contradicted claims | 2 | 1 | 0 |');
      expect(markdown).toContain('| Binding errors | 0 | 2 | 1 |');
      expect(markdown).toContain('| Unverifiable claims | 0 | 4 | 0 |'); // its limit is set
    }
  });

  it('mark new problems first in each section, and give the reason for the verifier not running', () => {
    const [[, comment], [, summary]] = rendered();
    const contradicted = comment.split('#### ❌ Contradicted claims')[1]?.split('####')[0] ?? '';
    expect(contradicted.indexOf('**new**')).toBeLessThan(contradicted.indexOf('- ['));
    expect(comment).toContain('⚠️ **The semantic verifier left');
    expect(comment).toContain('no API key (set the openai-api-key input from a secret)');
    expect(summary).toContain('that is not a fault in the reports');
  });

  it('mark the new items of a section, or name the new claims it lists under another section', () => {
    for (const [, markdown] of rendered()) {
      const tokens = md.parse(markdown, {});
      const headings = tokens
        .map((token, index) => (token.type === 'heading_open' ? index : -1))
        .filter((index) => index >= 0);
      for (const [n, start] of headings.entries()) {
        const heading = tokens[start + 1]?.content ?? '';
        const fresh = Number(/: (\d+) new/.exec(heading)?.[1] ?? 0);
        if (fresh === 0) continue;
        const body = md.renderer.render(tokens.slice(start, headings[n + 1] ?? tokens.length), md.options, {});
        const marked = (body.match(/<li><strong>new<\/strong>/g) ?? []).length;
        const named = [...body.matchAll(/new here: claim ([^.<]+)/g)].flatMap((match) =>
          (match[1] as string).split(', '),
        ).length;
        expect([heading, marked + named >= 1]).toEqual([heading, true]);
      }
    }
    // The high-confidence claim newly contradicted is listed under Contradicted claims, and its section says so.
    const [, comment] = rendered()[0];
    expect(comment).toMatch(
      /more claims? (is|are) listed under Contradicted claims(, new here|, \d+ of them new here): claim c-contra/,
    );
  });

  it('show an unbound quote beside the nearest passage, the first difference marked and named', () => {
    const [, summary] = rendered()[1];
    expect(summary).toContain(
      'the quote is not word for word in the excerpt (unbound_quote): curly vs straight quotes',
    );
    expect(summary).toContain('- committed quote: “(<b><ins>“</ins></b>a clear gain“)”');
    expect(summary).toContain('- nearest in the excerpt: “(<b><ins>&quot;</ins></b>a clear gain&quot;)”');
    expect(summary).not.toMatch(/[0-9a-f]{12}…/); // no hash prefixes
  });

  it('say an ungrounded number in one sentence', () => {
    for (const [, markdown] of rendered())
      expect(markdown).toContain('**15 percent** in claim c-number is not in its cited excerpt');
  });

  it('put the unset checks on one line in the summary', () => {
    const [, summary] = rendered()[1];
    expect(summary).toMatch(
      /^Not set \(no limit\): max-high-confidence-unsupported 5 · max-insufficient 0 · min-exact-quote-ratio 100% · fail-on-unavailable no$/m,
    );
  });

  it('give a failed check the table does not know a section saying where its items are', () => {
    const extra = {
      ...results,
      gate: {
        ...results.gate,
        checks: [...results.gate.checks, { name: 'max-added-later', limit: 0, value: 3, passed: false }],
      },
    } as unknown as ResultsFile;
    const comment = renderComment(extra, { key: 'k', links });
    expect(comment).toContain(
      '#### ❌ max-added-later: 3 (limit ≤ 0)\n\nThe job summary and the results file list what this check counted.',
    );
  });

  it('pass with findings named, and stay plain without a base', async () => {
    const cwd = tempFolder({ 'r.report.json': head });
    const checked = await runCheck({
      cwd,
      patterns: ['**/*.report.json'],
      thresholds: { ...DEFAULT_THRESHOLDS, 'max-binding-errors': null },
      mode: 'auto',
      verifier: { missing: 'missing_model' },
    });
    const comment = renderComment(checked, { key: 'k', links, fork: false });
    expect(comment).toContain(
      '### ✅ citegate passed — 2 binding errors, 2 contradicted claims, 4 high-confidence claims without support, 1 ungrounded number (no limit set on max-binding-errors, max-contradicted, max-high-confidence-unsupported, max-ungrounded-numbers)',
    );
    expect(comment).not.toContain('This pull request');
    expect(comment).toContain('no model (set the model input)');
  });
});
