import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ProfilePrompt,
  Beard,
  MediaModerationState,
  ModerationKind,
  ModerationRejectReason,
  ModerationStatus,
  BodyType,
  Education,
  EyeColor,
  FinancialLevel,
  Gender,
  HairColor,
  HasChildren,
  HealthStatus,
  MarriageTimeline,
  Preferences,
  Relocate,
  Sect,
  WantsChildren,
  Prayer,
  Qualification,
  Religion,
  Religiosity,
  SkinColor,
  Smoking,
  SpokenLanguage,
  UploadKind,
  Visibility,
  MediaViewerKind,
  RevealRequestStatus,
  RevealSubject,
  SelfieGesture,
  VerificationDocKind,
  MaritalDocument,
  Declaration,
  VerificationRejectReason,
  VerificationStatus,
} from '@mawadda/contracts';
import { blocksCopyTable, platformTables } from '@mawadda/kit';

/** Everything the profile service owns lives in the `profile` schema (DESIGN §3). */
export const profileSchema = pgSchema('profile');
export const platform = platformTables(profileSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** One row per account, created from `member.registered`; the member edits the rest. */
export const profiles = profileSchema.table(
  'profiles',
  {
    memberId: uuid('member_id').primaryKey(),
    kind: text('kind').$type<'individual' | 'company'>().notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullNameEn: text('full_name_en'),
    fullNameAr: text('full_name_ar'),
    gender: text('gender').$type<Gender>(),
    birthDate: date('birth_date', { mode: 'string' }),
    nationality: text('nationality'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    maritalState: text('marital_state'),
    siteObjectiveId: text('site_objective_id'),
    communicate: text('communicate'),
    eyecolor: text('eyecolor').$type<EyeColor>(),
    haircolor: text('haircolor').$type<HairColor>(),
    skincolor: text('skincolor').$type<SkinColor>(),
    bodyType: text('body_type').$type<BodyType>(),
    weight: integer('weight'),
    height: integer('height'),
    qualification: text('qualification').$type<Qualification>(),
    profession: text('profession'),
    financialLevel: text('financial_level').$type<FinancialLevel>(),
    education: text('education').$type<Education>(),
    healthStatus: text('health_status').$type<HealthStatus>(),
    beard: text('beard').$type<Beard>(),
    religiosity: text('religiosity').$type<Religiosity>(),
    prayer: text('prayer').$type<Prayer>(),
    smoking: text('smoking').$type<Smoking>(),
    wives: integer('wives'),
    religion: text('religion').$type<Religion>(),
    sect: text('sect').$type<Sect>(),
    hasChildren: text('has_children').$type<HasChildren>(),
    wantsChildren: text('wants_children').$type<WantsChildren>(),
    relocate: text('relocate').$type<Relocate>(),
    marriageTimeline: text('marriage_timeline').$type<MarriageTimeline>(),
    languages: text('languages').array().$type<SpokenLanguage[]>(),
    /** The approved text, what other members read (README: moderation). */
    aboutMe: text('about_me'),
    /** The owner's newer text awaiting a moderator (pre-moderation); null when none. */
    aboutMePending: text('about_me_pending'),
    /** Prompt answers others read (README: prompts); null when none. */
    prompts: jsonb('prompts').$type<ProfilePrompt[]>(),
    /** The owner's newer answers waiting for a moderator (pre-moderation), as about_me_pending. */
    promptsPending: jsonb('prompts_pending').$type<ProfilePrompt[]>(),
    visibility: text('visibility').$type<Visibility>().notNull().default('public'),
    /**
     * The member's number: stable, never reused, shown on the owner's own profile and
     * written on every image others see of anyone (README: reveal and watermarks).
     */
    memberNo: integer('member_no').generatedAlwaysAsIdentity({ startWith: 10001 }).notNull(),
    /** Photos (profile image, cover, album) / CV only for the owner, staff and people revealed to. */
    photosHidden: boolean('photos_hidden').notNull().default(false),
    cvHidden: boolean('cv_hidden').notNull().default(false),
    /** Badges (README: verification and badges): when each was earned; null = not. */
    phoneVerifiedAt: stamp('phone_verified_at'),
    emailVerifiedAt: stamp('email_verified_at'),
    selfieVerifiedAt: stamp('selfie_verified_at'),
    idVerifiedAt: stamp('id_verified_at'),
    /**
     * The declaration's checks (README: declarations): when staff approved a document for it and
     * when her guardian (who) vouched for it. A changed declaration clears all three.
     */
    declarationCheckedAt: stamp('declaration_checked_at'),
    declarationAttestedAt: stamp('declaration_attested_at'),
    declarationAttestedBy: uuid('declaration_attested_by'),
    lastActiveAt: stamp('last_active_at'),
    /** The last heartbeat of an open signed-in tab: "online now" (contracts' presence.ts). */
    liveAt: stamp('live_at'),
    registeredAt: stamp('registered_at').notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
    updatedAt: stamp('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('profiles_last_active_idx').on(t.lastActiveAt),
    uniqueIndex('profiles_member_no_idx').on(t.memberNo),
  ],
);
export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Every stored file of a profile. Images keep the widths they were rendered at; the bytes live in
 * the ObjectStore under `members/<memberId>/<assetId>/<file>`. Avatar, cover, CV and video are
 * one per member (the partial unique index); album photos are many.
 */
export const assets = profileSchema.table(
  'assets',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<UploadKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * `pending` until a moderator approves it (images only; CV and video are always `approved`).
     * Under pre-moderation only the owner and staff see a pending image.
     */
    moderation: text('moderation').$type<MediaModerationState>().notNull().default('approved'),
    /** A PDF CV's page images stored beside it (`cv-p1.webp`...), drawn at upload; 0 for the rest. */
    pages: integer('pages').notNull().default(0),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [
    index('assets_member_idx').on(t.memberId, t.kind, t.createdAt),
    // One approved and one pending of each single kind: the approved avatar stays in view while
    // its replacement waits for a moderator.
    uniqueIndex('assets_single_kind_idx')
      .on(t.memberId, t.kind, t.moderation)
      .where(sql`kind <> 'photo'`),
  ],
);
export type AssetRow = typeof assets.$inferSelect;

/**
 * Who, besides the owner and staff, may see a private profile's media: accepted followers, from
 * social's events. Checked on every media fetch, so an unfollow or a block ends URLs handed out.
 */
export const mediaGrants = profileSchema.table(
  'media_grants',
  {
    ownerId: uuid('owner_id').notNull(),
    viewerId: uuid('viewer_id').notNull(),
    grantedAt: stamp('granted_at').defaultNow().notNull(),
  },
  // By viewer too: a block and an erasure remove grants from either side.
  (t) => [primaryKey({ columns: [t.ownerId, t.viewerId] }), index('media_grants_viewer_idx').on(t.viewerId)],
);

/**
 * Who blocks whom, kept from the social service's `member.blocked` / `member.unblocked`. While a
 * block stands the blocked member finds nothing of the blocker here (profile, cards, media). The
 * index on `blocked_id` serves erasure, which deletes the member's rows on either side.
 */
export const blocks = blocksCopyTable(profileSchema);

/**
 * The moderation queue (README: moderation): decided rows stay as history; a pending row whose
 * content is replaced or withdrawn goes. `asset_id` has no foreign key, so a deleted image leaves
 * its history behind.
 */
export const moderationItems = profileSchema.table(
  'moderation_items',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<ModerationKind>().notNull(),
    assetId: uuid('asset_id'),
    /** The proposed about-me text. */
    text: text('text'),
    status: text('status').$type<ModerationStatus>().notNull().default('pending'),
    submittedAt: stamp('submitted_at').defaultNow().notNull(),
    decidedAt: stamp('decided_at'),
    decidedBy: uuid('decided_by'),
    reason: text('reason').$type<ModerationRejectReason>(),
    note: text('note'),
  },
  (t) => [
    index('moderation_items_queue_idx').on(t.status, t.submittedAt),
    index('moderation_items_member_idx').on(t.memberId),
    index('moderation_items_asset_idx').on(t.assetId),
  ],
);
export type ModerationItemRow = typeof moderationItems.$inferSelect;

/** What the owner is told after a rejection, until they dismiss it. */
export const moderationNotices = profileSchema.table(
  'moderation_notices',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind').$type<ModerationKind>().notNull(),
    reason: text('reason').$type<ModerationRejectReason>().notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index('moderation_notices_member_idx').on(t.memberId, t.createdAt)],
);
export type ModerationNoticeRow = typeof moderationNotices.$inferSelect;

/**
 * The owner opened their photos or CV to one named member (README: reveal). Checked on every media
 * fetch, so a revoke ends URLs already handed out.
 */
export const reveals = profileSchema.table(
  'reveals',
  {
    ownerId: uuid('owner_id').notNull(),
    viewerId: uuid('viewer_id').notNull(),
    subject: text('subject').$type<RevealSubject>().notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.viewerId, t.subject] }),
    index('reveals_viewer_idx').on(t.viewerId),
  ],
);
export type RevealRow = typeof reveals.$inferSelect;

/**
 * A member asked the owner to see their photos or CV. One pending per pair and subject (the
 * partial unique index); answered ones stay, so the requester sees "declined".
 */
export const revealRequests = profileSchema.table(
  'reveal_requests',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    requesterId: uuid('requester_id').notNull(),
    subject: text('subject').$type<RevealSubject>().notNull(),
    status: text('status').$type<RevealRequestStatus>().notNull().default('pending'),
    createdAt: stamp('created_at').defaultNow().notNull(),
    decidedAt: stamp('decided_at'),
  },
  (t) => [
    uniqueIndex('reveal_requests_pending_idx')
      .on(t.ownerId, t.requesterId, t.subject)
      .where(sql`status = 'pending'`),
    index('reveal_requests_owner_idx').on(t.ownerId, t.status, t.createdAt),
    index('reveal_requests_requester_idx').on(t.requesterId),
  ],
);
export type RevealRequestRow = typeof revealRequests.$inferSelect;

/**
 * Members who talked (chat's `conversation.started`), one row per pair in id order: a relation
 * that lets one reveal to the other, as an accepted follow does.
 */
export const contacts = profileSchema.table(
  'contacts',
  {
    memberA: uuid('member_a').notNull(),
    memberB: uuid('member_b').notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberA, t.memberB] }), index('contacts_b_idx').on(t.memberB)],
);

/**
 * "Who saw what": one row per view by anyone but the owner, a repeat within a short window counting
 * once. Staff keep their id for the audit; the owner is told only that staff looked. An erased
 * viewer becomes `deleted` with no id.
 */
export const mediaViews = profileSchema.table(
  'media_views',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    viewerKind: text('viewer_kind').$type<MediaViewerKind>().notNull(),
    viewerId: uuid('viewer_id'),
    assetId: uuid('asset_id').notNull(),
    subject: text('subject').$type<RevealSubject>().notNull(),
    /** The file fetched: `w640`, `cv-p1`, `cv`. */
    fileKind: text('file_kind').notNull(),
    viewedAt: stamp('viewed_at').defaultNow().notNull(),
  },
  (t) => [
    index('media_views_owner_idx').on(t.ownerId, t.viewedAt, t.id),
    index('media_views_recent_idx').on(t.assetId, t.viewerId, t.viewedAt),
    index('media_views_viewer_idx').on(t.viewerId),
  ],
);
export type MediaViewRow = typeof mediaViews.$inferSelect;

/**
 * A gesture asked for a selfie: the upload must name an unexpired, unused prompt of its member's,
 * so the photo was taken for us, now.
 */
export const selfiePrompts = profileSchema.table(
  'selfie_prompts',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    gesture: text('gesture').$type<SelfieGesture>().notNull(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index('selfie_prompts_member_idx').on(t.memberId, t.createdAt)],
);
export type SelfiePromptRow = typeof selfiePrompts.$inferSelect;

/**
 * Selfies and identity documents for staff to check, stored outside the member's media folder until
 * the decision deletes the file; the row keeps who decided what and why. One pending per member and
 * kind.
 */
export const verifications = profileSchema.table(
  'verifications',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<VerificationDocKind>().notNull(),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    /** The gesture asked (selfies only). */
    gesture: text('gesture').$type<SelfieGesture>(),
    /** The stored file's name under the submission's folder; null once deleted. */
    file: text('file'),
    contentType: text('content_type'),
    submittedAt: stamp('submitted_at').defaultNow().notNull(),
    decidedAt: stamp('decided_at'),
    decidedBy: uuid('decided_by'),
    reason: text('reason').$type<VerificationRejectReason>(),
    note: text('note'),
    /** The name as on the document, typed by the member with it (identity documents only). */
    legalName: text('legal_name'),
    /** A declaration's document: which one the member says it is, and what she declared with it. */
    document: text('document').$type<MaritalDocument>(),
    declared: jsonb('declared').$type<Declaration>(),
  },
  (t) => [
    index('verifications_queue_idx').on(t.status, t.submittedAt),
    index('verifications_member_idx').on(t.memberId, t.kind, t.submittedAt),
    uniqueIndex('verifications_pending_idx')
      .on(t.memberId, t.kind)
      .where(sql`status = 'pending'`),
  ],
);
export type VerificationRow = typeof verifications.$inferSelect;

/**
 * Each owner's guardian as auth's `guardian.changed` last said (the whole state: the latest `at`
 * wins). No row: no guardian. `seesMatchmaking`: he may read what she is looking for.
 */
export const guardianCopies = profileSchema.table('guardian_copies', {
  memberId: uuid('member_id').primaryKey(),
  guardianId: uuid('guardian_id'),
  approvePhotos: boolean('approve_photos').notNull().default(false),
  approveCv: boolean('approve_cv').notNull().default(false),
  seesMatchmaking: boolean('sees_matchmaking').notNull().default(false),
  at: stamp('at').notNull(),
});
export type GuardianCopyRow = typeof guardianCopies.$inferSelect;

export type RevealApprovalStatus = 'pending' | 'approved' | 'declined' | 'withdrawn' | 'lapsed' | 'cancelled';

/**
 * A reveal waiting for the owner's guardian; approved, it becomes the reveal. `withdrawn`: the
 * owner revoked it; `lapsed`: the link or setting ended (granted then); `cancelled`: a block,
 * suspension or erasure withdrew it, and the guardian's answer is refused.
 */
export const revealApprovals = profileSchema.table(
  'reveal_approvals',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    viewerId: uuid('viewer_id').notNull(),
    subject: text('subject').$type<RevealSubject>().notNull(),
    guardianId: uuid('guardian_id').notNull(),
    status: text('status').$type<RevealApprovalStatus>().notNull().default('pending'),
    createdAt: stamp('created_at').notNull(),
    decidedAt: stamp('decided_at'),
  },
  (t) => [
    uniqueIndex('reveal_approvals_pending_idx')
      .on(t.ownerId, t.viewerId, t.subject)
      .where(sql`status = 'pending'`),
    index('reveal_approvals_guardian_idx').on(t.guardianId, t.status),
  ],
);
export type RevealApprovalRow = typeof revealApprovals.$inferSelect;

/**
 * A member's wishes for a spouse (`preferences.ts` in contracts), whole, as one document: they are
 * read and replaced together, and only search (by event) filters on them.
 */
export const preferences = profileSchema.table('preferences', {
  memberId: uuid('member_id').primaryKey(),
  wishes: jsonb('wishes').$type<Preferences>().notNull(),
  updatedAt: stamp('updated_at').notNull(),
});
export type PreferencesRow = typeof preferences.$inferSelect;
