// The document-status bench (document-status.ts): its targets, what it measures of a request and
// how the figures are written to bench/RESULTS.md.
import { type DocumentStatusData } from './generate-document-status';
import { recordResults } from './results-file';
import { type Plans } from './document-status-plans';

/** A page of the grid as one coordinator waits for it: under 100 ms at p99 (one connection). */
export const TARGET_P99_MS = 100;
/**
 * Ten requests at once on the 2-core machine that also runs PostgreSQL and the load generator:
 * each waits behind the others (p50 is about ten times a request's CPU time over two cores), so
 * the target is a page under 250 ms at p99, and the throughput is recorded beside it.
 */
export const LOADED_TARGET_P99_MS = 250;
export interface Options {
  duration: number;
  connections: number;
  explain: boolean;
  /** Only the scenarios whose name contains this (all when empty). */
  only: string;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface Measure extends Figures {
  scenario: string;
  /** Rows of the grid for the request (`total`), or '-' for the baseline. */
  rows: string;
  plans?: Plans;
  /** The same request from one connection: what one coordinator waits. */
  alone?: Figures;
}

export const verdict = (measure: Measure) =>
  measure.alone !== undefined &&
  measure.alone.p99 <= TARGET_P99_MS &&
  measure.p99 <= LOADED_TARGET_P99_MS
    ? 'PASS'
    : 'FAIL';

export const figures = (measured: Figures) =>
  `${measured.requestsPerSecond.toFixed(1).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms`;

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export const SECTION = `## Document status at scale

\`npm run bench:document-status -- --write\`: 10,000 active sponsors over 50 schools and 10,000
students over 100 villages loaded by \`bench/generate-document-status.ts\` into a fresh
PostgreSQL 15 database: an available year, a current sponsorship for 90% of the sponsors,
letter 1 sent by 80% of them and answered by 60% of the students (letter 2: 25% and 10%),
one required agreement signed by 70%, a photo for 60%. Then the real API (one process)
measured with autocannon, signed in as a super admin: \`GET /edrocks/api/me\` as the baseline,
then pages of 50 rows of \`GET /edrocks/api/document-status\`, each from one connection (what
one coordinator waits) and from ten at once. Targets: p99 under 100 ms alone, under 250 ms ten at
once (on 2 cores shared with PostgreSQL, each request waits behind the others). The database
column is EXPLAIN ANALYZE's time of the page and the count queries, run once beside the load;
the indexes are those their plans (and the cells' queries) use, primary keys aside.

Loading (multi-row INSERTs in transactions, then VACUUM ANALYZE). The load average is the
machine's when the requests started: other work on its 2 cores slows every figure.

| date | sponsors | students | sponsorships | letters | signatures | students load | the rest | vacuum analyze | load average |
|---|---|---|---|---|---|---|---|---|---|
<!-- document-status-load-rows -->

Requests:

| date | request | rows | alone: req/s | p50 | p99 | at once: connections | req/s | p50 | p99 | targets | database (page, count) | indexes used |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
<!-- document-status-request-rows -->
`;

export async function writeResults(
  data: DocumentStatusData,
  measures: Measure[],
  loadAverage: number,
  options: Options,
): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const number = (value: number) => value.toLocaleString('en-US');
  const loadRow = `| ${date} | ${number(data.sponsorCount)} | ${number(data.studentCount)} | ${number(data.rows.sponsorships)} | ${number(data.rows.letters)} | ${number(data.rows.acceptances)} | ${seconds(data.studentsMs)} | ${seconds(data.insertMs)} | ${seconds(data.analyzeMs)} | ${loadAverage.toFixed(1)} |`;
  const rows = measures.map((m) => {
    const database = m.plans
      ? `${m.plans.pageMs.toFixed(1)} ms, ${m.plans.countMs.toFixed(1)} ms`
      : '-';
    const alone = m.alone
      ? `${m.alone.requestsPerSecond.toFixed(1)} | ${m.alone.p50} ms | ${m.alone.p99} ms`
      : '- | - | -';
    return `| ${date} | ${m.scenario} | ${m.rows} | ${alone} | ${options.connections} | ${m.requestsPerSecond.toFixed(1)} | ${m.p50} ms | ${m.p99} ms | ${m.plans ? verdict(m) : '-'} | ${database} | ${m.plans?.indexes ?? '-'} |`;
  });
  await recordResults(
    {
      '<!-- document-status-load-rows -->': [loadRow],
      '<!-- document-status-request-rows -->': rows,
    },
    SECTION,
  );
}
