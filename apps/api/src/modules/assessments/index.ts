// Leadership assessments: the sponsor's five texts of the year, and the coordinators' reading
// and returning of them (`app.assessments`).
import { definePortalModule } from '../../platform';
import { assessmentsRoutes } from './assessments.routes';
import { createAssessmentsService, type AssessmentsService } from './assessments.service';

declare module 'fastify' {
  interface FastifyInstance {
    assessments: AssessmentsService;
  }
}

export const assessmentsModule = definePortalModule(
  'assessments',
  async (app, platform) => {
    const assessments = createAssessmentsService({ ...platform, periods: app.periods });
    app.decorate('assessments', assessments);
    assessmentsRoutes(app, assessments);
  },
  { dependencies: ['periods'] },
);
