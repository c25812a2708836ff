import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  VERIFICATION_DOC_KINDS,
  VERIFICATION_STATUSES,
  type BadgeKind,
  type Declaration,
  type MaritalDocument,
  type SelfieGesture,
  type VerificationDocKind,
  type VerificationRejectReason,
} from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
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
import { ReviewQueueStore } from './review-queue.js';
import { declarationOf, sameDeclaration } from '../domain/declaration.js';

/** A submission with the member's name, as the staff list shows it. */
const joined = (db: Db) =>
  db
    .select({ item: verifications, memberName: profiles.fullName })
    .from(verifications)
    .leftJoin(profiles, eq(profiles.memberId, verifications.memberId))
    .$dynamic();

/** The column of each badge on the profile row. */
const BADGE_COLUMN = {
  phone: 'phoneVerifiedAt',
  email: 'emailVerifiedAt',
  selfie: 'selfieVerifiedAt',
  id: 'idVerifiedAt',
} as const satisfies Record<BadgeKind, keyof ProfileRow>;

/** Prompts, submissions and badges (README: verification and badges). */
export class VerificationStore extends ReviewQueueStore<
  typeof verifications,
  ReturnType<typeof joined>,
  VerificationRejectReason
> {
  constructor(db: Db) {
    super(db, {
      table: verifications,
      kinds: VERIFICATION_DOC_KINDS,
      statuses: VERIFICATION_STATUSES,
      joined,
      // The caller deletes the file's bytes after the commit; its name goes with the decision.
      clearOnDecision: { file: null },
    });
  }

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
      legalName: string | null;
      document: MaritalDocument | null;
      declared: Declaration | null;
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

  /**
   * Marks the declaration checked, only if it is still the one the document was sent for (she may
   * have changed it while staff looked). Answers the updated row, or undefined when nothing changed.
   */
  async checkDeclaration(
    tx: Db,
    memberId: string,
    declared: Declaration | null,
    at: Date,
  ): Promise<ProfileRow | undefined> {
    const [current] = await tx.select().from(profiles).where(eq(profiles.memberId, memberId)).for('update');
    if (!current || !declared || current.declarationCheckedAt !== null) return undefined;
    if (!sameDeclaration(declarationOf(current), declared)) return undefined;
    const [row] = await tx
      .update(profiles)
      .set({ declarationCheckedAt: at, updatedAt: new Date() })
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
