// The action runs its bundle on the runtime action.yml declares (runs.using: node24), while the
// suite runs on the machine's Node. `.ci/run` runs the bundle's end-to-end tests again on that
// runtime (the npm registry's `node` package), pointing the test helpers at it with
// CITEGATE_TEST_NODE; these tests keep the three in step.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NODE } from '../helpers/node-binary.js';

const runtime = Number(
  /^node(\d+)$/.exec((parse(readFileSync('action.yml', 'utf8')) as { runs: { using: string } }).runs.using)?.[1],
);

describe('the runtime the action really uses', () => {
  it('.ci/run runs the end-to-end tests of dist/ on the runtime action.yml names, taken from the npm registry', () => {
    const script = readFileSync('.ci/run', 'utf8');
    expect(runtime).toBeGreaterThanOrEqual(20);
    expect(script).toMatch(/npx --yes "node@\$\{runtime\}" -p process\.execPath/);
    expect(script).toMatch(/CITEGATE_TEST_NODE="\$node_bin" npx vitest run \$\{E2E_TESTS\}/);
    // The list is every test file that starts a bundle: the ones this suite knows do, among them.
    const select = /E2E_TESTS=\$\((grep [^\n]+)\)\n/.exec(script)?.[1];
    expect(select).toBeDefined();
    const files = spawnSync('bash', ['-c', select as string], { encoding: 'utf8' })
      .stdout.trim()
      .split(/\s+/);
    expect(files).toEqual(
      expect.arrayContaining([
        'test/action/e2e.test.ts',
        'test/cli/outputs.test.ts',
        'test/provenance/e2e.test.ts',
        'test/repo/self-test.test.ts',
        'test/repo/node-runtime.test.ts',
      ]),
    );
    for (const file of files) expect(spawnSync('test', ['-e', file]).status, file).toBe(0);
  });

  // Without CITEGATE_TEST_NODE the helpers spawn this very process's node, which could not fail
  // the check; .ci/run sets it on an older Node, and there the bundles must run on action.yml's.
  it.skipIf(!process.env.CITEGATE_TEST_NODE)(
    `the bundles run on the runtime CITEGATE_TEST_NODE names${process.env.CITEGATE_TEST_NODE ? '' : ' (skipped: CITEGATE_TEST_NODE is not set)'}`,
    () => {
      const major = Number(
        spawnSync(NODE, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim(),
      );
      expect(major).toBe(runtime);
    },
  );
});
