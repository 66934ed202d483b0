// The e-mail area's screens that no other feature links to. The campaigns list is the seed's
// PATHS.email; the public unsubscribe page is the one a message's footer links to.
import { UNSUBSCRIBE_PAGE_PATH } from '@portal/shared';
import { PATHS } from '../../config/paths';

export const EMAIL_SCREEN_PATHS = {
  campaigns: PATHS.email,
  campaignNew: `${PATHS.email}/campaigns/new`,
  campaign: `${PATHS.email}/campaigns/:id`,
  campaignEdit: `${PATHS.email}/campaigns/:id/edit`,
  log: `${PATHS.email}/log`,
  addresses: `${PATHS.email}/addresses`,
  templates: `${PATHS.email}/templates`,
  board: `${PATHS.email}/board`,
  unsubscribe: `${UNSUBSCRIBE_PAGE_PATH}/:token`,
} as const;
