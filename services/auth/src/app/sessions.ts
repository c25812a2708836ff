import { randomUUID } from 'node:crypto';
import { ok, refused, uuidv7, type Db, type Outcome, type Role } from '@mawadda/kit';
import { signAccessToken } from '../domain/access-token.js';
import type { RefusalOf } from '../domain/refusals.js';
import { hashSecret, newRefreshSecret, parseRefreshToken, secretMatches } from '../domain/refresh-secret.js';
import { announceEndedSessions, stopSessionsHereNow } from './ended-sessions.js';
import { findAccountById } from '../store/accounts-store.js';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from '../store/refresh-store.js';
import type { AccountRow } from '../store/schema.js';
import { recordSignIn } from '../store/sign-in-store.js';
import type { AuthApp } from './context.js';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface IssuedSession {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
  account: AccountRow;
}

type RefreshRefusal =
  RefusalOf<'refresh_invalid'> | RefusalOf<'refresh_reused'> | RefusalOf<'account_suspended'>;
const invalid = () => refused<RefreshRefusal>({ refusal: 'refresh_invalid' });
/** The holder of a real token of a suspended account is told why, as at sign-in. */
const suspended = (account: AccountRow) =>
  refused<RefreshRefusal>({ refusal: 'account_suspended', reason: account.suspensionReason });

/**
 * Access tokens plus rotating refresh tokens grouped in families (one family per sign-in; the
 * family id is the access token's session id, `sid`, which revocation names).
 */
export class Sessions {
  constructor(private readonly app: AuthApp) {}

  private async issue(account: AccountRow, familyId: string, client: ClientInfo): Promise<IssuedSession> {
    const { config, database, keys } = this.app;
    const id = uuidv7();
    const secret = newRefreshSecret();
    const refreshExpiresAt = new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await insertRefreshToken(database.db, {
      id,
      accountId: account.id,
      familyId,
      secretHash: hashSecret(secret),
      expiresAt: refreshExpiresAt,
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300),
    });
    const token = await signAccessToken(
      keys,
      { accountId: account.id, role: account.role as Role, sessionId: familyId },
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return {
      token,
      expiresIn: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: `${id}.${secret}`,
      refreshExpiresAt,
      account,
    };
  }

  /** A new sign-in (login or registration): remembered for the staff's login history. */
  async start(account: AccountRow, client: ClientInfo) {
    const issued = await this.issue(account, randomUUID(), client);
    await recordSignIn(this.app.database.db, account.id, client);
    return issued;
  }

  /**
   * Trades a refresh token for a new pair. A token seen a second time means two parties hold
   * it, so the whole family is revoked, its access tokens with it, and both must sign in again.
   */
  async rotate(raw: string | undefined, client: ClientInfo): Promise<Outcome<IssuedSession, RefreshRefusal>> {
    const db = this.app.database.db;
    const parsed = parseRefreshToken(raw);
    if (!parsed) return invalid();
    const row = await findRefreshToken(db, parsed.id);
    if (!row || !secretMatches(parsed.secret, row.secretHash)) return invalid();
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
      // Suspension revoked the token: its holder still hears why rather than "sign in again".
      const owner = await findAccountById(db, row.accountId);
      return owner?.status === 'suspended' ? suspended(owner) : invalid();
    }
    if (!(await claimRefreshToken(db, row.id))) {
      await this.endFamily(row.accountId, row.familyId, 'reuse');
      return refused({ refusal: 'refresh_reused' });
    }
    const account = await findAccountById(db, row.accountId);
    if (!account || account.status !== 'active') {
      await this.endFamily(row.accountId, row.familyId, 'staff');
      return account ? suspended(account) : invalid();
    }
    return ok(await this.issue(account, row.familyId, client));
  }

  /** Logout: the family of the presented token stops working, access tokens included; unknown tokens are ignored. */
  async end(raw: string | undefined): Promise<void> {
    const parsed = parseRefreshToken(raw);
    if (!parsed) return;
    const row = await findRefreshToken(this.app.database.db, parsed.id);
    if (row && secretMatches(parsed.secret, row.secretHash))
      await this.endFamily(row.accountId, row.familyId, 'logout');
  }

  /** Revokes one sign-in: its refresh tokens here, its access tokens in every process. */
  private async endFamily(memberId: string, familyId: string, reason: 'logout' | 'reuse' | 'staff') {
    const at = new Date();
    await this.app.outbox.inTransaction(this.app.database.db, async (tx: Db) => {
      await revokeFamily(tx, familyId);
      await announceEndedSessions(this.app, tx, memberId, [familyId], reason, at);
    });
    stopSessionsHereNow(this.app, [familyId], at);
  }
}
