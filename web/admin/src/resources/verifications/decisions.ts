import type { VerificationItem, VerificationReject } from '@mawadda/contracts';
import { apiFetch, jsonBody } from '../../api/api';

/** Staff decisions on a selfie or identity document (profile service). */
const base = (id: string) => `/api/profile/admin/verifications/${encodeURIComponent(id)}`;

export const approveVerification = (id: string) =>
  apiFetch<VerificationItem>(`${base(id)}/approve`, jsonBody('POST'));

export const rejectVerification = (id: string, body: VerificationReject) =>
  apiFetch<VerificationItem>(`${base(id)}/reject`, jsonBody('POST', body));
