// The pure parts of provenance: parts, matching, the closest passage, the address rule,
// settings, content types, and the gate's provenance checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLDING_LADDER, normalize, normalizedText } from '../../src/binding/quote.js';
import { computeTotals } from '../../src/check/totals.js';
import { SettingsError } from '../../src/config/settings.js';
import { decide } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { guardedLookup, nonPublicRange, refuseLiteral } from '../../src/provenance/address.js';
import { urlKey } from '../../src/provenance/checker.js';
import { closestPassage, pageWords } from '../../src/provenance/closest.js';
import { charsetOf } from '../../src/provenance/extract/charset.js';
import { kindOf } from '../../src/provenance/extract/index.js';
import { findPart, Haystack } from '../../src/provenance/match.js';
import { excerptParts } from '../../src/provenance/parts.js';
import { parseDuration, parseSize, readProvenanceSettings } from '../../src/provenance/settings.js';
import { terminalProvenanceProgress, unusedProvenanceLimits } from '../../src/provenance/setup.js';
import type { ProvenanceStatus, ReportResult } from '../../src/results/types.js';

describe('excerpt parts', () => {
  it('splits at "…", "..." and " · ", trims what an ellipsis leaves, drops parts without words', () => {
    expect(excerptParts('… rose by 12 percent […] in 2024 ... said the office · A second snippet. · —')).toEqual([
      'rose by 12 percent',
      'in 2024',
      'said the office',
      'A second snippet.',
    ]);
  });

  it('keeps a middle dot that is not a separator, and looks for a repeated part once', () => {
    expect(excerptParts('Caf\u00e9 prices rose·fell. · Caf\u00e9 prices rose·fell.')).toEqual([
      'Caf\u00e9 prices rose·fell.',
    ]);
  });

  it('takes each snippet on its own when the record has snippets (a STORM source)', () => {
    expect(excerptParts('the whole excerpt', ['First snippet … its tail', 'Second snippet'])).toEqual([
      'First snippet',
      'its tail',
      'Second snippet',
    ]);
    expect(excerptParts('the whole excerpt', [])).toEqual(['the whole excerpt']);
  });
});

describe('matching with the near-miss folding ladder', () => {
  const page = new Haystack(
    'The council\u2019s \u201cCentral\u00a0Zone\u201d charge,\nfrom 7\u201319 h, is a \ufb01rst for NORTHPORT.',
  );
  it.each([
    ['exact', 'charge,\nfrom'],
    ['whitespace', 'charge, from 7'],
    ['case', 'for northport'],
    ['typography', 'The council\'s "Central Zone" charge, from 7-19 h, is a first'],
  ])('%s', (folding, part) => {
    expect(findPart(part, page)).toBe(folding);
  });

  it('finds nothing when the words differ', () => {
    expect(findPart('is a second for Northport', page)).toBeNull();
  });

  it('matchAll, one rung at a time for many parts, finds what findPart finds', () => {
    const parts = [
      'charge,\nfrom',
      'charge, from 7',
      'for northport',
      'The council\'s "Central Zone" charge, from 7-19 h, is a first',
      'is a second for Northport',
      '',
    ];
    const fresh = new Haystack(page.raw);
    fresh.matchAll(parts);
    expect(parts.map((part) => fresh.matched(part))).toEqual(
      parts.map((part) => findPart(part, new Haystack(page.raw))),
    );
  });

  it('normalizedText is normalize().text, without the origins (whitespace, case, typography, ligatures, astral characters)', () => {
    const piece = fc.constantFrom(
      ' ',
      '\u00a0',
      '\n\t',
      '\u2003',
      'A',
      'ß',
      'İ',
      '\u2019',
      '\u201c',
      '\u2014',
      '\u2026',
      '\ufb01',
      '\ufb03',
      'Σ',
      '\u{1D400}',
      'x',
      '\ud800',
      '7',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
        (raw) => {
          for (const [, options] of FOLDING_LADDER)
            expect(normalizedText(raw, options)).toBe(normalize(raw, options).text);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the closest passage', () => {
  const text =
    'Intro words here. Weekday entries averaged 121,900 per day, down 9 percent from 134,500. Unrelated closing words.';
  it('is the window sharing most of the missing part’s words, as the page writes it', () => {
    const closest = closestPassage(
      'Weekday entries averaged 118,400 per day, down 12 percent from 134,500.',
      text,
      pageWords(text),
    );
    expect(closest?.passage).toBe('Weekday entries averaged 121,900 per day, down 9 percent from 134,500');
    expect(closest?.overlap).toBeCloseTo(10 / 13); // all but 118, 400 and 12
  });

  it('is null when the page shares no word with the part', () => {
    expect(closestPassage('Zebras graze', text, pageWords(text))).toBeNull();
  });

  it('is shortened to maxChars characters, counted as characters (not UTF-16 units), with "…" only when cut', () => {
    // 7 characters, 13 UTF-16 units: within a bound of 10 characters, so nothing is cut.
    const astral = '\u{1D400}\u{1D400}\u{1D400} \u{1D401}\u{1D401}\u{1D401}';
    expect(closestPassage(astral, astral, pageWords(astral), 10)?.passage).toBe(astral);
    expect(closestPassage(astral, astral, pageWords(astral), 5)?.passage).toBe('\u{1D400}\u{1D400}\u{1D400} …');
  });
});

describe('the network rule', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(nonPublicRange(address)).not.toBeNull();
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'allows the public address %s',
    (address) => {
      expect(nonPublicRange(address)).toBeNull();
    },
  );

  it('refuses a host when any of its addresses is not public (one is enough to connect to)', async () => {
    const resolve = (
      _host: string,
      _options: object,
      callback: (error: null, addresses: { address: string; family: number }[]) => void,
    ) =>
      callback(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ]);
    const lookup = guardedLookup(nonPublicRange, resolve as never);
    const error = await new Promise<unknown>((done) => lookup('metadata.test', {}, (failure) => done(failure)));
    expect((error as Error).message).toBe(
      'metadata.test resolves to 169.254.169.254, a linkLocal address, which is not public',
    );
    const allowed = guardedLookup(() => null, resolve as never);
    const first = await new Promise<unknown[]>((done) =>
      allowed('metadata.test', {}, (_failure, address, family) => done([address, family])),
    );
    expect(first).toEqual(['93.184.216.34', 4]);
  });

  it('sees through other spellings of an IP address (the URL parser writes them canonically)', () => {
    for (const spelling of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://127.1/']) {
      const key = urlKey(spelling) as string;
      expect(key).toBe('http://127.0.0.1/');
      expect(refuseLiteral(new URL(key).hostname, nonPublicRange)?.range).toBe('loopback');
    }
    expect(refuseLiteral('[::ffff:a9fe:a9fe]', nonPublicRange)?.range).toBe('linkLocal');
    expect(refuseLiteral('example.org', nonPublicRange)).toBeNull();
  });

  it('keys URLs without fragment and credentials, and fetches only http(s)', () => {
    expect(urlKey(' https://user:pw@Example.org/a?b=1#frag ')).toBe('https://example.org/a?b=1');
    expect(urlKey('ftp://example.org/file')).toBeNull();
    expect(urlKey('javascript:alert(1)')).toBeNull();
    expect(urlKey('not a url')).toBeNull();
  });
});

describe('settings', () => {
  const settings = (values: Record<string, string>) => readProvenanceSettings((name) => values[name]);

  it('defaults to off, 7 days, 20 s, 20 MB, .citegate/provenance.jsonl, private addresses refused', () => {
    expect(settings({})).toEqual({
      mode: 'off',
      allowPrivate: false,
      maxAgeMs: 7 * 86_400_000,
      timeoutMs: 20_000,
      maxBodyBytes: 20_000_000,
      cachePath: '.citegate/provenance.jsonl',
    });
  });

  it('reads durations and sizes as people write them', () => {
    expect([
      parseDuration('7d'),
      parseDuration('12h'),
      parseDuration('30m'),
      parseDuration('90s'),
      parseDuration('2'),
      parseDuration('0'),
    ]).toEqual([604_800_000, 43_200_000, 1_800_000, 90_000, 172_800_000, 0]);
    expect([parseSize('20MB'), parseSize('500kB'), parseSize('1.5m'), parseSize('1000')]).toEqual([
      20_000_000, 500_000, 1_500_000, 1000,
    ]);
    expect([parseDuration('7 weeks'), parseSize('20 GB'), parseSize('-1')]).toEqual([null, null, null]);
  });

  it('lists every bad value at once', () => {
    const bad = () =>
      settings({
        provenance: 'on',
        'provenance-allow-private': 'maybe',
        'provenance-max-age': 'forever',
        'provenance-timeout': '0',
        'provenance-max-body': '0',
      });
    expect(bad).toThrow(SettingsError);
    try {
      bad();
    } catch (error) {
      expect((error as SettingsError).problems).toEqual([
        'provenance must be off or check, not "on"',
        'provenance-allow-private must be true or false, not "maybe"',
        'provenance-max-age must be a duration such as 7d, 12h, 30m or 0, not "forever"',
        'provenance-timeout must be a number of seconds above 0 and at most 600, not "0"',
        'provenance-max-body must be a size from 1 byte to 1000MB such as 20MB or 500kB, not "0"',
      ]);
    }
  });

  it('warns about a provenance limit set while provenance is off', () => {
    const thresholds = { ...DEFAULT_THRESHOLDS, 'max-provenance-not-found': 0 };
    expect(unusedProvenanceLimits(thresholds, settings({}))).toEqual([
      'max-provenance-not-found is set but provenance is off, so it checks nothing (set provenance: check)',
    ]);
    expect(unusedProvenanceLimits(thresholds, settings({ provenance: 'CHECK' }))).toEqual([]);
  });
});

describe('content types', () => {
  const pdf = Buffer.from('%PDF-1.7\n');
  const html = Buffer.from('<!DOCTYPE html><html>');
  it.each([
    ['text/html; charset=utf-8', html, 'html'],
    ['application/xhtml+xml', html, 'html'],
    ['application/pdf', pdf, 'pdf'],
    ['application/octet-stream', pdf, 'pdf'],
    [null, html, 'html'],
    [null, Buffer.from('just text'), 'text'],
    ['text/plain', Buffer.from('x'), 'text'],
    ['application/ld+json', Buffer.from('{}'), 'text'],
    ['image/png', Buffer.from('x'), null],
    ['application/octet-stream', Buffer.from('PK\u0003\u0004'), null],
  ] as const)('%s', (contentType, body, kind) => {
    expect(kindOf(contentType, body)).toBe(kind);
  });

  it('reads the charset parameter of Content-Type', () => {
    expect(charsetOf('text/html; charset="ISO-8859-1"')).toBe('ISO-8859-1');
    expect(charsetOf('text/html;charset=windows-1251;foo=bar')).toBe('windows-1251');
    expect(charsetOf('text/html')).toBeUndefined();
  });
});

describe('the gate', () => {
  function withStatuses(statuses: ProvenanceStatus[]): ReportResult {
    return {
      file: 'r.report.json',
      summary: null,
      claims: [],
      pairs: [],
      rejected: [],
      findings: [],
      evidence: statuses.map((status, i) => ({
        id: `e-${i}`,
        title: 't',
        url: 'https://example.org',
        provenance: { status } as never,
      })),
      provider: { rejected: [] } as never,
    };
  }

  it('has no provenance checks when provenance did not run', () => {
    const decision = decide(computeTotals([withStatuses([])]), {
      ...DEFAULT_THRESHOLDS,
      'max-provenance-not-found': 0,
    });
    expect(decision.checks.map((check) => check.name)).not.toContain('max-provenance-not-found');
    expect(decision.passed).toBe(true);
  });

  it('counts not_found and gone against max-provenance-not-found, blocked and unreachable against max-provenance-unreachable', () => {
    const report = withStatuses([
      'found',
      'not_found',
      'gone',
      'partly_found',
      'blocked',
      'unreachable',
      'unreachable',
      'refused',
      'unsupported',
      'skipped',
    ]);
    const totals = computeTotals([report], true);
    expect(totals.provenance).toEqual({
      found: 1,
      partly_found: 1,
      not_found: 1,
      gone: 1,
      blocked: 1,
      unreachable: 2,
      unsupported: 1,
      refused: 1,
      skipped: 1,
    });
    const unset = decide(totals, DEFAULT_THRESHOLDS);
    expect(unset.checks.filter((check) => check.name.startsWith('max-provenance'))).toEqual([
      { name: 'max-provenance-not-found', limit: null, value: 2, passed: true },
      { name: 'max-provenance-unreachable', limit: null, value: 3, passed: true },
    ]);
    const set = decide(totals, {
      ...DEFAULT_THRESHOLDS,
      'max-provenance-not-found': 2,
      'max-provenance-unreachable': 2,
    });
    expect(set.checks.filter((check) => !check.passed).map((check) => check.name)).toEqual([
      'max-provenance-unreachable',
    ]);
  });
});

describe('the closest passage among equally close windows', () => {
  it('is the one that starts and ends where the part does', () => {
    const text =
      'Figures are compared with the same months of 2025. Weekday entries averaged 121,900 per day in the same period of 2025.';
    const closest = closestPassage(
      'weekday entries averaged 118,400 per day in the same period of 2025',
      text,
      pageWords(text),
    );
    expect(closest?.passage).toBe('Weekday entries averaged 121,900 per day in the same period of 2025');
  });
});

describe('progress', () => {
  it('is one line on a terminal, rewritten in place and ended when every URL is settled; nothing off a terminal', () => {
    const written: string[] = [];
    const tty = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    const progress = terminalProvenanceProgress(tty);
    progress?.({ done: 1, total: 2, requests: 1, fromCache: 0 });
    progress?.({ done: 2, total: 2, requests: 3, fromCache: 1 });
    expect(written).toEqual([
      '\r\x1b[Kcitegate: provenance 1/2 URLs, 1 request, 0 from cache',
      '\r\x1b[Kcitegate: provenance 2/2 URLs, 3 requests, 1 from cache\n',
    ]);
    expect(terminalProvenanceProgress({ isTTY: false } as NodeJS.WriteStream)).toBeUndefined();
  });
});
