import { randomUUID } from 'node:crypto';
import { problems, uuidv7, type Db, type Role } from '@mawadda/kit';
import { findAccountById } from '../store/accounts-store.js';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from '../store/refresh-store.js';
import type { AccountRow } from '../store/schema.js';
import { signAccessToken } from './access-token.js';
import { hashSecret, newRefreshSecret, parseRefreshToken, secretMatches } from './refresh-secret.js';
import type { SigningKeys } from './signing-keys.js';

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

const expired = () => problems.unauthorized('refresh_invalid', 'error.sessionExpired');

/** Access tokens plus rotating refresh tokens grouped in families (one family per sign-in). */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeys,
    private readonly ttl: { accessSeconds: number; refreshDays: number },
  ) {}

  private async issue(account: AccountRow, familyId: string, client: ClientInfo): Promise<IssuedSession> {
    const id = uuidv7();
    const secret = newRefreshSecret();
    const refreshExpiresAt = new Date(Date.now() + this.ttl.refreshDays * 86_400_000);
    await insertRefreshToken(this.db, {
      id,
      accountId: account.id,
      familyId,
      secretHash: hashSecret(secret),
      expiresAt: refreshExpiresAt,
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300),
    });
    const token = await signAccessToken(
      this.keys,
      { accountId: account.id, role: account.role as Role, sessionId: familyId },
      this.ttl.accessSeconds,
    );
    return {
      token,
      expiresIn: this.ttl.accessSeconds,
      refreshToken: `${id}.${secret}`,
      refreshExpiresAt,
      account,
    };
  }

  start(account: AccountRow, client: ClientInfo) {
    return this.issue(account, randomUUID(), client);
  }

  /**
   * Trades a refresh token for a new pair. A token seen a second time means two parties hold
   * it, so the whole family is revoked and both must sign in again.
   */
  async rotate(raw: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    const parsed = parseRefreshToken(raw);
    if (!parsed) throw expired();
    const row = await findRefreshToken(this.db, parsed.id);
    if (!row || !secretMatches(parsed.secret, row.secretHash)) throw expired();
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw expired();
    if (!(await claimRefreshToken(this.db, row.id))) {
      await revokeFamily(this.db, row.familyId);
      throw problems.unauthorized('refresh_reused', 'error.sessionExpired');
    }
    const account = await findAccountById(this.db, row.accountId);
    if (!account || account.status !== 'active') {
      await revokeFamily(this.db, row.familyId);
      throw expired();
    }
    return this.issue(account, row.familyId, client);
  }

  /** Logout: the family of the presented token stops working; unknown tokens are ignored. */
  async end(raw: string | undefined): Promise<void> {
    const parsed = parseRefreshToken(raw);
    if (!parsed) return;
    const row = await findRefreshToken(this.db, parsed.id);
    if (row && secretMatches(parsed.secret, row.secretHash)) await revokeFamily(this.db, row.familyId);
  }
}
