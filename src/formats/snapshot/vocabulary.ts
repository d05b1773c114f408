// The closed lists of words a snapshot file uses, shared by its zod schema (./file.ts) and the
// check of a file exactly as citegate writes it (./written-shape.ts), which file.ts imports.

/** How a quotation was found on the page. */
export const QUOTE_FOLDINGS = ['exact', 'whitespace', 'case', 'typography'] as const;

/** What fetching a source gave. */
export const SOURCE_STATUSES = ['ok', 'gone', 'blocked', 'unreachable', 'unsupported', 'refused'] as const;
