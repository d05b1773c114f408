// The bundled action (dist/action/index.js) run as the runner runs it: INPUT_* variables, an
// event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the REST API (the fake).
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-github.js';
import {
  BASE_SHA,
  ensureBuilt,
  HEAD_SHA,
  pullRequestEvent,
  runAction as runActionWith,
  type RunOptions,
} from '../helpers/run-action.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { assertInert, decodeReferences } from '../render/inert.js';

const supported = {
  id: 'c-travel',
  statement: 'The pilot reduced average travel time by 12 percent.',
  evidence_ids: ['e-eval'],
};
const contradicted = {
  id: 'c-sectors',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['e-sectors'],
  confidence: 'high' as const,
};
const evalEvidence = { id: 'e-eval', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const sectors = {
  id: 'e-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const envelope = {
  report: report([supported, contradicted], [evalEvidence, sectors]),
  verifications: [
    verification(supported, evalEvidence, 'supports', 'average travel time fell by 12 percent'),
    verification(contradicted, sectors, 'contradicts', 'hospitality employment declined'),
  ],
};
const bare = report([{ id: 'c-bare', statement: 'Ridership doubled.', evidence_ids: ['e-eval'] }], [evalEvidence]);

const HOSTILE = 'Ask @octocat </details><img src=x> a|b `tick` [link](javascript:alert(1)) #1';
const hostileClaim = { id: 'c-evil', statement: HOSTILE, evidence_ids: ['e-sectors'], confidence: 'high' as const };
const hostileEnvelope = {
  report: report([hostileClaim], [{ ...sectors, title: '<b>@org/team</b>', url: 'javascript:alert(1)' }]),
  verifications: [verification(hostileClaim, sectors, 'contradicts', 'hospitality employment declined')],
};

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();

// These reports come with committed results that the fake base (empty unless a test fills it)
// does not have: under the default trust rule they would not count. This file is about what
// the action writes; the rule itself is tested in test/base/verdict-trust.test.ts.
const runAction = (dir: string, inputs: Record<string, string>, options: RunOptions = {}) =>
  runActionWith(github, dir, { 'trust-committed-verdicts': 'all', ...inputs }, options);

describe('the bundled action', () => {
  it('creates one comment on the first run and updates it on the second', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const first = await runAction(dir, {});
    expect(first.stdout).not.toContain('::error::');
    expect(first.status).toBe(0);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]?.body ?? '';
    // "Ridership doubled." cites an excerpt without a doubling: numeric grounding reads "doubled" as 2x.
    expect(
      body.startsWith(
        '<!-- citegate:comment-key=default -->\n### ✅ citegate passed — 1 contradicted claim, 1 high-confidence claim without support, 1 ungrounded number (no limit set on max-contradicted, max-high-confidence-unsupported, max-ungrounded-numbers)',
      ),
    ).toBe(true);
    expect(body).toContain('claim c-sectors: Employment increased in every affected sector.');
    expect(body).toContain('[job summary of this run](https://github.example/acme/docs/actions/runs/4242)');

    const second = await runAction(dir, { 'max-contradicted': '0' });
    expect(second.status).toBe(1);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('### ❌ citegate failed: max-contradicted over its limit');
    expect(github.writes().map((request) => request.method)).toEqual(['POST', 'PATCH']);
    expect(github.requests[0]?.authorization).toBe('token ghs_test_token_value');
  });

  it('never takes over a marker comment a user planted: it posts its own and leaves theirs unchanged', async () => {
    const planted = github.addComment('<!-- citegate:comment-key=default -->\n### ✅ citegate passed', {
      login: 'mallory',
      id: 666,
      type: 'User',
    });
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]).toEqual({
      ...planted,
      body: '<!-- citegate:comment-key=default -->\n### ✅ citegate passed',
    });
    expect(github.comments[1]?.user.login).toBe('github-actions[bot]');
    expect(github.comments[1]?.body).toContain('### ❌ citegate failed');

    // The next run finds its own comment (the workflow token's) and edits that one.
    const again = await runAction(dir, {});
    expect(again.status).toBe(0);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]?.body).toBe('<!-- citegate:comment-key=default -->\n### ✅ citegate passed');
    expect(github.comments[1]?.body).toContain('### ✅ citegate passed');
    expect(github.writes().map((request) => request.method)).toEqual(['POST', 'PATCH']);
  });

  it('shows control characters of report text escaped in the log and in annotations', async () => {
    const ESC = '\u001b';
    const evil = {
      id: `c-evil\nPASSED${ESC}[8m`,
      statement: `Employment ${ESC}[2J${ESC}]52;c;QUFB\u0007increased \u202ein every sector.`,
      evidence_ids: ['e-sectors'],
      confidence: 'high' as const,
    };
    const dir = tempFolder({
      'evil.report.json': {
        report: report([evil], [sectors]),
        verifications: [verification(evil, sectors, 'contradicts', 'hospitality employment declined')],
      },
    });
    const run = await runAction(dir, { comment: 'never', 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0080-\u009f]/);
    expect(run.stdout.split('\n').filter((line) => line.trim() === 'PASSED')).toEqual([]);
    expect(run.stdout).toContain(
      'c-evil\\nPASSED\\x1b[8m  Employment \\x1b[2J\\x1b]52;c;QUFB\\x07increased \\u202ein every sector.',
    );
    expect(run.stdout).toContain('::error title=Contradicted claim c-evil\\nPASSED\\x1b[8m,file=evil.report.json');
    const results = JSON.parse(readFileSync(run.outputs['results-path'] as string, 'utf8'));
    expect(results.reports[0].claims[0]).toMatchObject({ id: evil.id, statement: evil.statement });
  });

  it("escapes a file name holding ESC in the annotation's file property too", async () => {
    const ESC = '\u001b';
    const name = `docs/evil${ESC}[8m\u202e.report.json`;
    const dir = tempFolder({
      [name]: {
        report: report([contradicted], [sectors]),
        verifications: [verification(contradicted, sectors, 'contradicts', 'hospitality employment declined')],
      },
    });
    const run = await runAction(dir, { comment: 'never' });
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout).not.toContain('\u202e');
    expect(run.stdout).toContain(
      '::error title=Contradicted claim c-sectors,file=docs/evil\\x1b[8m\\u202e.report.json,line=',
    );
  });

  it('writes the outputs, the results file and the job summary', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const run = await runAction(dir, { comment: 'never', 'results-path': 'out/results.json' });
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({
      passed: 'true',
      status: 'unavailable',
      claims: '3',
      supported: '1',
      contradicted: '1',
      insufficient: '0',
      unverifiable: '1',
      'high-confidence-unsupported': '1',
      'binding-errors': '0',
      'ungrounded-numbers': '1',
      'provenance-not-found': '',
      'provenance-unreachable': '',
      'references-not-found': '',
      'references-mismatch': '',
      retracted: '',
      'results-path': path.join(dir, 'out/results.json'),
    });
    const results = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8'));
    expect(results.totals).toMatchObject({ reports: 2, claims: 3, contradicted: 1, ungrounded_numbers: 1 });
    expect(run.summary).toMatch(/^## ✅ citegate passed/);
    const blob = (file: string) => `https://github.example/acme/docs/blob/${HEAD_SHA}/${file}`;
    expect(run.summary).toContain(
      `| [docs/city.report.json](${blob('docs/city.report.json')}) | complete | 2: 1 supported, **1 contradicted** | 100% | 2 of 2 |`,
    );
    expect(run.summary).toContain(
      `| [docs/bare.report.json](${blob('docs/bare.report.json')}) | unavailable | 1: 1 unverifiable | — | — |`,
    );
    // The base commit has neither report (the fake API answers 404): every problem is new.
    expect(run.summary).toContain('### Contradicted claims: 1 new (max-contradicted: no limit set)');
    // Only the base versions were read (the temporary folder is no git checkout).
    // The base versions of both reports, and the pull request's files (for the reports it removes).
    expect(github.requests.map((request) => request.path).sort()).toEqual([
      '/repos/acme/docs/contents/docs/bare.report.json',
      '/repos/acme/docs/contents/docs/city.report.json',
      '/repos/acme/docs/pulls/7/files',
    ]);
    // Annotations at the claim's line, and the terminal table in the log.
    const line = readFileSync(path.join(dir, 'docs/city.report.json'), 'utf8')
      .split('\n')
      .findIndex((row) => row.includes('"c-sectors"'));
    expect(run.stdout).toContain(
      `::error title=Contradicted claim c-sectors,file=docs/city.report.json,line=${line}::`,
    );
    expect(run.stdout).toContain(
      '::warning title=High-confidence claim without support (contradicts),file=docs/city.report.json',
    );
    expect(run.stdout).toMatch(/::stop-commands::[0-9a-f-]{36}/);
  });

  it('fails the step with ::error:: when the gate fails, and comments on-failure', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'max-contradicted': '0', comment: 'on-failure' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error::citegate: the gate failed: max-contradicted 1 (limit ≤ 0)');
    expect(run.outputs.passed).toBe('false');
    expect(github.comments).toHaveLength(1);
  });

  it('with comment: on-failure, posts nothing when the gate passes and no comment exists', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { comment: 'on-failure' });
    expect(run.status).toBe(0);
    expect(github.writes()).toHaveLength(0);
    // Besides the base (its files and the list of the pull request's), the lookup of an old failure to update.
    expect(
      github.requests.filter((request) => !request.path.includes('/contents/') && !request.path.endsWith('/files')),
    ).toHaveLength(1);
  });

  it('warns once and stays green when the token may not comment (403)', async () => {
    github.failWith('GET', '/issues/7/comments', 403);
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, {});
    expect(run.status).toBe(0);
    const warnings = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('::warning::') && !line.includes('No base comparison'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('pull-requests: write');
    expect(decodeReferences(run.summary)).toContain('permission pull-requests: write');
  });

  it('posts nothing on push, and everything else still works', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(
      dir,
      { 'only-changed': 'true' },
      { eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(run.status).toBe(0);
    expect(github.requests).toHaveLength(0);
    expect(run.outputs.claims).toBe('2');
    expect(run.summary).toMatch(/^## ✅ citegate passed/);
  });

  it('opens the "checking the base versions" group only when there is a base to read: never on push', async () => {
    const group = '::group::citegate: checking the base versions';
    const push = await runAction(
      tempFolder({ 'city.report.json': envelope }),
      {},
      { eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(push.status).toBe(0);
    expect(push.stdout).not.toContain(group);
    github.contents.set(BASE_SHA, new Map([['city.report.json', JSON.stringify(envelope)]]));
    const pullRequest = await runAction(tempFolder({ 'city.report.json': envelope }), { comment: 'never' });
    expect(pullRequest.stdout).toContain(group);
  });

  it('on a pull request from a fork, skips the comment with one warning and still gates', async () => {
    const dir = tempFolder({ 'bare.report.json': bare });
    const run = await runAction(
      dir,
      { 'openai-api-key': '', model: 'gpt-test' },
      { event: pullRequestEvent('someone/docs') },
    );
    expect(run.status).toBe(0);
    expect(github.writes()).toHaveLength(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toEqual([expect.stringContaining('comes from a fork')]);
    expect(run.summary).toContain('no API key, because workflows on pull requests from forks get no secrets');
    expect(run.outputs.status).toBe('unavailable');
    expect(decodeReferences(run.summary)).toContain('pull requests from forks get no secrets');
  });

  it('with only-changed, checks only the report files the pull request adds or modifies', async () => {
    github.files = [
      { filename: 'docs/city.report.json', status: 'modified' },
      { filename: 'docs/gone.report.json', status: 'removed' },
      { filename: 'README.md', status: 'modified' },
    ];
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const run = await runAction(dir, { 'only-changed': 'true', comment: 'never' });
    expect(run.status).toBe(0);
    expect(run.outputs.claims).toBe('2');
    expect(run.summary).toContain('only-changed&#58; checked the 1 of 2 report files');
  });

  it('with only-changed and no changed report, passes with a notice', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, { 'only-changed': 'true', comment: 'never', 'max-contradicted': '0' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '::notice::citegate: only-changed: this pull request adds or modifies none of the 1 report files',
    );
    expect(run.outputs).toMatchObject({ passed: 'true', status: 'skipped', claims: '0' });
  });

  it('with only-changed and no changed report, replaces an old failure comment but starts none', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    await runAction(dir, { 'only-changed': 'true' });
    expect(github.writes()).toHaveLength(0);

    github.addComment('<!-- citegate:comment-key=default -->\n### ❌ citegate failed: 1 check over the limit');
    const run = await runAction(dir, { 'only-changed': 'true' });
    expect(run.status).toBe(0);
    expect(github.writes().map((request) => request.method)).toEqual(['PATCH']);
    expect(github.comments[0]?.body).toContain('### ✅ citegate passed');
    expect(github.comments[0]?.body).toContain('adds or modifies none of the 1 report files');
  });

  it('fails, without a stack trace, on bad inputs or when no report matches', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const bad = await runAction(dir, { comment: 'sometimes' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      '::error::citegate: invalid inputs:%0A  comment must be one of always, on-failure, never',
    );
    const none = await runAction(dir, { reports: 'nothing/*.json' });
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('::error::citegate: no report file matched "nothing/*.json"');
  });

  it('keeps the workspace rule for the reports input: patterns outside refused, links out listed as invalid, links inside followed', async () => {
    const outside = tempFolder({ 'secret.report.json': envelope });
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    symlinkSync(path.join(outside, 'secret.report.json'), path.join(dir, 'docs/linked.report.json'));
    symlinkSync('city.report.json', path.join(dir, 'docs/alias.report.json'));
    for (const reports of [path.join(outside, 'secret.report.json'), `../${path.basename(outside)}/*.report.json`]) {
      const refused = await runAction(dir, { reports, comment: 'never' });
      expect(refused.status).toBe(1);
      expect(refused.stdout).toContain('reaches outside the working directory; use a path relative to it');
    }
    const run = await runAction(dir, { comment: 'never', 'results-path': 'results.json' });
    expect(run.status).toBe(1);
    expect(run.outputs['binding-errors']).toBe('1');
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.reports.map((entry: { file: string }) => entry.file)).toEqual([
      'docs/city.report.json',
      'docs/linked.report.json',
    ]);
    expect(run.summary).toContain('docs/linked.report.json');
    expect(run.summary).toContain('symbolic link leads outside the working directory');
    expect(run.stdout).toContain(
      '::error title=Invalid report file,file=docs/linked.report.json::symbolic link leads outside the working directory',
    );
  });

  it('never reads a file a STORM folder links to outside the workspace: the folder is an invalid report', async () => {
    const outside = tempFolder({ 'environ.txt': 'GITHUB_TOKEN=ghs_secret_from_the_runner. HOME=/root.\n' });
    const sources = readFileSync(path.resolve('examples/storm/taylor-hawkins/url_to_info.json'), 'utf8');
    const dir = tempFolder({ 'wiki/t/url_to_info.json': sources });
    symlinkSync(path.join(outside, 'environ.txt'), path.join(dir, 'wiki/t/storm_gen_article.txt'));
    const run = await runAction(dir, { comment: 'never', 'results-path': 'results.json' });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.summary}${readFileSync(path.join(dir, 'results.json'), 'utf8')}`).not.toContain(
      'ghs_secret_from_the_runner',
    );
    expect(run.summary).toContain('symbolic link leads outside the working directory');
    expect(run.outputs['binding-errors']).toBe('1');
  });

  it('renders a hostile claim inertly in both the comment and the summary', async () => {
    const dir = tempFolder({ 'evil.report.json': hostileEnvelope });
    const run = await runAction(dir, {});
    expect(run.status).toBe(0);
    const body = github.comments[0]?.body ?? '';
    for (const markdown of [body, run.summary]) {
      const claim = markdown.match(
        /^- (?:\*\*new\*\* )?\[evil\.report\.json&#58;\d+\]\(https:\/\/github\.example\/acme\/docs\/blob\/feed[0-9a-f]+\/evil\.report\.json#L\d+\) claim c-evil: (.*)$/m,
      )?.[1];
      expect(claim).toBeDefined();
      assertInert(claim ?? '');
      expect(claim).toContain('&#64;&#8203;octocat');
      const evidence = markdown.match(/^ {2}- contradicted by (.*) \((.*)\): /m);
      assertInert(evidence?.[1] ?? 'MISSING');
      expect(markdown).not.toContain('](javascript');
      expect(markdown).not.toMatch(/<img|<b>|@octocat|@org/);
      expect(markdown.match(/<details/g)?.length).toBe(markdown.match(/<\/details>/g)?.length);
    }
  });

  it('masks the API key and keeps it out of every file it writes', async () => {
    const secret = 'sk-test-DO-NOT-LEAK-1234567890';
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'openai-api-key': secret, semantic: 'off', comment: 'always' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`::add-mask::${secret}`);
    const written = [
      run.summary,
      github.comments[0]?.body ?? '',
      readFileSync(path.join(dir, 'citegate-results.json'), 'utf8'),
    ];
    for (const text of written) expect(text).not.toContain(secret);
    expect(run.stdout.replace(`::add-mask::${secret}`, '')).not.toContain(secret);
  });

  describe('against the base of the pull request', () => {
    const another = {
      id: 'c-hospitality',
      statement: 'Hospitality employment grew in every quarter.',
      evidence_ids: ['e-sectors'],
    };
    const stray = (id: string) =>
      verification({ id, statement: 'A claim since removed.' }, evalEvidence, 'supports', null);
    const cited = [supported, contradicted];
    // The base: 1 contradicted claim and 2 binding errors (results for claims no longer in the report).
    const base = {
      report: report(cited, [evalEvidence, sectors]),
      verifications: [...envelope.verifications, stray('c-removed-1'), stray('c-removed-2')],
    };
    // The head keeps the contradicted claim, adds another, and fixes one binding error.
    const head = {
      report: report([...cited, another], [evalEvidence, sectors]),
      verifications: [
        ...envelope.verifications,
        verification(another, sectors, 'contradicts', 'hospitality employment declined'),
        stray('c-removed-1'),
      ],
    };
    const fixedHead = {
      report: report(cited, [evalEvidence, sectors]),
      verifications: [...envelope.verifications, stray('c-removed-1')],
    };

    it('says what the pull request changed, and with gate-on new fails on the new claim only', async () => {
      github.contents.set(BASE_SHA, new Map([['docs/city.report.json', JSON.stringify(base, null, 2)]]));
      const dir = tempFolder({ 'docs/city.report.json': head });
      const run = await runAction(dir, { 'gate-on': 'new', 'max-contradicted': '0' });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('::error::citegate: the gate failed: max-contradicted 1 new (limit ≤ 0)');
      const contents = github.requests.filter((request) => request.path.includes('/contents/'));
      // The report at the base, and its verdict file (which the base does not have).
      expect(contents.map((request) => [request.path, request.query.get('ref'), request.accept])).toEqual([
        ['/repos/acme/docs/contents/docs/city.report.json', BASE_SHA, 'application/vnd.github.raw+json'],
        ['/repos/acme/docs/contents/docs/city.report.verdicts.json', BASE_SHA, 'application/vnd.github.raw+json'],
      ]);

      const body = github.comments[0]?.body ?? '';
      for (const markdown of [body, run.summary]) {
        expect(markdown).toContain(
          '**This pull request adds 1 contradicted claim, fixes 1 binding error and changes no verdict.** Only new problems count toward the limits (gate-on: new).',
        );
        expect(markdown).toContain('| Contradicted claims | 1 | 1 | 0 |');
        expect(markdown).toContain('| Binding errors | 0 | 1 | 1 |');
      }
      const section =
        body.split(
          '#### ❌ Contradicted claims: 1 new, 1 unchanged (max-contradicted: limit ≤ 0 on new ones)\n\n',
        )[1] ?? '';
      expect(section).toMatch(
        new RegExp(
          `^- \\*\\*new\\*\\* \\[docs/city\\.report\\.json&#58;\\d+\\]\\(https://github\\.example/acme/docs/blob/${HEAD_SHA}/docs/city\\.report\\.json#L\\d+\\) claim c-hospitality: `,
        ),
      );
      expect(section.indexOf('claim c-hospitality')).toBeLessThan(section.indexOf('claim c-sectors'));
      // max-binding-errors (default 0) counts only new binding errors: none.
      expect(run.summary).toContain('| max-binding-errors | ≤ 0 | 0 new (1 in all) | ✅ passed |');
      // The fixed one links to the base commit (its claim is in neither version, so no line).
      expect(run.summary).toContain(
        `- [docs/city.report.json](https://github.example/acme/docs/blob/${BASE_SHA}/docs/city.report.json) the result for claim c-removed-2 → evidence e-eval did not bind`,
      );
      const results = JSON.parse(readFileSync(path.join(dir, 'citegate-results.json'), 'utf8'));
      expect(results.base).toMatchObject({
        sha: BASE_SHA,
        source: 'api',
        compared: ['docs/city.report.json'],
        added: [],
        note: null,
      });
      expect(
        results.base.problems
          .filter((row: { kind: string }) => row.kind === 'contradicted')
          .map((row: { claim_id: string; status: string }) => [row.claim_id, row.status]),
      ).toEqual([
        ['c-sectors', 'unchanged'],
        ['c-hospitality', 'new'],
      ]);

      // The author removes the new claim: the step passes, and the comment is updated.
      const after = await runAction(tempFolder({ 'docs/city.report.json': fixedHead }), {
        'gate-on': 'new',
        'max-contradicted': '0',
      });
      expect(after.status).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]?.body).toContain('### ✅ citegate passed');
      expect(github.comments[0]?.body).toContain('**This pull request fixes 1 binding error and changes no verdict.**');
    });

    it('counts every problem of a report the pull request adds (404 at the base)', async () => {
      github.contents.set(BASE_SHA, new Map());
      const run = await runAction(tempFolder({ 'docs/city.report.json': base }), {
        'gate-on': 'new',
        'max-contradicted': '0',
        'max-binding-errors': 'none',
        comment: 'never',
      });
      expect(run.status).toBe(1);
      expect(run.summary).toContain(
        '**This pull request adds 1 contradicted claim, 1 high-confidence claim without support and 2 binding errors, and changes no verdict.**',
      );
      expect(run.summary).toContain('report added by this pull request');
    });

    it('without permission to read the base (403), says so once and counts every problem', async () => {
      github.failWith('GET', '/contents/', 403);
      const run = await runAction(tempFolder({ 'docs/city.report.json': head }), {
        'gate-on': 'new',
        'max-binding-errors': '1',
        comment: 'never',
      });
      expect(run.status).toBe(0);
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
      expect(warnings).toEqual([
        expect.stringContaining(
          'No base comparison: the base version of docs/city.report.json could not be read (HTTP 403: the token may not read the repository',
        ),
      ]);
      expect(decodeReferences(run.summary)).toContain(
        'gate-on: new counted every problem, because the base version of docs/city.report.json could not be read',
      );
      expect(run.summary).not.toContain('This pull request');
      const failed = await runAction(tempFolder({ 'docs/city.report.json': head }), {
        'gate-on': 'new',
        'max-contradicted': '1',
        comment: 'never',
      });
      expect(failed.stdout).toMatch(/::error::citegate: the gate failed: .*max-contradicted 2 \(limit ≤ 1\)/);
    });
  });
});
