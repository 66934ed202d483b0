// /edrocks/api/sponsorships: the year's pairings, pairing and ending, the students a sponsor may
// choose, the sponsor's hold, and the coordinators' lists of students with room for a sponsor and
// sponsors without a student, and pausing one sponsorship's letters; from the contracts in
// packages/shared/src/schemas/sponsorships-endpoints.ts.
import type { FastifyInstance } from 'fastify';
import {
  SPONSORSHIP_ENDPOINTS as ENDPOINTS,
  SPONSOR_OFFER_ENDPOINTS,
  type EndpointDefinition,
  type MessageKey,
} from '@portal/shared';
import { endpointRoute, type EndpointHandler, type EndpointInput } from '../../lib/endpoint-route';
import type { ExportFile } from '../../lib/export-route';
import { listRoutes } from '../../lib/list-routes';
import type { LettersPauseService } from './letters-pause.service';
import {
  openStudentColumns,
  sponsorshipColumns,
  unpairedSponsorColumns,
} from './sponsorship.export';
import type { SponsorshipService, WaitingListExport } from './sponsorship.service';

/** A list of who is waiting in a year: its page, and its export with the year's name as a column. */
function waitingListRoutes<
  const ListEndpoint extends EndpointDefinition,
  const ExportEndpoint extends EndpointDefinition,
  Row,
>(
  app: FastifyInstance,
  endpoints: { list: ListEndpoint; export: ExportEndpoint },
  answers: {
    page: EndpointHandler<ListEndpoint>;
    rows: (input: EndpointInput<ExportEndpoint>) => Promise<WaitingListExport<Row>>;
    fileName: MessageKey;
    columns: (yearName: string) => ExportFile<Row>['columns'];
  },
): void {
  listRoutes(app, endpoints, {
    page: answers.page,
    exportFile: async (input) => {
      const { yearName, rows } = await answers.rows(input);
      return { fileName: answers.fileName, columns: answers.columns(yearName), rows };
    },
  });
}

export function sponsorshipRoutes(
  app: FastifyInstance,
  sponsorship: SponsorshipService,
  lettersPause: LettersPauseService,
): void {
  listRoutes(app, ENDPOINTS, {
    page: ({ auth, query }) => sponsorship.list(auth, query),
    exportFile: async ({ auth, query: { format: _format, ...filters } }) => ({
      fileName: 'sponsorshipsExport.fileName',
      columns: sponsorshipColumns,
      rows: await sponsorship.exportRows(auth, filters),
    }),
  });
  endpointRoute(app, ENDPOINTS.create, ({ auth, body }) => sponsorship.create(auth, body));
  endpointRoute(app, SPONSOR_OFFER_ENDPOINTS.create, ({ auth, body }) =>
    sponsorship.offer(auth, body),
  );
  endpointRoute(app, SPONSOR_OFFER_ENDPOINTS.mine, ({ auth }) => sponsorship.offersOfMine(auth));
  endpointRoute(app, SPONSOR_OFFER_ENDPOINTS.answer, ({ auth, params, body }) =>
    sponsorship.answerOffer(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.end, ({ auth, params, query }) =>
    sponsorship.end(auth, params.id, query.reason),
  );
  endpointRoute(app, ENDPOINTS.pauseLetters, ({ auth, params, body }) =>
    lettersPause.pause(auth, params.id, body.note),
  );
  endpointRoute(app, ENDPOINTS.resumeLetters, ({ auth, params }) =>
    lettersPause.resume(auth, params.id),
  );
  endpointRoute(app, ENDPOINTS.sponsorableStudents, ({ auth, query }) =>
    sponsorship.sponsorable(auth, query),
  );
  waitingListRoutes(
    app,
    { list: ENDPOINTS.openStudents, export: ENDPOINTS.openStudentsExport },
    {
      page: ({ auth, query }) => sponsorship.openStudents(auth, query),
      rows: ({ auth, query }) => sponsorship.openStudentRows(auth, query),
      fileName: 'openStudentsExport.fileName',
      columns: openStudentColumns,
    },
  );
  waitingListRoutes(
    app,
    { list: ENDPOINTS.unpairedSponsors, export: ENDPOINTS.unpairedSponsorsExport },
    {
      page: ({ auth, query }) => sponsorship.unpairedSponsors(auth, query),
      rows: ({ auth, query }) => sponsorship.unpairedSponsorRows(auth, query),
      fileName: 'unpairedSponsorsExport.fileName',
      columns: unpairedSponsorColumns,
    },
  );
  endpointRoute(app, ENDPOINTS.getHold, ({ auth }) => sponsorship.getHold(auth));
  endpointRoute(app, ENDPOINTS.hold, ({ auth, body, request }) =>
    sponsorship.hold(auth, body.studentId, request.ip),
  );
  endpointRoute(app, ENDPOINTS.releaseHold, ({ auth }) => sponsorship.releaseHold(auth));
}
