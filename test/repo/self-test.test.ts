// The self-test workflow's logic, off GitHub: the bundled action run twice on a copy of
// examples/ as .github/workflows/self-test.yml runs it (once expected to pass, once to fail),
// the command line on the same reports, then scripts/check-self-test.mjs on the outcomes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NODE } from '../helpers/node-binary.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workflow = parse(readFileSync(path.join(root, '.github/workflows/self-test.yml'), 'utf8')) as {
  jobs: { examples: { steps: { id?: string; with?: Record<string, string>; 'continue-on-error'?: boolean }[] } };
};

interface StepRun {
  outcome: 'success' | 'failure';
  outputs: Record<string, string>;
}

/** One `uses: ./` step: the bundle with the step's `with:` as INPUT_* variables; the outcome from the exit status. */
function runStep(workspace: string, inputs: Record<string, string>): StepRun {
  const outputFile = path.join(workspace, '..', `output-${Math.random().toString(16).slice(2)}.txt`);
  writeFileSync(outputFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_OUTPUT: outputFile,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = spawnSync(NODE, [path.join(root, 'dist/action/index.js')], { cwd: workspace, env, encoding: 'utf8' });
  const outputs: Record<string, string> = {};
  for (const match of readFileSync(outputFile, 'utf8').matchAll(/^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm))
    outputs[match[1] as string] = match[3] as string;
  return { outcome: run.status === 0 ? 'success' : 'failure', outputs };
}

function check(workspace: string, pass: StepRun, fail: StepRun) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/check-self-test.mjs'), 'self-test/cli.json'], {
    cwd: workspace,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      PASS_OUTCOME: pass.outcome,
      PASS_OUTPUTS: JSON.stringify(pass.outputs),
      FAIL_OUTCOME: fail.outcome,
      FAIL_OUTPUTS: JSON.stringify(fail.outputs),
    },
  });
}

let workspace: string;
let pass: StepRun;
let fail: StepRun;

beforeAll(() => {
  workspace = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-self-test-')), 'repo');
  cpSync(path.join(root, 'examples'), path.join(workspace, 'examples'), { recursive: true });
  const steps = workflow.jobs.examples.steps;
  pass = runStep(workspace, steps.find((step) => step.id === 'pass')?.with ?? {});
  fail = runStep(workspace, steps.find((step) => step.id === 'fail')?.with ?? {});
  const cli = spawnSync(
    NODE,
    [
      path.join(root, 'dist/cli/index.js'),
      'check',
      'examples',
      '--max-binding-errors',
      'none',
      '--json',
      'self-test/cli.json',
    ],
    { cwd: workspace, encoding: 'utf8' },
  );
  expect(cli.status).toBe(0);
}, 120_000);

describe('the self-test workflow on the examples', () => {
  it('passes with max-binding-errors: none, fails without it, and the check agrees with the command line', () => {
    expect(pass.outcome).toBe('success');
    expect(fail.outcome).toBe('failure');
    const result = check(workspace, pass, fail);
    expect(result.stdout).toMatch(
      /^self-test: the action passed with max-binding-errors: none and failed without it, over \d+ reports/,
    );
    expect(result.status).toBe(0);
  });

  it('fails the check, naming what is wrong, when an outcome or an output is not what it should be', () => {
    const swapped = check(workspace, fail, pass);
    expect(swapped.status).toBe(1);
    expect(swapped.stdout).toContain(`::error::self-test: the passing run's outcome is "failure", expected "success"`);

    const miscounted = check(workspace, pass, {
      ...fail,
      outputs: { ...fail.outputs, claims: String(Number(fail.outputs.claims) + 1) },
    });
    expect(miscounted.status).toBe(1);
    expect(miscounted.stdout).toMatch(
      /::error::self-test: the failing run's output claims is "\d+"; the command line counted \d+/,
    );
  });
});
