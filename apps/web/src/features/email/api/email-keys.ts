// The query keys of the e-mail area: campaigns (lists, one campaign, its per-recipient log), the
// audience counts and previews of the composer, the delivery log, the suppression list, the
// templates, the board members and the board report's settings.
import { recordKeys } from '../../../config/query-keys';

export const CAMPAIGN_KEYS = recordKeys('emailCampaigns');
export const CAMPAIGN_MESSAGE_KEYS = {
  of: (campaignId: number) => [...CAMPAIGN_KEYS.all, 'messages', campaignId] as const,
  list: (campaignId: number, query: object) =>
    [...CAMPAIGN_KEYS.all, 'messages', campaignId, query] as const,
};
export const AUDIENCE_KEY = (query: object) => ['emailAudience', query] as const;
export const PREVIEW_KEY = (input: object) => ['emailPreview', input] as const;
export const DELIVERY_KEYS = recordKeys('emailDeliveries');
export const ADDRESS_KEYS = recordKeys('emailAddresses');
export const TEMPLATE_KEYS = recordKeys('emailTemplates');
export const BOARD_MEMBER_KEYS = recordKeys('emailBoardMembers');
export const BOARD_REPORT_KEY = ['emailBoardReport'] as const;
