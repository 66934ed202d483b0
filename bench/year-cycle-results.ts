// The yearly cycle's bench (year-cycle.ts): its targets, the figures written to bench/RESULTS.md
// and the targets a run missed.
import type { YearCycleData } from './generate-year-cycle';
import { recordResults } from './results-file';

/** Each run (recommit, upgrade; previewed or made) answers within this. */
export const RUN_TARGET_MS = 10_000;
/** The students list's p99 while a run works: a table lock would hold it for the whole run. */
export const LIST_P99_BOUND_MS = 1_000;

/** The students list loaded over one phase: before any run, during a run, during the e-mails. */
export interface ListFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers but 2xx, connection errors and timeouts. */
  errors: number;
}

export interface Phase {
  name: string;
  /** The run's time (the request's, from sending to the answer), if the phase is a run. */
  runMs?: number;
  /** What the run answered, in a few words. */
  answer: string;
  /** The list, when it was loaded during the phase. */
  list?: ListFigures;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function listText(list: ListFigures | undefined): string {
  if (!list) return '-';
  return `${list.requests} requests, p50 ${list.p50.toFixed(1)} ms, p99 ${list.p99.toFixed(1)} ms, max ${list.max.toFixed(0)} ms, ${list.errors} errors`;
}

export const SECTION = `## The yearly cycle at scale

\`npm run bench:year-cycle -- --write\`: 100,000 students (about 80% active, over every grade;
the rest inactive, alumni or deleted) and 60,000 current sponsorships of the running year
(50,000 active sponsors, at most 3 sponsorships per student) loaded by
\`bench/generate-year-cycle.ts\` into a fresh PostgreSQL 15 database, with the next year as a
draft. The real API (one process, \`apps/api/src/server.ts\`) then runs, signed in as a super
admin, POST /edrocks/api/periods/:id/recommit and POST /edrocks/api/periods/:id/upgrade, each
previewed (\`dryRun: true\`) then made (\`dryRun: false\`); the time is the request's, from
sending to the answer. Target: each answers in under 10 s.

Meanwhile autocannon (4 connections, from the bench's process) reads GET
/edrocks/api/students?sort=lastName&order=asc&page=1&pageSize=50 as the super admin with
\`Cache-Control: no-cache\` (the database every time, not the pages the process keeps): for 5 s
before any run (the baseline), from just before each made run until it answers, and from
recommit's answer until the sponsors' e-mails it starts in the background are all queued. Each
answer's own time is kept (unrounded). Target: no error or timeout and a p99 under 1 s while
the runs work (a run holding a lock the list waits on would hold it for the whole run).

The load average is the machine's (2 cores, shared) when the runs started.

| date | students | sponsors | sponsorships | students loaded in | the rest in | vacuum analyze |
|---|---|---|---|---|---|---|
<!-- year-cycle-load-rows -->

| date | phase | run time | answer | students list meanwhile | load average |
|---|---|---|---|---|---|
<!-- year-cycle-rows -->
`;

export async function writeResults(
  data: YearCycleData,
  phases: readonly Phase[],
  loadAverage: number,
): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const loadRows = [
    `| ${date} | ${data.studentCount.toLocaleString('en-US')} (${data.activeStudents.toLocaleString('en-US')} active) | ${data.sponsorCount.toLocaleString('en-US')} | ${data.sponsorshipCount.toLocaleString('en-US')} (${data.sponsorshipsOfActive.toLocaleString('en-US')} of an active student) | ${seconds(data.studentsMs)} | ${seconds(data.insertMs)} | ${seconds(data.analyzeMs)} |`,
  ];
  const rows = phases.map(
    (phase) =>
      `| ${date} | ${phase.name} | ${phase.runMs === undefined ? '-' : seconds(phase.runMs)} | ${phase.answer} | ${listText(phase.list)} | ${loadAverage.toFixed(1)} |`,
  );
  await recordResults(
    { '<!-- year-cycle-load-rows -->': loadRows, '<!-- year-cycle-rows -->': rows },
    SECTION,
  );
}

/** The targets a run missed, in words. */
export function missedTargets(phases: readonly Phase[]): string[] {
  const missed: string[] = [];
  for (const phase of phases) {
    if (phase.runMs !== undefined && phase.runMs > RUN_TARGET_MS)
      missed.push(
        `${phase.name}: ${seconds(phase.runMs)} (target under ${seconds(RUN_TARGET_MS)})`,
      );
    if (phase.list && phase.list.errors > 0)
      missed.push(`${phase.name}: the students list had ${phase.list.errors} errors meanwhile`);
    if (phase.list && phase.runMs !== undefined && phase.list.p99 > LIST_P99_BOUND_MS)
      missed.push(
        `${phase.name}: the students list's p99 ${phase.list.p99.toFixed(0)} ms meanwhile (bound ${LIST_P99_BOUND_MS} ms)`,
      );
  }
  return missed;
}
