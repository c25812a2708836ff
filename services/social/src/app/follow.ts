import type { SocialApp } from './context.js';
import { runPairCommand } from './pair-command.js';

/**
 * Follow a member: at once on a public profile, as a request on a private one. Every attempt
 * counts against the hourly limit, whatever its answer: asking again is not a way around it.
 */
export async function follow(app: SocialApp, viewerId: string, memberId: string) {
  await app.limits.follows.enforce(viewerId);
  return runPairCommand(app, viewerId, memberId, { kind: 'follow' });
}
