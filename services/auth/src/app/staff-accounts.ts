import type { StaffAccount, StaffCreate, StaffUpdate } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  uuidv7,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import { toStaffAccount } from '../domain/admin-views.js';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { RefusalOf } from '../domain/refusals.js';
import { insertAccount } from '../store/accounts-store.js';
import { findStaff, listStaff as selectStaff, otherActiveAdmins, updateStaff, type StaffRow } from '../store/staff-store.js';
import type { AuthApp } from './context.js';
import { announceStatusChange, revokeHereNow } from './status-effects.js';

export async function listStaff(
  app: AuthApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: StaffAccount[]; total: number }, AdminListRefusal>> {
  const page = await selectStaff(app.database.db, query);
  if ('refused' in page) return refused(page.refused);
  return ok({ items: page.rows.map(toStaffAccount), total: page.total });
}

export async function readStaff(
  app: AuthApp,
  id: string,
): Promise<Outcome<StaffAccount, RefusalOf<'account_not_found'>>> {
  const row = await findStaff(app.database.db, id);
  return row ? ok(toStaffAccount(row)) : refused({ refusal: 'account_not_found' });
}

/** An admin opens a staff account; the password follows registration's rules (not a common one). */
export async function createStaff(
  app: AuthApp,
  actor: Principal,
  input: StaffCreate,
): Promise<Outcome<StaffAccount, RefusalOf<'password_common'> | RefusalOf<'email_taken'>>> {
  if (isCommonPassword(input.password)) return refused({ refusal: 'password_common', field: 'password' });
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
      const result = await insertAccount(tx, {
        id: uuidv7(),
        kind: 'staff',
        role: input.role,
        email: input.email,
        fullName: input.fullName,
        passwordHash,
      });
      // The failed insert aborted the transaction: leave it by throwing, so it rolls back.
      if (!result.ok) throw new EmailTaken();
      await app.outbox.append(
        tx,
        staffActed(actor, 'staff.create', { type: 'staff', id: result.row.id }, `role=${input.role}`),
      );
      return ok(toStaffAccount({ ...result.row, twoFactorEnabled: false }));
    });
  } catch (err) {
    if (err instanceof EmailTaken) return refused({ refusal: 'email_taken' });
    throw err;
  }
}

class EmailTaken extends Error {}

type StaffUpdateRefusal =
  RefusalOf<'account_not_found'> | RefusalOf<'staff_self_change'> | RefusalOf<'last_admin'>;

/**
 * An admin changes a staff account's role or status. No admin demotes or suspends themselves, and
 * the last active admin can be neither demoted nor suspended: the console would have nobody left
 * to run it. Suspending ends the account's sign-ins at once, as for a member.
 */
export async function changeStaff(
  app: AuthApp,
  actor: Principal,
  id: string,
  change: StaffUpdate,
): Promise<Outcome<StaffAccount, StaffUpdateRefusal>> {
  const { database, outbox } = app;
  const outcome = await outbox.inTransaction(
    database.db,
    async (
      tx: Db,
    ): Promise<Outcome<{ row: StaffRow; ended: string[]; statusChanged: boolean }, StaffUpdateRefusal>> => {
      const current = await findStaff(tx, id, true);
      if (!current) return refused({ refusal: 'account_not_found' });
      const demoting = change.role !== undefined && change.role !== current.role && current.role === 'admin';
      const suspending = change.status === 'suspended' && current.status !== 'suspended';
      if ((demoting || suspending) && id === actor.id) return refused({ refusal: 'staff_self_change' });
      if (
        (demoting || suspending) &&
        current.role === 'admin' &&
        current.status === 'active' &&
        (await otherActiveAdmins(tx, id)) === 0
      )
        return refused({ refusal: 'last_admin' });
      const roleChanged = change.role !== undefined && change.role !== current.role;
      const statusChanged = change.status !== undefined && change.status !== current.status;
      if (!roleChanged && !statusChanged) return ok({ row: current, ended: [], statusChanged });
      const row = {
        ...(await updateStaff(tx, id, {
          ...(roleChanged && { role: change.role }),
          ...(statusChanged && { status: change.status }),
        })),
        twoFactorEnabled: current.twoFactorEnabled,
      };
      const ended = statusChanged ? await announceStatusChange(app, tx, row) : [];
      const what = [roleChanged && `role=${row.role}`, statusChanged && `status=${row.status}`].filter(
        Boolean,
      );
      await outbox.append(tx, staffActed(actor, 'staff.update', { type: 'staff', id }, what.join(' ')));
      return ok({ row, ended, statusChanged });
    },
  );
  if (!outcome.ok) return outcome;
  if (outcome.value.statusChanged) revokeHereNow(app, outcome.value.row, outcome.value.ended);
  return ok(toStaffAccount(outcome.value.row));
}
