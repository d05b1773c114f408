/**
 * The width the command line fits its text to: COLUMNS when it is set to a number (the shell's
 * setting, and how a user asks for another width), else the terminal's own width, else 80.
 */
export function terminalWidth(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean; columns?: number }): number {
  const fromEnv = Number(env.COLUMNS);
  if (env.COLUMNS !== undefined && /^\d+$/.test(env.COLUMNS.trim()) && fromEnv >= 20) return fromEnv;
  if (stream.isTTY === true && typeof stream.columns === 'number' && stream.columns >= 20) return stream.columns;
  return 80;
}
