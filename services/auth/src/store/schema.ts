import { sql } from 'drizzle-orm';
import { date, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    kind: text('kind', { enum: ['individual', 'company', 'staff'] }).notNull(),
    role: text('role', { enum: ['member', 'company', 'moderator', 'admin'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    email: text('email').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_phone_key')
      .on(t.phone)
      .where(sql`phone is not null`),
    index('accounts_role_idx').on(t.role),
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

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
