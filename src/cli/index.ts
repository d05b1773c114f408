import { cliRedactor, UsageError, type CliIo } from './io.js';
import { redactingStream } from '../text/redact.js';
import { showControlsKeepingLines } from '../text/controls.js';
import { nearestFlags } from './did-you-mean.js';
import { terminalWidth } from './terminal-width.js';
import { wrapLines } from '../render/wrap.js';
import packageJson from '../../package.json' with { type: 'json' };

async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check': {
        // Loaded here, not at the top: only the check command needs it.
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
        const { evalCommand } = await import('./eval-command.js');
        return await evalCommand(rest, io);
      }
      case undefined:
      case '--help':
      case '-h': {
        // The help texts are loaded only to be printed: they name every input and its default,
        // which loads the formats and zod, more than all of --version's start (issue 30).
        const { usage } = await import('./usage.js');
        io.stdout.write(usage(terminalWidth(io.env, io.stdout)));
        return command === undefined ? 2 : 0;
      }
      case 'help': {
        // `citegate help check` is `citegate check --help`.
        const [topic, ...extra] = rest;
        if (topic === undefined) {
          const { usage } = await import('./usage.js');
          io.stdout.write(usage(terminalWidth(io.env, io.stdout)));
          return 0;
        }
        if (extra.length > 0 || !COMMANDS.includes(topic))
          throw new UsageError(
            `citegate help takes one command (${COMMANDS.join(', ')}), not ${JSON.stringify(rest.join(' '))}`,
          );
        return main([topic, '--help'], io);
      }
      case 'schema': {
        const { parseStrictly } = await import('./command-line.js');
        const { values, positionals } = parseStrictly('schema', rest, { help: { type: 'boolean' } });
        if (values.help) {
          const { renderHelp } = await import('./usage.js');
          io.stdout.write(
            renderHelp(
              [
                {
                  paragraph:
                    "citegate schema: print the report format (the pipeline's report JSON) as JSON Schema on standard output.",
                },
                { heading: 'Usage:' },
                { lines: ['  citegate schema > report.schema.json'] },
              ],
              terminalWidth(io.env, io.stdout),
            ),
          );
          return 0;
        }
        if (positionals.length > 0)
          throw new UsageError(`citegate schema takes no arguments, not ${JSON.stringify(positionals[0])}`);
        const { reportJsonSchema } = await import('../report/json-schema.js');
        io.stdout.write(JSON.stringify(reportJsonSchema(), null, 2) + '\n');
        return 0;
      }
      case '--version':
        io.stdout.write(`${packageJson.version}\n`);
        return 0;
      default:
        throw new UsageError(unknownCommand(command));
    }
  } catch (error) {
    // Messages may quote what was typed or read (patterns, values, paths): line feeds stay
    // (a message can list several problems), every other control is shown escaped.
    if (error instanceof UsageError) {
      // On a terminal, wrapped at spaces so that the terminal never splits a flag or a path in
      // two; into a pipe, one line per problem, as scripts read them.
      const width = io.stderr.isTTY === true ? terminalWidth(io.env, io.stderr) : Infinity;
      io.stderr.write(
        `${wrapLines(`citegate: ${showControlsKeepingLines(error.message)}`.split('\n'), width).join('\n')}\n`,
      );
      return 2;
    }
    io.stderr.write(
      `citegate: ${showControlsKeepingLines(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    return 2;
  }
}

const COMMANDS = ['check', 'verify', 'snapshot', 'eval', 'schema'];

/** An unknown command, with the nearest one, or the hint a flag or a path needs. */
function unknownCommand(command: string): string {
  if (command.startsWith('-'))
    return `${command} is not a flag of citegate; flags follow a command (citegate check ${command} …), and citegate --help lists the commands`;
  const near = nearestFlags(command, COMMANDS);
  if (near.length > 0) return `unknown command ${JSON.stringify(command)}; did you mean citegate ${near[0]}?`;
  const path = /[/.*]/.test(command) ? ` (to check the reports there: citegate check ${command})` : '';
  return `unknown command ${JSON.stringify(command)}: the commands are ${COMMANDS.join(', ')}${path}`;
}

/** Runs the command line on this process's arguments and streams (started by ./bin.ts, the bundle's entry). */
export async function runCli(): Promise<void> {
  // Whatever any command prints passes the redactor: a server may echo the key into any message.
  const redact = cliRedactor(process.env);
  const io: CliIo = {
    cwd: process.cwd(),
    env: process.env,
    stdout: redactingStream(process.stdout, redact),
    stderr: redactingStream(process.stderr, redact),
  };
  process.exitCode = await main(process.argv.slice(2), io);
}
