// Offsets to 1-based line and column, for many offsets in any order: the line starts are found
// once, then each offset is a binary search (an ALCE file places thousands of sentences). A line
// ends at LF, CRLF or a lone CR, as editors count lines.

export interface LineColumn {
  line: number;
  column: number;
}

export function lineLocator(text: string): (offset: number) => LineColumn {
  const starts = [0];
  for (const lineBreak of text.matchAll(/\r\n?|\n/g)) starts.push(lineBreak.index + lineBreak[0].length);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
}
