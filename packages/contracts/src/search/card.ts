import { z } from 'zod';
import { GENDERS, MARITAL_STATES } from '../member-enums.js';
import { badgesSchema } from '../profile/badges.js';
import { PRESENCES } from '../profile/enums.js';
import { compatibilitySchema } from './compatibility.js';

/**
 * One member in search results and the most-active strip. No photo here: photos are the profile
 * service's to grant (private albums, followers, blocks), so the web asks `POST /api/profile/cards`
 * for the page's members and shows a neutral placeholder wherever no image comes back.
 */
export const searchCardSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  /** The name in Latin and in Arabic script when the member gave it (absent from older answers). */
  fullNameEn: z.string().nullable().optional(),
  fullNameAr: z.string().nullable().optional(),
  gender: z.enum(GENDERS),
  age: z.number().int(),
  country: z.string().nullable(),
  city: z.string(),
  nationality: z.string().nullable(),
  maritalState: z.enum(MARITAL_STATES).nullable(),
  presence: z.enum(PRESENCES),
  /** From the searcher's city, rounded to whole km; null when the searcher has no city on file. */
  distanceKm: z.number().int().nullable(),
  /** The member's badges and whether they count as verified (phone and selfie). */
  badges: badgesSchema.optional(),
  verified: z.boolean().optional(),
  /** How the pair fits, seen by the searcher (member searches and suggestions; not guests). */
  compatibility: compatibilitySchema.optional(),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const searchPageSchema = z.object({
  items: z.array(searchCardSchema),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const mostActiveSchema = z.object({ items: z.array(searchCardSchema) });
export type MostActive = z.infer<typeof mostActiveSchema>;
