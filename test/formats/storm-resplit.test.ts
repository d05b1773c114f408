// Issue 28, item 3: polishing may change where a sentence ends and nothing else. In a real Thai
// STORM article the polish step only added a "." after a marker, which split one sentence of the
// draft into two, and the sentence was left unresolved. Thai writes no full stop between
// sentences, so the draft's two clauses were one sentence. The articles here are written for the
// test in that shape (Thai text about Wat Arun; the real run's files are not in a repository whose
// licence allows a copy): the polished article cites the draft's [2] first, so STORM renumbered
// [1] and [2], and the "." after [1] is the only other change.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';

const SOURCES = {
  url_to_unified_index: { 'https://th.wikipedia.org/wiki/วัดอรุณราชวราราม': 1, 'https://www.example.ac.th/prang': 2 },
  url_to_info: {
    'https://th.wikipedia.org/wiki/วัดอรุณราชวราราม': {
      url: 'https://th.wikipedia.org/wiki/วัดอรุณราชวราราม',
      description: 'วัดอรุณราชวราราม',
      snippets: ['วัดอรุณราชวรารามราชวรมหาวิหาร ตั้งอยู่ริมแม่น้ำเจ้าพระยา ฝั่งธนบุรี'],
      title: 'วัดอรุณราชวราราม - วิกิพีเดีย',
      meta: {},
      citation_uuid: -1,
    },
    'https://www.example.ac.th/prang': {
      url: 'https://www.example.ac.th/prang',
      description: 'พระปรางค์วัดอรุณ',
      snippets: ['พระปรางค์องค์ใหญ่เริ่มสร้างในสมัยรัชกาลที่ 2 และแล้วเสร็จในสมัยรัชกาลที่ 3 สูง 81 เมตร'],
      title: 'ประวัติพระปรางค์วัดอรุณ',
      meta: {},
      citation_uuid: -1,
    },
  },
};
const DRAFT = `# ประวัติ

วัดอรุณราชวรารามตั้งอยู่ริมแม่น้ำเจ้าพระยา[1] พระปรางค์องค์ใหญ่เริ่มสร้างในสมัยรัชกาลที่ 2 และสูง 81 เมตร[2]
`;
const POLISHED = `# summary

วัดอรุณราชวรารามเป็นวัดสำคัญริมแม่น้ำเจ้าพระยา มีพระปรางค์สูง 81 เมตร[1]

# ประวัติ

วัดอรุณราชวรารามตั้งอยู่ริมแม่น้ำเจ้าพระยา[2]. พระปรางค์องค์ใหญ่เริ่มสร้างในสมัยรัชกาลที่ 2 และสูง 81 เมตร[1]
`;

describe('STORM: a polished article whose sentences were split differently', () => {
  it('aligns text with punctuation and spacing left out, so each marker is traced (bundled command line)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-thai-'));
    writeFileSync(path.join(dir, 'url_to_info.json'), JSON.stringify(SOURCES));
    writeFileSync(path.join(dir, 'storm_gen_article.txt'), DRAFT);
    writeFileSync(path.join(dir, 'storm_gen_article_polished.txt'), POLISHED);
    const run = runCli(['check', '.', '--semantic', 'off', '--json', 'out.json'], dir);
    expect(run.stderr).toBe('');
    const results = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile;
    const [report] = results.reports;
    expect(report?.article).toEqual({
      file: 'storm_gen_article_polished.txt',
      version: 'polished',
      numbering: 'draft',
      markers: { '1': '2', '2': '1' },
    });
    expect(report?.findings.filter((finding) => finding.code === 'unresolved_citation')).toEqual([]);
    const cited = (text: string) => {
      const claim = report?.claims.find((row) => row.statement.startsWith(text));
      return report?.pairs.filter((pair) => pair.claim_id === claim?.id).map((pair) => pair.evidence_id);
    };
    expect(cited('วัดอรุณราชวรารามตั้งอยู่')).toEqual(['1']);
    // The reign ("รัชกาลที่ 2") and the 81 metres stand in the source it is now bound to.
    expect(cited('พระปรางค์องค์ใหญ่')).toEqual(['2']);
    expect(report?.findings.filter((finding) => finding.code === 'ungrounded_number')).toEqual([]);
    expect(run.status).toBe(0);
  }, 60_000);
});
