// `citegate snapshot [GLOB…]`: reads the page of every source a report cites by URL alone and
// writes, beside the report, the passages each citing sentence rests on. It never writes a report.
import { readCoreSettings } from '../config/settings.js';
import { guardOutputs } from '../files/output-guard.js';
import { reportGlobs } from '../formats/patterns.js';
import { readProvenanceSettings } from '../provenance/setup.js';
import { terminalLine } from '../semantic/progress.js';
import { plural } from '../render/format.js';
import { isSnapshotFile } from '../formats/snapshot/file.js';
import { writeSnapshots } from '../snapshot/write.js';
import { readSnapshotSettings } from '../snapshot/settings.js';
import { showControls } from '../text/controls.js';
import { parseCommandLine, readCliSettings, reportUsageErrors } from './command-line.js';
import { type CliIo } from './io.js';
import { inputFlagHelp, renderHelp } from './usage.js';
import { terminalWidth } from './terminal-width.js';

/** The settings snapshot takes: how to find the reports, provenance's fetching settings, and the archive. */
export const SNAPSHOT_INPUTS = [
  'format',
  'provenance-allow-private',
  'provenance-max-age',
  'provenance-timeout',
  'provenance-max-body',
  'provenance-cache-path',
  'archive',
  'archive-url',
] as const;

export function snapshotUsage(width: number): string {
  return renderHelp(
    [
      { paragraph: 'citegate snapshot: commit the source text of citations that have only a URL.' },
      { heading: 'Usage:' },
      { lines: ['  citegate snapshot [GLOB…] [options]'] },
      {
        paragraph:
          'For every evidence record with an http(s) URL and no excerpt, reads its page (as provenance does: the same network rule, limits, cache and extraction; a page that is gone or blocked from the Wayback Machine) and writes NAME.snapshots.json beside a report file NAME.json, or citegate.snapshots.json inside a STORM or Co-STORM folder: for each sentence citing the source, the passages of the page it rests on, each with its offsets and SHA-256. citegate check binds them like committed excerpts, without fetching anything. Only passages are stored, never whole pages. GLOB is taken as by check. Reports and snapshot files that are symbolic links are never written.',
      },
      { heading: 'Options:' },
      {
        options: [
          {
            flag: '--only-missing',
            text: 'read only sources with no usable snapshot, or with a sentence that has none (the default)',
          },
          { flag: '--all', text: 'read every source again; the diff shows what changed on the web' },
          ...inputFlagHelp((input) => (SNAPSHOT_INPUTS as readonly string[]).includes(input.name)),
          { flag: '-h, --help', text: 'show this help' },
        ],
      },
      {
        paragraph:
          'Exit status: 0 every source has its text; 1 some source could not be read, or a report could not be; 2 it could not run (bad flags, no report matched, an output path on a report).',
      },
    ],
    width,
  );
}

function snapshotFlags(): Record<string, { type: 'string' | 'boolean' }> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    help: { type: 'boolean' },
    all: { type: 'boolean' },
    'only-missing': { type: 'boolean' },
  };
  for (const name of SNAPSHOT_INPUTS) options[name] = { type: 'string' };
  return options;
}

export async function snapshotCommand(args: string[], io: CliIo): Promise<number> {
  const line = parseCommandLine('snapshot', args, snapshotFlags());
  const { flags } = line;
  if (flags.help) {
    io.stdout.write(snapshotUsage(terminalWidth(io.env, io.stdout)));
    return 0;
  }
  if (flags.all && flags['only-missing']) line.problems.push('--all and --only-missing exclude each other');
  const [settings, provenance, snapshot] = readCliSettings(
    line,
    io.env,
    readCoreSettings,
    readProvenanceSettings,
    readSnapshotSettings,
  );
  const warn = (message: string) => io.stderr.write(`citegate: warning: ${showControls(message)}\n`);
  const progress = terminalLine(
    io.stderr,
    ({ done, total }: { done: number; total: number }) => `citegate: snapshot ${done}/${plural(total, 'source')} read`,
  );

  const { planSnapshots } = await import('../snapshot/run.js');
  const plan = await reportUsageErrors(() =>
    planSnapshots({
      cwd: io.cwd,
      patterns: settings.patterns,
      patternScope: 'anywhere',
      format: settings.format,
      settings: snapshot,
      redo: flags.all === true,
      fetcher: async () => {
        const { openPageFetcher } = await import('../provenance/index.js');
        // --all reads every page again: a cached page is revalidated (a conditional request), not reused as it is.
        return openPageFetcher(flags.all ? { ...provenance, maxAgeMs: 0 } : provenance, { cwd: io.cwd, warn });
      },
      ...(progress ? { progress } : {}),
      // Every file snapshot writes, before anything is fetched: the snapshot files (named after
      // their reports, never written through a symbolic link) and the page cache.
      beforeReading: async (files) => {
        const written = new Set(files.filter(isSnapshotFile));
        await guardOutputs({
          cwd: io.cwd,
          outputs: [
            ...[...written].map((file) => ({ name: 'snapshot file', path: file, refuseLink: true })),
            { name: '--provenance-cache-path', path: provenance.cachePath },
          ],
          reportFiles: files.filter((file) => !written.has(file)),
          patterns: await reportGlobs(settings.patterns, io.cwd, settings.format, 'anywhere'),
        });
      },
    }),
  );

  const { lines, failed } = await writeSnapshots(io.cwd, plan);
  io.stdout.write(`${lines.join('\n')}\n`);
  return failed ? 1 : 0;
}
