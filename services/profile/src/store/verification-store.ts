import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  VERIFICATION_DOC_KINDS,
  VERIFICATION_STATUSES,
  type BadgeKind,
  type SelfieGesture,
  type VerificationDocKind,
  type VerificationRejectReason,
} from '@mawadda/contracts';
import {
  adminQuery,
  parseOneOf,
  parseUuid,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import {
  assets,
  profiles,
  selfiePrompts,
  verifications,
  type AssetRow,
  type ProfileRow,
  type SelfiePromptRow,
  type VerificationRow,
} from './schema.js';

/** What staff may filter and sort the verification queue by; anything else is a 400. */
const QUEUE: AdminListSpec = {
  id: verifications.id,
  sortable: {
    id: verifications.id,
    submittedAt: verifications.submittedAt,
    decidedAt: verifications.decidedAt,
  },
  filters: {
    status: { column: verifications.status, parse: parseOneOf(VERIFICATION_STATUSES) },
    kind: { column: verifications.kind, parse: parseOneOf(VERIFICATION_DOC_KINDS) },
    memberId: { column: verifications.memberId, parse: parseUuid },
  },
  search: { text: [profiles.fullName], uuid: [verifications.memberId] },
};

export interface VerificationQueueRow {
  item: VerificationRow;
  memberName: string | null;
}

/** The column of each badge on the profile row. */
const BADGE_COLUMN = {
  phone: 'phoneVerifiedAt',
  email: 'emailVerifiedAt',
  selfie: 'selfieVerifiedAt',
  id: 'idVerifiedAt',
} as const satisfies Record<BadgeKind, keyof ProfileRow>;

/** Prompts, submissions and badges (README: verification and badges). */
export class VerificationStore {
  constructor(private readonly db: Db) {}

  async addPrompt(
    tx: Db,
    prompt: { id: string; memberId: string; gesture: SelfieGesture; expiresAt: Date },
  ): Promise<SelfiePromptRow> {
    const [row] = await tx.insert(selfiePrompts).values(prompt).returning();
    return row!;
  }

  async prompt(tx: Db, id: string): Promise<SelfiePromptRow | undefined> {
    const [row] = await tx.select().from(selfiePrompts).where(eq(selfiePrompts.id, id));
    return row;
  }

  async usePrompt(tx: Db, id: string, at: Date): Promise<void> {
    await tx.update(selfiePrompts).set({ usedAt: at }).where(eq(selfiePrompts.id, id));
  }

  async hasPending(tx: Db, memberId: string, kind: VerificationDocKind): Promise<boolean> {
    const [row] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        and(
          eq(verifications.memberId, memberId),
          eq(verifications.kind, kind),
          eq(verifications.status, 'pending'),
        ),
      );
    return row !== undefined;
  }

  async submit(
    tx: Db,
    row: {
      id: string;
      memberId: string;
      kind: VerificationDocKind;
      gesture: SelfieGesture | null;
      file: string;
      contentType: string;
    },
  ): Promise<VerificationRow> {
    const [inserted] = await tx.insert(verifications).values(row).returning();
    return inserted!;
  }

  async ofMember(memberId: string): Promise<VerificationRow[]> {
    return this.db
      .select()
      .from(verifications)
      .where(eq(verifications.memberId, memberId))
      .orderBy(desc(verifications.submittedAt));
  }

  async list(query: AdminListQuery): Promise<{ rows: VerificationQueueRow[]; total: number } | AdminListRefused> {
    const read = adminQuery(QUEUE, query);
    if ('refused' in read) return read;
    const { where } = read;
    const [rows, [total]] = await Promise.all([
      this.joined(this.db)
        .where(where)
        .orderBy(...read.orderBy)
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ n: count() })
        .from(verifications)
        .leftJoin(profiles, eq(profiles.memberId, verifications.memberId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(id: string, tx: Db = this.db): Promise<VerificationQueueRow | undefined> {
    const [row] = await this.joined(tx).where(eq(verifications.id, id));
    return row;
  }

  private joined(db: Db) {
    return db
      .select({ item: verifications, memberName: profiles.fullName })
      .from(verifications)
      .leftJoin(profiles, eq(profiles.memberId, verifications.memberId));
  }

  /**
   * The decision, if nobody decided first (one conditional UPDATE: of two staff racing, one
   * wins). The file's name goes with it: the caller deletes the bytes after the commit.
   */
  async decide(
    tx: Db,
    id: string,
    d: {
      status: 'approved' | 'rejected';
      decidedBy: string;
      reason?: VerificationRejectReason;
      note?: string | null;
    },
  ): Promise<VerificationRow | undefined> {
    const [row] = await tx
      .update(verifications)
      .set({
        status: d.status,
        decidedBy: d.decidedBy,
        decidedAt: new Date(),
        reason: d.reason ?? null,
        note: d.note ?? null,
        file: null,
      })
      .where(and(eq(verifications.id, id), eq(verifications.status, 'pending')))
      .returning();
    return row;
  }

  /**
   * Sets a badge (the first time is kept: a repeat changes nothing). Answers the updated row when
   * the badge is new, undefined when it was there already or there is no profile.
   */
  async setBadge(tx: Db, memberId: string, kind: BadgeKind, at: Date): Promise<ProfileRow | undefined> {
    const column = BADGE_COLUMN[kind];
    const [current] = await tx.select().from(profiles).where(eq(profiles.memberId, memberId)).for('update');
    if (!current || current[column] !== null) return undefined;
    const [row] = await tx
      .update(profiles)
      .set({ [column]: at, updatedAt: new Date() })
      .where(eq(profiles.memberId, memberId))
      .returning();
    return row;
  }

  /** The member's approved profile images (avatar and album), for staff to compare a face with. */
  async approvedPhotos(memberId: string): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(assets)
      .where(
        and(
          eq(assets.memberId, memberId),
          inArray(assets.kind, ['avatar', 'photo']),
          eq(assets.moderation, 'approved'),
        ),
      )
      .orderBy(assets.createdAt);
  }

  /** Erasure: the member's prompts and submissions (their files go first, by prefix). */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(verifications).where(eq(verifications.memberId, memberId));
    await tx.delete(selfiePrompts).where(eq(selfiePrompts.memberId, memberId));
  }
}
