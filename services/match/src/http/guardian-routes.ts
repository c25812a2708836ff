import { GUARDIANS } from '@mawadda/kit';
import { pairDetailSchema, pairListSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { actOnPair } from '../app/act-on-pair.js';
import { listPairs, readPair } from '../app/read-pairs.js';
import type { MatchHttp } from './context.js';
import { pairParams } from './pair-routes.js';
import { orRefuse } from './problems.js';

const emptyBody = z.object({}).strict();

/** A guardian's view of his wards' paths, and his answer where a family stage waits for him. */
export function guardianRoutes({ api, app }: MatchHttp) {
  const guardian = (id: string) => ({ role: 'guardian' as const, id });

  api.get(
    '/guardian/pairs',
    {
      summary: "My wards' paths toward nikah, read-only but for my answers",
      access: GUARDIANS,
      response: pairListSchema,
    },
    ({ auth }) => listPairs(app, guardian(auth.id)),
  );

  api.get(
    '/guardian/pairs/:id',
    {
      summary: "One of my ward's paths, with what waits for me",
      access: GUARDIANS,
      params: pairParams,
      response: pairDetailSchema,
      errors: { 404: 'Not a path of a member of mine' },
    },
    async ({ auth, params }) => orRefuse(await readPair(app, guardian(auth.id), params.id)),
  );

  for (const kind of ['confirm', 'decline'] as const)
    api.post(
      `/guardian/pairs/:id/${kind}`,
      {
        summary:
          kind === 'confirm'
            ? 'Confirm the family stage that waits for me'
            : 'Decline the stage that waits for me',
        access: GUARDIANS,
        params: pairParams,
        body: emptyBody,
        response: pairDetailSchema,
        errors: { 404: 'Not a path of a member of mine', 409: 'Nothing waits for me' },
      },
      async ({ auth, params }) => orRefuse(await actOnPair(app, guardian(auth.id), params.id, { kind })),
    );
}
