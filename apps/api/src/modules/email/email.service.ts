// E-mail to audiences (`app.email`): campaigns written, previewed, sent now or at a time,
// paused, resumed and cancelled; their audiences counted; saved templates; the board members;
// and the system's own campaigns (the board report). Each use case is its own file; this binds
// them to the area's context (email-context.ts).
import { bindUseCases } from '../../lib/use-cases';
import { audienceSummary, previewMessage } from './audience-preview';
import {
  createBoardMember,
  listBoardMembers,
  removeBoardMember,
  updateBoardMember,
} from './board-members';
import { createCampaign, getCampaign, removeCampaign, updateCampaign } from './campaign-editing';
import { listCampaigns } from './campaign-list';
import { queueCampaign, runDueCampaigns } from './campaign-queueing';
import { cancelCampaign, pauseCampaign, resumeCampaign, sendCampaign } from './campaign-sending';
import { makeEmailContext, type EmailServiceDeps } from './email-context';
import { sendSystemCampaign } from './system-campaigns';
import { createTemplate, listTemplates, removeTemplate, updateTemplate } from './templates';

export type { EmailServiceDeps } from './email-context';
export type { SystemCampaignInput } from './system-campaigns';

/** How often each process looks for scheduled campaigns due and sends to take up again. */
export const CAMPAIGN_TIMER_MS = 5_000;

export function createEmailService(deps: EmailServiceDeps) {
  return bindUseCases(makeEmailContext(deps), {
    createCampaign,
    getCampaign,
    updateCampaign,
    removeCampaign,
    listCampaigns,
    sendCampaign,
    pauseCampaign,
    resumeCampaign,
    cancelCampaign,
    audienceSummary,
    previewMessage,
    queueCampaign,
    runDueCampaigns,
    sendSystemCampaign,
    listTemplates,
    createTemplate,
    updateTemplate,
    removeTemplate,
    listBoardMembers,
    createBoardMember,
    updateBoardMember,
    removeBoardMember,
  });
}

export type EmailService = ReturnType<typeof createEmailService>;
