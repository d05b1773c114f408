// The SARIF file within what GitHub code scanning takes (issue 27 items 17 and 22), through the
// bundled command line: at most 5,000 results, the most severe first, with what was left out in
// the run's properties; and a report outside the working directory named by an absolute file
// URI without a uriBaseId, which SARIF 2.1.0 allows only with a relative reference. Each file is
// validated against the vendored SARIF 2.1.0 schema (test/schemas/schemastore/SOURCE.md).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { Log, Result } from 'sarif';
import { describe, expect, it } from 'vitest';
import { manyProblems } from '../helpers/many-problems.js';
import { tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(JSON.parse(readFileSync('test/schemas/schemastore/sarif-2.1.0.json', 'utf8')));

/** SARIF 2.1.0 §3.4.4: "If the uriBaseId property is present, the uri property SHALL be a relative reference." */
function absoluteWithBase(log: Log): string[] {
  const bad: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.uri === 'string' && record.uriBaseId !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(record.uri))
        bad.push(record.uri);
      for (const child of Object.values(record)) visit(child);
    }
  };
  visit(log);
  return bad;
}

const sarifOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 's.sarif'), 'utf8')) as Log;

describe('a SARIF run over GitHub code scanning limits', { timeout: 120_000 }, () => {
  it('holds the 5,000 most severe results, errors first, and says in the run what it left out', async () => {
    const dir = tempFolder({ 'q.report.json': manyProblems(5600, 400) });
    const run = await runCliAsync(['check', '--semantic', 'off', '--sarif', 's.sarif'], dir);
    expect(run.status).toBe(1);
    const log = sarifOf(dir);
    expect(validate(log)).toBe(true);
    const results = log.runs[0]?.results as Result[];
    expect(results).toHaveLength(5000);
    // All 400 errors although they come last in the report, then warnings in the report's order.
    expect(results.slice(0, 400).every((result) => result.level === 'error')).toBe(true);
    expect(results.slice(400).every((result) => result.level === 'warning')).toBe(true);
    expect(results[400]?.properties?.claim_id).toBe('n0');
    expect(log.runs[0]?.properties).toEqual({
      'citegate/results': {
        total: 6000,
        included: 5000,
        cap: 5000,
        left_out: { error: 0, warning: 1000, note: 0 },
        why: 'GitHub code scanning stores and shows at most 5,000 results of a run (and rejects a run of more than 25,000): the most severe were kept; the results file has every problem',
      },
    });
    expect(run.stdout).toContain(
      'SARIF: 5,000 of 6,000 results written (GitHub code scanning keeps 5,000 a run); left out: 1,000 warnings.',
    );
  });

  it('a run within the cap says nothing was left out', async () => {
    const dir = tempFolder({ 'q.report.json': manyProblems(3, 1) });
    await runCliAsync(['check', '--semantic', 'off', '--sarif', 's.sarif'], dir);
    const log = sarifOf(dir);
    expect(log.runs[0]?.results).toHaveLength(4);
    expect(log.runs[0]?.properties).toBeUndefined();
  });
});

describe('a report outside the working directory', { timeout: 60_000 }, () => {
  it('is an absolute file URI without uriBaseId; one inside stays relative to %SRCROOT%', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'citegate-sarif-outside-'));
    const cwd = path.join(root, 'work');
    mkdirSync(path.join(root, 'else dir'), { recursive: true });
    mkdirSync(path.join(cwd, 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'else dir/far.report.json'), JSON.stringify(manyProblems(1, 1)));
    writeFileSync(path.join(cwd, 'docs/near.report.json'), JSON.stringify(manyProblems(1, 0)));
    await runCliAsync(['check', '--semantic', 'off', '../else dir/far.report.json', 'docs', '--sarif', 's.sarif'], cwd);
    const log = sarifOf(cwd);
    expect(validate(log)).toBe(true);
    expect(absoluteWithBase(log)).toEqual([]);
    const locations = (log.runs[0]?.results ?? []).map(
      (result) => result.locations?.[0]?.physicalLocation?.artifactLocation,
    );
    const far = `file://${path.join(root, 'else%20dir/far.report.json')}`;
    expect(locations).toContainEqual({ uri: far });
    expect(locations).toContainEqual({ uri: 'docs/near.report.json', uriBaseId: '%SRCROOT%' });
  });
});
