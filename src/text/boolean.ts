/** A yes/no setting as users write it in YAML or on a command line; undefined when it is neither. */
export function parseBoolean(raw: string): boolean | undefined {
  const text = raw.trim();
  if (/^(true|yes|1)$/i.test(text)) return true;
  if (/^(false|no|0)$/i.test(text)) return false;
  return undefined;
}
