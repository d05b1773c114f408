import type { NumericFact } from './types.js';
import { isAsciiLetter } from './context.js';
import { isDigit } from './quantity.js';

// A claim that copies its number from the source ("fell by 12 percent") is the common case. Finding
// the number's own spelling in the excerpt, standing alone, settles it without reading every number
// of the excerpt. Standing alone: not the tail or head of a longer number ("1.12 percent",
// "12 percent" inside "112 percent", "12,5"), and not glued into an identifier ("COVID-12").
// Getting this wrong can only hide a finding, never raise one.

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

/** True when the fact's own spelling occurs in the excerpt as a number of its own. */
export function occursVerbatim(fact: Pick<NumericFact, 'text'>, excerpt: string): boolean {
  for (let at = excerpt.indexOf(fact.text); at >= 0; at = excerpt.indexOf(fact.text, at + 1)) {
    if (standsAlone(excerpt, at, at + fact.text.length)) return true;
  }
  return false;
}
