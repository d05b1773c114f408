// A Co-STORM run folder (stanford-oval/storm, examples/costorm_examples/run_costorm_gpt.py):
// report.md is CoStormRunner.generate_report() (knowledge_storm/collaborative_storm/modules/
// article_generation.py: "# node" headings, `[n]` citations), and instance_dump.json is
// CoStormRunner.to_dict(), whose knowledge_base.info_uuid_to_info_dict maps each citation
// number (a JSON string key) to Information.to_dict(): url, title, snippets, meta, citation_uuid.
import { z } from 'zod';
import type { LoadedReport, SourceEvidence } from '../model.js';
import { decodeText, readJsonFile } from '../../report/json-file.js';
import { ANY, valueOffsets } from '../../report/locate.js';
import { recordMap } from '../../report/record-map.js';
import { lineLocator } from '../positions.js';
import { readFailure, readInFolder, type ReadFile } from '../read.js';
import { emptyArticle, uncitedArticle } from '../empty-article.js';
import { articleSentences, sentenceClaims } from '../sentences/article.js';
import { Information } from '../storm/index.js';
import { SNIPPET_SEPARATOR } from '../snippets.js';
import { folderReport } from '../verdict-file.js';
import { pythonLiteralNotices } from '../python-literals.js';

export const COSTORM_REPORT = 'report.md';
export const COSTORM_DUMP = 'instance_dump.json';

const InstanceDump = z.looseObject({
  knowledge_base: z.looseObject({ info_uuid_to_info_dict: recordMap(Information) }),
});

export async function loadCostorm(folder: string, readFile: ReadFile): Promise<LoadedReport> {
  const fail = (file: string, message: string, at: { line?: number; column?: number } = {}): LoadedReport => ({
    format: 'costorm',
    file: folder,
    error: { file, message, ...at },
  });
  const dump = await readInFolder(readFile, folder, COSTORM_DUMP);
  if (dump.bytes instanceof Error) return fail(dump.path, readFailure(dump.bytes));
  // Without instance_dump.json the folder is no report (discovery finds a Co-STORM folder by
  // it), a report.md beside it or not: at a base commit, one the pull request made a report.
  if (dump.bytes === null)
    return {
      ...fail(dump.path, `not a Co-STORM folder: there is no ${COSTORM_DUMP} beside ${COSTORM_REPORT}`),
      absent: true,
    };
  const report = await readInFolder(readFile, folder, COSTORM_REPORT);
  if (report.bytes instanceof Error) return fail(report.path, readFailure(report.bytes));
  if (report.bytes === null)
    return fail(report.path, `the Co-STORM folder has no ${COSTORM_REPORT} beside ${COSTORM_DUMP}`);

  const parsed = readJsonFile(dump.bytes, InstanceDump, { file: dump.path, pythonLiterals: true });
  if (!parsed.ok) return { format: 'costorm', file: folder, error: parsed.error };
  const decoded = decodeText(report.bytes);
  if (!decoded.ok) return fail(report.path, decoded.error.message, decoded.error);

  const at = lineLocator(parsed.text);
  const offsets = new Map(
    valueOffsets(parsed.text, ['knowledge_base', 'info_uuid_to_info_dict', ANY]).map(({ path, offset }) => [
      path[2] as string,
      offset,
    ]),
  );
  const evidence: SourceEvidence[] = [...parsed.value.knowledge_base.info_uuid_to_info_dict].map(([uuid, info]) => {
    const offset = offsets.get(uuid);
    return {
      id: uuid,
      title: info.title || info.url || `information ${uuid}`,
      ...(info.title ? {} : { titleIsStandIn: true }),
      url: info.url ?? '',
      excerpt: info.snippets.join(SNIPPET_SEPARATOR),
      snippets: info.snippets,
      ...(offset === undefined ? {} : { location: { file: dump.path, ...at(offset) } }),
    };
  });

  const sentences = articleSentences(decoded.text);
  const empty = emptyArticle(sentences, evidence.length, COSTORM_REPORT, COSTORM_DUMP);
  if (empty) return fail(empty.onSources ? dump.path : report.path, empty.message);
  const lineColumn = lineLocator(decoded.text);
  return folderReport(
    'costorm',
    folder,
    readFile,
    sentenceClaims(
      sentences,
      sentences.map((sentence) => lineColumn(sentence.offset)),
      report.path,
    ),
    evidence,
    {
      notices: [
        ...pythonLiteralNotices(dump.path, parsed.text, parsed.pythonLiterals),
        ...uncitedArticle(sentences, evidence.length, report.path, COSTORM_DUMP),
      ],
    },
  );
}
