// The yearly cycle's routes (year-cycle-endpoints.ts in packages/shared), and the years'
// activation (PERIOD_ENDPOINTS.activate), which settles the cycle's requests, and the
// coordinators' list of a year's requests and their answers with its export.
import type { FastifyInstance } from 'fastify';
import { PERIOD_ENDPOINTS, YEAR_CYCLE_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import {
  RECOMMITMENT_ANSWERS_FILE_NAME,
  recommitmentAnswerColumns,
} from './recommitment-answers.export';
import type { YearCycleService } from './year-cycle.service';

export function yearCycleRoutes(app: FastifyInstance, cycle: YearCycleService): void {
  endpointRoute(app, ENDPOINTS.recommit, ({ auth, params, body }) =>
    cycle.recommit(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.upgrade, ({ params, body }) => cycle.upgrade(params.id, body));
  endpointRoute(app, ENDPOINTS.mine, ({ auth }) => cycle.mine(auth));
  endpointRoute(app, ENDPOINTS.answer, ({ auth, params, body }) =>
    cycle.answer(auth, params.id, body),
  );
  endpointRoute(app, ENDPOINTS.summary, ({ auth, params }) => cycle.summary(auth, params.id));
  listRoutes(
    app,
    { list: ENDPOINTS.answers, export: ENDPOINTS.answersExport },
    {
      page: ({ auth, query }) => cycle.answers(auth, query),
      exportFile: async ({ auth, query: { format: _format, ...filters } }) => {
        const { yearName, rows } = await cycle.answerRows(auth, filters);
        return {
          fileName: RECOMMITMENT_ANSWERS_FILE_NAME,
          columns: recommitmentAnswerColumns(yearName),
          rows,
        };
      },
    },
  );
  endpointRoute(app, PERIOD_ENDPOINTS.activate, ({ params, body }) =>
    cycle.activate(params.id, body),
  );
}
