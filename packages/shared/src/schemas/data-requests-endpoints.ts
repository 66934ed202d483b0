// Data requests: the endpoints under /edrocks/api/data-requests (the list in data-requests.ts'
// header), apart from the schemas they name so that the web's build can keep each endpoint's
// method and path without the schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { DATA_REQUEST_PATHS } from './data-requests-constants';
import {
  dataRequestCreateSchema,
  dataRequestExportQuerySchema,
  dataRequestIdParams,
  dataRequestListQuerySchema,
  dataRequestPageSchema,
  dataRequestSchema,
  dataRequestUpdateSchema,
  ownDataRequestSchema,
} from './data-requests';

const tag = 'data-requests';

export const DATA_REQUEST_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: DATA_REQUEST_PATHS.requests,
    access: { area: 'dataRequests', mode: 'read' },
    tag,
    summary: 'The queue of data requests by due date, overdue ones flagged, filtered by state',
    query: dataRequestListQuerySchema,
    responses: { 200: dataRequestPageSchema },
    errors: [400, 401, 403],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: DATA_REQUEST_PATHS.requestsExport,
    access: { area: 'dataRequests', mode: 'read' },
    tag,
    summary: 'The queue of data requests, searched and filtered as the list, as CSV or Excel',
    query: dataRequestExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: DATA_REQUEST_PATHS.requests,
    access: { area: 'dataRequests', mode: 'write' },
    tag,
    summary: 'Records a data request received by mail, phone or in person (due in 30 days)',
    body: dataRequestCreateSchema,
    responses: { 201: dataRequestSchema },
    errors: [400, 401, 403, 404],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: DATA_REQUEST_PATHS.request,
    access: { area: 'dataRequests', mode: 'write' },
    tag,
    summary: "Changes a data request's state and note",
    params: dataRequestIdParams,
    body: dataRequestUpdateSchema,
    responses: { 200: dataRequestSchema },
    errors: [400, 401, 403, 404],
  }),
  fileOwn: defineEndpoint({
    method: 'POST',
    path: DATA_REQUEST_PATHS.mine,
    access: { area: 'profile', mode: 'write' },
    tag,
    summary: 'Files a data request about the signed-in person (a few a day)',
    body: ownDataRequestSchema,
    responses: { 201: dataRequestSchema },
    errors: [400, 401, 403, 429],
  }),
};
