import { z } from 'zod';

/*
 * Badges: phone and email from auth's `member.verified`, selfie and ID document decided by staff.
 * Kept apart from the verification schemas so views, cards and the snapshot carry them without the
 * staff side.
 */

export const BADGE_KINDS = ['phone', 'email', 'selfie', 'id'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const badgesSchema = z.object({
  phone: z.boolean(),
  email: z.boolean(),
  selfie: z.boolean(),
  id: z.boolean(),
});
export type Badges = z.infer<typeof badgesSchema>;

export const NO_BADGES: Badges = { phone: false, email: false, selfie: false, id: false };

/**
 * "Verified" (the search filter `verifiedOnly`, the check mark): the phone is the member's own
 * (auth's code) and the face is the member's own (a selfie with a gesture asked at random, seen
 * by staff). Email and the ID document are badges of their own but not required.
 */
export const isVerified = (b: Pick<Badges, 'phone' | 'selfie'>): boolean => b.phone && b.selfie;
