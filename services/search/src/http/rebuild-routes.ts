import { rebuildBatchSchema, rebuildResultSchema, rebuildSchema } from '@mawadda/contracts';
import { ProblemError } from '@mawadda/kit';
import { z } from 'zod';
import { ADMINS, type SearchContext } from './context.js';

const rebuildParams = z.object({ id: z.uuid() });
const gone = () => new ProblemError(404, 'rebuild_gone', 'search.rebuildGone');

/**
 * Rebuilding the index from the producers' exports (the operator's `npm run search:rebuild`
 * drives these). Each batch is one transaction through the same rules the consumers apply.
 */
export function rebuildRoutes({ api, database, model, rebuilds, index }: SearchContext) {
  api.post(
    '/admin/rebuilds',
    { summary: 'Start a rebuild of the search index', access: ADMINS, response: rebuildSchema, status: 201 },
    async () => {
      const r = await rebuilds.start();
      return { id: r.id, startedAt: r.startedAt.toISOString() };
    },
  );

  api.post(
    '/admin/rebuilds/:id/batches',
    {
      summary: "Replay one page of a producer's export (members, profiles or blocks)",
      access: ADMINS,
      params: rebuildParams,
      body: rebuildBatchSchema,
      response: z.object({ applied: z.number().int() }),
      errors: { 404: 'No such rebuild running' },
    },
    async ({ params, body }) => {
      if (!(await rebuilds.running(params.id))) throw gone();
      await database.db.transaction(async (tx) => {
        if (body.source === 'members') for (const m of body.items) await model.registered(tx, m, m.status);
        else if (body.source === 'profiles') for (const p of body.items) await model.profileExport(tx, p);
        else for (const b of body.items) await model.blockExport(tx, b);
      });
      return { applied: body.items.length };
    },
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
    async ({ params }) => {
      const rebuild = await rebuilds.running(params.id);
      if (!rebuild) throw gone();
      const removed = await database.db.transaction(async (tx) => {
        if (!(await rebuilds.finish(tx, params.id))) throw gone();
        return model.sweep(tx, rebuild.startedAt);
      });
      await index.flush();
      return { members: await index.count(), ...removed };
    },
  );
}
