// /edrocks/api/letters: writing, reading and the coordinators' review of letters, and the four
// letters of a year on the Years screen; from the contracts in
// packages/shared/src/schemas/letters-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import { LETTER_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { readUpload } from '../../lib/files/upload';
import { listRoutes } from '../../lib/list-routes';
import { resolveLanguage } from '../../lib/language';
import { letterExportColumns } from './letters.export';
import type { LettersService } from './letters.service';

export function lettersRoutes(app: FastifyInstance, letters: LettersService): void {
  listRoutes(app, ENDPOINTS, {
    page: ({ auth, query }) => letters.list(auth, query),
    exportFile: ({ auth, query: { format: _format, sort: _sort, ...filters } }) => ({
      fileName: 'lettersExport.fileName',
      columns: (_t, language) => letterExportColumns(language),
      rows: letters.exportRows(auth, filters),
    }),
  });
  endpointRoute(app, ENDPOINTS.overview, ({ auth, query, request }) =>
    letters.overview(auth, query.periodId, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => letters.create(auth, body));
  endpointRoute(app, ENDPOINTS.get, ({ auth, params }) => letters.get(auth, params.id));
  endpointRoute(app, ENDPOINTS.update, ({ auth, params, body }) =>
    letters.update(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.remove, ({ auth, params }) => letters.remove(auth, params.id));
  endpointRoute(app, ENDPOINTS.markRead, ({ auth, params }) => letters.markRead(auth, params.id));
  endpointRoute(app, ENDPOINTS.uploadAttachment, async ({ auth, request }) =>
    letters.uploadAttachment(auth, await readUpload(request)),
  );
  endpointRoute(app, ENDPOINTS.reviewQueue, ({ auth, query }) => letters.reviewQueue(auth, query));
  endpointRoute(app, ENDPOINTS.claim, ({ auth, params }) => letters.claim(auth, params.id));
  endpointRoute(app, ENDPOINTS.release, ({ auth, params }) => letters.release(auth, params.id));
  endpointRoute(app, ENDPOINTS.translate, ({ auth, params, body }) =>
    letters.translate(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.setLanguages, ({ auth, params, body }) =>
    letters.setLanguages(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.deliver, ({ auth, params }) => letters.deliver(auth, params.id));
  endpointRoute(app, ENDPOINTS.returnToWriter, ({ auth, params, body }) =>
    letters.returnToWriter(auth, params.id, body.note),
  );
  endpointRoute(app, ENDPOINTS.getYearLetters, ({ params }) => letters.getYearLetters(params.id));
  endpointRoute(app, ENDPOINTS.setYearLetters, ({ params, body }) =>
    letters.setYearLetters(params.id, body),
  );
}
