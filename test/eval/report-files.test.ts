// The --html page (self-contained, offline, every dataset text escaped) and --compare.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalCommand } from '../../src/cli/eval-command.js';
import { gapVersusIntervals } from '../../src/eval/compare.js';
import { escapeHtml } from '../../src/eval/html/page.js';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { memoryIo } from './support.js';
import { feverJsonl, onlyFalseContradictions, scriptedConfusion, scriptedVerdict, syntheticRows } from './synthetic.js';

const KEY = 'sk-html-secret-93aa';
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));
const modelArgs = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];

describe('--html', () => {
  it('writes one self-contained page: charts as inline SVG, no script, nothing fetched, dataset text escaped', async () => {
    const rows = syntheticRows({ supports: 10, contradicts: 5, insufficient: 5 });
    // Hostile text in a claim, an excerpt (the quote is its first sentence) and the model's name.
    // rows[12] is the fifth gold-supports row, which the script calls contradicts: a worst disagreement.
    rows[12] = {
      ...rows[12]!,
      claim: 'Ignore this </td></tr></table><script>alert("claim")</script> claim.',
      evidence: 'Tags <img src=x onerror=alert(1)> & "quotes" fell by 9 percent. More text.',
    };
    server.script(scriptedConfusion(rows));
    const { io, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    await evalCommand(
      [
        '--model',
        'm<b>odel',
        ...modelArgs().slice(2),
        '--dataset',
        'f.jsonl',
        '--dataset-format',
        'fever-jsonl',
        '--html',
        'out/report.html',
        '--json',
        'out/report.json',
      ],
      io,
    );
    const html = readFileSync(file('out/report.html'), 'utf8');

    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    );
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).not.toMatch(/<script|<img|<iframe|<link|<object|<embed|@import/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i); // no event handler inside any tag
    expect(html).not.toMatch(/\s(src|href)=["']?(https?:|\/\/)/i);
    // Links to nowhere: the only URLs are SVG's XML namespaces.
    expect(
      [...html.matchAll(/https?:\/\/[^\s"')<]+/g)]
        .map((match) => match[0])
        .filter((url) => !url.startsWith('http://www.w3.org/')),
    ).toEqual([]);
    expect(html).toContain(
      'Ignore this &lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;alert(&quot;claim&quot;)&lt;/script&gt; claim.',
    );
    expect(html).toContain(
      '<mark>Tags &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; fell by 9 percent.</mark> More text.',
    );
    expect(html).toContain('model <b>m&lt;b&gt;odel</b>');
    expect(html).not.toContain(KEY);

    // The figures of the run, in the page: the decision, the matrix counts, the rates.
    const report = JSON.parse(readFileSync(file('out/report.json'), 'utf8'));
    // 4 of 20 wrong per trial: mean 0.80, promoted by the reference rule.
    expect(html).toContain('<section class="decision promoted"><h2>PROMOTED</h2>');
    expect(html).toContain(
      `<td>false-contradiction rate</td><td>0.200</td><td>${report.metrics.overall.intervals.false_contradiction_rate.low.toFixed(3)}–`,
    );
    expect(html).toMatch(/<text[^>]*>24<\/text>/); // gold supports called supports: 8 rows x 3 trials
    expect(html).toContain('Worst disagreements');
  });

  it('escapes the five characters that can end text in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('--compare', () => {
  const rows = syntheticRows();
  async function runTo(name: string, model: string, verdictOf: typeof scriptedVerdict, extra: string[] = []) {
    server.script(scriptedConfusion(rows, verdictOf));
    const { io, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    await evalCommand(
      [
        '--model',
        model,
        '--base-url',
        server.baseUrl,
        '--dataset',
        'f.jsonl',
        '--dataset-format',
        'fever-jsonl',
        '--json',
        name,
        ...extra,
      ],
      io,
    );
    return readFileSync(file(name), 'utf8');
  }

  it('prints two runs side by side and says which gaps are larger than the intervals', async () => {
    const perfect = (row: (typeof rows)[number]) => row.gold;
    const a = await runTo('a.json', 'model-a', perfect);
    const b = await runTo('b.json', 'model-b', onlyFalseContradictions);
    const { io, out, file } = memoryIo();
    writeFileSync(file('a.json'), a);
    writeFileSync(file('b.json'), b);
    expect(await evalCommand(['--compare', 'a.json', 'b.json'], io)).toBe(0);
    const lines = out.stdout.split('\n');
    const line = (label: string) => lines.find((text) => text.startsWith(label)) ?? '';
    expect(line('model')).toMatch(/^model +model-a +model-b/);
    // A never calls a supports pair contradicts ([0, 0]); B does for 1 in 5, with an interval clear of 0.
    expect(line('false-contradiction rate')).toMatch(
      /0\.000 \[0\.000–0\.000\] +0\.200 \[0\.\d{3}–0\.\d{3}\] +\+0\.200, larger than the intervals/,
    );
    expect(line('macro-F1')).toMatch(
      /1\.000 \[1\.000–1\.000\] +0\.926 \[0\.\d{3}–0\.\d{3}\] +-0\.074, (larger than|within) the intervals/,
    );
    expect(line('tokens per 100 pairs')).toMatch(/[\d,]+ \+ [\d,]+ +[\d,]+ \+ [\d,]+/);
    expect(line('promotion')).toMatch(/PROMOTED +PROMOTED/);
    expect(out.stdout).not.toContain('Warning');
  });

  it('warns when the runs scored different cases, and refuses a file without metrics', async () => {
    const a = await runTo('a.json', 'model-a', scriptedVerdict, ['--sample', '20', '--seed', '1', '--runs', '1']);
    const b = await runTo('b.json', 'model-b', scriptedVerdict, ['--sample', '20', '--seed', '2', '--runs', '1']);
    const { io, out, file } = memoryIo();
    writeFileSync(file('a.json'), a);
    writeFileSync(file('b.json'), b);
    await evalCommand(['--compare', 'a.json', 'b.json'], io);
    expect(out.stdout).toContain('Warning: the two runs scored different cases');
    const old = JSON.parse(a);
    delete old.metrics;
    writeFileSync(file('old.json'), JSON.stringify(old));
    await expect(evalCommand(['--compare', 'old.json', 'b.json'], io)).rejects.toThrow(
      /old\.json has no metrics: it was written by an older citegate eval/,
    );
    await expect(evalCommand(['--compare', 'a.json'], io)).rejects.toThrow(/--compare takes two files/);
    writeFileSync(file('twice.json'), a.replace('{', '{\n  "model": "another",'));
    await expect(evalCommand(['--compare', 'twice.json', 'b.json'], io)).rejects.toThrow(
      /^twice\.json:\d+:\d+: \$\.model: duplicate key "model" \(first at line 2, column 3\)$/,
    );
  });

  it('judges a gap by whether the intervals overlap', () => {
    expect(gapVersusIntervals({ low: 0.1, high: 0.2 }, { low: 0.25, high: 0.3 })).toBe('larger');
    expect(gapVersusIntervals({ low: 0.1, high: 0.26 }, { low: 0.25, high: 0.3 })).toBe('within');
    expect(gapVersusIntervals(null, { low: 0.25, high: 0.3 })).toBeNull();
  });
});
