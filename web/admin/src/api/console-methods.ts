import type {
  AdminOrder,
  AdminRefundRequest,
  BillingStats,
  FeedbackStats,
  RegistrationStats,
  ReportStats,
  ReviewStats,
  StatsRange,
  ChatReportSnapshot,
  ModerationItem,
  ModerationRejectReason,
  StaffProfileView,
} from '@mawadda/contracts';
import type { DataProvider } from 'react-admin';
import { apiFetch, jsonBody } from './api';

/** Social's counts for the member page (`GET /api/social/admin/members/{id}/counts`). */
export interface MemberCounts {
  followers: number;
  following: number;
  blocks: number;
  reportsAgainst: number;
  reportsBy: number;
}

export interface AccountStatusChange {
  status: 'active' | 'suspended';
  reason?: string;
  note?: string;
}

/*
 * The console's calls beyond CRUD, as extra data-provider methods (react-admin's way): the
 * components reach them through useDataProvider, so tests can hand a fake provider instead.
 */
export interface ConsoleMethods {
  approveModeration(id: string): Promise<{ data: ModerationItem }>;
  rejectModeration(
    id: string,
    body: { reason: ModerationRejectReason; note?: string },
  ): Promise<{ data: ModerationItem }>;
  /** Gives back part or all of an order's payment through its provider (admins; audited). */
  refundOrder(id: string, body: AdminRefundRequest): Promise<{ data: AdminOrder }>;
  setAccountStatus(
    id: string,
    body: AccountStatusChange,
  ): Promise<{ data: Record<string, unknown> & { id: string } }>;
  staffProfile(memberId: string): Promise<{ data: StaffProfileView }>;
  memberCounts(memberId: string): Promise<{ data: MemberCounts }>;
  chatSnapshot(snapshotId: string): Promise<{ data: ChatReportSnapshot }>;
  /** Removes a staff member's second factor; their sign-ins end and the next one enrols again. */
  resetStaffTwoFactor(staffId: string): Promise<{ data: undefined }>;
  /** The dashboard's trends, each from the service that owns the figure. */
  stats<S extends StatsSource>(source: S, range: StatsRange): Promise<{ data: StatsOf[S] }>;
}

/** Which service's trends (`/api/<service>/admin/stats…`); billing's are for admins. */
export interface StatsOf {
  registrations: RegistrationStats;
  review: ReviewStats;
  reports: ReportStats;
  feedback: FeedbackStats;
  billing: BillingStats;
}
export type StatsSource = keyof StatsOf;

const STATS_URLS: Record<StatsSource, string> = {
  registrations: '/api/auth/admin/stats/registrations',
  review: '/api/profile/admin/stats/review',
  reports: '/api/social/admin/stats/reports',
  feedback: '/api/cms/admin/stats/feedback',
  billing: '/api/billing/admin/stats',
};

export type ConsoleDataProvider = DataProvider & ConsoleMethods;

const seg = encodeURIComponent;
const data = async <T>(p: Promise<T>) => ({ data: await p });

export const consoleMethods: ConsoleMethods = {
  approveModeration: (id) =>
    data(apiFetch<ModerationItem>(`/api/profile/admin/moderation/${seg(id)}/approve`, jsonBody('POST'))),
  rejectModeration: (id, body) =>
    data(apiFetch<ModerationItem>(`/api/profile/admin/moderation/${seg(id)}/reject`, jsonBody('POST', body))),
  refundOrder: (id, body) =>
    data(apiFetch<AdminOrder>(`/api/billing/admin/orders/${seg(id)}/refund`, jsonBody('POST', body))),
  setAccountStatus: (id, body) =>
    data(
      apiFetch<Record<string, unknown> & { id: string }>(
        `/api/auth/admin/accounts/${seg(id)}/status`,
        jsonBody('PUT', body),
      ),
    ),
  staffProfile: (memberId) => data(apiFetch<StaffProfileView>(`/api/profile/admin/members/${seg(memberId)}`)),
  memberCounts: (memberId) =>
    data(apiFetch<MemberCounts>(`/api/social/admin/members/${seg(memberId)}/counts`)),
  chatSnapshot: (snapshotId) =>
    data(apiFetch<ChatReportSnapshot>(`/api/chat/admin/reports/${seg(snapshotId)}`)),
  resetStaffTwoFactor: (staffId) =>
    data(apiFetch<undefined>(`/api/auth/admin/staff/${seg(staffId)}/two-factor`, jsonBody('DELETE'))),
  stats: <S extends StatsSource>(source: S, range: StatsRange) =>
    data(apiFetch<StatsOf[S]>(`${STATS_URLS[source]}?${new URLSearchParams(range).toString()}`)),
};
