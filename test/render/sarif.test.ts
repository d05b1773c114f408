// The SARIF file, validated against the SARIF 2.1.0 JSON schema (vendored from SchemaStore in
// test/schemas/schemastore, see SOURCE.md there), and what code scanning relies on: a rule per
// code, a result per finding at its line, fingerprints that survive unrelated edits, the level
// the gate gives each result, the base's status, and waivers as suppressions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { Log, Result } from 'sarif';
import { describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions } from '../../src/base/against-base.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { RULES } from '../../src/results/rules.js';
import { FINGERPRINT, renderSarif } from '../../src/render/sarif.js';
import type { ResultsFile } from '../../src/results/types.js';
import { applyWaivers } from '../../src/waivers/apply.js';
import { parseWaivers } from '../../src/waivers/parse.js';
import { report, tempFolder, verification } from '../helpers/reports.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(
  JSON.parse(readFileSync(path.join(root, 'test/schemas/schemastore/sarif-2.1.0.json'), 'utf8')),
);

const sectors = {
  id: 'e-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const travel = { id: 'e-travel', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const claims = {
  contra: {
    id: 'c-contra',
    statement: 'Employment increased in every affected sector.',
    evidence_ids: ['e-sectors'],
    confidence: 'high' as const,
  },
  number: { id: 'c-number', statement: 'Average travel time fell by 15 percent.', evidence_ids: ['e-travel'] },
  stale: { id: 'c-stale', statement: 'Travel got faster.', evidence_ids: ['e-travel'] },
  dangling: { id: 'c-dangling', statement: 'Delivery firms agreed.', evidence_ids: ['e-missing'] },
};
const FILE = 'docs/a b.report.json';

function envelope(extraClaims: object[] = []) {
  return {
    report: report([...extraClaims, ...Object.values(claims)] as never, [sectors, travel]),
    verifications: [
      verification(claims.contra, sectors, 'contradicts', 'hospitality employment declined'),
      verification({ ...claims.stale, statement: 'Travel got much faster.' }, travel, 'supports', null),
    ],
  };
}

async function check(
  files: Record<string, unknown>,
  thresholds: Partial<Thresholds>,
  base?: Record<string, unknown>,
): Promise<ResultsFile> {
  const cwd = tempFolder(files);
  const options: BaseOptions = {
    cwd,
    thresholds: { ...DEFAULT_THRESHOLDS, ...thresholds },
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn: base ? 'new' : 'all',
  };
  const head = await runCheck({ ...options, patterns: ['**/*.report.json'] });
  if (!base) return head;
  const reader = {
    sha: 'b'.repeat(40),
    source: 'git' as const,
    readFile: async (file: string) => {
      if (!(file in base)) throw missingAtBase(file, 'b'.repeat(40));
      return new TextEncoder().encode(JSON.stringify(base[file], null, 2));
    },
  };
  return compareWithBase(head, { reader }, options);
}

const resultsOf = (log: Log): Result[] => log.runs[0]?.results ?? [];
const byRule = (log: Log, rule: string) => resultsOf(log).filter((result) => result.ruleId === rule);

describe('the SARIF file', () => {
  it('is valid SARIF 2.1.0, with a rule per code and a result per finding and binding error at its line', async () => {
    const results = await check({ [FILE]: envelope() }, { 'max-contradicted': 0 });
    const log = renderSarif(results, { version: '1.2.3' });
    expect(validate(log)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const driver = log.runs[0]!.tool.driver;
    expect(driver).toMatchObject({ name: 'citegate', version: '1.2.3' });
    expect(driver.rules?.map((rule) => rule.id)).toEqual(Object.keys(RULES));
    for (const rule of driver.rules ?? []) expect(rule.help?.text.length).toBeGreaterThan(60);

    expect(
      resultsOf(log)
        .map((result) => result.ruleId)
        .sort(),
    ).toEqual([
      'contradicted',
      'dangling_citation',
      'high_confidence_unsupported',
      'stale_claim_hash',
      'ungrounded_number',
    ]);
    for (const result of resultsOf(log)) expect(driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
    const [contra] = byRule(log, 'contradicted');
    const line = results.reports[0]!.claims.find((claim) => claim.id === 'c-contra')!.line;
    expect(contra?.locations?.[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'docs/a%20b.report.json', uriBaseId: '%SRCROOT%' },
      region: { startLine: line },
    });
    expect(contra?.message.text).toBe(
      'Evidence the claim cites contradicts it. Claim c-contra: "Employment increased in every affected sector."',
    );
    expect(byRule(log, 'ungrounded_number')[0]?.message.text).toBe(
      '"15 percent" in claim c-number is not in its cited excerpt: "Average travel time fell by 15 percent."',
    );
    // Unset limits leave claims without a verdict out: they are not findings.
    expect(byRule(log, 'unverifiable')).toEqual([]);
  });

  it('gives each result the level the gate gives it: error over a limit, warning without one', async () => {
    const results = await check({ [FILE]: envelope() }, { 'max-contradicted': 0, 'max-unverifiable': 10 });
    const log = renderSarif(results, { version: '1.2.3' });
    expect(byRule(log, 'contradicted')[0]?.level).toBe('error'); // max-contradicted 0 failed
    expect(byRule(log, 'stale_claim_hash')[0]?.level).toBe('error'); // max-binding-errors 0 failed
    expect(byRule(log, 'ungrounded_number')[0]?.level).toBe('warning'); // no limit
    expect(byRule(log, 'high_confidence_unsupported')[0]?.level).toBe('warning'); // no limit
    expect(byRule(log, 'unverifiable').map((result) => result.level)).toEqual(['note', 'note', 'note']); // a limit that passed, a note rule
    const passing = renderSarif(
      await check({ [FILE]: envelope() }, { 'max-contradicted': 1, 'max-binding-errors': null }),
      { version: '1' },
    );
    expect(byRule(passing, 'contradicted')[0]?.level).toBe('warning');
  });

  it('keeps each fingerprint across unrelated edits (lines moved, another claim added), and tells apart two problems', async () => {
    const before = renderSarif(await check({ [FILE]: envelope() }, {}), { version: '1' });
    const added = { id: 'c-added', statement: 'A new claim at the top.', evidence_ids: ['e-sectors'] };
    const after = renderSarif(await check({ [FILE]: envelope([added]) }, {}), { version: '1' });
    const prints = (log: Log) =>
      new Map(
        resultsOf(log).map((result) => [
          result.partialFingerprints?.[FINGERPRINT],
          result.locations?.[0]?.physicalLocation?.region?.startLine,
        ]),
      );
    const then = prints(before);
    const now = prints(after);
    expect(then.size).toBe(resultsOf(before).length); // all distinct
    for (const [print, line] of then) {
      expect(now.has(print)).toBe(true);
      expect(now.get(print)).not.toBe(line); // the lines moved; the fingerprint did not
    }
  });

  it('says what the base had (baselineState) and, under gate-on: new, gives unchanged problems the level note', async () => {
    const base = {
      [FILE]: {
        ...envelope(),
        verifications: [
          verification(claims.contra, sectors, 'supports', 'Employment rose overall'),
          ...envelope().verifications.slice(1),
        ],
      },
    };
    const results = await check({ [FILE]: envelope() }, { 'max-contradicted': 0 }, base);
    const log = renderSarif(results, { version: '1' });
    expect(validate(log)).toBe(true);
    expect(byRule(log, 'contradicted')[0]).toMatchObject({ baselineState: 'new', level: 'error' });
    expect(byRule(log, 'stale_claim_hash')[0]).toMatchObject({ baselineState: 'unchanged', level: 'note' });
  });

  it('marks a waived finding suppressed, with the reason, at the waiver’s line, and as a note', async () => {
    const results = await check({ [FILE]: envelope() }, { 'max-contradicted': 0 });
    const waivers = parseWaivers(
      `waivers:\n  - report: ${FILE}\n    kind: contradicted\n    claim: c-contra\n    reason: The sector figures were revised; the claim is right.\n    expires: 2999-12-31\n`,
    );
    const waived = applyWaivers(results, { file: '.citegate/waivers.yml', head: waivers, today: '2026-12-01' });
    const log = renderSarif(waived, { version: '1' });
    expect(validate(log)).toBe(true);
    const [contra] = byRule(log, 'contradicted');
    expect(contra?.level).toBe('note');
    expect(contra?.suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification: 'The sector figures were revised; the claim is right. (until 2999-12-31)',
        location: {
          physicalLocation: {
            artifactLocation: { uri: '.citegate/waivers.yml', uriBaseId: '%SRCROOT%' },
            region: { startLine: 2 },
          },
        },
      },
    ]);
    expect(byRule(log, 'stale_claim_hash')[0]?.suppressions).toBeUndefined();
  });

  it('rejects what is not valid SARIF (so the validation above can fail)', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} }, results: [] }] })).toBe(false);
    expect(
      validate({
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'x' }, level: 'fatal' }] }],
      }),
    ).toBe(false);
  });
});
