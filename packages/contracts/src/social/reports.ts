import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES } from './enums.js';

export const REPORT_DETAILS_MAX = 2000;

/**
 * Where a report was filed: the report dialog on a profile, or a conversation in chat (which
 * carries the conversation, the reported messages and a snapshot of them kept by chat for staff).
 */
export const REPORT_SOURCES = ['profile', 'chat'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
/** "Other" says nothing by itself: it needs a few words. */
export const REPORT_OTHER_DETAILS_MIN = 10;

/** `POST /api/social/reports`. */
export const reportCreateSchema = z
  .object({
    memberId: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX, { message: 'validation.maxLength' }).default(''),
    /** Block the member in the same step (the dialog offers it). */
    block: z.boolean().default(false),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.reason === 'other' && r.details.length < REPORT_OTHER_DETAILS_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'report.detailsRequired',
        params: { min: REPORT_OTHER_DETAILS_MIN },
      });
  });
export type ReportCreate = z.input<typeof reportCreateSchema>;

/** What the reporter gets back: no staff notes, no other reports. */
export const reportReceiptSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** A report in the staff queue (`/api/social/admin/reports`, ra-data-simple-rest). */
export const adminReportSchema = z.object({
  id: z.string(),
  /** Null once the reporter's account is erased; the report itself stays for the record. */
  reporterId: z.string().nullable(),
  memberId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  staffNote: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many reports, open or not, name the same member: repeat reports rise to the top. */
  reportsAgainstMember: z.number().int(),
  /** Reports from before chat existed, and every report filed on a profile, are `profile`. */
  source: z.enum(REPORT_SOURCES).default('profile'),
  /** A chat report's conversation; null for a profile report. */
  conversationId: z.string().nullable().default(null),
  /** The snapshot of the messages chat keeps for staff (`/api/chat/admin/reports/{id}`); null for a profile report. */
  chatSnapshotId: z.string().nullable().default(null),
  /** The reported messages of a chat report, as the reporter picked them; empty for a profile report. */
  messageIds: z.array(z.string()).default([]),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportUpdateSchema = z
  .object({
    status: z.enum(REPORT_STATUSES),
    staffNote: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, { message: 'validation.maxLength' })
      .nullable()
      .optional(),
  })
  .strip();
export type AdminReportUpdate = z.infer<typeof adminReportUpdateSchema>;

/**
 * `GET /api/social/admin/members/{memberId}/counts` (staff): the member page's social figures.
 * `blocks` counts the members this member blocks, `blockedBy` the members who block them;
 * `reportsAgainst` the reports naming them, `reportsBy` the reports they filed (any status).
 */
export const adminMemberSocialCountsSchema = z.object({
  memberId: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  blocks: z.number().int(),
  blockedBy: z.number().int(),
  reportsAgainst: z.number().int(),
  reportsBy: z.number().int(),
});
export type AdminMemberSocialCounts = z.infer<typeof adminMemberSocialCountsSchema>;
