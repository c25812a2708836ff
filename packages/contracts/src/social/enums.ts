/** A follow between two members: waiting for the target's answer, or in force. */
export const FOLLOW_STATES = ['requested', 'accepted'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];

/** Why a member reports another (the report dialog offers exactly these). */
export const REPORT_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_photos',
  'scam',
  'hidden_marital_status',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report waits in the staff queue (`open`) until a moderator resolves or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Incoming requests wait for me; outgoing ones are mine, waiting for others. */
export const REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type RequestDirection = (typeof REQUEST_DIRECTIONS)[number];
