import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/**
 * Prints text that quotes report content. A line of a report (a file name, a rejection
 * detail) could start with `::` and be taken for a workflow command; between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner runs none, and the token is unguessable.
 */
export function logUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text.replace(/\n$/, ''));
  core.info(`::${token}::`);
}
