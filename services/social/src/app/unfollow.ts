import type { SocialApp } from './context.js';
import { runPairCommand } from './pair-command.js';

/** Unfollow a member, or cancel my pending request: the same command, whichever state it is in. */
export const unfollow = (app: SocialApp, viewerId: string, memberId: string) =>
  runPairCommand(app, viewerId, memberId, { kind: 'unfollow' });
