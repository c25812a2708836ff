import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUSPENSION_REASONS } from '@mawadda/contracts';
import { platformTables } from '@mawadda/kit';

export const authSchema = pgSchema('auth');
export const platform = platformTables(authSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

/**
 * One row per account. Individual members keep the account fields they registered with
 * (spec §3); the profile service builds the profile from `member.registered`.
 */
export const accounts = authSchema.table(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['individual', 'company', 'staff', 'guardian'] }).notNull(),
    role: text('role', { enum: ['member', 'company', 'moderator', 'admin', 'guardian'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** Null only for a guardian invited by phone (README: Guardian). */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    fullNameEn: text('full_name_en'),
    fullNameAr: text('full_name_ar'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthDate: date('birth_date'),
    nationality: text('nationality'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    maritalState: text('marital_state'),
    siteObjectiveId: text('site_objective_id'),
    communicate: text('communicate'),
    companyNameEn: text('company_name_en'),
    companyNameAr: text('company_name_ar'),
    mailBox: text('mail_box'),
    fax: text('fax'),
    locale: text('locale').notNull().default('ar'),
    oathAcceptedAt: timestamp('oath_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).defaultNow().notNull(),
    /** The suspension in force (set with status `suspended`, cleared on reinstating). */
    suspensionReason: text('suspension_reason', { enum: SUSPENSION_REASONS }),
    suspensionNote: text('suspension_note'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The staff account that suspended; an id only, no foreign key (staff accounts may go). */
    suspendedBy: uuid('suspended_by'),
    /** Profile completeness (0–100), a copy kept from `profile.updated` for the staff list. */
    completeness: integer('completeness'),
    /** The profile's `updatedAt` the copy came from: an older event arriving late changes nothing. */
    completenessAt: timestamp('completeness_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * When the member proved they hold the email / the phone (a code or link): set by the
     * registration's confirm for new accounts, by the verification routes for older ones.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_phone_key')
      .on(t.phone)
      .where(sql`phone is not null`),
    index('accounts_role_idx').on(t.role),
    index('accounts_created_idx').on(t.createdAt),
  ],
);

/**
 * Each new sign-in (login or registration) with where it came from, for staff reading a member's
 * login history. Only the last 20 per account are kept; they go with the account.
 */
export const signIns = authSchema.table(
  'sign_ins',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sign_ins_account_idx').on(t.accountId, t.at)],
);

/**
 * The staff audit log, append-only (a hand-written trigger refuses UPDATE, DELETE and TRUNCATE).
 * It holds ids and reason codes, never profile data, so erasing a member leaves it whole; `id` is
 * the event's `actionId`, so a redelivery appends nothing.
 */
export const auditLog = authSchema.table(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role', { enum: ['moderator', 'admin'] }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    memberId: text('member_id'),
    reason: text('reason'),
    /** The producer of the event: the service the action was done in. */
    service: text('service').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_member_idx').on(t.memberId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Refresh tokens, stored as hashes. Rotation chains tokens of one sign-in into a family;
 * presenting a used token again revokes the whole family (it may have been stolen).
 */
export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * A registration waiting for its two codes (README: registration): no account exists yet, so
 * registering never tells whether an address is taken. Holds hashes and digests only, never the
 * codes or the password. Gone on confirm, after 5 wrong tries, or once expired.
 */
export const pendingRegistrations = authSchema.table(
  'pending_registrations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    fields: jsonb('fields').$type<PendingFields>().notNull(),
    passwordHash: text('password_hash').notNull(),
    emailCodeHash: text('email_code_hash').notNull(),
    phoneCodeHash: text('phone_code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('pending_registrations_expires_idx').on(t.expiresAt)],
);

/**
 * An existing account's open verification: a phone code (10 minutes, 5 tries) or an email link
 * token (24 hours, one use), as a SHA-256 digest. One per account and kind: asking again replaces
 * it. `target` is the address it was sent to: a changed address cannot be verified by an old code.
 */
export const accountVerifications = authSchema.table(
  'account_verifications',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    target: text('target').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.kind] }),
    uniqueIndex('account_verifications_secret_key').on(t.secretHash),
  ],
);

/**
 * A member's guardian link (README: Guardian). `guardianId` null: none linked. The settings are
 * the member's choice, carried by `guardian.changed`; until `lockedUntil` the member cannot end the
 * link nor turn a switch off.
 */
export const guardianLinks = authSchema.table(
  'guardian_links',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => accounts.id, { onDelete: 'set null' }),
    approveConversations: boolean('approve_conversations').notNull().default(true),
    approvePhotos: boolean('approve_photos').notNull().default(true),
    approveCv: boolean('approve_cv').notNull().default(true),
    readsConversations: boolean('reads_conversations').notNull().default(false),
    seesMatchmaking: boolean('sees_matchmaking').notNull().default(false),
    callsIncludeGuardian: boolean('calls_include_guardian').notNull().default(false),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('guardian_links_guardian_idx').on(t.guardianId)],
);

/**
 * A pending guardian invitation, at most one per member. The token is stored as its SHA-256 only.
 * Kept after expiry until the prune, so a late click is told "expired" (410) rather than "unknown".
 */
export const guardianInvites = authSchema.table(
  'guardian_invites',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('guardian_invites_token_key').on(t.tokenHash)],
);

/**
 * The member's guardian log, newest first by its UUID v7 id: facts only (which settings changed,
 * who ended the link, an approval's subject and decision), never message texts. Goes with the
 * member's account.
 */
export const guardianActivity = authSchema.table(
  'guardian_activity',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    by: text('by', { enum: ['member', 'guardian', 'system'] }).notNull(),
    details: jsonb('details').$type<Record<string, string | boolean | number | null>>().notNull(),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('guardian_activity_member_idx').on(t.memberId, t.id)],
);

/**
 * A forgotten-password request, its code stored salted and hashed. A row is written whether or not
 * an account holds the address, so asking takes the same work either way. One per address.
 */
export const passwordResets = authSchema.table(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    /** The normalised address (lower-case email or E.164 phone) the code went to. */
    address: text('address').notNull(),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('password_resets_address_key').on(t.address),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A change of email or phone waiting for the code sent to the new address. The account keeps
 * its old address until the code is confirmed. One per account and kind; asking again replaces it.
 */
export const addressChanges = authSchema.table(
  'address_changes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    newAddress: text('new_address').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/**
 * An account's second factor (RFC 6238 TOTP), its secret sealed with the second-factor key;
 * `enabledAt` null until the first code. `lastStep` makes each code work once.
 */
export const secondFactors = authSchema.table('second_factors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Single-use recovery codes of a second factor, as SHA-256 digests; 10 at enrolment. */
export const recoveryCodes = authSchema.table(
  'recovery_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/**
 * A sign-in that passed its password and waits for the second factor (or, for staff without
 * one, for its enrolment). The client holds the random challenge; only its SHA-256 is stored.
 * 5 minutes, 5 wrong codes.
 */
export const signInChallenges = authSchema.table(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    purpose: text('purpose', { enum: ['verify', 'enrol'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_secret_key').on(t.secretHash),
    index('sign_in_challenges_account_idx').on(t.accountId),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type AddressChangeRow = typeof addressChanges.$inferSelect;
export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
export type GuardianInviteRow = typeof guardianInvites.$inferSelect;
export type GuardianActivityRow = typeof guardianActivity.$inferSelect;

/** A pending registration's account fields, as JSON (dates as ISO strings). */
export type PendingFields = Omit<
  NewAccountRow,
  | 'id'
  | 'passwordHash'
  | 'oathAcceptedAt'
  | 'termsAcceptedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'passwordChangedAt'
> & { oathAcceptedAt: string | null; termsAcceptedAt: string | null };
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
export type AccountVerificationRow = typeof accountVerifications.$inferSelect;

export type AccountRow = typeof accounts.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
