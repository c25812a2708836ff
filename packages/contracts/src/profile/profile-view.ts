import { z } from 'zod';
import { GENDERS, PRESENCES, SPOKEN_LANGUAGES, VISIBILITIES } from './enums.js';
import { MEDIA_MODERATION_STATES, moderationNoticeSchema } from './moderation-states.js';
import { profileImageSchema } from './profile-image.js';
import { badgesSchema } from './badges.js';
import { declarationBadgesSchema } from './declaration.js';
import { profileEditSchema } from './profile-edit.js';
import { CV_FORMATS, cvPageSchema, viewerRevealRequestSchema } from './reveal.js';
import { profilePromptsSchema } from './prompts.js';

/**
 * What the profile API answers. Media never carries a store path: each file is reached through a
 * short-lived URL the profile service signed for this viewer, and checks again when it is fetched.
 */

export { imageVariantSchema, profileImageSchema, type ProfileImage } from './profile-image.js';

export const profileFileSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
  /** CV and video are not moderated: always `approved` when present. */
  moderation: z.enum(MEDIA_MODERATION_STATES).optional(),
  /** A CV's kind and the page images viewers get (the owner sees them too, unmarked). */
  format: z.enum(CV_FORMATS).optional(),
  pages: z.array(cvPageSchema).optional(),
});
export type ProfileFile = z.infer<typeof profileFileSchema>;

export const profileMediaSchema = z.object({
  avatar: profileImageSchema.nullable(),
  cover: profileImageSchema.nullable(),
  photos: z.array(profileImageSchema),
  cv: profileFileSchema.nullable(),
  video: profileFileSchema.nullable(),
});
export type ProfileMedia = z.infer<typeof profileMediaSchema>;

/**
 * A CV as another viewer gets it: page images signed (and watermarked) for them, never the
 * original file, whose URL only its owner receives.
 */
export const memberCvSchema = z.object({
  id: z.string(),
  format: z.enum(CV_FORMATS),
  pages: z.array(cvPageSchema),
  createdAt: z.string(),
});
export type MemberCv = z.infer<typeof memberCvSchema>;

export const memberMediaSchema = profileMediaSchema.extend({ cv: memberCvSchema.nullable() });
export type MemberMedia = z.infer<typeof memberMediaSchema>;

const editable = profileEditSchema.shape;
const stored = <S extends z.ZodType>(s: S) => s.nullable();

/** Fields both views share, as stored (nullable where a member may leave them empty). */
const sharedFields = {
  memberId: z.string(),
  kind: z.enum(['individual', 'company']),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullNameEn: z.string().nullable(),
  fullNameAr: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Whole years, computed on the server's date so every viewer sees the same age. */
  age: z.number().int().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  maritalState: z.string().nullable(),
  siteObjectiveId: z.string().nullable(),
  communicate: z.string().nullable(),
  eyecolor: stored(editable.eyecolor.unwrap()),
  haircolor: stored(editable.haircolor.unwrap()),
  skincolor: stored(editable.skincolor.unwrap()),
  bodyType: stored(editable.bodyType.unwrap()),
  weight: z.number().int().nullable(),
  height: z.number().int().nullable(),
  qualification: stored(editable.qualification.unwrap()),
  profession: z.string().nullable(),
  financialLevel: stored(editable.financialLevel.unwrap()),
  education: stored(editable.education.unwrap()),
  healthStatus: stored(editable.healthStatus.unwrap()),
  beard: stored(editable.beard.unwrap()),
  religiosity: stored(editable.religiosity.unwrap()),
  prayer: stored(editable.prayer.unwrap()),
  smoking: stored(editable.smoking.unwrap()),
  wives: z.number().int().nullable(),
  religion: stored(editable.religion.unwrap()),
  /** Family and plans: null when unanswered, and in answers older than these fields. */
  sect: stored(editable.sect.unwrap()).default(null),
  hasChildren: stored(editable.hasChildren.unwrap()).default(null),
  wantsChildren: stored(editable.wantsChildren.unwrap()).default(null),
  relocate: stored(editable.relocate.unwrap()).default(null),
  marriageTimeline: stored(editable.marriageTimeline.unwrap()).default(null),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)).nullable().default(null),
  aboutMe: z.string().nullable(),
  /** Up to three prompt answers others read (approved ones under pre-moderation); [] when none. */
  prompts: profilePromptsSchema.default([]),
  visibility: z.enum(VISIBILITIES),
  presence: z.enum(PRESENCES),
  media: profileMediaSchema,
  /** Phone, email, selfie, ID (README: verification and badges); absent from older answers. */
  badges: badgesSchema.optional(),
  /**
   * The declaration's badges (README: declarations): never the document. Absent from older answers
   * and from a guest's view of a private profile, where the marital state is not shown either.
   */
  declaration: declarationBadgesSchema.optional(),
};

/** `GET /api/profile/me`: everything, with the private fields only the owner reads. */
export const ownProfileSchema = z.object({
  ...sharedFields,
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  completeness: z.number().int().min(0).max(100),
  /** The fields still empty, in form order, so the page can say what is missing. */
  missing: z.array(z.string()),
  lastActiveAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The about-me text awaiting review, or null: `aboutMe` is what other members read (the last
   * approved text), this is what the owner last wrote (pre-moderation).
   */
  aboutMePending: z.string().nullable().default(null),
  /** The prompt answers awaiting review, as the owner last wrote them; null when none wait. */
  promptsPending: profilePromptsSchema.nullable().default(null),
  /** Rejections the owner has not dismissed yet, newest first. */
  moderationNotices: z.array(moderationNoticeSchema).default([]),
  /** The member's number, what watermarks on others' screens name. */
  memberNo: z.number().int(),
  /** Photos / CV shown only to the people the owner reveals them to (README: reveal). */
  photosHidden: z.boolean(),
  cvHidden: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * `GET /api/profile/{memberId}`: what another member may read. Never the address, the exact birth
 * date, or (in the account) email and phone. On a private profile a viewer who may not see the
 * media gets empty media and `mediaLocked: true`, so the page can explain why.
 */
export const memberProfileSchema = z.object({
  ...sharedFields,
  /** Null in a guest's view of a private profile: when a member was last here is not a guest's to know. */
  presence: z.enum(PRESENCES).nullable(),
  media: memberMediaSchema,
  mediaLocked: z.boolean(),
  /**
   * What the owner hides from this viewer: the photos (profile image, cover, album) or the CV
   * are kept for the people the owner revealed them to by name; the page offers to ask.
   */
  hidden: z.object({ photos: z.boolean(), cv: z.boolean() }),
  /** This viewer's latest request to see each subject, if any ("Request sent", "Declined"). */
  revealRequests: z.array(viewerRevealRequestSchema),
  /**
   * True in a guest's view of a private profile: the first name, age, city and country only,
   * every other field null. Signing in (and a follow the owner accepts) shows the rest.
   */
  limited: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** The editable fields only their owner reads: in the own profile, never in another member's view. */
export const OWNER_ONLY_FIELDS = Object.keys(ownProfileSchema.shape).filter(
  (field) => field in profileEditSchema.shape && !(field in memberProfileSchema.shape),
) as (keyof OwnProfile & keyof typeof profileEditSchema.shape)[];
