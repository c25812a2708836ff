import type { Relationship } from '@mawadda/contracts';
import { refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';
import { runPairCommand, type PairCommandRefusal } from './pair-command.js';

/**
 * Follow a member: at once on a public profile, as a request on a private one. Every attempt
 * counts against the hourly limit, whatever its answer: asking again is not a way around it.
 */
export async function follow(
  app: SocialApp,
  viewerId: string,
  memberId: string,
): Promise<Outcome<Relationship, PairCommandRefusal | RefusalOf<'rate_limited'>>> {
  const limited = await app.limits.follows.spend(viewerId);
  if (limited) return refused(limited);
  return runPairCommand(app, viewerId, memberId, { kind: 'follow' });
}
