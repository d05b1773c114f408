import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { showControls, showControlsKeepingLines } from '../text/controls.js';

/**
 * Prints text that quotes report content. A line of a report (a file name, a rejection
 * detail) could start with `::` and be taken for a workflow command; between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner runs none, and the token is unguessable.
 * The log viewer renders ANSI sequences, so every control but the line feeds between lines is
 * shown escaped (the renderers already escape each value, line feeds included; this is the
 * last guard).
 */
export function logUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(showControlsKeepingLines(text.replace(/\n$/, '')));
  core.info(`::${token}::`);
}

/**
 * A message for a warning, error or notice that quotes report or server text. @actions/core
 * keeps the command on one line; the escapes keep ANSI sequences and bidi controls from acting
 * in the log viewer and in the annotation.
 */
export function untrustedMessage(text: string): string {
  return showControls(text);
}
