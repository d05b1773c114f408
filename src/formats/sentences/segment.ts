// Sentence boundaries. Intl.Segmenter applies Unicode's sentence rules (UAX #29), which break
// after any full stop followed by a capital or a digit: "Feb. 17", "U.S. Army", "Mr. Smith".
// A break right after a known abbreviation is undone; a real sentence ending in one ("…in the
// U.S. He left.") is then kept whole with the next, the cheaper mistake of the two.

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

// Titles, months and reference words that are almost never the last word of a sentence.
const ABBREVIATION = /(?:^|[\s("'“‘])(?:Mr|Mrs|Ms|Messrs|Dr|Prof|Sr|Jr|St|Mt|Ft|Gen|Col|Lt|Sgt|Capt|Cmdr|Adm|Gov|Sen|Rep|Rev|Hon|Pres|vs|cf|al|approx|ca|[Ff]ig|[Vv]ol|[Pp]p|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.$/u;
// U.S., U.K., e.g., i.e., Ph.D.
const DOTTED = /(?:^|[\s("'“‘])(?:\p{L}\.){2,}$/u;
// An initial: "J. R. R. Tolkien".
const INITIAL = /(?:^|[\s("'“‘])\p{Lu}\.$/u;
// "No. 1", "no. 5": a number must follow.
const NUMBER_WORD = /(?:^|[\s("'“‘])[Nn]os?\.$/u;

function endsInAbbreviation(text: string, next: string): boolean {
  const trimmed = text.trimEnd();
  if (ABBREVIATION.test(trimmed) || DOTTED.test(trimmed) || INITIAL.test(trimmed)) return true;
  return NUMBER_WORD.test(trimmed) && /^\s*\d/.test(next);
}

/** [start, end) of each sentence of `text`, trailing whitespace included. */
export function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let open: [number, number] | null = null;
  for (const { index, segment } of segmenter.segment(text)) {
    const end = index + segment.length;
    if (open && endsInAbbreviation(text.slice(open[0], open[1]), segment)) open[1] = end;
    else {
      if (open) spans.push(open);
      open = [index, end];
    }
  }
  if (open) spans.push(open);
  return spans;
}
