import type { NumericFact } from './types.js';
import { readAt } from './join.js';
import { identifierFact, isIdentifierDigit } from './markers.js';
import { isDigit } from './quantity.js';
import { linkEnd, nextHit, referenceEnd } from './scan.js';

// The scan over a text: skip links and reference markers, read identifiers cheaply (they are most of the
// digits in technical text), and read every other hit as a quantity.

export function extractNumbers(text: string): NumericFact[] {
  const facts: NumericFact[] = [];
  let lastEnd = 0;
  for (let p = nextHit(text, 0); p >= 0;) {
    let from = p + 1;
    const link = linkEnd(text, p);
    const ref = link < 0 && isDigit(text.charCodeAt(p)) ? referenceEnd(text, p) : -1;
    if (link >= 0) from = link;
    else if (ref >= 0) from = ref;
    else if (isIdentifierDigit(text, p)) {
      const f = identifierFact(text, p);
      facts.push(f);
      from = f.end;
      lastEnd = f.end;
    } else {
      const r = readAt(text, p, lastEnd);
      if (r) {
        for (const f of r.facts) facts.push(f);
        from = Math.max(from, r.end);
        lastEnd = r.end;
      }
    }
    p = nextHit(text, from);
  }
  return facts;
}
