import type { SocialApp } from './context.js';
import { runPairCommand } from './pair-command.js';

/** Lift my block. The follows it ended stay ended: lifting a block restores nothing. */
export const unblockMember = (app: SocialApp, viewerId: string, memberId: string) =>
  runPairCommand(app, viewerId, memberId, { kind: 'unblock' });
