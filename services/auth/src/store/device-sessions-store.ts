import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { refreshTokens } from './schema.js';

/** One open sign-in (refresh family) of an account, from its rows: where it was last seen from. */
export interface OpenFamily {
  familyId: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
}

const t = refreshTokens;
/** A family is open while its newest token is unused, unrevoked and unexpired. */
const isOpen = sql<boolean>`bool_or(${t.usedAt} is null and ${t.expiresAt} > now())`;
const lastSeen = sql<Date>`max(${t.createdAt})`;

/**
 * The account's open sign-ins, latest activity first. Every refresh adds a row to its family, so
 * the family's first row is the sign-in and its newest the last time that device came back; the
 * newest row's agent and address are the device's now.
 */
export async function listOpenFamilies(db: Db, accountId: string): Promise<OpenFamily[]> {
  const rows = await db
    .select({
      familyId: t.familyId,
      firstSeenAt: sql<Date>`min(${t.createdAt})`,
      lastSeenAt: lastSeen,
      userAgent: sql<string | null>`(array_agg(${t.userAgent} order by ${t.createdAt} desc))[1]`,
      ip: sql<string | null>`(array_agg(${t.ip} order by ${t.createdAt} desc))[1]`,
    })
    .from(t)
    .where(and(eq(t.accountId, accountId), isNull(t.revokedAt)))
    .groupBy(t.familyId)
    .having(isOpen)
    .orderBy(desc(lastSeen));
  // Aggregates come back as text from some drivers: make them dates here, once.
  return rows.map((r) => ({
    ...r,
    firstSeenAt: new Date(r.firstSeenAt),
    lastSeenAt: new Date(r.lastSeenAt),
  }));
}

/**
 * Revokes one open family of this account; false when the account has no such open family
 * (unknown, another account's, already ended), which the caller answers alike.
 */
export async function revokeOpenFamily(db: Db, accountId: string, familyId: string): Promise<boolean> {
  const [open] = await db
    .select({ open: isOpen })
    .from(t)
    .where(and(eq(t.accountId, accountId), eq(t.familyId, familyId), isNull(t.revokedAt)))
    .groupBy(t.familyId);
  if (!open?.open) return false;
  await db
    .update(t)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(eq(t.accountId, accountId), eq(t.familyId, familyId), isNull(t.revokedAt)));
  return true;
}

/** Revokes every family of the account but `keepFamilyId`; answers the ended family ids. */
export async function revokeOtherFamilies(db: Db, accountId: string, keepFamilyId: string | undefined) {
  const rows = await db
    .update(t)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(
      and(
        eq(t.accountId, accountId),
        isNull(t.revokedAt),
        keepFamilyId ? ne(t.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: t.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}
