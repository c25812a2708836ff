import type { Account } from '@mawadda/contracts';
import type { AccountRow } from '../store/schema.js';

/** What an account looks like over the API: never the hash, consents or internal columns. */
export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  kind: row.kind,
  role: row.role,
  status: row.status,
  email: row.email,
  phone: row.phone,
  fullName: row.fullName,
  gender: row.gender,
  createdAt: row.createdAt.toISOString(),
  emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
  phoneVerifiedAt: row.phoneVerifiedAt?.toISOString() ?? null,
});
