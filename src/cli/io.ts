// What every command of the command line is given, and the error that means "used wrongly"
// (exit status 2 with the message, no stack trace): shared by check, verify and eval.
import { redactor, type Redact } from '../text/redact.js';

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

export class UsageError extends Error {}

/** The command line's one secret, OPENAI_API_KEY (never a flag), as a Redact for what it writes. */
export function cliRedactor(env: NodeJS.ProcessEnv): Redact {
  return redactor([env.OPENAI_API_KEY]);
}
