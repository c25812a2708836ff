/** The two staff roles the console serves; anyone else is refused at sign-in (see auth-provider). */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

/** `permissions` as react-admin hands them to components: the signed-in account's role. */
export const isAdmin = (permissions: unknown): boolean => permissions === 'admin';
