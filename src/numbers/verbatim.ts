import type { NumericFact } from './types.js';
import { isAsciiLetter } from './context.js';
import { readAt } from './join.js';
import { namedAt } from './markers.js';
import { isDigit } from './quantity.js';
import { numberWordEnd } from './scan.js';

// A claim that copies its number from the source ("fell by 12 percent") is the common case. Finding
// the number's own spelling in the excerpt, standing alone, settles it without reading every number
// of the excerpt. Standing alone: not the tail or head of a longer number ("1.12 percent",
// "12 percent" inside "112 percent", "12,5"), not glued into an identifier ("COVID-12"), and not a name
// there ("group 12", "(12)" as a list marker): a name grounds no count. A number word must read there as
// the same number ("a third" is no fraction in "a third dose"). Getting this wrong can only hide a finding,
// never raise one.

/** Characters that would make the match part of a longer number or an identifier. */
function joinsBefore(code: number): boolean {
  return isDigit(code) || isAsciiLetter(code) || '.,-+/$€£¥'.includes(String.fromCharCode(code));
}

function standsAlone(excerpt: string, start: number, end: number): boolean {
  if (start > 0 && joinsBefore(excerpt.charCodeAt(start - 1))) return false;
  const next = excerpt.charCodeAt(end);
  if (isDigit(next) || isAsciiLetter(next) || next === 37 /* % */) return false;
  // "12" followed by ".5" or ",000" continues the number.
  const mark = next === 46 || next === 44;
  return !(mark && isDigit(excerpt.charCodeAt(end + 1)));
}

const ARTICLE = /^an? /i;

/** Whether the words at `at` read as a number with the same text, as the full reading would see them. */
function readsAsNumber(excerpt: string, at: number, text: string, hit: number): boolean {
  const first = readAt(excerpt, at + hit, 0)?.facts[0];
  return first !== undefined && first.start === at && first.text === text && !first.groundOnly;
}

/** True when the fact's own spelling occurs in the excerpt as a number of its own. */
export function occursVerbatim(fact: Pick<NumericFact, 'text'>, excerpt: string): boolean {
  // Where the number word starts: "twelve", "a third"; -1 for a number that starts with a digit or a sign.
  const article = ARTICLE.exec(fact.text)?.[0].length ?? 0;
  const hit = isAsciiLetter(fact.text.charCodeAt(article)) && numberWordEnd(fact.text, article) >= 0 ? article : -1;
  for (let at = excerpt.indexOf(fact.text); at >= 0; at = excerpt.indexOf(fact.text, at + 1)) {
    if (!standsAlone(excerpt, at, at + fact.text.length)) continue;
    if (hit >= 0 ? readsAsNumber(excerpt, at, fact.text, hit) : !namedAt(excerpt, at)) return true;
  }
  return false;
}
