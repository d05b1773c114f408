// Offsets to 1-based line and column, for many offsets in any order: the line starts are found
// once, then each offset is a binary search (an ALCE file places thousands of sentences).

export interface LineColumn {
  line: number;
  column: number;
}

export function lineLocator(text: string): (offset: number) => LineColumn {
  const starts = [0];
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
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
