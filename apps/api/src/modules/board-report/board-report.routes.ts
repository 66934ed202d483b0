// The monthly programme report's routes (EMAIL_ENDPOINTS.boardReport, saveBoardReport,
// sendBoardReport in packages/shared): the super admin's (the `boardReport` area).
import type { FastifyInstance } from 'fastify';
import { EMAIL_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  getBoardReportSettings,
  saveBoardReportSettings,
  sendBoardReport,
  type BoardReportContext,
} from './board-report';

export function boardReportRoutes(app: FastifyInstance, context: BoardReportContext): void {
  endpointRoute(app, ENDPOINTS.boardReport, () => getBoardReportSettings(context));
  endpointRoute(app, ENDPOINTS.saveBoardReport, ({ body }) =>
    saveBoardReportSettings(context, body),
  );
  endpointRoute(app, ENDPOINTS.sendBoardReport, () => sendBoardReport(context));
}
