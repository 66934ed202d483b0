// /edrocks/public/donations (donors, sponsors' public pages) and /edrocks/api/donations
// (sponsors' own pages, coordinators' list, manual gifts, refunds, the total report, the review
// of what the pages' screening held); from the contracts in
// packages/shared/src/schemas/donations-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { DONATION_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { exportRoute } from '../../lib/export-route';
import { resolveLanguage } from '../../lib/language';
import { listRoutes } from '../../lib/list-routes';
import { donationExportColumns, summaryExportColumns, summaryExportRows } from './donations-export';
import type { DonationPagesService } from './donation-pages.service';
import type { DonationListService } from './donations-list.service';
import type { DonationsService } from './donations.service';
import type { TextReviewService } from './text-review.service';

export function donationsRoutes(
  app: FastifyInstance,
  services: {
    donations: DonationsService;
    lists: DonationListService;
    pages: DonationPagesService;
    review: TextReviewService;
  },
): void {
  const { donations, lists, pages, review } = services;
  endpointRoute(app, ENDPOINTS.create, ({ body, request }) =>
    donations.create(body, resolveLanguage(request.headers['accept-language']), request.ip),
  );
  endpointRoute(app, ENDPOINTS.settings, () => donations.settings());
  endpointRoute(app, ENDPOINTS.status, ({ params, query }) => donations.status(params.id, query));
  endpointRoute(app, ENDPOINTS.page, ({ params, request }) =>
    pages.page(params.sponsorPublicId, params.studentPublicId, request.ip),
  );
  endpointRoute(app, ENDPOINTS.myPages, ({ auth }) => pages.myPages(auth));
  endpointRoute(app, ENDPOINTS.updateMyPage, ({ auth, params, body }) =>
    pages.updateMyPage(auth, params.studentId, body.text),
  );
  endpointRoute(app, ENDPOINTS.addManual, ({ auth, body, request }) =>
    donations.addManual(auth, body, resolveLanguage(request.headers['accept-language'])),
  );
  listRoutes(app, ENDPOINTS, {
    page: ({ auth, query }) => lists.list(auth, query),
    exportFile: ({ auth, query: { format: _format, ...filters } }) => ({
      fileName: 'donationsExport.fileName',
      columns: donationExportColumns,
      rows: lists.exportRows(auth, filters),
      today: lists.today(),
    }),
  });
  endpointRoute(app, ENDPOINTS.refund, ({ auth, params }) => donations.refund(auth, params.id));
  endpointRoute(app, ENDPOINTS.summary, ({ query }) => lists.summary(query));
  exportRoute(app, ENDPOINTS.summaryExport, async ({ query }) => {
    const { format: _format, ...filters } = query;
    const summary = await lists.summary(filters);
    return {
      fileName: 'donationsSummaryExport.fileName',
      columns: summaryExportColumns,
      rows: summaryExportRows(summary),
      today: lists.today(),
    };
  });
  endpointRoute(app, ENDPOINTS.textReviews, ({ auth, query }) => review.list(auth, query));
  endpointRoute(app, ENDPOINTS.approveText, ({ auth, params, body }) =>
    review.approve(auth, { ...params, revision: body.revision }),
  );
  endpointRoute(app, ENDPOINTS.rejectText, ({ auth, params, body }) =>
    review.reject(auth, { ...params, revision: body.revision }),
  );
}
