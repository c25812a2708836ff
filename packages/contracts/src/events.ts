import { z } from 'zod';

/** DESIGN §4: every event travels in this envelope; `key` (the member id) keeps one member's events in order. */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  producer: z.string().min(1),
  key: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
});

export type EventEnvelope<P = Record<string, unknown>> = Omit<
  z.infer<typeof eventEnvelopeSchema>,
  'payload'
> & {
  payload: P;
};

/** One Kafka topic per producing service. */
export const topicOf = (producer: string) => `${producer}.events`;

/** `member.registered` (auth → profile, search): what the profile needs to exist, no credentials. */
export const memberRegisteredPayloadSchema = z.object({
  memberId: z.string(),
  kind: z.enum(['individual', 'company']),
  fullName: z.string(),
  fullNameEn: z.string().nullable(),
  fullNameAr: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  /** Added after the first release: events written before it have none. */
  address: z.string().nullable().default(null),
  maritalState: z.string().nullable(),
  siteObjectiveId: z.string().nullable(),
  communicate: z.string().nullable(),
  locale: z.string(),
  registeredAt: z.string(),
  /**
   * A keyed digest of the account's phone number (HMAC-SHA-256 under auth's phone key), never the
   * number: billing gives one trial per phone number by comparing it. Null for an account without
   * a phone, and for events written before it existed.
   */
  phoneKey: z.string().nullable().default(null),
});
export type MemberRegisteredPayload = z.infer<typeof memberRegisteredPayloadSchema>;

/** `member.deleted`: every service purges this member's data and media. */
export const memberDeletedPayloadSchema = z.object({ memberId: z.string(), deletedAt: z.string() });
export type MemberDeletedPayload = z.infer<typeof memberDeletedPayloadSchema>;

/**
 * `sessions.revoked` (auth): sign-ins that must stop at once, before their access tokens run out,
 * by id or `all` until `at`. Every service's token verifier keeps these in its revocation view.
 */
export const sessionsRevokedPayloadSchema = z.object({
  memberId: z.string(),
  sessionIds: z.array(z.string()).default([]),
  all: z.boolean().default(false),
  reason: z.enum(['logout', 'reuse', 'password', 'staff']),
  at: z.string(),
});
export type SessionsRevokedPayload = z.infer<typeof sessionsRevokedPayloadSchema>;

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * `member.suspended` / `member.reinstated` (auth): staff closed or reopened an account. Others hide
 * a suspended member (search) without erasing anything: reinstating brings them back as they were.
 */
export const accountStatusPayloadSchema = z.object({
  memberId: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  at: z.string(),
});
export type AccountStatusPayload = z.infer<typeof accountStatusPayloadSchema>;

/**
 * One account in auth's member export (`GET /api/auth/admin/export/members`): its registration
 * and status. Not the phone key: a read model rebuilt from the export needs none, and staff
 * reading it have no use for a digest that links accounts by phone number.
 */
export const memberExportSchema = memberRegisteredPayloadSchema
  .omit({ phoneKey: true })
  .extend({ status: z.enum(ACCOUNT_STATUSES) });
export type MemberExport = z.infer<typeof memberExportSchema>;
