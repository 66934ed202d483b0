// /edrocks/api/agreements: the sponsor's required agreements and signing, and the texts for
// coordinators, the parent agreement, its public page and the coordinators' checks of parents'
// signatures; from the contracts in packages/shared/src/schemas/agreements-endpoints.ts and
// parent-agreements.ts.
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_ENDPOINTS as ENDPOINTS, PARENT_AGREEMENT_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { resolveLanguage } from '../../lib/language';
import type { AgreementsService } from './agreements.service';
import type { ParentAgreementsService } from './parent-agreements.service';
import type { ParentSignatureChecks } from './parent-signature-checks.service';

export function agreementsRoutes(app: FastifyInstance, agreements: AgreementsService): void {
  endpointRoute(app, ENDPOINTS.mine, ({ auth, request }) =>
    agreements.mine(auth, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, ENDPOINTS.accept, ({ auth, params, body, request }) =>
    agreements.accept(auth, params.versionId, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      language: resolveLanguage(request.headers['accept-language']),
    }),
  );
  endpointRoute(app, ENDPOINTS.list, async ({ auth }) => ({
    items: await agreements.listFor(auth),
  }));
  endpointRoute(app, ENDPOINTS.missingTexts, ({ auth }) => agreements.missingTexts(auth));
  endpointRoute(app, ENDPOINTS.update, ({ auth, params, body }) =>
    agreements.update(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.newVersion, ({ auth, params, body }) =>
    agreements.newVersion(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.updateDraft, ({ auth, params, body }) =>
    agreements.updateDraft(auth, params.versionId, body),
  );
  endpointRoute(app, ENDPOINTS.publish, ({ auth, params, body }) =>
    agreements.publish(auth, params.id, body),
  );
}

export function parentAgreementsRoutes(
  app: FastifyInstance,
  parentAgreements: ParentAgreementsService,
  checks: ParentSignatureChecks,
): void {
  const ENDPOINTS = PARENT_AGREEMENT_ENDPOINTS;
  endpointRoute(app, ENDPOINTS.status, ({ auth, query, request }) =>
    parentAgreements.status(
      auth,
      query.sponsorId,
      resolveLanguage(request.headers['accept-language']),
    ),
  );
  endpointRoute(app, ENDPOINTS.send, ({ auth, body, request }) =>
    parentAgreements.send(auth, body, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, ENDPOINTS.signaturePdf, async ({ auth, params, reply }) => {
    const { fileName, pdf } = await parentAgreements.signaturePdf(auth, params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
  endpointRoute(app, ENDPOINTS.publicAgreement, ({ params, query, request }) =>
    parentAgreements.publicAgreement(params.key, query.language, request.ip),
  );
  endpointRoute(app, ENDPOINTS.publicSign, ({ params, body, request }) =>
    parentAgreements.publicSign(params.key, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      language: resolveLanguage(request.headers['accept-language']),
      deviceId: body.deviceId,
    }),
  );
  endpointRoute(app, ENDPOINTS.confirmSignature, ({ auth, body, request }) =>
    checks.confirm(auth, body, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, ENDPOINTS.rejectSignature, ({ auth, body, request }) =>
    checks.reject(auth, body, resolveLanguage(request.headers['accept-language'])),
  );
}
