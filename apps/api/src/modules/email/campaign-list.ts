// The campaigns list (GET EMAIL_PATHS.campaigns), described once: the campaigns the caller sees,
// newest first by default (email_campaigns_created_idx), by subject or by state, filtered by
// state and searched by name or subject; each row with its messages sent and failed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  type CampaignPage,
  type CampaignRow,
  type CampaignSortField,
  type CampaignState,
  type Language,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { emailCampaigns, mailOutbox, users } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import { languageOf } from './audience-preparing';
import { toCampaignRow } from './campaign-projections';
import { campaignVisibility, type CampaignRecord, type CampaignVisibility } from './campaigns.repo';
import type { EmailContext } from './email-context';

export interface CampaignListFilters {
  state?: CampaignState | undefined;
  q?: string | undefined;
  sort: CampaignSortField;
  order: 'asc' | 'desc';
}

type CampaignListRecord = CampaignRecord & { sent: number; failed: number; subjectKey: string };

const subjectKey = sql<string>`lower(coalesce(nullif(${emailCampaigns.subject}->>'en-US', ''), ${emailCampaigns.subject}->>'es-CO', ''))`;

/**
 * The campaign's own id in a column's subquery, written out: in a one-table select Drizzle names
 * the select's columns without their table, and `id` would be the subquery's own.
 */
const campaignIdColumn = sql.raw('"email_campaigns"."id"');
const creatorIdColumn = sql.raw('"email_campaigns"."created_by"');

/** The campaign's messages in these states (failed counts the bounced ones too). */
function countOf(...statuses: Array<'sent' | 'failed' | 'bounced'>) {
  return sql<number>`(select count(*)::int from ${mailOutbox} where ${mailOutbox.campaignId} = ${campaignIdColumn} and ${inArray(mailOutbox.status, statuses)})`;
}

function selectCampaignRows(db: Database) {
  return db
    .select({
      campaign: emailCampaigns,
      createdByName: sql<
        string | null
      >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${creatorIdColumn})`,
      sent: countOf('sent'),
      failed: countOf('failed', 'bounced'),
      subjectKey,
    })
    .from(emailCampaigns);
}

type SelectedRow = Awaited<ReturnType<typeof selectCampaignRows>>[number];

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function listConditions(visibility: CampaignVisibility, filters: CampaignListFilters) {
  return and(
    visibility.condition,
    filters.state === undefined ? undefined : eq(emailCampaigns.state, filters.state),
    filters.q
      ? sql`(coalesce(${emailCampaigns.name}, '') ilike ${likePattern(filters.q)} or ${emailCampaigns.subject}::text ilike ${likePattern(filters.q)})`
      : undefined,
  );
}

function sortKeys(sort: CampaignSortField): Array<SortKey<SelectedRow>> {
  const id: SortKey<SelectedRow> = {
    column: emailCampaigns.id,
    type: 'integer',
    value: (row) => row.campaign.id,
  };
  if (sort === 'subject')
    return [{ column: subjectKey, type: 'text', value: (row) => row.subjectKey }, id];
  if (sort === 'state')
    return [{ column: emailCampaigns.state, type: 'text', value: (row) => row.campaign.state }, id];
  return [
    {
      column: sql`${emailCampaigns.createdAt}`,
      type: 'timestamp',
      value: (row) => row.campaign.createdAt.toISOString(),
    },
    id,
  ];
}

export const campaignList = defineList<
  CampaignVisibility,
  CampaignListFilters,
  SelectedRow,
  CampaignRow,
  Language
>({
  where: listConditions,
  query: selectCampaignRows,
  sortKeys: (filters) => sortKeys(filters.sort),
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: (row, language) => {
    const record: CampaignListRecord = {
      ...row.campaign,
      createdByName: row.createdByName,
      sent: Number(row.sent),
      failed: Number(row.failed),
      subjectKey: row.subjectKey,
    };
    return toCampaignRow(record, language);
  },
});

export async function listCampaigns(
  { db }: EmailContext,
  auth: AuthContext,
  query: PageRequest & CampaignListFilters,
): Promise<CampaignPage> {
  return campaignList.page(db, campaignVisibility(auth), query, await languageOf(db, auth));
}
