import type { SocialApp } from './context.js';
import { runPairCommand } from './pair-command.js';

/** Remove a member from my followers without blocking them (a pending request is rejected). */
export const removeFollower = (app: SocialApp, viewerId: string, memberId: string) =>
  runPairCommand(app, viewerId, memberId, { kind: 'removeFollower' });
