import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, inert, linkOrText, markerValue, safeLinkUrl, truncate } from '../../src/render/escape.js';
import { assertInert, decodeReferences } from './inert.js';

const HOSTILE = [
  '@octocat please look',
  'cc @org/team-name',
  'mail admin@example.com',
  '</details><details open><summary>fake</summary>',
  '<img src=x onerror=alert(1)>',
  'a | b | c',
  'a `code` span',
  '[link](javascript:alert(1))',
  '![image](https://example.org/x.png)',
  'fixes #1 and owner/repo#2 and GH-3',
  'see https://evil.example/path and www.evil.example',
  'HTTP://SHOUT.example WWW.SHOUT.example',
  'line one\nline two\r\n## heading\u2028next',
  '$\\href{javascript:alert(1)}{x}$',
  '*bold* _em_ ~~strike~~ :smile:',
  '- a list\n1. another',
  'tab\there & &amp; &#64;octocat',
  'back\\slash \\`',
  'bidi \u202etxt.exe',
];

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('leaves no live markup in %j', (text) => {
    assertInert(escapeMarkdown(text));
  });

  it('keeps the words readable once decoded', () => {
    const text = "Claim: 15% of @octocat's #1 [link](javascript:alert(1)) | `x` <b>";
    expect(decodeReferences(escapeMarkdown(text)).replace(/\u200b/g, '')).toBe(text);
  });

  it('puts a zero-width space after @ and # so GitHub links nothing', () => {
    expect(escapeMarkdown('@octocat')).toBe('&#64;&#8203;octocat');
    expect(escapeMarkdown('#12')).toBe('&#35;&#8203;12');
  });

  it('breaks URL autolinks', () => {
    expect(decodeReferences(escapeMarkdown('https://x.example'))).toBe('https:/\u200b/x.example');
    expect(decodeReferences(escapeMarkdown('www.x.example'))).toBe('www\u200b.x.example');
  });

  it('flattens every kind of line break to one line', () => {
    expect(escapeMarkdown('a\nb\r\nc\u2028d\u0085e\vf')).toBe('a b c d e f');
  });

  it('keeps a list marker or heading from forming at the start of a list item', () => {
    expect(escapeMarkdown('- x')).toBe('&#45; x');
    expect(escapeMarkdown('1. x')).toBe('1&#46; x');
    expect(escapeMarkdown('+ x')).toBe('&#43; x');
  });

  it('has no markup, line break, mention or autolink for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        assertInert(escapeMarkdown(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('has no markup for strings made of markdown punctuation (property)', () => {
    const punctuation = fc.constantFrom(...'<>&|`[]()!@#*_~$:\\/\n\r w.-1aGHhttps'.split(''));
    fc.assert(
      fc.property(
        fc.array(punctuation, { maxLength: 80 }).map((chars) => chars.join('')),
        (text) => {
          assertInert(escapeMarkdown(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('changes nothing but whitespace, controls and zero-width spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const decoded = decodeReferences(escapeMarkdown(text)).replace(/\u200b/g, '');
        const expected = text
          .replace(/[\r\n\u2028\u2029\u0085\v\f\t]+/g, ' ')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
          .trim()
          .replace(/\u200b/g, '');
        expect(decoded).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('truncate and inert', () => {
  it('never splits a surrogate pair', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀…');
  });
  it('shortens before escaping, so no reference is cut in half', () => {
    const out = inert('@'.repeat(50), 10);
    expect(out).toBe(`${'&#64;&#8203;'.repeat(9)}…`);
  });
});

describe('safeLinkUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    'file:///etc/passwd',
    '/relative',
    'not a url',
    'https://user:pw@example.org/',
  ])('does not link %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });

  it('percent-encodes what could end the destination or split a table', () => {
    expect(safeLinkUrl('https://example.org/a b)c|d(e)[f]*`g\'h"i<j>?q=1&r=2')).toBe(
      'https://example.org/a%20b%29c%7Cd%28e%29%5Bf%5D%2A%60g%27h%22i%3Cj%3E?q=1&amp;r=2',
    );
  });

  it('yields only safe destination characters for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string({ unit: 'binary' }).map((s) => `https://example.org/${s}`),
        ),
        (url) => {
          const href = safeLinkUrl(url);
          if (href !== null) expect(href).toMatch(/^https?:\/\/[A-Za-z0-9\-._~:/?#@!$&+,;=%]*$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('linkOrText', () => {
  it('links an http(s) URL with an escaped title', () => {
    expect(linkOrText('A [title] @me', 'https://example.org/x')).toBe(
      '[A &#91;title&#93; &#64;&#8203;me](https://example.org/x)',
    );
  });
  it('shows a javascript: URL as inert text, unlinked', () => {
    const out = linkOrText('Title', 'javascript:alert(1)');
    expect(out).toBe('Title (javascript&#58;alert(1))');
    expect(out).not.toContain('](');
  });
});

describe('markerValue', () => {
  it("cannot end an HTML comment or take another key's marker (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const value = markerValue(a);
        expect(value).toMatch(/^[A-Za-z0-9._%]*$/);
        expect(decodeURIComponent(value)).toBe(a);
        if (a !== b) expect(markerValue(b)).not.toBe(value);
      }),
    );
  });
});
