import { z } from 'zod';
import { GENDERS, PRESENCES } from './enums.js';
import { badgesSchema } from './badges.js';
import { profileImageSchema } from './profile-image.js';

/** At most this many cards per request: one page of a social or search list. */
export const MEMBER_CARDS_MAX = 50;

/**
 * `POST /api/profile/cards`: the short form of several members at once, for lists (followers,
 * requests, blocks). Ids the viewer may not see (unknown, erased, companies, or members who block
 * the viewer) are simply absent from the answer.
 */
export const memberCardsRequestSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(MEMBER_CARDS_MAX) })
  .strict();

export const memberCardSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  fullNameAr: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  presence: z.enum(PRESENCES),
  /** Null when there is none or the viewer may not see this member's media. */
  avatar: profileImageSchema.nullable(),
  /** The member's badges (absent from older answers). */
  badges: badgesSchema.optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberCardsSchema = z.object({ items: z.array(memberCardSchema) });
export type MemberCards = z.infer<typeof memberCardsSchema>;
