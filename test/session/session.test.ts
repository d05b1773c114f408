// The check session with a recording shell: the stages run in their order and call the shell's
// hooks as each needs them, every output is guarded before a report is read, the results are
// redacted, and a file that cannot be written costs that file only. (Both shells run it end to
// end in test/action/ and test/cli/.)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../../src/config/settings.js';
import { OutputPathError } from '../../src/files/output-guard.js';
import { readRunContext, type RunContext } from '../../src/github/event.js';
import { resultsJson, writeOutputs } from '../../src/session/outputs.js';
import { runSession } from '../../src/session/run.js';
import { readSessionSettings, type SessionSettings } from '../../src/session/settings.js';
import type { Shell } from '../../src/session/shell.js';
import { STAGES } from '../../src/session/stages.js';
import { redactor } from '../../src/text/redact.js';
import { report, tempFolder, verification } from '../helpers/reports.js';

const claim = { id: 'c1', statement: 'The bridge opened in 1932.', evidence_ids: ['e1'] };
const evidence = { id: 'e1', excerpt: 'The bridge was opened to traffic in 1932.' };
const checked = {
  report: report([claim], [evidence]),
  verifications: [verification(claim, evidence, 'supports', null)],
};

function settingsFrom(values: Record<string, string>): SessionSettings {
  return readSessionSettings(
    (name) => values[name],
    (get) => ({ core: readCoreSettings(get) }),
  ).session;
}

function recordingShell(cwd: string, overrides: Partial<Shell> = {}): { shell: Shell; events: string[] } {
  const events: string[] = [];
  const shell: Shell = {
    cwd,
    patternScope: 'workspace',
    context: readRunContext({}),
    secrets: [],
    redact: (text) => text,
    policy: {},
    files: [],
    nameOf: (setting) => `--${setting}`,
    base: () => {
      events.push('base');
      return Promise.resolve(null);
    },
    log: {
      warn: (message, from) => events.push(`warn (${from}) ${message}`),
      info: (line) => events.push(`info ${line}`),
      progress: () => undefined,
      group: (title, work) => {
        events.push(`group ${title}`);
        return work();
      },
    },
    ...overrides,
  };
  return { shell, events };
}

describe('the check session', () => {
  it('is one list of stages, in the order they run', () => {
    expect(STAGES.map((stage) => stage.name)).toEqual([
      'semantic setup',
      'provenance',
      'snapshot missing',
      'references',
      'base and trust',
      'check',
      'base comparison',
      'waivers',
      'redaction',
    ]);
  });

  it('asks the shell for what differs, stage by stage, and returns the results with the notes', async () => {
    const dir = tempFolder({ 'docs/bridge.report.json': checked });
    const { shell, events } = recordingShell(dir);
    const settings = settingsFrom({ reports: 'docs', semantic: 'off', 'max-references-not-found': '0' });
    const { results, notes } = await runSession(settings, shell, { patterns: ['docs'], note: 'one report changed' });
    expect(events).toEqual([
      'warn (settings) max-references-not-found is set but references are off, so it checks nothing (set references: check)',
      'base',
      'group citegate: checking the reports',
    ]);
    expect(results.reports.map((entry) => entry.file)).toEqual(['docs/bridge.report.json']);
    expect(results.totals.supported).toBe(1);
    expect(notes).toEqual(['one report changed']);
  });

  it('says why the verifier did not run on a pull request from a fork', async () => {
    const dir = tempFolder({ 'docs/bridge.report.json': checked });
    const fork: RunContext = {
      ...readRunContext({}),
      pullRequest: { number: 3, fromFork: true, baseSha: null, headSha: null },
    };
    const { shell } = recordingShell(dir, { context: fork });
    const { notes } = await runSession(settingsFrom({ reports: 'docs', semantic: 'always', model: 'm' }), shell);
    expect(notes).toEqual([expect.stringContaining('workflows on pull requests from forks get no secrets')]);
  });

  it('refuses an output path on a report before any report is read', async () => {
    const dir = tempFolder({ 'docs/bridge.report.json': checked });
    const { shell, events } = recordingShell(dir, {
      files: [
        { name: '--json', path: 'docs/bridge.report.json', description: 'the results file', render: resultsJson },
      ],
    });
    await expect(runSession(settingsFrom({ reports: 'docs', semantic: 'off' }), shell)).rejects.toThrow(
      OutputPathError,
    );
    expect(events).toEqual(['base', 'group citegate: checking the reports']);
  });

  it('redacts the secrets from the results', async () => {
    const secret = 'sk-test-0123456789abcdefghij';
    const leaky = report([{ ...claim, statement: `The key ${secret} opened the bridge.` }], [evidence]);
    const dir = tempFolder({ 'docs/bridge.report.json': leaky });
    const { shell } = recordingShell(dir, { secrets: [secret], redact: redactor([secret]) });
    const { results } = await runSession(settingsFrom({ reports: 'docs', semantic: 'off' }), shell);
    expect(JSON.stringify(results)).not.toContain(secret);
    expect(results.reports[0]?.claims[0]?.statement).toContain('The key');
  });

  it('writes every file asked for, in order, and a failure costs that file only', async () => {
    const dir = tempFolder({});
    mkdirSync(path.join(dir, 'taken'));
    const { shell } = recordingShell(dir, { redact: (text) => text.replace('1932', '[year]') });
    const files = [
      { name: '--json', path: 'taken', description: 'the results file', render: resultsJson },
      { name: '--other', path: undefined, description: 'a file not asked for', render: () => 'never' },
      { name: '--copy', path: 'out/copy.json', description: 'a copy', render: () => 'opened in 1932\n' },
    ];
    const failures = await writeOutputs(shell, { version: 1 } as never, files);
    expect(failures.map(({ file, target, reason }) => ({ name: file.name, target, reason }))).toEqual([
      { name: '--json', target: path.join(dir, 'taken'), reason: 'it is a folder (EISDIR)' },
    ]);
    expect(readFileSync(path.join(dir, 'out/copy.json'), 'utf8')).toBe('opened in [year]\n');
  });
});
