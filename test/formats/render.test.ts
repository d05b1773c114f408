// Renderers stay format-blind but place things right: a STORM claim in its article at its
// column, an ALCE item's contradicted claim with that item's evidence (items share a file).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_VERDICT_FILE } from '../../src/formats/verdict-file.js';
import { annotationsFor } from '../../src/render/annotations.js';
import { renderSummary } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { ALCE_FIXTURE, check, copyInto, only, root, STORM_SAMPLE, verdictFor } from './support.js';

describe('renderers on sentence formats', () => {
  it('say how the reports were read when any is not in the pipeline format, and only then', async () => {
    const mixed = renderTerminal(
      await check(copyInto({ 'taylor-hawkins': STORM_SAMPLE, 'run.json': ALCE_FIXTURE }), {
        patterns: ['taylor-hawkins', 'run.json'],
      }),
    );
    expect(mixed.split('\n')[2]).toBe(
      "Formats: 3 ALCE answers (result JSON); 1 STORM run (polished article, [n] read in the draft's numbering)",
    );
    const pipeline = renderTerminal(await check(root, { patterns: ['examples/reports'] }));
    expect(pipeline).not.toContain('Formats:');
  });

  it('annotate a contradicted STORM sentence in the article, at its line and column', async () => {
    const dir = copyInto({ 'taylor-hawkins': STORM_SAMPLE });
    const report = only(await check(dir), 'storm');
    const claim = report.claims.find((row) => row.statement.startsWith('His upbringing was influenced'))!;
    const info = JSON.parse(readFileSync(path.join(dir, 'taylor-hawkins/url_to_info.json'), 'utf8'));
    const url = Object.entries(info.url_to_unified_index as Record<string, number>).find(([, n]) => n === 1)![0];
    const excerpt = (info.url_to_info[url].snippets as string[]).join('\n\n');
    writeFileSync(
      path.join(dir, 'taylor-hawkins', FOLDER_VERDICT_FILE),
      JSON.stringify({ verifications: [verdictFor(claim, '1', excerpt, null, { verdict: 'contradicts' })] }),
    );
    const results = await check(dir);
    expect(annotationsFor(results)[0]).toMatchObject({
      level: 'error',
      title: `Contradicted claim ${claim.id}`,
      file: 'taylor-hawkins/storm_polished_article.txt',
      startLine: 10,
      startColumn: 126,
    });
    expect(renderTerminal(results)).toContain(
      `taylor-hawkins/storm_polished_article.txt:10:126  ${claim.id}  His upbringing was influenced`,
    );
  });

  it("list an ALCE item's contradicted claim with that item's evidence, not another item's", async () => {
    const dir = copyInto({ 'run.json': ALCE_FIXTURE });
    const reports = (await check(dir, { patterns: ['run.json'] })).reports;
    const data = JSON.parse(readFileSync(ALCE_FIXTURE, 'utf8')).data;
    const claim = reports[1]!.claims[1]!; // "It opened in 1911."
    const verdict = verdictFor(claim, '1', data[1].docs[0].text, 'opened in 1911', { verdict: 'contradicts', item: 1 });
    writeFileSync(path.join(dir, 'run.verdicts.json'), JSON.stringify({ verifications: [verdict] }));
    const results = await check(dir, { patterns: ['run.json'] });
    const summary = renderSummary(results);
    expect(summary).toContain('contradicted by Kellet Park');
    expect(summary).toContain('| run.json (data&#91;1&#93;&#58; Who designed the Kellet Park bandstand?) | partial |');
    expect(annotationsFor(results)[0]).toMatchObject({ file: 'run.json', startLine: 83, startColumn: claim.column });
  });
});
