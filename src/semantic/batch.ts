/**
 * Packs work items into requests of at most `size`, never putting two items with the same key
 * in one request. Items are pairs from several reports; the key is the pair's
 * (claim_id, evidence_id), which is all an answer carries, so within a request an answer
 * names exactly one pair of one report. Reports written by the same pipeline often reuse IDs
 * (claim-1, ev-1), so a colliding item goes to the next open request that lacks its key.
 *
 * First fit over the most recent `lookback` open requests keeps packing linear in the number
 * of items; a request skipped that way is merely sent less than full.
 */
export function packBatches<T>(items: readonly T[], size: number, keyOf: (item: T) => string, lookback = 16): T[][] {
  if (!(size >= 1)) throw new RangeError('batch size must be at least 1');
  const batches: { items: T[]; keys: Set<string> }[] = [];
  let open: { items: T[]; keys: Set<string> }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    let target = open.find((batch) => !batch.keys.has(key));
    if (!target) {
      target = { items: [], keys: new Set() };
      batches.push(target);
      open.push(target);
      if (open.length > lookback) open = open.slice(-lookback);
    }
    target.items.push(item);
    target.keys.add(key);
    if (target.items.length >= size) open = open.filter((batch) => batch !== target);
  }
  return batches.map((batch) => batch.items);
}
