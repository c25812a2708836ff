import { z } from 'zod';

/** DESIGN §4: every event travels in this envelope; `key` (the member id) keeps one member's events in order. */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  producer: z.string().min(1),
  key: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
});

export type EventEnvelope<P = Record<string, unknown>> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: P;
};

/** One Kafka topic per producing service. */
export const topicOf = (producer: string) => `${producer}.events`;
