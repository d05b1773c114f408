// `citegate snapshot`: for every evidence record that cites an http(s) URL and has no excerpt,
// the page is read through the provenance fetcher (its network rule, limits, cache, extraction)
// or, when it is gone or blocked, its archived copy, and the passages each sentence citing it
// rests on are chosen (./select.ts). Nothing here writes: the plan says what each snapshot file
// must now hold, and the command line's shell writes it.
import { indexSources } from '../binding/report-index.js';
import { loadForCheck, type CheckOptions } from '../check/run.js';
import { isInvalid, type InvalidInput, type NormalisedReport } from '../formats/model.js';
import type { PageFetcher, PageOutcome } from '../provenance/index.js';
import { httpUrlKey } from '../text/http-url.js';
import { renderSnapshotFile, sha256Text, type SnapshotSource } from '../formats/snapshot/file.js';
import { sentenceSourceText } from '../formats/snapshot/bind.js';
import { selectPassages, type SentenceToSnapshot } from './select.js';
import type { SnapshotSettings } from './settings.js';
import { waybackCopy } from './wayback.js';

/** The most characters of passages one source keeps. */
export const SOURCE_BUDGET = 20_000;
/** The most characters of passages one snapshot file keeps: with more than 50 sources, each gets this share. */
export const FILE_BUDGET = 1_000_000;

export interface SnapshotOptions extends Pick<
  CheckOptions,
  'cwd' | 'patterns' | 'patternScope' | 'format' | 'readFile' | 'beforeReading'
> {
  fetcher: () => Promise<PageFetcher>;
  settings: SnapshotSettings;
  /** `--all`: read every source again, not only those without a usable snapshot. */
  redo: boolean;
  progress?: (event: { done: number; total: number }) => void;
}

export interface SnapshotFilePlan {
  path: string;
  reports: string[];
  text: string;
  sources: number;
  /** Sources read this run (live or archived), kept as they were, and that could not be read. */
  fetched: number;
  kept: number;
  failed: { url: string; detail: string }[];
  archived: number;
  passages: number;
  characters: number;
  omitted: number;
}

export interface SnapshotPlan {
  files: SnapshotFilePlan[];
  invalid: InvalidInput[];
  sources: number;
}

interface SourceNeed {
  url: string;
  sentences: Map<string, SentenceToSnapshot>;
  existing: SnapshotSource | undefined;
  /** A stored sentence no longer binds (missing, or edited by hand): the page is read again. */
  stale: boolean;
  date: string | null;
}

export async function planSnapshots(options: SnapshotOptions): Promise<SnapshotPlan> {
  const loaded = await loadForCheck(options);
  const invalid = loaded.filter(isInvalid);
  const reports = loaded.filter((report): report is NormalisedReport => !isInvalid(report));

  // Per snapshot file (an ALCE file's items share one), the sources cited by URL alone and their sentences.
  const byFile = new Map<string, { reports: string[]; sources: Map<string, SourceNeed> }>();
  for (const report of reports) {
    const index = indexSources(report);
    for (const pair of index.pairs) {
      const record = index.evidence.get(pair.evidenceId);
      const state = record?.sourceText;
      const key = record && httpUrlKey(record.url);
      if (!record || !state || !key) continue;
      const entry = byFile.get(state.file) ?? { reports: [] as string[], sources: new Map<string, SourceNeed>() };
      byFile.set(state.file, entry);
      const label = report.name === undefined ? report.file : `${report.file} ${report.name}`;
      if (!entry.reports.includes(label)) entry.reports.push(label);
      const need = entry.sources.get(key) ?? {
        url: record.url,
        sentences: new Map(),
        existing: state.source,
        stale: false,
        date: report.date ?? null,
      };
      entry.sources.set(key, need);
      const claim = index.claimsById.get(pair.claimId);
      if (!claim) continue;
      need.sentences.set(claim.sha256, { claimId: claim.id, claimSha256: claim.sha256, statement: claim.statement });
      if (sentenceSourceText(state, claim.id, claim.sha256).text.kind !== 'bound') need.stale = true;
    }
  }

  const toRead = [...byFile.values()].flatMap(({ sources }) =>
    [...sources].filter(([, need]) => options.redo || need.stale),
  );
  const pages = new Map<string, Promise<ReadPage>>();
  let done = 0;
  const total = new Set(toRead.map(([key]) => key)).size;
  options.progress?.({ done, total });
  const fetcher = toRead.length > 0 ? await options.fetcher() : undefined;
  try {
    for (const [key, need] of toRead) {
      if (pages.has(key) || !fetcher) continue;
      pages.set(
        key,
        readSource(fetcher, options.settings, need).then((page) => {
          options.progress?.({ done: ++done, total });
          return page;
        }),
      );
    }
    await Promise.all(pages.values());
  } finally {
    await fetcher?.close();
  }

  const files: SnapshotFilePlan[] = [];
  for (const [path, { reports: names, sources }] of byFile) {
    const budget = Math.min(SOURCE_BUDGET, Math.floor(FILE_BUDGET / Math.max(1, sources.size)));
    const plan: SnapshotFilePlan = {
      path,
      reports: names,
      text: '',
      sources: sources.size,
      fetched: 0,
      kept: 0,
      failed: [],
      archived: 0,
      passages: 0,
      characters: 0,
      omitted: 0,
    };
    const entries: SnapshotSource[] = [];
    for (const [key, need] of sources) {
      const page = pages.get(key);
      let entry: SnapshotSource;
      if (page) {
        entry = snapshotOf(await page, need, budget);
        plan.fetched++;
        if (entry.status !== 'ok') plan.failed.push({ url: need.url, detail: entry.detail });
      } else {
        entry = keptOf(need.existing as SnapshotSource, need);
        plan.kept++;
      }
      if (entry.archive) plan.archived++;
      plan.passages += entry.passages.length;
      plan.characters += entry.passages.reduce((sum, passage) => sum + passage.text.length, 0);
      plan.omitted += entry.omitted;
      entries.push(entry);
    }
    plan.text = renderSnapshotFile(entries);
    files.push(plan);
  }
  return { files, invalid, sources: files.reduce((sum, file) => sum + file.sources, 0) };
}

interface ReadPage {
  outcome: PageOutcome;
  archive: { url: string; timestamp: string; live: PageOutcome } | null;
  /** Why the archive gave nothing, for a page that is gone or blocked. */
  archiveDetail: string | null;
}

async function readSource(fetcher: PageFetcher, settings: SnapshotSettings, need: SourceNeed): Promise<ReadPage> {
  const key = httpUrlKey(need.url) as string;
  const outcome = await fetcher.page(key);
  // A login or captcha wall is a page with text, but not the source's: it counts as blocked.
  const blocked = outcome.status === 'blocked' || (outcome.status === 'page' && outcome.text?.wall != null);
  if (settings.archive === 'off' || !(outcome.status === 'gone' || blocked))
    return { outcome, archive: null, archiveDetail: null };
  const copy = await waybackCopy(fetcher, settings.archiveUrl, key, need.date);
  if ('detail' in copy) return { outcome, archive: null, archiveDetail: copy.detail };
  return {
    outcome: copy.outcome,
    archive: { url: copy.url, timestamp: copy.timestamp, live: outcome },
    archiveDetail: null,
  };
}

function snapshotOf(page: ReadPage, need: SourceNeed, budget: number): SnapshotSource {
  const { outcome, archive } = page;
  const text = outcome.status === 'page' ? outcome.text : null;
  const common = {
    url: need.url,
    final_url: outcome.finalUrl,
    http_status: outcome.httpStatus,
    fetched_at: outcome.fetchedAt,
    content_type: outcome.contentType,
    archive: archive && {
      url: archive.url,
      timestamp: archive.timestamp,
      live_status: archive.live.status === 'page' ? 'blocked' : archive.live.status,
      live_detail:
        archive.live.status === 'page'
          ? `the page is a ${archive.live.text?.wall ?? 'login'} wall`
          : archive.live.detail,
    },
  };
  if (!text || (text.wall && !archive)) {
    const status = text?.wall ? 'blocked' : outcome.status === 'page' ? 'unreachable' : outcome.status;
    const why = text?.wall ? `the page is a ${text.wall} wall` : outcome.detail;
    const archived = page.archiveDetail ? `; ${page.archiveDetail}` : '';
    return {
      ...common,
      status,
      title: null,
      title_sha256: null,
      text_sha256: null,
      text_length: null,
      omitted: 0,
      detail: `${why}${archived}`,
      passages: [],
      sentences: [],
    };
  }
  const selection = selectPassages({ all: text.all, main: text.main }, [...need.sentences.values()], budget);
  const title = text.title ?? null;
  const cut = outcome.truncated ? ` (${outcome.detail || 'the body was cut at provenance-max-body'})` : '';
  return {
    ...common,
    status: 'ok',
    title,
    title_sha256: title === null ? null : sha256Text(title),
    text_sha256: sha256Text(text.all),
    text_length: text.all.length,
    omitted: selection.omitted,
    detail: `${archive ? `the page is ${archive.live.status === 'gone' ? 'gone' : 'blocked'} (${common.archive?.live_detail}); read from the Wayback Machine's copy of ${archive.timestamp.slice(0, 10)}` : 'read'}${cut}`,
    passages: selection.passages,
    sentences: selection.sentences,
  };
}

/** A source kept as stored: only the sentences still citing it, and only the passages they use. */
function keptOf(existing: SnapshotSource, need: SourceNeed): SnapshotSource {
  const sentences = existing.sentences.filter((sentence) => need.sentences.has(sentence.claim_sha256));
  const used = [...new Set(sentences.flatMap((sentence) => sentence.passages))].sort((a, b) => a - b);
  const position = new Map(used.map((index, at) => [index, at]));
  return {
    ...existing,
    passages: used.map((index) => existing.passages[index]).filter((passage) => passage !== undefined),
    sentences: sentences.map((sentence) => ({
      ...sentence,
      passages: sentence.passages.map((index) => position.get(index) as number),
    })),
  };
}
