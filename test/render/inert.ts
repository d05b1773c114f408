// Test helpers: what GitHub's renderer would see once character references are decoded.

/** Decodes the character references escape.ts writes (and the five named ones). */
export function decodeReferences(markdown: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return markdown.replace(/&(#\d+|[a-z]+);/g, (all, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (named[name] ?? all),
  );
}

/**
 * Fails when markdown that came from untrusted text could act: HTML, table or code-span
 * syntax, links, or (in the decoded text GitHub's filters read) mentions, issue references
 * and autolinks. The zero-width space is what breaks the latter.
 */
export function assertInert(markdown: string): void {
  const problems: string[] = [];
  if (/[<>`|[\]\n\r]/.test(markdown)) problems.push('markup character');
  if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(markdown)) problems.push('bare ampersand');
  const text = decodeReferences(markdown);
  if (/@[\p{L}\p{N}_-]/u.test(text)) problems.push('mention');
  if (/#[\p{L}\p{N}]/u.test(text)) problems.push('issue reference');
  if (/:\/\//.test(text)) problems.push('URL scheme');
  if (/www\./i.test(text)) problems.push('www autolink');
  if (/\bgh-\d/i.test(text)) problems.push('GH- reference');
  if (problems.length > 0) throw new Error(`not inert (${problems.join(', ')}): ${JSON.stringify(markdown)}`);
}
