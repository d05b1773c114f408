// `citegate verify [GLOB…]`: asks the model about every pair without a kept verdict and writes
// the verdict files beside the reports. It never writes a report.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCoreSettings } from '../config/settings.js';
import { describeFileError, writeFileAtomic } from '../files/atomic-write.js';
import { guardOutputs, writeOptions } from '../files/output-guard.js';
import { reportGlobs } from '../formats/patterns.js';
import { showControls } from '../text/controls.js';
import { plural } from '../render/format.js';
import { createSemanticSetup, readSemanticSettings } from '../semantic/index.js';
import { terminalProgress } from '../semantic/progress.js';
import { planVerify, type VerdictFilePlan } from '../verify/run.js';
import { parseCommandLine, readCliSettings, reportUsageErrors } from './command-line.js';
import { cliRedactor, UsageError, type CliIo } from './io.js';
import { inputFlagHelp, renderHelp } from './usage.js';
import { terminalWidth } from './terminal-width.js';

/** The settings verify shares with check: where the reports are and how to ask the model. */
export const VERIFY_INPUTS = [
  'format',
  'markdown-dialect',
  'model',
  'base-url',
  'batch-size',
  'concurrency',
  'request-timeout',
  'max-retries',
  'max-pairs',
  'cache-path',
] as const;

export function verifyUsage(width: number): string {
  return renderHelp(
    [
      { paragraph: 'citegate verify: run the semantic verifier and commit its verdicts beside the reports.' },
      { heading: 'Usage:' },
      { lines: ['  citegate verify [GLOB…] [options]'] },
      {
        paragraph:
          "Writes NAME.verdicts.json beside a report file NAME.json, and citegate.verdicts.json inside a STORM or Co-STORM folder; citegate check binds them like a pipeline envelope's results. The reports themselves are never written, nor a verdict file that is a symbolic link (refused, with every other output path problem, before the model is asked). GLOB is taken as by check: a file, a folder or a glob, anywhere. OPENAI_API_KEY and --model are required.",
      },
      { heading: 'Options:' },
      {
        options: [
          { flag: '--only-missing', text: 'ask only about pairs without a kept verdict (the default)' },
          { flag: '--all', text: "ask again about every pair, replacing the verdict file's verdicts" },
          ...inputFlagHelp((input) => (VERIFY_INPUTS as readonly string[]).includes(input.name)),
          { flag: '-h, --help', text: 'show this help' },
        ],
      },
      {
        paragraph:
          'Exit status: 0 every pair has a verdict; 1 some pair has none or a report could not be read; 2 it could not run (bad flags, no model or key, no report matched).',
      },
    ],
    width,
  );
}

function verifyFlags(): Record<string, { type: 'string' | 'boolean' }> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    help: { type: 'boolean' },
    all: { type: 'boolean' },
    'only-missing': { type: 'boolean' },
  };
  for (const name of VERIFY_INPUTS) options[name] = { type: 'string' };
  return options;
}

export async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const line = parseCommandLine('verify', args, verifyFlags());
  const { flags } = line;
  if (flags.help) {
    io.stdout.write(verifyUsage(terminalWidth(io.env, io.stdout)));
    return 0;
  }
  if (flags.all && flags['only-missing']) line.problems.push('--all and --only-missing exclude each other');
  // Listed with the other problems, so that one run names everything to fix.
  if (!io.env.OPENAI_API_KEY) line.problems.push('verify needs an API key: set OPENAI_API_KEY');
  if (typeof flags.model !== 'string') line.problems.push('verify needs a model: pass --model');
  const [settings, semantic] = readCliSettings(line, io.env, readCoreSettings, readSemanticSettings);
  const progress = terminalProgress(io.stderr);
  const setup = createSemanticSetup(semantic, {
    cwd: io.cwd,
    write: writeOptions({}, io.cwd),
    warn: (message) => io.stderr.write(`citegate: warning: ${showControls(message)}\n`),
    ...(progress ? { progress } : {}),
  });
  const { verifier } = setup;
  if ('missing' in verifier) {
    throw new UsageError(
      verifier.missing === 'missing_api_key'
        ? 'verify needs an API key: set OPENAI_API_KEY'
        : 'verify needs a model: pass --model',
    );
  }

  const plan = await reportUsageErrors(() =>
    planVerify({
      cwd: io.cwd,
      patterns: settings.patterns,
      // As check takes them: a path typed on the command line may point anywhere.
      patternScope: 'anywhere',
      format: settings.format,
      markdownDialect: settings.markdownDialect,
      verifier,
      redo: flags.all === true,
      // Every file verify writes, before the model is asked: the verdict files (named after their
      // reports, so never through a symbolic link) and the cache, against every file it reads.
      beforeReading: async (files, verdictFiles) => {
        const written = new Set(verdictFiles);
        await guardOutputs({
          cwd: io.cwd,
          outputs: [
            ...[...written].map((file) => ({ name: 'verdict file', path: file, refuseLink: true })),
            { name: '--cache-path', path: semantic.cachePath },
          ],
          reportFiles: files.filter((file) => !written.has(file)),
          patterns: await reportGlobs(settings.patterns, io.cwd, settings.format, 'anywhere'),
        });
      },
    }),
  );

  const out: string[] = [
    `citegate verify: ${plural(
      plan.files.reduce((sum, file) => sum + file.reports.length, 0),
      'report',
    )}, ${plural(plan.pairs, 'claim/evidence pair')}`,
  ];
  let failed = plan.invalid.length > 0;
  // A model may echo the key into an answer's limitations: the verdict file is committed.
  const redact = cliRedactor(io.env);
  for (const file of plan.files) {
    const line = await writeVerdictFile(io.cwd, { ...file, text: redact(file.text) });
    if (line.failed || file.missing > 0) failed = true;
    // Paths and model answers come from reports and a server: shown with controls escaped.
    out.push(`  ${showControls(line.text)}`);
    for (const rejection of file.rejections) out.push(`    model answer rejected: ${showControls(rejection)}`);
  }
  if (plan.invalid.length > 0) {
    out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
    for (const report of plan.invalid) {
      const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
      out.push(
        `  ${showControls(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`,
      );
    }
  }
  io.stdout.write(`${out.join('\n')}\n`);
  return failed ? 1 : 0;
}

async function writeVerdictFile(cwd: string, file: VerdictFilePlan): Promise<{ text: string; failed: boolean }> {
  const counts = `${plural(file.verdicts.length, 'verdict')} (${file.fresh} new, ${file.kept} kept${file.dropped > 0 ? `, ${file.dropped} that no longer bound dropped` : ''})`;
  const why = [
    file.why.failed_requests > 0 ? `${file.why.failed_requests} in failed requests` : '',
    file.why.max_pairs > 0 ? `${file.why.max_pairs} over --max-pairs` : '',
    file.why.rejected > 0 ? `${file.why.rejected} whose answer did not bind` : '',
  ].filter(Boolean);
  const missing =
    file.missing > 0
      ? `; ${plural(file.missing, 'pair')} still without a verdict${why.length > 0 ? ` (${why.join(', ')})` : ''}`
      : '';
  if (file.verdicts.length === 0 && !file.existed)
    return { text: `${file.path}: not written: nothing to verify${missing}`, failed: false };
  // Relative to the working directory, or absolute for a report outside it.
  const target = path.resolve(cwd, file.path);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === file.text) return { text: `${file.path}: unchanged, ${counts}${missing}`, failed: false };
  try {
    await writeFileAtomic(target, file.text, writeOptions({}, cwd));
  } catch (error) {
    return { text: `${file.path}: could not be written: ${describeFileError(error)}`, failed: true };
  }
  return { text: `wrote ${file.path}: ${counts}${missing}`, failed: false };
}
