import { z } from 'zod';

/**
 * What a member can reveal to one named member: their photos or their CV. A member may keep these
 * hidden from everyone, open them person by person, and take that back.
 */
export const REVEAL_SUBJECTS = ['photos', 'cv'] as const;
export type RevealSubject = (typeof REVEAL_SUBJECTS)[number];

/** `reveal.requested` (profile): `requesterId` asked `ownerId` to see their photos or CV. */
export const revealRequestedPayloadSchema = z.object({
  requestId: z.string(),
  ownerId: z.string(),
  requesterId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  at: z.string(),
});
export type RevealRequestedPayload = z.infer<typeof revealRequestedPayloadSchema>;

/**
 * `reveal.granted` / `reveal.revoked` (profile): `ownerId` opened (or closed) their photos or CV
 * to `viewerId`. Ids and facts only: which files, and their URLs, never leave the profile service.
 */
export const revealChangedPayloadSchema = z.object({
  ownerId: z.string(),
  viewerId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  at: z.string(),
});
export type RevealChangedPayload = z.infer<typeof revealChangedPayloadSchema>;
