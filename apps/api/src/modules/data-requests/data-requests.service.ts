// The data requests' service: the queue and its export, a request recorded or filed, its state changed, bound
// to the area's context (docs/architecture.md, "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import type { DataRequestsContext } from './data-requests-context';
import {
  changeDataRequest,
  exportDataRequests,
  fileOwnDataRequest,
  listDataRequests,
  recordDataRequest,
} from './data-request-filing';

export function createDataRequestsService(context: DataRequestsContext) {
  return bindUseCases(context, {
    listDataRequests,
    exportDataRequests,
    recordDataRequest,
    fileOwnDataRequest,
    changeDataRequest,
  });
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
