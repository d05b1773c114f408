#!/usr/bin/env node
import { cliRedactor, UsageError, type CliIo } from './io.js';
import { redactingStream } from '../text/redact.js';
import { showControlsKeepingLines } from '../text/controls.js';
import { usage } from './usage.js';
import { serveIfExtractionWorker, setWorkerEntry } from '../provenance/extract/worker-entry.js';
import packageJson from '../../package.json' with { type: 'json' };

async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check': {
        // Loaded here, not at the top: a thread reading HTML (see below) starts from this file and needs none of it.
        const { checkCommand } = await import('./check-command.js');
        return await checkCommand(rest, io);
      }
      case 'verify': {
        const { verifyCommand } = await import('./verify-command.js');
        return await verifyCommand(rest, io);
      }
      case 'snapshot': {
        const { snapshotCommand } = await import('./snapshot-command.js');
        return await snapshotCommand(rest, io);
      }
      case 'eval': {
        // Loaded on demand: `check`, the common command, never pays for the evaluation code.
        const { evalCommand } = await import('../eval/command.js');
        return await evalCommand(rest, io);
      }
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.stdout.write(usage());
        return command === undefined ? 2 : 0;
      case 'schema': {
        const { reportJsonSchema } = await import('../report/json-schema.js');
        io.stdout.write(JSON.stringify(reportJsonSchema(), null, 2) + '\n');
        return 0;
      }
      case '--version':
        io.stdout.write(`${packageJson.version}\n`);
        return 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}; try citegate --help`);
    }
  } catch (error) {
    // Messages may quote what was typed or read (patterns, values, paths): line feeds stay
    // (a message can list several problems), every other control is shown escaped.
    if (error instanceof UsageError) {
      io.stderr.write(`citegate: ${showControlsKeepingLines(error.message)}\n`);
      return 2;
    }
    io.stderr.write(`citegate: ${showControlsKeepingLines(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`);
    return 2;
  }
}

// This bundle also runs the threads that read HTML pages (src/provenance/extract/worker-entry.ts).
setWorkerEntry(import.meta.url);
void serveIfExtractionWorker().then(async (served) => {
  if (served) return;
  // Whatever any command prints passes the redactor: a server may echo the key into any message.
  const redact = cliRedactor(process.env);
  const io: CliIo = { cwd: process.cwd(), env: process.env, stdout: redactingStream(process.stdout, redact), stderr: redactingStream(process.stderr, redact) };
  process.exitCode = await main(process.argv.slice(2), io);
});
