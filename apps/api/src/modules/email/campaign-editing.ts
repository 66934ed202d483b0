// A campaign while it is a draft: written (its audience counted in the caller's scope, its
// variables checked), read with its progress, changed and dropped (409 once it left the draft).
import type { z } from 'zod';
import {
  EMAIL_ERRORS,
  type Campaign,
  type CampaignCreated,
  type campaignInputSchema,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { prepareAudience } from './audience-preparing';
import { toCampaign } from './campaign-projections';
import {
  campaignProgress,
  campaignVisibility,
  deleteDraft,
  findCampaign,
  insertCampaign,
  updateCampaign as updateCampaignRow,
  type CampaignRecord,
} from './campaigns.repo';
import type { EmailContext } from './email-context';

export type CampaignInput = z.output<typeof campaignInputSchema>;

function storedTexts(input: CampaignInput) {
  return { subject: input.subject, body: input.body };
}

async function draftValues(context: EmailContext, auth: AuthContext, input: CampaignInput) {
  const texts = storedTexts(input);
  const { parts, resolved, recipients } = await prepareAudience(
    context,
    auth,
    input.audience,
    texts,
    { requireRecipients: true },
  );
  return {
    name: input.name?.trim() || null,
    audience: parts,
    ...texts,
    recipients,
    schoolIds: resolved.shared.schoolIds,
    villageIds: resolved.shared.villageIds,
  };
}

export async function createCampaign(
  context: EmailContext,
  auth: AuthContext,
  input: CampaignInput,
): Promise<CampaignCreated> {
  const values = await draftValues(context, auth, input);
  const id = await insertCampaign(context.db, {
    ...values,
    kind: 'campaign',
    state: 'draft',
    createdBy: auth.userId,
  });
  return { id, state: 'draft', recipients: values.recipients };
}

/** The campaign the caller sees, with its progress; 404 otherwise. */
export async function getCampaign(
  { db }: EmailContext,
  auth: AuthContext,
  id: number,
): Promise<Campaign> {
  const record = await findCampaign(db, campaignVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  return toCampaign(record, await campaignProgress(db, id));
}

/** 404 for a campaign the caller does not see, 409 CAMPAIGN_NOT_DRAFT once it left the draft. */
export async function visibleDraft(
  context: EmailContext,
  auth: AuthContext,
  id: number,
): Promise<CampaignRecord> {
  const record = await findCampaign(context.db, campaignVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  if (record.state !== 'draft') throw appError(EMAIL_ERRORS.CAMPAIGN_NOT_DRAFT);
  return record;
}

export async function updateCampaign(
  context: EmailContext,
  auth: AuthContext,
  id: number,
  input: CampaignInput,
): Promise<Campaign> {
  await visibleDraft(context, auth, id);
  const values = await draftValues(context, auth, input);
  const isChanged = await updateCampaignRow(
    context.db,
    id,
    { ...values, updatedAt: context.clock.now() },
    ['draft'],
  );
  if (!isChanged) throw appError(EMAIL_ERRORS.CAMPAIGN_NOT_DRAFT);
  return getCampaign(context, auth, id);
}

export async function removeCampaign(
  context: EmailContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await visibleDraft(context, auth, id);
  if (!(await deleteDraft(context.db, id))) throw appError(EMAIL_ERRORS.CAMPAIGN_NOT_DRAFT);
}
