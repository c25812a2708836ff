import { rebuildBatchSchema, rebuildResultSchema, rebuildSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { applyRebuildBatch } from '../app/apply-rebuild-batch.js';
import { finishRebuild } from '../app/finish-rebuild.js';
import { startRebuild } from '../app/start-rebuild.js';
import { ADMINS, type SearchHttp } from './context.js';
import { orRefuse, orUnavailable } from './problems.js';

const rebuildParams = z.object({ id: z.uuid() });

/**
 * Rebuilding the index from the producers' exports (driven by `npm run search:rebuild`). While the
 * engine cannot answer, each step answers 503 with Retry-After, so the operator's tool waits and
 * tries again.
 */
export function rebuildRoutes({ api, app }: SearchHttp) {
  api.post(
    '/admin/rebuilds',
    { summary: 'Start a rebuild of the search index', access: ADMINS, response: rebuildSchema, status: 201 },
    async () => {
      const r = await orUnavailable(startRebuild(app));
      return { id: r.id, startedAt: r.startedAt.toISOString() };
    },
  );

  api.post(
    '/admin/rebuilds/:id/batches',
    {
      summary: "Replay one page of a producer's export (members, profiles, blocks or follows)",
      access: ADMINS,
      params: rebuildParams,
      body: rebuildBatchSchema,
      response: z.object({ applied: z.number().int() }),
      errors: { 404: 'No such rebuild running' },
    },
    async ({ params, body }) => orRefuse(await orUnavailable(applyRebuildBatch(app, params.id, body))),
  );

  api.post(
    '/admin/rebuilds/:id/finish',
    {
      summary: 'Finish a rebuild: drop what it did not see',
      access: ADMINS,
      params: rebuildParams,
      response: rebuildResultSchema,
      errors: { 404: 'No such rebuild running' },
    },
    async ({ params }) => orRefuse(await orUnavailable(finishRebuild(app, params.id))),
  );
}
