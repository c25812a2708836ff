import type { z } from 'zod';
import type { deleteAccountSchema } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** DELETE /api/auth/me with the password: deletes the account and all its data for good (204). */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await api('/auth/me', { method: 'DELETE', body: input });
}
