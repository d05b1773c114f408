/**
 * Replaces every occurrence of the secrets in text. Belt and braces: no secret is put into
 * the results on purpose, but an error message from a provider or a proxy could echo one,
 * and the runner's log masking does not cover files, the job summary or comments.
 */
export function redactor(secrets: readonly string[]): (text: string) => string {
  // Very short values would blank out ordinary words; they are not real secrets.
  const values = [...new Set(secrets.filter((secret) => secret.length >= 8))].sort((a, b) => b.length - a.length);
  if (values.length === 0) return (text) => text;
  return (text) => values.reduce((out, secret) => out.split(secret).join('***'), text);
}
