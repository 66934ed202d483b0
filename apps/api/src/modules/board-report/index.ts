// The monthly programme report to the board (the `boardReport` area): its settings, sending it
// now, and the hourly look that sends it on its day. The report goes as a campaign of the e-mail
// area (kind `boardReport`), so its messages are queued, sent and logged like any other.
import { LANGUAGES, type Language } from '@portal/shared';
import type { MailAttachmentRecord } from '../../db/schema/index';
import { definePortalModule } from '../../platform';
import {
  runBoardReportIfDue,
  type BoardReportCampaign,
  type BoardReportContext,
} from './board-report';
import { boardReportRoutes } from './board-report.routes';

const HOURLY_MS = 60 * 60 * 1000;

function storedFiles(campaign: BoardReportCampaign): Record<Language, MailAttachmentRecord[]> {
  const files = {} as Record<Language, MailAttachmentRecord[]>;
  for (const language of LANGUAGES) {
    files[language] = campaign.attachments[language].map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      contentBase64: file.content.toString('base64'),
    }));
  }
  return files;
}

export const boardReportModule = definePortalModule(
  'board-report',
  async (app, platform) => {
    const context: BoardReportContext = {
      db: platform.db,
      clock: platform.clock,
      currency: platform.config.payments.currency,
      sendCampaign: async (campaign) => {
        const { campaignId } = await app.email.sendSystemCampaign({
          kind: 'boardReport',
          subject: campaign.subject,
          body: campaign.body,
          attachments: storedFiles(campaign),
        });
        return { id: campaignId };
      },
    };
    boardReportRoutes(app, context);
    const monthly = setInterval(
      () => platform.background.run('board report', () => runBoardReportIfDue(context).then()),
      HOURLY_MS,
    );
    monthly.unref();
    app.addHook('onClose', async () => clearInterval(monthly));
  },
  { dependencies: ['email'] },
);
