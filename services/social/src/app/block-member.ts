import type { SocialApp } from './context.js';
import { runPairCommand } from './pair-command.js';

/** Block a member: follows both ways end, and they find me "not found" from now on. */
export const blockMember = (app: SocialApp, viewerId: string, memberId: string) =>
  runPairCommand(app, viewerId, memberId, { kind: 'block' });
