// Threshold syntax and the all-problems-at-once rule for every setting.
import { describe, expect, it } from 'vitest';
import { readActionSettings } from '../../src/action/inputs.js';
import { readAllSettings, readCoreSettings, SettingsError } from '../../src/config/settings.js';
import { parseThreshold, type ThresholdName } from '../../src/gate/thresholds.js';
import { readSemanticSettings } from '../../src/semantic/settings.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const value = (name: ThresholdName, raw: string) => {
  const parsed = parseThreshold(name, raw);
  return 'value' in parsed ? parsed.value : `error: ${parsed.error}`;
};

describe('threshold syntax', () => {
  it('counts are plain decimal whole numbers, whitespace trimmed', () => {
    expect(value('max-contradicted', '0')).toBe(0);
    expect(value('max-contradicted', ' 16\n')).toBe(16);
    expect(value('max-contradicted', '007')).toBe(7);
    expect(value('max-contradicted', 'none')).toBeNull();
    expect(value('max-contradicted', '')).toBeNull();
    // Empty is the default, not "no limit": only none lifts the one default limit.
    expect(value('max-binding-errors', ' ')).toBe(0);
    expect(value('max-binding-errors', 'none')).toBeNull();
  });

  it.each([
    '0x10',
    '1e3',
    '1E3',
    'Infinity',
    '+5',
    '-1',
    '-0',
    '1_000',
    '0b1',
    '0o7',
    '1.0',
    '1.',
    '5 5',
    'NaN',
    '٣',
    '5%',
    'abc',
  ])('refuses %j as a count', (raw) => {
    expect(value('max-contradicted', raw)).toBe(
      `error: max-contradicted must be a whole number from 0 written in digits (or none), not ${JSON.stringify(raw)}`,
    );
  });

  it('ratios are plain decimals from 0 to 1, or percentages from 0% to 100%', () => {
    expect(value('min-coverage', '0.8')).toBe(0.8);
    expect(value('min-coverage', '.8')).toBe(0.8);
    expect(value('min-coverage', ' 1 ')).toBe(1);
    expect(value('min-coverage', '0')).toBe(0);
    expect(value('min-coverage', '80%')).toBe(0.8);
    expect(value('min-coverage', '80 %')).toBe(0.8);
    expect(value('min-coverage', '100%')).toBe(1);
    expect(value('min-exact-quote-ratio', '52.9%')).toBeCloseTo(0.529, 12);
    expect(value('min-coverage', 'NONE')).toBeNull();
  });

  it.each(['0x1', '1e-1', '8e-1', 'Infinity', '+0.5', '-0.1', '1.5', '101%', '%', '0.5.1', '0,8', '80%%', '1/2'])(
    'refuses %j as a ratio',
    (raw) => {
      expect(value('min-coverage', raw)).toBe(
        `error: min-coverage must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%), not ${JSON.stringify(raw)}`,
      );
    },
  );
});

describe('every problem at once', () => {
  const bad: Record<string, string> = {
    'max-contradicted': 'abc',
    'batch-size': '0',
    concurrency: '1000',
    'min-coverage': '0x1',
  };

  it('readAllSettings runs every reader and lists all their problems', () => {
    const get = (name: string) => bad[name];
    let caught: unknown;
    try {
      readAllSettings(
        () => readCoreSettings(get),
        () => readSemanticSettings(get),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    expect((caught as SettingsError).problems).toEqual([
      'max-contradicted must be a whole number from 0 written in digits (or none), not "abc"',
      'min-coverage must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%), not "0x1"',
      'batch-size must be a whole number from 1 to 100, not "0"',
      'concurrency must be a whole number from 1 to 64, not "1000"',
    ]);
  });

  it("returns each reader's settings when all are valid", () => {
    const get = (name: string) => ({ 'max-contradicted': '2', 'batch-size': '4' })[name];
    const [core, semantic, action] = readAllSettings(
      () => readCoreSettings(get),
      () => readSemanticSettings(get),
      () => readActionSettings(get),
    );
    expect(core.thresholds['max-contradicted']).toBe(2);
    expect(semantic.batchSize).toBe(4);
    expect(action.comment).toBe('always');
  });

  it('the command line names every bad flag in one usage error (exit 2)', () => {
    const dir = tempFolder({});
    const run = runCli(
      ['check', '--max-contradicted', 'abc', '--batch-size', '0', '--concurrency', '1000', '--min-coverage', '0x1'],
      dir,
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'citegate: invalid settings:',
        '  max-contradicted must be a whole number from 0 written in digits (or none), not "abc"',
        '  min-coverage must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%), not "0x1"',
        '  batch-size must be a whole number from 1 to 100, not "0"',
        '  concurrency must be a whole number from 1 to 64, not "1000"',
        '',
      ].join('\n'),
    );
  });
});
