// The document-status bench (document-status.ts): a request's page, count and cells queries run
// once more through a query logger and explained (EXPLAIN ANALYZE with the same values), for
// the indexes they use and the database time of the page and the count.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { documentStatusQuerySchema } from '@portal/shared';
import { type Database } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { documentStatusList } from '../apps/api/src/modules/document-status/document-status-list';
import {
  documentStatusVisibility,
  findSignedVersions,
  findSponsorshipsOf,
  type DocumentStatusFilters,
} from '../apps/api/src/modules/document-status/document-status.repo';
import { type DocumentStatusData } from './generate-document-status';

export type GridQuery = Record<string, string | number | boolean>;
export interface LoggedQuery {
  text: string;
  params: unknown[];
}

export interface Plans {
  /** The indexes the queries use (every plan node naming one), primary keys aside. */
  indexes: string;
  /** EXPLAIN ANALYZE execution times, milliseconds. */
  pageMs: number;
  countMs: number;
  cellsMs: number;
  /** The plans, titled, to print. */
  text: string;
}

/**
 * The page, count and cells queries of a request as the API runs them for a super admin (the
 * service's filters for the year), captured by a query logger, then explained with ANALYZE.
 */
export async function explainRequest(
  pool: pg.Pool,
  data: DocumentStatusData,
  query: GridQuery,
): Promise<Plans> {
  const logged: LoggedQuery[] = [];
  const db: Database = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, params) => logged.push({ text, params }) },
  });
  const request = documentStatusQuerySchema.parse(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  const today = new Date().toISOString().slice(0, 10);
  // The current version ids of each required agreement, as the service passes them.
  const current = await pool.query<{ audience: string; ids: number[] }>(
    `select a.audience, array_agg(v.id) as ids from agreements a
       join agreement_versions v on v.agreement_id = a.id
      where a.required
        and v.version = (select max(latest.version) from agreement_versions latest where latest.agreement_id = a.id)
      group by a.id, a.audience`,
  );
  const versionsOf = (audience: string) =>
    current.rows.filter((row) => row.audience === audience).map((row) => row.ids);
  const filters: DocumentStatusFilters = {
    periodId: data.periodId,
    yearStart: data.yearStart,
    q: request.q,
    schoolId: request.schoolId,
    villageId: request.villageId,
    onlyMissing: request.onlyMissing,
    lateSent: data.letters.filter((letter) => letter.dueDate < today).map((l) => l.number),
    lateAnswered: data.letters
      .filter((letter) => letter.answerDueDate < today)
      .map((letter) => letter.number),
    letterDates: data.letters,
    today,
    sponsorAgreementVersions: versionsOf('sponsor'),
    parentAgreementVersions: versionsOf('parent'),
  };
  const visibility = documentStatusVisibility.everyone;
  // The page and its total, as the endpoint reads them.
  const answered = await documentStatusList.page(
    db,
    visibility,
    { ...request, ...filters },
    undefined,
  );
  const sponsorIds = answered.items.map((record) => record.id);
  await findSponsorshipsOf(db, data.periodId, sponsorIds);
  await findSignedVersions(db, sponsorIds, [
    ...filters.sponsorAgreementVersions.flat(),
    ...filters.parentAgreementVersions.flat(),
  ]);
  const titles = [
    'page',
    'count',
    'sponsorships and letters of the page',
    'signatures of the page',
  ];
  // One after the other, so that their times do not include each other's.
  const explained: Array<{ title: string; lines: string[]; ms: number }> = [];
  for (const [index, query] of logged.entries()) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.text}`,
      query.params,
    );
    const lines = result.rows.map((row) => row['QUERY PLAN']);
    const time = /Execution Time: ([\d.]+) ms/.exec(lines.at(-1) ?? '');
    explained.push({ title: titles[index] ?? `query ${index + 1}`, lines, ms: Number(time?.[1]) });
  }
  const indexes = new Set(
    explained.flatMap(({ lines }) =>
      lines.flatMap((line) =>
        [...line.matchAll(/(?:using|Scan on) (\w+(?:_idx|_unique|_pkey))/g)].map(
          (match) => match[1],
        ),
      ),
    ),
  );
  // Primary keys are the lookups of joined rows: the column names the others.
  const named = [...indexes].filter((name) => name !== undefined && !name.endsWith('_pkey'));
  const [page, count, ...cells] = explained;
  return {
    indexes: named.join(', '),
    pageMs: page?.ms ?? 0,
    countMs: count?.ms ?? 0,
    cellsMs: cells.reduce((sum, cell) => sum + cell.ms, 0),
    text: explained
      .map(({ title, lines }) => `    -- ${title}\n${lines.map((l) => `    ${l}`).join('\n')}`)
      .join('\n'),
  };
}
