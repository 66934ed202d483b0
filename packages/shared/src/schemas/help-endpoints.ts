// Help: the endpoints under /edrocks/api/help (the list in help.ts' header), apart from the
// schemas they name so that the web's build can keep each endpoint's method and path without the
// schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint } from '../endpoint';
import { HELP_PATHS } from './help-constants';
import {
  helpIndexQuerySchema,
  helpIndexSchema,
  helpTopicParamsSchema,
  helpTopicSchema,
} from './help';

const read = { area: 'help', mode: 'read' } as const;

export const HELP_ENDPOINTS = {
  index: defineEndpoint({
    method: 'GET',
    path: HELP_PATHS.help,
    access: read,
    tag: 'help',
    summary:
      "The caller's help topics in the request's language, their role guide first; with q, the topics and questions that match",
    query: helpIndexQuerySchema,
    responses: { 200: helpIndexSchema },
    errors: [400, 401],
  }),
  topic: defineEndpoint({
    method: 'GET',
    path: HELP_PATHS.topic,
    access: read,
    tag: 'help',
    summary: 'One help topic as HTML (404 for a topic that does not exist or is not for the role)',
    params: helpTopicParamsSchema,
    responses: { 200: helpTopicSchema },
    errors: [400, 401, 404],
  }),
};
