// Issue 21, item 10: every usage error in citegate's own words, all of them at once, with the
// nearest flag for a mistyped one, exit status 2, for every command. Through the bundled CLI.
import { describe, expect, it, vi } from 'vitest';

// Each test starts the bundled command line several times: on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 120_000 });
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const dir = tempFolder({});
const run = (...args: string[]) => runCli(args, dir);

describe('usage errors (bundled command line)', () => {
  it('lists a mistyped flag with its nearest flag, an unknown one, and a bad value, all at once', () => {
    const result = run('check', '--max-binding-eror', '3', '--frobnicate', '--max-contradicted', '-1');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      [
        'citegate: the command line has 3 problems:',
        '  --max-binding-eror is not a flag of citegate check; did you mean --max-binding-errors?',
        '  --frobnicate is not a flag of citegate check',
        '  max-contradicted must be a whole number from 0 written in digits (or none), not "-1"',
        'citegate check --help lists every flag.',
        '',
      ].join('\n'),
    );
  });

  it('reads a value that starts with a dash as the value, so a negative count is a bad number, not "ambiguous"', () => {
    const result = run('check', '--max-contradicted', '-1');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'citegate: invalid settings:\n  max-contradicted must be a whole number from 0 written in digits (or none), not "-1"\n',
    );
  });

  it('one mistyped flag is one line, with no word of the parser it was read with', () => {
    const result = run('check', 'examples', '--max-binding-eror', '3');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'citegate: --max-binding-eror is not a flag of citegate check; did you mean --max-binding-errors?\n',
    );
  });

  it('names a flag without its value, a value given to a switch, and a flag of another command', () => {
    expect(run('check', '--json').stderr).toBe('citegate: --json needs a value: --json PATH\n');
    expect(run('check', '--json', '--max-contradicted', '0').stderr).toBe(
      'citegate: --json needs a value, before --max-contradicted: --json PATH\n',
    );
    const verify = runCli(['verify', '--all=yes', '--max-contradicted', '0', '--model', 'm'], dir, {
      OPENAI_API_KEY: 'sk-test',
    });
    expect(verify.status).toBe(2);
    expect(verify.stderr).toBe(
      [
        'citegate: the command line has 2 problems:',
        '  --all takes no value, not "yes"',
        '  --max-contradicted is not a flag of citegate verify: it is a flag of citegate check',
        '',
      ].join('\n'),
    );
  });

  it('says what the action calls a setting, and where the API key comes from', () => {
    expect(run('check', '--results-path', 'r.json').stderr).toBe(
      "citegate: --results-path is not a flag of citegate check; did you mean --json? (the action's results-path is --json here)\n",
    );
    expect(run('check', '--openai-api-key', 'sk-x').stderr).toBe(
      'citegate: --openai-api-key is not a flag of citegate check: the API key is read from OPENAI_API_KEY, never from a flag\n',
    );
    expect(run('check', '--github-token', 't').stderr).toBe(
      'citegate: --github-token is not a flag of citegate check: github-token is an input of the GitHub Action only\n',
    );
    expect(run('check', '--constructor').stderr).toBe(
      'citegate: --constructor is not a flag of citegate check\ncitegate check --help lists every flag.\n',
    );
    expect(run('check', '-x').stderr).toBe(
      'citegate: -x is not a flag of citegate check\ncitegate check --help lists every flag.\n',
    );
  });

  it('verify lists its flag problems with the missing key and model', () => {
    const result = run('verify', '--modle', 'gpt-4.1-mini', '--all', '--only-missing');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      [
        'citegate: the command line has 4 problems:',
        '  --modle is not a flag of citegate verify; did you mean --model?',
        '  --all and --only-missing exclude each other',
        '  verify needs an API key: set OPENAI_API_KEY',
        '  verify needs a model: pass --model',
        '',
      ].join('\n'),
    );
  });

  it('snapshot, eval and schema speak the same way', () => {
    const snapshot = run('snapshot', '--al', '--archive', 'maybe');
    expect(snapshot.status).toBe(2);
    expect(snapshot.stderr).toBe(
      'citegate: the command line has 2 problems:\n  --al is not a flag of citegate snapshot; did you mean --all?\n  archive must be wayback or off, not "maybe"\n',
    );
    const evaluation = run('eval', '--runz', '3', '--baselin');
    expect(evaluation.status).toBe(2);
    expect(evaluation.stderr).toBe(
      'citegate: the command line has 2 problems:\n  --runz is not a flag of citegate eval; did you mean --runs?\n  --baselin is not a flag of citegate eval; did you mean --baseline?\n',
    );
    const schema = run('schema', '--out', 'x.json');
    expect(schema.status).toBe(2);
    expect(schema.stderr).toBe(
      'citegate: --out is not a flag of citegate schema\ncitegate schema --help lists every flag.\n',
    );
  });

  it('eval lists every bad value at once', () => {
    const result = run('eval', '--baseline', '--runs', '0', '--seed', 'x', '--min-macro-f1', '2');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      [
        'citegate: the command line has 3 problems:',
        '  --runs must be a whole number from 1 to 100, not "0"',
        '  --seed must be a whole number from 0 to 2147483647, not "x"',
        '  --min-macro-f1 must be a number from 0 to 1, not "2"',
        '',
      ].join('\n'),
    );
  });

  it('suggests the command for a mistyped one, and says that flags follow a command', () => {
    expect(run('chek', 'examples').stderr).toBe('citegate: unknown command "chek"; did you mean citegate check?\n');
    expect(run('examples/reports').stderr).toBe(
      'citegate: unknown command "examples/reports": the commands are check, verify, snapshot, eval, schema (to check the reports there: citegate check examples/reports)\n',
    );
    const flag = run('--max-contradicted', '0');
    expect(flag.status).toBe(2);
    expect(flag.stderr).toBe(
      'citegate: --max-contradicted is not a flag of citegate; flags follow a command (citegate check --max-contradicted …), and citegate --help lists the commands\n',
    );
  });
});
