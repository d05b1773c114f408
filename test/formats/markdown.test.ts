// Markdown research reports: each dialect deep-research tools write, and each defect of a citation
// apparatus found in real files (docs/formats.md "Markdown reports" quotes the real samples these
// shapes follow). The texts here are written for the tests in those shapes.
import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../../src/formats/markdown/index.js';
import { urlIdentity } from '../../src/formats/markdown/url-identity.js';

const cites = (read: ReturnType<typeof readMarkdown>, start: string) =>
  read.claims.find((claim) => claim.statement.startsWith(start));
const codes = (read: ReturnType<typeof readMarkdown>) => read.notices.map((notice) => notice.code);

describe('open_deep_research: [n] runs and a Sources list of "[n] Title: URL"', () => {
  const text = [
    '# Inference market',
    '',
    'Groq raised $640 million in 2024 [1][2]. Fireworks is valued at $552 million [3].',
    '',
    '### Sources',
    '[1] Groq raises $640M: to meet demand: https://www.prnewswire.com/groq  ',
    '[2] Groq funding: https://example.org/groq/  ',
    '[3] PYMNTS: Fireworks: https://www.pymnts.com/fireworks',
  ].join('\n');
  const read = readMarkdown(text);

  it('names the dialect, binds each marker of a run, and keeps the title with its colons', () => {
    expect(read.dialect).toBe('numbered_sources');
    expect(cites(read, 'Groq raised')?.evidenceIds).toEqual([
      'https://www.prnewswire.com/groq',
      'https://example.org/groq',
    ]);
    expect(cites(read, 'Fireworks is')?.evidenceIds).toEqual(['https://www.pymnts.com/fireworks']);
    expect(read.evidence[0]).toMatchObject({
      title: 'Groq raises $640M: to meet demand',
      reference: '[1] Groq raises $640M: to meet demand: https://www.prnewswire.com/groq',
    });
  });

  it('places each claim at its line and column, markers out of the statement', () => {
    expect(cites(read, 'Groq raised')).toMatchObject({
      statement: 'Groq raised $640 million in 2024.',
      line: 3,
      column: 1,
    });
    expect(cites(read, 'Fireworks is')).toMatchObject({
      line: 3,
      column: (text.split('\n')[2] as string).indexOf('Fireworks') + 1,
    });
  });

  it('takes headings and the source list for no claim, and URL-only sources have an empty excerpt', () => {
    expect(read.claims.map((claim) => claim.statement)).toEqual([
      'Groq raised $640 million in 2024.',
      'Fireworks is valued at $552 million.',
    ]);
    expect(read.evidence.every((record) => record.excerpt === '')).toBe(true);
  });
});

describe('open_deep_research legacy: per-section Sources lists and no markers', () => {
  it('lists every source as unused, a note', () => {
    const read = readMarkdown(
      '## A\n\nText one.\n\n### Sources\n- Paper (2022): http://arxiv.org/abs/1\n\n## B\n\nText two.\n\n### Sources\n- Other (2023): http://arxiv.org/abs/2\n',
    );
    expect(read.dialect).toBe('open_deep_research_legacy');
    expect(codes(read)).toEqual(['unused_source', 'unused_source']);
  });
});

describe('GPT Researcher: parenthesised link groups and a References list of every visited URL', () => {
  const text = [
    'Heat pumps cut emissions by 40% ([IEA, 2024](https://www.iea.org/hp); [Carbon Brief, 2023](https://carbonbrief.org/hp)).',
    '热泵的效率很高([IEA, 2024](https://www.iea.org/hp))。',
    '',
    '## References',
    '',
    '- [https://www.iea.org/hp](https://www.iea.org/hp)',
    '- [https://carbonbrief.org/hp](https://carbonbrief.org/hp)',
    '- [https://visited.example/unused](https://visited.example/unused)',
  ].join('\n');
  const read = readMarkdown(text);

  it('binds each link of a group, glued to CJK text too, and drops the group from the statement', () => {
    expect(read.dialect).toBe('gpt_researcher');
    expect(cites(read, 'Heat pumps')).toMatchObject({
      statement: 'Heat pumps cut emissions by 40%.',
      evidenceIds: ['https://www.iea.org/hp', 'https://carbonbrief.org/hp'],
    });
    expect(cites(read, '热泵')).toMatchObject({
      statement: '热泵的效率很高。',
      evidenceIds: ['https://www.iea.org/hp'],
    });
  });

  it('reports the visited URL no sentence cites as an unused source, not an error', () => {
    expect(read.notices).toEqual([
      expect.objectContaining({ code: 'unused_source', evidenceId: 'https://visited.example/unused', line: 8 }),
    ]);
  });
});

describe('ChatGPT copied answers: ([host][n]) with [n]: URL?utm_source=chatgpt.com "Title"', () => {
  const text = [
    'RMSNorm drops the mean ([arxiv.org][1]). It is cheaper ([arxiv.org][2]).',
    '',
    '[1]: https://arxiv.org/abs/1910.07467?utm_source=chatgpt.com "Root Mean Square Layer Normalization"',
    '[2]: https://arxiv.org/abs/1910.07467 "RMSNorm"',
  ].join('\n');
  const read = readMarkdown(text);

  it('binds through the definitions; one record for both URL variants, said as a note, and the same source under two numbers', () => {
    expect(read.dialect).toBe('chatgpt_answer');
    expect(cites(read, 'RMSNorm')).toMatchObject({
      statement: 'RMSNorm drops the mean.',
      evidenceIds: ['https://arxiv.org/abs/1910.07467'],
    });
    expect(read.evidence).toHaveLength(1);
    expect(read.evidence[0]).toMatchObject({
      url: 'https://arxiv.org/abs/1910.07467?utm_source=chatgpt.com',
      title: 'Root Mean Square Layer Normalization',
    });
    expect(codes(read).sort()).toEqual(['duplicate_source', 'url_variant']);
  });
});

describe('ChatGPT DOCX converted to Markdown: [\\[n\\]](url)', () => {
  it('reads the link as the marker', () => {
    const read = readMarkdown('Stack maps record live values.[\\[1\\]](https://llvm.org/docs/StackMaps.html)\n');
    expect(read.dialect).toBe('chatgpt_docx');
    expect(read.claims[0]).toMatchObject({
      statement: 'Stack maps record live values.',
      evidenceIds: ['https://llvm.org/docs/StackMaps.html'],
    });
  });
});

describe('ChatGPT deep-research exports: private-use markers and no URL anywhere', () => {
  it('is an invalid report whose message says what the export lacks', () => {
    const line =
      "The phrase is the creator's own metaphor. \uE200cite\uE202turn1search0\uE202turn1search5\uE201 It means a threshold.【12†L3-L9】";
    const read = readMarkdown(`# Atlas\n\n${line}\n`);
    expect(read.dialect).toBe('chatgpt_deep_research');
    expect(read.noSource?.message).toMatch(
      /^a ChatGPT export .* with 3 citation markers \(first: turn1search0\) and no source list, definition or link/,
    );
    expect(read.noSource?.at).toEqual({ line: 3, column: line.indexOf('\uE200') + 1 });
  });

  it('shows an entity by its name and leaves no private-use character in a claim', () => {
    const read = readMarkdown(
      'Made by \uE200entity\uE202["organization","Acme Corp","maker"]\uE201 in 2020 [1].\n\n## Sources\n[1] Acme: https://acme.example\n',
    );
    expect(read.claims[0]?.statement).toBe('Made by Acme Corp in 2020.');
  });
});

describe('Perplexity', () => {
  it('thread exports: [^T_n] footnotes and the hidden list, which cites nothing', () => {
    const text = [
      'Zimmer sells a revision knee.[^1_1][^1_3]',
      '<span style="display:none">[^1_1][^1_2][^1_3]</span>',
      '',
      '<div align="center">⁂</div>',
      '',
      '[^1_1]: https://zimmer.example/knee',
      '',
      '[^1_2]: https://other.example',
      '',
      '[^1_3]: https://third.example',
    ].join('\n');
    const read = readMarkdown(text);
    expect(read.dialect).toBe('perplexity_thread');
    expect(read.claims).toHaveLength(1);
    expect(read.claims[0]?.evidenceIds).toEqual(['https://zimmer.example/knee', 'https://third.example']);
    expect(read.notices).toEqual([
      expect.objectContaining({ code: 'unused_source', evidenceId: 'https://other.example' }),
    ]);
  });

  it('[n] in the text with [^n]: URL definitions: bound, with one marker_syntax_mismatch finding', () => {
    const read = readMarkdown(
      'Design precedes code [1]. Phases are rigid [2].\n\n[^1]: https://a.example\n\n[^2]: https://b.example\n',
    );
    expect(read.claims.map((claim) => claim.evidenceIds)).toEqual([['https://a.example'], ['https://b.example']]);
    expect(read.notices).toEqual([expect.objectContaining({ code: 'marker_syntax_mismatch', line: 1, column: 22 })]);
    expect(read.notices[0]?.message).toContain('2 markers are written [n] while the sources are [^n]: footnotes');
  });

  it('[n](URL) links, and a footnote with no URL (paste.txt)', () => {
    const read = readMarkdown(
      'Perplexity reads 300 sources[14](https://zdnet.example/pp)[16](https://reddit.example/x).\n\nUploaded notes say so.[^1]\n\n[^1]: paste.txt\n',
    );
    expect(read.dialect).toBe('perplexity_links');
    expect(read.claims[0]?.evidenceIds).toEqual(['https://zdnet.example/pp', 'https://reddit.example/x']);
    expect(read.claims[1]?.evidenceIds).toEqual(['^1']);
    expect(read.notices).toEqual([expect.objectContaining({ code: 'source_without_url', evidenceId: '^1' })]);
  });

  it('shortens a long entry with no URL at a whole character, never half of a surrogate pair', () => {
    // Three mathematical letters (two UTF-16 units each) and a space a word: the entry's line is
    // cut at 119 characters, and after "[^1]: " the 119th unit is the first half of a letter.
    const entry = Array.from({ length: 40 }, () => '𝐀𝐁𝐂').join(' ');
    const read = readMarkdown(`Uploaded notes say so.[^1]\n\n[^1]: ${entry}\n`);
    const [notice] = read.notices;
    expect(notice).toMatchObject({ code: 'source_without_url', evidenceId: '^1' });
    expect(notice?.message.isWellFormed()).toBe(true);
    expect(notice?.message).toContain(`("${Array.from(`[^1]: ${entry}`).slice(0, 119).join('')}…")`);
  });
});

describe('Gemini: digits glued to a sentence and #### **Works cited**', () => {
  const worksCited = Array.from(
    { length: 30 },
    (_, index) =>
      `${index + 1}. Source ${index + 1} \\- Site, accessed May 5, 2025, [https://g${index + 1}.example/](https://g${index + 1}.example/)  `,
  );
  const body = [
    'The filter handles 3D states natively, provided the configuration is correct.24 It uses MPPI.6',
    'The tractor ships "walk-behind".1 Emissions fall by 2030.25 Demand rises by 2030.45',
    '',
    'Accuracy reached 0.954 on the test set.',
    'Video uses H.264 everywhere. It runs in Blender13. Versions 3.5.12 are listed. The fit splits between ![][image47].22 Both **modes**.7',
  ];
  const read = readMarkdown(
    [
      ...body,
      '',
      '#### **Works cited**',
      '',
      ...worksCited,
      '',
      '[image47]: <data:image/png;base64,iVBORw0KGgo=>',
    ].join('\n'),
  );

  it('binds a glued number after a word and a full stop, or after a year, when Works cited lists it', () => {
    expect(read.dialect).toBe('gemini');
    expect(cites(read, 'The filter')).toMatchObject({
      statement: 'The filter handles 3D states natively, provided the configuration is correct.',
      evidenceIds: ['https://g24.example'],
    });
    expect(cites(read, 'It uses MPPI')?.evidenceIds).toEqual(['https://g6.example']);
    expect(cites(read, 'The tractor')?.evidenceIds).toEqual(['https://g1.example']);
    expect(cites(read, 'Emissions fall')).toMatchObject({
      statement: 'Emissions fall by 2030.',
      evidenceIds: ['https://g25.example'],
    });
    expect(cites(read, 'Versions')).toMatchObject({
      statement: 'Versions 3.5. are listed.',
      evidenceIds: ['https://g12.example'],
    });
    expect(cites(read, 'The fit splits')).toMatchObject({
      statement: 'The fit splits between .',
      evidenceIds: ['https://g22.example'],
    });
    expect(cites(read, 'Both modes')?.evidenceIds).toEqual(['https://g7.example']);
  });

  it('reports what may be a marker or text as an unread mark, never guessed, and reads a plain decimal as a number', () => {
    expect(cites(read, 'Demand rises')).toMatchObject({ statement: 'Demand rises by 2030.45', evidenceIds: [] });
    expect(cites(read, 'It runs in Blender13')).toMatchObject({ evidenceIds: [] });
    const unread = read.notices.filter((notice) => notice.code === 'unread_marker');
    expect(unread.map((notice) => notice.subject?.split(' in ')[0])).toEqual(['45 of 2030.45', '13 of Blender13']);
    expect(unread.every((notice) => notice.message.includes('may be a citation marker or part of the text'))).toBe(
      true,
    );
    expect(cites(read, 'Accuracy reached 0.954')).toMatchObject({ evidenceIds: [] });
    expect(cites(read, 'Accuracy reached 0.954')?.unresolved).toBeUndefined();
    expect(cites(read, 'Video uses H.264')?.unresolved).toBeUndefined();
  });

  it('reads the escaped Works cited titles without their backslashes', () => {
    expect(read.evidence.find((record) => record.id === 'https://g1.example')?.title).toBe(
      'Source 1 - Site, accessed May 5, 2025',
    );
  });

  it('reads glued digits as text in every other dialect', () => {
    const plain = readMarkdown('Accuracy rose to 94.5 after tuning.24\n\n## Sources\n[24] S: https://s.example\n');
    expect(plain.claims[0]).toMatchObject({ statement: 'Accuracy rose to 94.5 after tuning.24', evidenceIds: [] });
  });
});

describe('Jina node-DeepResearch: [^n]: quote [Title](URL)', () => {
  it('takes the quote as the source text: the excerpt', () => {
    const read = readMarkdown(
      'Revenue reached $5.3 billion in 2023.[^1]\n\n[^1]: The company reported revenue of 5 3 billion in 2023 [Annual report](https://acme.example/ar)\n',
    );
    expect(read.dialect).toBe('jina');
    expect(read.evidence[0]).toMatchObject({
      id: 'https://acme.example/ar',
      title: 'Annual report',
      excerpt: 'The company reported revenue of 5 3 billion in 2023',
    });
  });
});

describe('Claude-based agents: [n] with Sources of Author. "Title." Site, Date. URL', () => {
  it('names the dialect and binds', () => {
    const read = readMarkdown(
      'Skills load on demand [1].\n\n## Sources\n\n[1] Koul, N. "Anthropic\'s Agent Skills." Medium, Jan 2026. https://medium.example/skills\n',
    );
    expect(read.dialect).toBe('numbered_sources');
    expect(read.claims[0]?.evidenceIds).toEqual(['https://medium.example/skills']);
  });
});

// The shape of MuhsinunC/deep-research-skill's reports (a Claude Code skill; development/v13-feynman-test/research_report.md
// at 3402151): a Bibliography grouped under bold sub-headings after an italic note, and sources added in a
// later pass numbered [3a], [29b] between [3] and [4], cited in the text as [3a].
describe('Claude-based agents: a Bibliography with group headings and lettered entries', () => {
  const text = [
    'The conventions remain experimental [1]; the 2026 roadmap does not commit GenAI to a date [3a].',
    'The Agent SDK was announced alongside Claude Sonnet 4.5 [29a]. Its releases are on GitHub [29b].',
    'A bracketed [7b] that no entry is labelled with is text.',
    '',
    '## Bibliography',
    '',
    '*All citations are formatted as `[N]` inline above. Sources are organized by type and listed in citation-number order.*',
    '',
    '**Primary Standards & Specifications**',
    '',
    '[1] OpenTelemetry. "Semantic conventions for generative AI systems." https://opentelemetry.io/docs/specs/semconv/gen-ai/ (current as of 2026-04)',
    '[3a] OpenTelemetry semantic-conventions GitHub. "Semantic Conventions 2026 Roadmap — Issue #3330." https://github.com/open-telemetry/semantic-conventions/issues/3330',
    '',
    '**Vendor Documentation — Tracing**',
    '',
    '[29a] Anthropic. "Introducing Claude Sonnet 4.5." https://www.anthropic.com/news/claude-sonnet-4-5',
    '[29b] Anthropic. "claude-agent-sdk-python releases." https://github.com/anthropics/claude-agent-sdk-python/releases',
  ].join('\n');
  const read = readMarkdown(text);

  it('binds a lettered marker to the entry labelled with it, and leaves one no entry has in the text', () => {
    expect(cites(read, 'The conventions')?.evidenceIds).toEqual([
      'https://opentelemetry.io/docs/specs/semconv/gen-ai',
      'https://github.com/open-telemetry/semantic-conventions/issues/3330',
    ]);
    expect(cites(read, 'The Agent SDK')?.evidenceIds).toEqual(['https://www.anthropic.com/news/claude-sonnet-4-5']);
    expect(cites(read, 'Its releases')?.evidenceIds).toEqual([
      'https://github.com/anthropics/claude-agent-sdk-python/releases',
    ]);
    expect(cites(read, 'A bracketed')).toMatchObject({
      statement: 'A bracketed [7b] that no entry is labelled with is text.',
      evidenceIds: [],
    });
  });

  it('takes a bold group heading or an italic note in the list for no source', () => {
    expect(read.notices).toEqual([]);
    expect(read.evidence).toHaveLength(4);
  });
});

describe('defects of the citation apparatus', () => {
  it('a marker past the end of the list is an unread mark that says the range', () => {
    const read = readMarkdown('One [1]. Two [5].\n\n### Sources\n[1] A: https://a.example\n');
    expect(read.claims.map((claim) => claim.evidenceIds)).toEqual([['https://a.example'], []]);
    expect(read.notices).toEqual([
      expect.objectContaining({
        code: 'unread_marker',
        line: 1,
        column: 14,
        message: expect.stringContaining('numbered 1 only'),
      }),
    ]);
    expect(read.citationMarks).toEqual({ seen: 2, bound: 1, unread: 1 });
  });

  it('numbering that restarts: each list applies to the text since the previous one', () => {
    const read = readMarkdown(
      '## Part 1\n\nAlpha [1].\n\n### Sources\n[1] A: https://a.example\n\n## Part 2\n\nBeta [2].\n\n### Sources\n[1] B: https://b.example\n[2] C: https://c.example\n',
    );
    expect(cites(read, 'Alpha')?.evidenceIds).toEqual(['https://a.example']);
    expect(cites(read, 'Beta')?.evidenceIds).toEqual(['https://c.example']);
  });

  it('gaps in the numbering and the same URL under two numbers', () => {
    const read = readMarkdown(
      'A [1]. B [2]. C [4].\n\n## Sources\n[1] A: https://a.example\n[2] B: https://a.example/\n[4] D: https://d.example\n',
    );
    expect(codes(read).sort()).toEqual(['duplicate_source', 'numbering_gap', 'url_variant']);
    expect(read.notices.find((notice) => notice.code === 'numbering_gap')?.message).toBe(
      'the "Sources" list numbers its sources up to 4 but has no 3',
    );
  });

  it('URL variants are one source: trailing slash, utm_*, srsltid, a text fragment', () => {
    expect(
      new Set(
        [
          'https://a.example/p/',
          'https://a.example/p?utm_source=x&utm_medium=y',
          'https://a.example/p?srsltid=AfmBOo',
          'https://a.example/p#:~:text=heat%20pumps',
        ].map(urlIdentity),
      ),
    ).toEqual(new Set(['https://a.example/p']));
    expect(urlIdentity('https://a.example/p?id=3&utm_source=x')).toBe('https://a.example/p?id=3');
    expect(urlIdentity('mailto:a@b.example')).toBeNull();
  });

  it('escapes in text and titles are read as the characters they stand for', () => {
    const read = readMarkdown(
      'Costs fell 10\\% in Q\\_3 \\- a record [1].\n\n## Sources\n[1] Costs \\| Energy: https://e.example\n',
    );
    expect(read.claims[0]?.statement).toBe('Costs fell 10% in Q_3 - a record.');
    expect(read.evidence[0]?.title).toBe('Costs | Energy');
  });

  it('a link label split across lines is one label, and the wrapped sentence one claim', () => {
    const read = readMarkdown('Output grew ([Annual\nreport, 2024](https://r.example)) in\nall regions.\n');
    expect(read.claims).toHaveLength(1);
    expect(read.claims[0]).toMatchObject({
      statement: 'Output grew in all regions.',
      evidenceIds: ['https://r.example'],
    });
  });

  it('markers in table cells and list items cite; a marker in a code fence is code', () => {
    const text = [
      '| Model | Score |',
      '| --- | --- |',
      '| GPT [1] | 0.9 \\| 0.8 [2] |',
      '',
      '- Item one cites [2].',
      '',
      '```',
      'array[1] = 2; // [2]',
      '```',
      '',
      '## Sources',
      '[1] A: https://a.example',
      '[2] B: https://b.example',
    ].join('\n');
    const read = readMarkdown(text);
    expect(read.claims.map((claim) => [claim.statement, claim.evidenceIds, claim.line, claim.column])).toEqual([
      ['Model', [], 1, 3],
      ['Score', [], 1, 11],
      ['GPT', ['https://a.example'], 3, 3],
      ['0.9 | 0.8', ['https://b.example'], 3, 13],
      ['Item one cites.', ['https://b.example'], 5, 3],
    ]);
  });

  it('a report that cites with nothing to resolve a marker to is invalid', () => {
    const read = readMarkdown('Claim one [1]. Claim two [2].\n');
    expect(read.noSource?.message).toMatch(/^the report has 2 citation markers \(first: \[1\]\) but no source list/);
  });

  it('a report with no marker and no source list says so', () => {
    expect(codes(readMarkdown('# Notes\n\nJust prose.\n'))).toEqual(['no_citations']);
  });

  it('a non-http URL in a list is a finding, and a marker never reaches numeric grounding as a number', () => {
    const read = readMarkdown('Sales were 12 million [3].\n\n## Sources\n[3] Deck: file:///home/me/deck.pdf\n');
    expect(read.claims[0]).toMatchObject({
      statement: 'Sales were 12 million.',
      evidenceIds: ['file:///home/me/deck.pdf'],
    });
    expect(codes(read)).toEqual(['non_http_url']);
  });

  it('the dialect the user names decides: Gemini digits are read only then', () => {
    const text =
      'It rose sharply.2\n\n## Sources\n\n1. One, [https://one.example](https://one.example)\n2. Two, [https://two.example](https://two.example)\n';
    expect(readMarkdown(text).claims[0]?.evidenceIds).toEqual([]);
    expect(readMarkdown(text, 'gemini').claims[0]).toMatchObject({
      statement: 'It rose sharply.',
      evidenceIds: ['https://two.example'],
    });
  });
});

describe('an unnumbered Sources list', () => {
  it.each([
    ['on its title line', '- Harbour report: https://a.example/1\n'],
    ['on the line after its title', '- Harbour report\n  https://a.example/1\n'],
  ])('ends at a long item with no URL when its entries have URLs (the URL %s)', (_, entry) => {
    // Each entry with a URL counts in structure.ts's running count (Run.withUrl): the list's entries
    // are then mostly URLs, and the next item of twenty words or more with none is a claim, not a
    // second source.
    const read = readMarkdown(
      `Fares rose in May [1].\n\n### Sources\n\n${entry}- The council then counted twelve more buses on the harbour line in May than in April, and the ferry lost riders to them.\n`,
    );
    expect(read.claims.map((claim) => claim.statement)).toEqual([
      'Fares rose in May.',
      'The council then counted twelve more buses on the harbour line in May than in April, and the ferry lost riders to them.',
    ]);
    expect(read.evidence).toHaveLength(1);
  });
});
