// What every command of the command line is given, and the error that means "used wrongly"
// (exit status 2 with the message, no stack trace): shared by check, verify and eval.

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

export class UsageError extends Error {}
