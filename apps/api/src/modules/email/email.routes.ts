// /edrocks/api/email: campaigns, audiences, previews, templates and board members, from the
// contracts in packages/shared/src/schemas/email-endpoints.ts. The delivery log, the addresses
// and the unsubscribe link are the mail log's (modules/mail-log); the board report's settings
// are built on `sendSystemCampaign`.
import type { FastifyInstance } from 'fastify';
import { EMAIL_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { EmailService } from './email.service';

export function emailRoutes(app: FastifyInstance, email: EmailService): void {
  endpointRoute(app, ENDPOINTS.campaigns, ({ auth, query }) => email.listCampaigns(auth, query));
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => email.createCampaign(auth, body));
  endpointRoute(app, ENDPOINTS.get, ({ auth, params }) => email.getCampaign(auth, params.id));
  endpointRoute(app, ENDPOINTS.update, ({ auth, params, body }) =>
    email.updateCampaign(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.remove, ({ auth, params }) => email.removeCampaign(auth, params.id));
  endpointRoute(app, ENDPOINTS.send, ({ auth, params, body }) =>
    email.sendCampaign(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.pause, ({ auth, params }) => email.pauseCampaign(auth, params.id));
  endpointRoute(app, ENDPOINTS.resume, ({ auth, params }) => email.resumeCampaign(auth, params.id));
  endpointRoute(app, ENDPOINTS.cancel, ({ auth, params }) => email.cancelCampaign(auth, params.id));
  endpointRoute(app, ENDPOINTS.audience, ({ auth, body }) => email.audienceSummary(auth, body));
  endpointRoute(app, ENDPOINTS.preview, ({ auth, body }) => email.previewMessage(auth, body));
  endpointRoute(app, ENDPOINTS.templates, () => email.listTemplates());
  endpointRoute(app, ENDPOINTS.createTemplate, ({ auth, body }) =>
    email.createTemplate(auth, body),
  );
  endpointRoute(app, ENDPOINTS.updateTemplate, ({ params, body }) =>
    email.updateTemplate(params.id, body),
  );
  endpointRoute(app, ENDPOINTS.removeTemplate, ({ params }) => email.removeTemplate(params.id));
  endpointRoute(app, ENDPOINTS.boardMembers, () => email.listBoardMembers());
  endpointRoute(app, ENDPOINTS.createBoardMember, ({ body }) => email.createBoardMember(body));
  endpointRoute(app, ENDPOINTS.updateBoardMember, ({ params, body }) =>
    email.updateBoardMember(params.id, body),
  );
  endpointRoute(app, ENDPOINTS.removeBoardMember, ({ params }) =>
    email.removeBoardMember(params.id),
  );
}
