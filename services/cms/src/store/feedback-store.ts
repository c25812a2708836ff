import type { CmsFeedback, FeedbackSubmit, FeedbackUpdate, Locale } from '@mawadda/contracts';
import { problems, uuidv7, type Database, type Outbox } from '@mawadda/kit';
import { eq } from 'drizzle-orm';
import { applyFeedbackUpdate } from '../domain/feedback-rules.js';
import { feedbackReplied, feedbackSubmitted } from '../events/cms-events.js';
import { feedbackDto } from './mappers.js';
import { feedback } from './schema.js';

/** Feedback writes: each commits with its event, so a notifier never misses one nor sees a phantom. */
export class FeedbackStore {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
  ) {}

  async submit(input: FeedbackSubmit, meta: { locale: Locale; memberId?: string }): Promise<CmsFeedback> {
    const created = await this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({
          id: uuidv7(),
          ...input,
          locale: meta.locale,
          memberId: meta.memberId ?? null,
          status: 'new',
        })
        .returning();
      const dto = feedbackDto(row!);
      await this.outbox.append(tx, feedbackSubmitted(dto));
      return dto;
    });
    this.outbox.notify();
    return created;
  }

  async update(id: string, input: FeedbackUpdate, staffId: string): Promise<CmsFeedback> {
    const updated = await this.database.db.transaction(async (tx) => {
      // Locked, so two staff replying at once apply one after the other, each seeing the other's reply.
      const [current] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
      if (!current) throw problems.notFound();
      const { next, replied } = applyFeedbackUpdate(current, input, staffId, new Date());
      const [row] = await tx.update(feedback).set(next).where(eq(feedback.id, id)).returning();
      const dto = feedbackDto(row!);
      if (replied) await this.outbox.append(tx, feedbackReplied(dto));
      return dto;
    });
    this.outbox.notify();
    return updated;
  }
}
