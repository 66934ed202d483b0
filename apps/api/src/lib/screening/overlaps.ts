// One match per place. A phone number, handle or link inside an e-mail address is part of the
// address (and a phone or handle inside a link part of the link); of two overlapping matches of
// one kind the longer stays. Sorted sweeps, so a text with thousands of matches stays fast.
import type { Found } from './found';

/** What a match is part of when it overlaps one: a phone in an e-mail is the e-mail. */
const PART_OF: Partial<Record<Found['kind'], ReadonlyArray<Found['kind']>>> = {
  phone: ['email', 'url'],
  handle: ['email', 'url'],
  url: ['email'],
};

/** The union of some spans as disjoint spans, in order. */
function union(spans: readonly Found[]): Array<{ start: number; end: number }> {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: span.start, end: span.end });
  }
  return merged;
}

/** Whether [start, end) overlaps one of the disjoint, ordered `spans`. */
function overlapsAny(spans: ReadonlyArray<{ start: number; end: number }>, item: Found): boolean {
  let low = 0;
  let high = spans.length;
  // The first span ending after the item's start is the only one that can overlap it first.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.end <= item.start) low = middle + 1;
    else high = middle;
  }
  const candidate = spans[low];
  return candidate !== undefined && candidate.start < item.end;
}

export function withoutOverlaps(found: readonly Found[]): Found[] {
  const wholes = new Map<Found['kind'], Array<{ start: number; end: number }>>();
  const wholesOf = (kind: Found['kind']) => {
    let spans = wholes.get(kind);
    if (!spans) {
      spans = union(found.filter((item) => item.kind === kind));
      wholes.set(kind, spans);
    }
    return spans;
  };
  const candidates = found.filter(
    (item) => !(PART_OF[item.kind] ?? []).some((kind) => overlapsAny(wholesOf(kind), item)),
  );
  const kept: Found[] = [];
  const byKind = new Map<Found['kind'], Found[]>();
  for (const item of candidates) {
    const items = byKind.get(item.kind);
    if (items) items.push(item);
    else byKind.set(item.kind, [item]);
  }
  for (const items of byKind.values()) {
    // Left to right; of two overlapping matches the longer wins (the earlier on a tie).
    items.sort((a, b) => a.start - b.start || b.end - a.end);
    let last: Found | undefined;
    for (const item of items) {
      if (last && item.start < last.end) {
        if (item.end - item.start > last.end - last.start) {
          kept[kept.length - 1] = item;
          last = item;
        }
        continue;
      }
      kept.push(item);
      last = item;
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
