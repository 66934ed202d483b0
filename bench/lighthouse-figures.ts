// What the Lighthouse bench (lighthouse.ts) reads besides the scores: the machine's cost of a memory
// page's first touch, and the audits that cost a category its points.
import type { Result } from 'lighthouse';

export type Category = 'performance' | 'accessibility';

/**
 * What the machine charges for memory a process touches for the first time, in microseconds a
 * 4 kB page: the median of five 64 MB buffers (fresh mappings, never touched), one byte written
 * per page. The renderer pays it for its heaps, its layout and its code as a page loads.
 */
export function pageFirstTouchMicroseconds(): number {
  const pageSize = 4096;
  const bufferSize = 64 * 1024 * 1024;
  const trials: number[] = [];
  for (let trial = 0; trial < 5; trial += 1) {
    const buffer = Buffer.allocUnsafeSlow(bufferSize);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < bufferSize; offset += pageSize) buffer[offset] = 1;
    trials.push(Number(process.hrtime.bigint() - start) / 1000 / (bufferSize / pageSize));
  }
  trials.sort((a, b) => a - b);
  return trials[2]!;
}

/** What cost a category its points: audits that count and fell short, with a few elements. */
export function shortfalls(lhr: Result, category: Category): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    // Performance: the weighted metrics below "good" and the opportunities and diagnostics
    // Lighthouse flags; accessibility: every failed check (each one costs points).
    const isWeak = category === 'performance' ? audit.score < 0.9 : audit.score < 1;
    if (!isWeak || (category === 'accessibility' && ref.weight === 0)) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    lines.push(`${audit.title}${value}, score ${Math.round(audit.score * 100)}`);
    const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)
      ?.items;
    for (const item of (items ?? []).slice(0, 3)) {
      if (item.node?.selector) lines.push(`    ${item.node.selector}`);
    }
  }
  return lines;
}
