// The data requests' service: the queue, a request recorded or filed, its state changed, bound
// to the area's context (docs/architecture.md, "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import type { DataRequestsContext } from './data-requests-context';
import {
  changeDataRequest,
  fileOwnDataRequest,
  listDataRequests,
  recordDataRequest,
} from './data-request-filing';

export function createDataRequestsService(context: DataRequestsContext) {
  return bindUseCases(context, {
    listDataRequests,
    recordDataRequest,
    fileOwnDataRequest,
    changeDataRequest,
  });
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
