// Looking for an excerpt's parts in a page's text with the same folding ladder as the near-miss
// explanation of an unbound quote (src/binding/quote.ts): exact, then whitespace collapsed,
// then case folded, then typography made plain. The page is normalised once per rung, lazily,
// and a page read for many records is matched rung by rung (matchAll), so that one normalised
// copy of it at a time is held.
import { FOLDING_LADDER, normalizedText } from '../binding/quote.js';
import type { ProvenanceFolding } from '../results/types.js';

export const FOLDING_ORDER: readonly ProvenanceFolding[] = ['exact', 'whitespace', 'case', 'typography'];

type Rung = (typeof FOLDING_LADDER)[number];

/** A page's text with its normalised forms, computed on first use and kept until released. */
export class Haystack {
  private readonly forms = new Map<string, string>();
  /** Results of matchAll: each part's folding, null when it does not occur. */
  private readonly found = new Map<string, ProvenanceFolding | null>();
  constructor(readonly raw: string) {}

  /** The page under one rung of the ladder. */
  form([kind, options]: Rung): string {
    let found = this.forms.get(kind);
    if (found === undefined) this.forms.set(kind, (found = normalizedText(this.raw, options)));
    return found;
  }

  /**
   * Looks for every part at once, one rung at a time, dropping each normalised copy of the page
   * before making the next: a 20 MB page costs one more copy at a time, not three.
   */
  matchAll(parts: readonly string[]): void {
    let open = [...new Set(parts)].filter((part) => !this.found.has(part));
    for (const part of open)
      if (part === '' || this.raw.includes(part)) this.found.set(part, part === '' ? null : 'exact');
    open = open.filter((part) => !this.found.has(part));
    for (const rung of FOLDING_LADDER) {
      if (open.length === 0) break;
      const text = this.form(rung);
      for (const part of open) {
        const needle = normalizedText(part, rung[1]);
        if (needle !== '' && text.includes(needle)) this.found.set(part, rung[0]);
      }
      this.forms.delete(rung[0]);
      open = open.filter((part) => !this.found.has(part));
    }
    for (const part of open) this.found.set(part, null);
  }

  /** What matchAll found for `part`; undefined when it was not asked. */
  matched(part: string): ProvenanceFolding | null | undefined {
    return this.found.get(part);
  }
}

/** The least folding under which `part` occurs in the page, or null when it does not occur. */
export function findPart(part: string, page: Haystack): ProvenanceFolding | null {
  const known = page.matched(part);
  if (known !== undefined) return known;
  if (part === '') return null;
  if (page.raw.includes(part)) return 'exact';
  for (const rung of FOLDING_LADDER) {
    const [kind, options] = rung;
    const needle = normalizedText(part, options);
    if (needle !== '' && page.form(rung).includes(needle)) return kind;
  }
  return null;
}

export function mostFolding(foldings: readonly ProvenanceFolding[]): ProvenanceFolding | null {
  let most = -1;
  for (const folding of foldings) most = Math.max(most, FOLDING_ORDER.indexOf(folding));
  return most < 0 ? null : (FOLDING_ORDER[most] as ProvenanceFolding);
}
