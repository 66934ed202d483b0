// A campaign as the answers carry it: its texts, its state and its messages counted.
import type { Campaign, CampaignRow, Language } from '@portal/shared';
import type { CampaignProgress, CampaignRecord } from './campaigns.repo';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Whether the caller may still change it: a draft (update and delete refuse any other). */
function isEditable(record: CampaignRecord): boolean {
  return record.state === 'draft';
}

export function toCampaign(record: CampaignRecord, progress: CampaignProgress): Campaign {
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    state: record.state,
    audience: record.audience,
    subject: record.subject,
    body: record.body,
    recipients: record.recipients,
    counts: progress.counts,
    retrying: {
      count: progress.retrying.count,
      lastError: progress.retrying.lastError,
      nextAttemptAt: iso(progress.retrying.nextAttemptAt),
    },
    scheduledAt: iso(record.scheduledAt),
    startedAt: iso(record.startedAt),
    finishedAt: iso(record.finishedAt),
    createdAt: record.createdAt.toISOString(),
    createdBy:
      record.createdBy === null ? null : { id: record.createdBy, name: record.createdByName ?? '' },
    canEdit: isEditable(record),
  };
}

/** The subject in the caller's language when written in it, else the other. */
export function subjectIn(record: Pick<CampaignRecord, 'subject'>, language: Language): string {
  return (
    record.subject[language]?.trim() ||
    Object.values(record.subject).find((text) => text?.trim()) ||
    ''
  );
}

export function toCampaignRow(
  record: CampaignRecord & { sent: number; failed: number },
  language: Language,
): CampaignRow {
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    subject: subjectIn(record, language),
    state: record.state,
    recipients: record.recipients,
    sent: record.sent,
    failed: record.failed,
    scheduledAt: iso(record.scheduledAt),
    createdAt: record.createdAt.toISOString(),
    createdBy: record.createdByName,
  };
}
