import { z } from 'zod';
import {
  confirmStageSchema,
  endPairSchema,
  pairDetailSchema,
  pairListSchema,
  proposeStageSchema,
} from '@mawadda/contracts';
import { actOnPair, type PairAction } from '../app/act-on-pair.js';
import { listPairs, readPair } from '../app/read-pairs.js';
import { MEMBERS, PAIR_OWNERS, type MatchHttp } from './context.js';
import { orRefuse } from './problems.js';

export const pairParams = z.object({ id: z.uuid() });
const emptyBody = z.object({}).strict();

/** A member's pairs, one pair, and the steps either member takes on it. */
export function pairRoutes({ api, app }: MatchHttp) {
  const member = (id: string) => ({ role: 'member' as const, id });

  api.get(
    '/pairs',
    {
      summary: 'My paths toward nikah, most recently changed first',
      access: MEMBERS,
      response: pairListSchema,
    },
    ({ auth }) => listPairs(app, member(auth.id)),
  );

  api.get(
    '/pairs/:id',
    {
      summary: 'One of my paths: its stage, history, planned meeting and what waits for whom',
      access: MEMBERS,
      params: pairParams,
      response: pairDetailSchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine' },
    },
    async ({ auth, params }) => orRefuse(await readPair(app, member(auth.id), params.id)),
  );

  const steps: [string, string, z.ZodType, (body: never) => PairAction][] = [
    [
      'propose',
      'Propose the next stage (meeting planned needs the meeting; engaged needs `confirmDeclarations: true`): it waits for the other, and guardians from families involved on',
      proposeStageSchema,
      (b: z.infer<typeof proposeStageSchema>) => ({
        kind: 'propose',
        meeting: b.meeting,
        confirmDeclarations: b.confirmDeclarations,
      }),
    ],
    [
      'confirm',
      'Confirm the stage the other proposed (engaged needs `confirmDeclarations: true`: I stand by what I declare)',
      confirmStageSchema,
      (b: z.infer<typeof confirmStageSchema>) => ({
        kind: 'confirm',
        confirmDeclarations: b.confirmDeclarations,
      }),
    ],
    [
      'decline',
      'Decline the stage the other proposed (the pair stays where it is)',
      emptyBody,
      () => ({ kind: 'decline' }),
    ],
    ['step-back', 'Step back one stage', emptyBody, () => ({ kind: 'stepBack' })],
    [
      'end',
      'End the path; the other reads "ended with respect", and the note only if one is given',
      endPairSchema,
      (b: z.infer<typeof endPairSchema>) => ({ kind: 'end', note: b.note || undefined }),
    ],
  ];
  for (const [path, summary, body, action] of steps)
    api.post(
      `/pairs/:id/${path}`,
      {
        summary,
        access: MEMBERS,
        params: pairParams,
        body,
        response: pairDetailSchema,
        authz: PAIR_OWNERS,
        errors: { 404: 'No such path of mine', 409: 'Not possible at this stage (message key says why)' },
      },
      async ({ auth, params, body: b }) =>
        orRefuse(await actOnPair(app, member(auth.id), params.id, action(b as never))),
    );
}
