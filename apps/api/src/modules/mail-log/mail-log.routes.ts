// /edrocks/api/email/deliveries, .../addresses, a campaign's messages and the public unsubscribe
// link, from EMAIL_ENDPOINTS (packages/shared/src/schemas/email-endpoints.ts).
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { EMAIL_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import { DELIVERIES_FILE_NAME, deliveryExportColumns } from './delivery-export';
import type { MailLogService } from './mail-log.service';

export async function mailLogRoutes(app: FastifyInstance, mailLog: MailLogService): Promise<void> {
  listRoutes(
    app,
    { list: ENDPOINTS.deliveries, export: ENDPOINTS.deliveriesExport },
    {
      page: ({ auth, query }) => mailLog.deliveries(auth, query),
      exportFile: ({ auth, query: { format: _format, ...filters } }) => {
        const { today, rows } = mailLog.exportDeliveries(auth, filters);
        return {
          fileName: DELIVERIES_FILE_NAME,
          columns: (_t, language) => deliveryExportColumns(language),
          rows,
          today,
        };
      },
    },
  );
  endpointRoute(app, ENDPOINTS.messages, ({ auth, params, query }) =>
    mailLog.campaignMessages(auth, params.id, query),
  );
  endpointRoute(app, ENDPOINTS.addresses, ({ auth, query }) => mailLog.addresses(auth, query));
  endpointRoute(app, ENDPOINTS.clearBounce, ({ auth, body }) => mailLog.clearBounce(auth, body));

  endpointRoute(app, ENDPOINTS.unsubscribeState, ({ params, request }) =>
    mailLog.unsubscribeState(params.token, request.ip),
  );
  // Its own encapsulated context: only here does a form body parse (a mail client's one-click
  // POST sends `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded), and an empty
  // JSON body is no error. The body says nothing the link does not: it is not read.
  await app.register(async (oneClick) => {
    await oneClick.register(formbody);
    const parseJson = oneClick.getDefaultJsonParser('error', 'error');
    oneClick.removeContentTypeParser('application/json');
    oneClick.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        if (typeof body === 'string' && body.trim() === '') return done(null, {});
        return parseJson(request, body as string, done);
      },
    );
    endpointRoute(oneClick, ENDPOINTS.unsubscribe, ({ params, request }) =>
      mailLog.unsubscribe(params.token, request.ip),
    );
  });
}
