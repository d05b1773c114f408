// Looking for an excerpt's parts in a page's text with the same folding ladder as the near-miss
// explanation of an unbound quote (src/binding/quote.ts): exact, then whitespace collapsed,
// then case folded, then typography made plain. The page is normalised once per rung, lazily.
import { FOLDING_LADDER, normalize, type Normalized } from '../binding/quote.js';
import type { ProvenanceFolding } from '../results/types.js';

export const FOLDING_ORDER: readonly ProvenanceFolding[] = ['exact', 'whitespace', 'case', 'typography'];

/** A page's text with its normalised forms, computed on first use and kept for the next part. */
export class Haystack {
  private readonly forms = new Map<string, Normalized>();
  constructor(readonly raw: string) {}

  /** The page under one rung of the ladder. */
  form([kind, options]: (typeof FOLDING_LADDER)[number]): Normalized {
    let found = this.forms.get(kind);
    if (!found) this.forms.set(kind, (found = normalize(this.raw, options)));
    return found;
  }
}

/** The least folding under which `part` occurs in the page, or null when it does not occur. */
export function findPart(part: string, page: Haystack): ProvenanceFolding | null {
  if (part === '') return null;
  if (page.raw.includes(part)) return 'exact';
  for (const rung of FOLDING_LADDER) {
    const [kind, options] = rung;
    const needle = normalize(part, options).text;
    if (needle !== '' && page.form(rung).text.includes(needle)) return kind;
  }
  return null;
}

export function mostFolding(foldings: readonly ProvenanceFolding[]): ProvenanceFolding | null {
  let most = -1;
  for (const folding of foldings) most = Math.max(most, FOLDING_ORDER.indexOf(folding));
  return most < 0 ? null : (FOLDING_ORDER[most] as ProvenanceFolding);
}
