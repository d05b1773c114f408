// The repository's own workflows, the example workflows and action.yml, validated offline
// against the SchemaStore schemas (vendored in test/schemas/schemastore, see SOURCE.md there),
// plus what the schemas cannot say: current action majors, node24, what each workflow runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const yamlOf = (file: string) => parse(read(file)) as Record<string, unknown>;
const ajv = new Ajv({ strict: false, allErrors: true });
const schema = (name: string): ValidateFunction =>
  ajv.compile(JSON.parse(read(`test/schemas/schemastore/${name}.json`)));
const validateWorkflow = schema('github-workflow');
const validateAction = schema('github-action');

const own = readdirSync(path.join(root, '.github/workflows'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `.github/workflows/${name}`);
const examples = readdirSync(path.join(root, 'examples/workflows'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `examples/workflows/${name}`);

/**
 * The current major of every action the workflows call, each checked in the action's own
 * repository (its releases and changelog), all running on node24:
 * - actions/checkout v7.0.0, 2026-06 (actions/checkout#2464 "getting ready for checkout v7 release");
 * - actions/setup-node v7.0.0, 2026-07 (release notes: ESM, cache-primary-key outputs);
 * - actions/cache v6.1.0 (v5 moved to node24, v6.0.0 "Update packages, migrate to ESM");
 * - actions/upload-artifact v7.0.1 (v7.0.0: direct uploads, ESM; there is no v8);
 * - github/codeql-action/upload-sarif v4.36.3, 2026-06 (the repository's package.json and
 *   CHANGELOG: 4.36.2 of 04 Jun 2026; upload-sarif/action.yml runs node24).
 * - peter-evans/create-pull-request v8.1.1, 2026-04 (v8: "Updated runtime to Node.js 24", docs/updating.md).
 * When one of them ships a new major, change it here and in the workflows together.
 */
const CURRENT_MAJOR: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/cache': 'v6',
  'actions/upload-artifact': 'v7',
  'github/codeql-action/upload-sarif': 'v4',
  'peter-evans/create-pull-request': 'v8',
};
/** The published action's name in the examples (a placeholder users adapt), and this repository. */
const OURS = new Set(['citegate/citegate@v1', './']);

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
  if?: string;
}
interface Job {
  steps?: Step[];
  strategy?: { matrix?: Record<string, unknown> };
  if?: string;
}
const jobsOf = (file: string) => Object.values((yamlOf(file).jobs ?? {}) as Record<string, Job>);
const stepsOf = (file: string) => jobsOf(file).flatMap((job) => job.steps ?? []);

describe('schema validation', () => {
  it('finds the workflows it validates', () => {
    expect(own.sort()).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/release.yml',
      '.github/workflows/self-test.yml',
    ]);
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  it.each([...own, ...examples])('%s is a valid workflow', (file) => {
    const valid = validateWorkflow(yamlOf(file));
    expect(validateWorkflow.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('action.yml is valid action metadata, and runs on node24', () => {
    const action = yamlOf('action.yml');
    const valid = validateAction(action);
    expect(validateAction.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(action.runs).toMatchObject({ using: 'node24', main: 'dist/action/index.js' });
  });

  it('rejects what is not valid (so the checks above can fail)', () => {
    expect(
      validateWorkflow(
        parse(
          'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v7\n        wiht: {}\n',
        ),
      ),
    ).toBe(false);
    expect(validateWorkflow(parse('on: pushed\njobs: {}\n'))).toBe(false);
    expect(validateAction(parse('name: x\ndescription: y\nruns:\n  using: node99\n  main: index.js\n'))).toBe(false);
    expect(validateAction(parse('name: x\nruns:\n  using: node24\n  main: index.js\n'))).toBe(false);
  });
});

describe('actions the workflows call', () => {
  const uses = [...own, ...examples].flatMap((file) =>
    stepsOf(file)
      .filter((step) => step.uses)
      .map((step) => ({ file, uses: step.uses as string })),
  );

  it.each(uses)('$file: $uses is the current major', ({ uses: ref }) => {
    if (OURS.has(ref)) return;
    const [name, version] = ref.split('@');
    expect(
      CURRENT_MAJOR,
      `${name} is not in CURRENT_MAJOR: check its repository for its current major and add it`,
    ).toHaveProperty([name as string]);
    expect(version).toBe(CURRENT_MAJOR[name as string]);
  });

  it('the code scanning example writes SARIF, uploads it even when the gate fails, and may write security events', () => {
    const file = 'examples/workflows/code-scanning.yml';
    const steps = stepsOf(file);
    const sarif = steps.find((step) => step.uses === 'citegate/citegate@v1')?.with?.['sarif-path'];
    expect(sarif).toBe('citegate.sarif');
    expect(steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'))).toMatchObject({
      if: 'always()',
      with: { sarif_file: sarif },
    });
    expect(yamlOf(file).permissions).toMatchObject({ 'security-events': 'write', contents: 'read' });
  });

  it('the examples use the published action, this repository uses its own checkout', () => {
    for (const file of examples) expect(stepsOf(file).map((step) => step.uses)).toContain('citegate/citegate@v1');
    expect(stepsOf('.github/workflows/self-test.yml').filter((step) => step.uses === './')).toHaveLength(2);
  });
});

describe('what each workflow runs', () => {
  it('ci: on push and pull_request, .ci/run (npm ci && npm test, then dist/ against the build) on Node 20 and 24', () => {
    const ci = yamlOf('.github/workflows/ci.yml');
    expect(Object.keys(ci.on as object).sort()).toEqual(['pull_request', 'push']);
    const [job] = jobsOf('.github/workflows/ci.yml');
    expect(job?.strategy?.matrix?.node).toEqual([20, 24]);
    expect(job?.steps?.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({
      'node-version': '${{ matrix.node }}',
    });
    expect(job?.steps?.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
    const script = read('.ci/run');
    expect(script).toContain('npm ci');
    expect(script).toContain('npm test');
    expect(script).toContain('git diff --quiet -- dist');
  });

  it('self-test: uses ./ once expected to pass and once expected to fail, then checks outcomes and outputs', () => {
    const steps = stepsOf('.github/workflows/self-test.yml');
    const pass = steps.find((step) => step.id === 'pass');
    const fail = steps.find((step) => step.id === 'fail');
    expect(pass).toMatchObject({ uses: './', with: { 'max-binding-errors': 'none', comment: 'never' } });
    expect(pass?.['continue-on-error']).toBeUndefined();
    expect(fail).toMatchObject({ uses: './', 'continue-on-error': true, with: { comment: 'never' } });
    expect(fail?.with?.['max-binding-errors']).toBeUndefined();
    const check = steps.at(-1);
    expect(check?.env).toEqual({
      PASS_OUTCOME: '${{ steps.pass.outcome }}',
      PASS_OUTPUTS: '${{ toJSON(steps.pass.outputs) }}',
      FAIL_OUTCOME: '${{ steps.fail.outcome }}',
      FAIL_OUTPUTS: '${{ toJSON(steps.fail.outputs) }}',
    });
    expect(check?.run).toContain('node scripts/check-self-test.mjs self-test/cli.json');
  });

  it('release: by hand, on the default branch, through scripts/release.sh, with the version passed in the environment', () => {
    const release = yamlOf('.github/workflows/release.yml');
    expect(Object.keys(release.on as object)).toEqual(['workflow_dispatch']);
    expect(release.permissions).toEqual({ contents: 'write' });
    const [job] = jobsOf('.github/workflows/release.yml');
    expect(job?.if).toBe('github.ref_name == github.event.repository.default_branch');
    const step = job?.steps?.at(-1);
    expect(step?.env).toEqual({ VERSION: '${{ inputs.version }}' });
    expect(step?.run).toContain('bash scripts/release.sh "$VERSION" --push');
    expect(step?.run).not.toContain('${{');
  });

  it('no workflow pastes an expression into a shell script (script injection)', () => {
    for (const file of [...own, ...examples]) {
      for (const step of stepsOf(file)) if (step.run) expect(step.run, `${file}: ${step.run}`).not.toContain('${{');
    }
  });
});
