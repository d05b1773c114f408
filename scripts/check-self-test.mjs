#!/usr/bin/env node
// The self-test workflow's last step (.github/workflows/self-test.yml): checks the outcome and
// outputs of the two `uses: ./` steps on examples/ against the command line's results file for
// the same reports, so no expected count is written down anywhere.
//
//   PASS_OUTCOME, PASS_OUTPUTS, FAIL_OUTCOME, FAIL_OUTPUTS  the steps' outcome and toJSON(outputs)
//   node scripts/check-self-test.mjs CLI_RESULTS.json
import { existsSync, readFileSync } from 'node:fs';

const problems = [];
const expect = (ok, message) => {
  if (!ok) problems.push(message);
};
const outputsOf = (name) => {
  try {
    return JSON.parse(process.env[name] ?? '');
  } catch {
    problems.push(`${name} is not the JSON of a step's outputs: ${JSON.stringify(process.env[name] ?? null)}`);
    return {};
  }
};

const cliFile = process.argv[2];
const cli = cliFile && existsSync(cliFile) ? JSON.parse(readFileSync(cliFile, 'utf8')) : null;
expect(cli !== null, `the command line's results file ${JSON.stringify(cliFile ?? null)} is missing`);
const pass = outputsOf('PASS_OUTPUTS');
const fail = outputsOf('FAIL_OUTPUTS');

// The outcomes the steps were set up for.
expect(
  process.env.PASS_OUTCOME === 'success',
  `the passing run's outcome is ${JSON.stringify(process.env.PASS_OUTCOME)}, expected "success"`,
);
expect(
  process.env.FAIL_OUTCOME === 'failure',
  `the failing run's outcome is ${JSON.stringify(process.env.FAIL_OUTCOME)}, expected "failure"`,
);
expect(pass.passed === 'true', `the passing run's output passed is ${JSON.stringify(pass.passed)}, expected "true"`);
expect(fail.passed === 'false', `the failing run's output passed is ${JSON.stringify(fail.passed)}, expected "false"`);

// Both runs checked the same reports: every count is the command line's.
const COUNTS = {
  claims: 'claims',
  supported: 'supported',
  contradicted: 'contradicted',
  insufficient: 'insufficient',
  unverifiable: 'unverifiable',
  'high-confidence-unsupported': 'high_confidence_unsupported',
  'binding-errors': 'binding_errors',
  'ungrounded-numbers': 'ungrounded_numbers',
};
if (cli) {
  for (const [output, total] of Object.entries(COUNTS)) {
    for (const [name, outputs] of [
      ['passing', pass],
      ['failing', fail],
    ]) {
      expect(
        outputs[output] === String(cli.totals[total]),
        `the ${name} run's output ${output} is ${JSON.stringify(outputs[output])}; the command line counted ${cli.totals[total]}`,
      );
    }
  }
  expect(cli.totals.reports > 0, 'the command line checked no report');
}
// Why the failing run fails, and what the examples carry on purpose.
expect(
  Number(fail['binding-errors']) > 0,
  `the failing run found ${JSON.stringify(fail['binding-errors'])} binding errors, expected at least 1`,
);
expect(
  Number(fail.contradicted) > 0,
  `the failing run found ${JSON.stringify(fail.contradicted)} contradicted claims, expected at least 1`,
);
expect(
  pass.status !== undefined && pass.status === fail.status,
  `the runs' status outputs differ: ${JSON.stringify(pass.status)} and ${JSON.stringify(fail.status)}`,
);

// Each run wrote its results file where it said, with its own decision.
for (const [name, outputs, passed] of [
  ['passing', pass, true],
  ['failing', fail, false],
]) {
  const file = outputs['results-path'];
  if (!file || !existsSync(file))
    problems.push(`the ${name} run's results-path ${JSON.stringify(file ?? null)} does not exist`);
  else
    expect(
      JSON.parse(readFileSync(file, 'utf8')).gate.passed === passed,
      `the ${name} run's results file says gate.passed is not ${passed}`,
    );
}

if (problems.length > 0) {
  for (const problem of problems) console.log(`::error::self-test: ${problem}`);
  process.exit(1);
}
console.log(
  `self-test: the action passed with max-binding-errors: none and failed without it, over ${cli.totals.reports} reports and ${pass.claims} claims (${pass.contradicted} contradicted, ${fail['binding-errors']} binding errors), as the command line counts them`,
);
