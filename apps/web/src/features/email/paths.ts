// The e-mail area's screens that no other feature links to. The campaigns list is the seed's
// PATHS.email; the public unsubscribe page is the one a message's footer links to (the shared
// UNSUBSCRIBE_PAGE_PATH, spelt here so that the manifests, which the sign-in page loads, carry no
// area's constants; paths.test.ts keeps the two equal).
import { PATHS } from '../../config/paths';

export const UNSUBSCRIBE_PAGE = '/edrocks/unsubscribe';

export const EMAIL_SCREEN_PATHS = {
  campaigns: PATHS.email,
  campaignNew: `${PATHS.email}/campaigns/new`,
  campaign: `${PATHS.email}/campaigns/:id`,
  campaignEdit: `${PATHS.email}/campaigns/:id/edit`,
  log: `${PATHS.email}/log`,
  addresses: `${PATHS.email}/addresses`,
  templates: `${PATHS.email}/templates`,
  board: `${PATHS.email}/board`,
  unsubscribe: `${UNSUBSCRIBE_PAGE}/:token`,
} as const;
