import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../events.js';
import { emailRule, fullNameRule, passwordRule } from '../rules.js';

export const STAFF_ACCOUNT_ROLES = ['moderator', 'admin'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

/** One staff account as admins see it (`GET /api/auth/admin/staff`). */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ACCOUNT_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Whether the staff member has set up their second factor (required at their next sign-in if not). */
  twoFactorEnabled: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** `POST /api/auth/admin/staff`: the password follows registration's rules. */
export const staffCreateSchema = z
  .object({
    email: emailRule,
    fullName: fullNameRule,
    role: z.enum(STAFF_ACCOUNT_ROLES, 'validation.invalid'),
    password: passwordRule,
  })
  .strict();
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** `PUT /api/auth/admin/staff/{id}`: a new role, a new status, or both. */
export const staffUpdateSchema = z
  .object({
    role: z.enum(STAFF_ACCOUNT_ROLES, 'validation.invalid').optional(),
    status: z.enum(ACCOUNT_STATUSES, 'validation.invalid').optional(),
  })
  .strict();
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
