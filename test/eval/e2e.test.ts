// End to end: the bundled command line (dist/cli/index.js) scores a dataset against the fake
// server and writes --json and --html: the charting library loads from the bundle, offline.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvalReport } from '../../src/eval/run.js';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { tempFolder } from '../helpers/reports.js';
import { CLI, runCliAsync } from '../helpers/run-cli.js';
import { healthVerCsv, scriptedConfusion, syntheticRows } from './synthetic.js';

let server: FakeOpenAI;
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
});
fakeOpenAIPerTest((started) => (server = started));

describe('citegate eval --dataset (bundled)', () => {
  it('scores a HealthVer-shaped CSV and writes the JSON and the HTML report', async () => {
    const rows = syntheticRows({ supports: 10, contradicts: 10, insufficient: 5 });
    server.script(scriptedConfusion(rows));
    const dir = tempFolder({});
    writeFileSync(path.join(dir, 'hv.csv'), healthVerCsv(rows) + '99,Evidence.,A claim.,Unsure,1,q\n');
    const result = await runCliAsync(
      [
        'eval',
        '--dataset',
        'hv.csv',
        '--dataset-format',
        'healthver-csv',
        '--model',
        'fake-model',
        '--base-url',
        server.baseUrl,
        '--runs',
        '1',
        '--json',
        'out/r.json',
        '--html',
        'out/r.html',
      ],
      dir,
      { OPENAI_API_KEY: 'sk-e2e' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1); // one trial: the reference rule needs three
    expect(result.stdout).toContain(
      'Skipped rows (1)\n  hv.csv:27  label "Unsure" is not Supports, Refutes or Neutral',
    );
    const report = JSON.parse(readFileSync(path.join(dir, 'out/r.json'), 'utf8')) as EvalReport;
    expect(report.metrics.overall.confusion.supports).toEqual({
      supports: 8,
      contradicts: 2,
      insufficient: 0,
      unverifiable: 0,
      none: 0,
    });
    const html = readFileSync(path.join(dir, 'out/r.html'), 'utf8');
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain('hv.csv:27');
  });
});
