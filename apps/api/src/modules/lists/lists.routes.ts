// GET /edrocks/public/lists/ (seed, point 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, listsResponseSchema } from '@portal/shared';
import type { ListsService } from './lists.service';

export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (
  app,
  { lists },
) => {
  app.get(
    API.lists,
    {
      schema: {
        tags: ['lists'],
        summary: 'Lookup lists for forms',
        response: { 200: listsResponseSchema },
      },
    },
    () => lists.getLists(),
  );
};
