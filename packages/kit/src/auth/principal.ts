export const ROLES = ['member', 'company', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['moderator', 'admin'];

/** Who is calling, as proven by a verified access token. */
export interface Principal {
  id: string;
  role: Role;
  sessionId?: string;
}
