/** "1 report", "3 reports": a count with its noun, for progress lines, warnings and renderers alike. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
