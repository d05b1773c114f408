// Waivers: the file's format and its errors (with lines), a waiver that matches (its finding no
// longer counts), one that is stale, one that expired, one the pull request adds (shown as
// added), and what the comment and the summary show of each.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions, type BaseReader } from '../../src/base/against-base.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { annotationsFor } from '../../src/render/annotations.js';
import { renderComment } from '../../src/render/comment.js';
import { renderSummary } from '../../src/render/summary.js';
import type { ResultsFile } from '../../src/results/types.js';
import { parseWaivers } from '../../src/waivers/parse.js';
import { withWaivers } from '../../src/waivers/load.js';
import { report, tempFolder, verification } from '../helpers/reports.js';

const sectors = {
  id: 'e-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const travel = { id: 'e-travel', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const contra = {
  id: 'c-contra',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['e-sectors'],
};
const number = { id: 'c-number', statement: 'Average travel time fell by 15 percent.', evidence_ids: ['e-travel'] };
const FILE = 'docs/city.report.json';
const envelope = {
  report: report([contra, number], [sectors, travel]),
  verifications: [verification(contra, sectors, 'contradicts', 'hospitality employment declined')],
};

const WAIVE_CONTRA = `waivers:
  - report: ${FILE}
    kind: contradicted
    claim: c-contra
    reason: The sector figures were revised in March; the claim is right.
    expires: 2027-06-30
`;

const thresholds = { ...DEFAULT_THRESHOLDS, 'max-contradicted': 0 };

/** Checks the folder (with a base whose files are `base`, when given), then applies its waivers as the shells do. */
async function run(
  files: Record<string, unknown>,
  options: { base?: Record<string, string>; today?: string; waivers?: string } = {},
): Promise<ResultsFile> {
  const cwd = tempFolder(files);
  const baseOptions: BaseOptions = {
    cwd,
    thresholds,
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn: 'all',
  };
  const head = await runCheck({ ...baseOptions, patterns: ['**/*.report.json'] });
  let reader: BaseReader | null = null;
  let results = head;
  if (options.base) {
    const base = options.base;
    reader = {
      sha: 'b'.repeat(40),
      source: 'git',
      readFile: async (file) => {
        if (!(file in base)) throw missingAtBase(file, 'b'.repeat(40));
        return new TextEncoder().encode(base[file]);
      },
    };
    results = await compareWithBase(head, { reader }, baseOptions);
  }
  return withWaivers(results, {
    cwd,
    path: options.waivers ?? '.citegate/waivers.yml',
    explicit: options.waivers !== undefined,
    reader,
    today: options.today ?? '2026-12-01',
  });
}

describe('the waiver file', () => {
  it('reads waivers, and names each bad entry by its line (the others still apply)', () => {
    const parsed = parseWaivers(`waivers:
  - report: a.report.json
    kind: contradicted
    claim: c1
    reason: fine
  - report: a.report.json
    kind: contradicted
    reason: no claim named
  - report: a.report.json
    kind: ungrounded
    claim: c1
    reason: x
  - report: a.report.json
    kind: rejected_result
    claim: c1
    evidence: e1
    reason: ok
    expires: 2026-02-30
    colour: red
`);
    expect(parsed.waivers).toEqual([
      { line: 2, report: 'a.report.json', kind: 'contradicted', claim: 'c1', reason: 'fine' },
    ]);
    expect(parsed.errors).toEqual([
      { line: 6, message: 'claim is missing: a contradicted waiver names its claim' },
      {
        line: 9,
        message: expect.stringMatching(/^kind "ungrounded" is not one of contradicted, high_confidence_unsupported, /),
      },
      {
        line: 13,
        message:
          'unknown field "colour" (a waiver has report, name, kind, claim, evidence, number, subject, reason and expires); expires must be a date written YYYY-MM-DD, not "2026-02-30"',
      },
    ]);
  });

  it('says where the YAML is broken, and takes an empty file as no waivers', () => {
    expect(parseWaivers('waivers:\n  - report: a\n   kind: [\n').errors[0]?.line).toBeGreaterThan(1);
    expect(parseWaivers('')).toEqual({ waivers: [], errors: [] });
    expect(parseWaivers('- a\n').errors).toEqual([
      { line: 1, message: 'the file must be a mapping with a `waivers` list' },
    ]);
  });
});

describe('a waiver', () => {
  it('that matches takes its finding out of the gate, and the comment lists it as waived', async () => {
    const without = await run({ [FILE]: envelope });
    expect(without.gate.passed).toBe(false);
    expect(without.waivers).toBeUndefined(); // no file at the default path: no waivers, no section

    const results = await run({ [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA });
    expect(results.gate.passed).toBe(true);
    expect(results.gate.checks.find((check) => check.name === 'max-contradicted')).toMatchObject({
      value: 0,
      waived: 1,
      passed: true,
    });
    expect(results.waivers?.entries).toEqual([
      expect.objectContaining({ line: 2, kind: 'contradicted', claim_id: 'c-contra', status: 'applied', matched: 1 }),
    ]);
    expect(results.waivers?.entries[0]?.change).toBeUndefined(); // no base: nothing to tell added from

    const comment = renderComment(results, { key: 'k' });
    // Its only item waived, the passing check has no section of its own: the waived list has it.
    expect(comment).not.toContain('Contradicted claims');
    expect(comment).toContain('<summary><strong>Waived: not counted toward the limits (1)</strong></summary>');
    expect(comment).toMatch(
      /- \*\*docs\/city\.report\.json&#58;\d+\*\* claim c-contra was contradicted: waived “The sector figures were revised in March; the claim is right\.” until 2027-06-30 \(\*\*\.citegate\/waivers\.yml&#58;2\*\*\)/,
    );
    expect(renderSummary(results)).toContain('| max-contradicted | ≤ 0 | 0, 1 waived | ✅ passed |');
    // Not annotated as an error on the report either: it does not count.
    expect(annotationsFor(without).map((annotation) => annotation.title)).toContain('Contradicted claim c-contra');
    expect(annotationsFor(results).map((annotation) => annotation.title)).not.toContain('Contradicted claim c-contra');
  });

  it('matches an ungrounded number as the claim writes it', async () => {
    const waivers = `waivers:\n  - report: ${FILE}\n    kind: ungrounded_number\n    claim: c-number\n    number: 15 percent\n    reason: The 15 percent is from the annex, which is not excerpted.\n`;
    const results = await run({ [FILE]: envelope, '.citegate/waivers.yml': waivers });
    expect(results.waivers?.entries[0]).toMatchObject({ status: 'applied', number: '15 percent', matched: 1 });
  });

  it('that matches nothing is stale, and the comment says to remove it', async () => {
    const waivers = `waivers:\n  - report: ${FILE}\n    kind: contradicted\n    claim: c-number\n    reason: was contradicted once\n`;
    const results = await run({ [FILE]: envelope, '.citegate/waivers.yml': waivers });
    expect(results.waivers?.entries[0]).toMatchObject({ status: 'stale', matched: 0 });
    expect(results.gate.passed).toBe(false);
    expect(renderComment(results, { key: 'k' })).toContain(
      '- **.citegate/waivers.yml&#58;2** docs/city.report.json: claim c-number was contradicted; **stale**: the report has no such problem now (fixed, or the claim is gone), so remove the waiver\n',
    );
  });

  it('that expired waives nothing, and the comment says its finding counts again', async () => {
    const results = await run({ [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA }, { today: '2027-07-01' });
    expect(results.waivers?.entries[0]).toMatchObject({ status: 'expired', matched: 1 });
    expect(results.gate.passed).toBe(false);
    expect(results.gate.checks.find((check) => check.name === 'max-contradicted')?.waived).toBeUndefined();
    expect(renderComment(results, { key: 'k' })).toContain(
      '**expired** on 2027-06-30: it no longer waives, and 1 problem counts again',
    );
    // Through its last day it still applies.
    expect(
      (await run({ [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA }, { today: '2027-06-30' })).gate.passed,
    ).toBe(true);
  });

  it('that the pull request adds is shown as added, at the top of the comment and in an open list', async () => {
    const base = { [FILE]: JSON.stringify(envelope) };
    const results = await run({ [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA }, { base });
    expect(results.base?.note).toBeNull();
    expect(results.waivers?.entries[0]).toMatchObject({ status: 'applied', change: 'added' });
    const comment = renderComment(results, { key: 'k' });
    expect(comment).toContain(
      '⚠️ **This pull request adds or changes 1 waiver** in .citegate/waivers.yml: a waived finding does not count toward the limits.',
    );
    expect(comment.indexOf('This pull request adds or changes 1 waiver')).toBeLessThan(comment.indexOf('####'));
    expect(comment).toContain(
      '<details open>\n<summary><strong>⚠️ Added or changed by this pull request (1)</strong></summary>',
    );
    expect(comment).toMatch(
      /- \*\*added\*\* \*\*\.citegate\/waivers\.yml&#58;2\*\* docs\/city\.report\.json: claim c-contra was contradicted; waived “The sector figures.*” until 2027-06-30 \(waives 1 problem\)\n/,
    );

    // The same file at the base: nothing added; a longer expiry is a change the reviewer sees.
    const same = await run(
      { [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA },
      { base: { ...base, '.citegate/waivers.yml': WAIVE_CONTRA } },
    );
    expect(same.waivers?.entries[0]?.change).toBeUndefined();
    expect(renderComment(same, { key: 'k' })).not.toContain('adds or changes');
    const extended = await run(
      { [FILE]: envelope, '.citegate/waivers.yml': WAIVE_CONTRA.replace('2027-06-30', '2030-01-01') },
      { base: { ...base, '.citegate/waivers.yml': WAIVE_CONTRA } },
    );
    expect(extended.waivers?.entries[0]?.change).toBe('changed');
  });

  it('file that is a link leading outside the working directory is not read; a file named but missing is an error', async () => {
    const outside = tempFolder({ 'secret.yml': WAIVE_CONTRA });
    const cwd = tempFolder({ [FILE]: envelope });
    mkdirSync(path.join(cwd, '.citegate'));
    symlinkSync(path.join(outside, 'secret.yml'), path.join(cwd, '.citegate/waivers.yml'));
    const head = await runCheck({
      cwd,
      patterns: ['**/*.report.json'],
      thresholds,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
    });
    const linked = await withWaivers(head, { cwd, path: '.citegate/waivers.yml', explicit: false, reader: null });
    expect(linked.waivers?.errors).toEqual([
      {
        line: null,
        message: '.citegate/waivers.yml is a symbolic link that leads outside the working directory; it was not read',
      },
    ]);
    expect(linked.gate.passed).toBe(false);
    const missing = await withWaivers(head, { cwd, path: 'policy/waivers.yml', explicit: true, reader: null });
    expect(missing.waivers?.errors).toEqual([{ line: null, message: 'policy/waivers.yml does not exist' }]);
    writeFileSync(path.join(cwd, 'x.yml'), 'waivers: []\n');
    expect(
      (await withWaivers(head, { cwd, path: '../x.yml', explicit: true, reader: null })).waivers?.errors[0]?.message,
    ).toBe('../x.yml is outside the working directory; waivers are read only from within it');
  });
});
