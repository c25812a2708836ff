import { z } from 'zod';
import { GENDERS, VISIBILITIES } from './enums.js';
import { badgesSchema, NO_BADGES } from './badges.js';
import { declarationBadgesSchema } from './declaration.js';
import { MODERATION_KINDS } from './moderation-states.js';
import { preferencesSchema } from './preferences.js';

/*
 * What the profile service tells others (topic `profile.events`), keyed by the member id. Search
 * keeps its read model from these alone, so `profile.updated` carries the whole searchable
 * snapshot, not a diff: a consumer that missed one still ends right after the next.
 */

export const profileSnapshotSchema = z.object({
  memberId: z.string(),
  kind: z.enum(['individual', 'company']),
  fullName: z.string(),
  // The name in Latin and Arabic script where the member gave them (cards show the page's
  // script); events older than them read as none.
  fullNameEn: z.string().nullable().default(null),
  fullNameAr: z.string().nullable().default(null),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  maritalState: z.string().nullable(),
  smoking: z.string().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  religion: z.string().nullable(),
  // What the other side's wishes are weighed against (search compatibility); events older than
  // them read as unanswered.
  religiosity: z.string().nullable().default(null),
  prayer: z.string().nullable().default(null),
  sect: z.string().nullable().default(null),
  qualification: z.string().nullable().default(null),
  hasChildren: z.string().nullable().default(null),
  wantsChildren: z.string().nullable().default(null),
  wives: z.number().int().nullable().default(null),
  relocate: z.string().nullable().default(null),
  marriageTimeline: z.string().nullable().default(null),
  visibility: z.enum(VISIBILITIES),
  completeness: z.number().int(),
  /** The current profile image's id, or null: search shows a photo only where privacy allows. */
  avatarId: z.string().nullable(),
  /** Badges; an event written before them reads as none (search then shows no badge). */
  badges: badgesSchema.default(NO_BADGES),
  /** The declaration's badges (never a document); events written before them read as declared only. */
  declaration: declarationBadgesSchema.default({ declared: true, attested: false, documentChecked: false }),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
/**
 * What a producer writes: `badges` may be left out (events and fixtures older than badges); a
 * parsed snapshot (`z.output`) always has them.
 */
export type ProfileSnapshot = z.input<typeof profileSnapshotSchema>;

/** `profile.updated`: the snapshot after the change, and which fields changed. */
export const profileUpdatedPayloadSchema = z.object({
  profile: profileSnapshotSchema,
  changed: z.array(z.string()),
});
export type ProfileUpdatedPayload = z.infer<typeof profileUpdatedPayloadSchema>;

export const profileVisibilityChangedPayloadSchema = z.object({
  memberId: z.string(),
  visibility: z.enum(VISIBILITIES),
  changedAt: z.string(),
});
export type ProfileVisibilityChangedPayload = z.infer<typeof profileVisibilityChangedPayloadSchema>;

/** `profile.photo.added` / `profile.photo.removed`: any image of the profile (avatar, cover, album). */
export const profilePhotoPayloadSchema = z.object({
  memberId: z.string(),
  photoId: z.string(),
  kind: z.enum(['avatar', 'cover', 'photo']),
  at: z.string(),
});
export type ProfilePhotoPayload = z.infer<typeof profilePhotoPayloadSchema>;

/** `member.active`: a heartbeat at most once per throttle window per member (presence, most active). */
export const memberActivePayloadSchema = z.object({ memberId: z.string(), at: z.string() });
export type MemberActivePayload = z.infer<typeof memberActivePayloadSchema>;

/**
 * `profile.moderated`: staff decided on a member's image or about-me text (`kind` of the item).
 * `reason` is the rejection's code (never the staff note); null on approval.
 */
export const profileModeratedPayloadSchema = z.object({
  memberId: z.string(),
  itemId: z.string(),
  kind: z.enum(MODERATION_KINDS),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  at: z.string(),
});
export type ProfileModeratedPayload = z.infer<typeof profileModeratedPayloadSchema>;

/** One profile in the profile export (`GET /api/profile/admin/export/profiles`). */
export const profileExportSchema = z.object({
  profile: profileSnapshotSchema,
  lastActiveAt: z.string().nullable(),
  /** The member's wishes (private: the export is for staff tooling and search's rebuild only). */
  preferences: preferencesSchema.nullable().default(null),
});
export type ProfileExport = z.infer<typeof profileExportSchema>;
