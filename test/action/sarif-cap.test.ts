// The bundled action's SARIF file over GitHub code scanning's 5,000 results a run (issue 27 item
// 17): the file holds the most severe 5,000, and the job summary and the log say what was left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { tempFolder } from '../helpers/reports.js';
import { ensureBuilt, runAction } from '../helpers/run-action.js';
import { decodeReferences } from '../render/inert.js';
import { manyProblems } from '../helpers/many-problems.js';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();

describe('sarif-path over 5,000 results', () => {
  it('writes the 5,000 most severe, and the summary and the log say what was left out', async () => {
    const dir = tempFolder({ 'docs/q.report.json': manyProblems(5600, 400) });
    const run = await runAction(
      github,
      dir,
      { 'sarif-path': 'out/citegate.sarif', semantic: 'off' },
      { eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(run.status).toBe(1); // the dangling citations fail max-binding-errors
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out/citegate.sarif'), 'utf8'));
    expect(sarif.runs[0].results).toHaveLength(5000);
    const sentence =
      'SARIF: 5,000 of 6,000 results written (GitHub code scanning keeps 5,000 a run); left out: 1,000 warnings.';
    expect(decodeReferences(run.summary)).toContain(`> ${sentence}`);
    expect(run.stdout).toContain(`::notice::citegate: ${sentence}`);
  }, 120_000);
});
