import {
  CLIENT_EVENTS,
  receiptFrameSchema,
  SERVER_EVENTS,
  sendFrameSchema,
  TYPING_THROTTLE_MS,
  typingFrameSchema,
  type SocketAck,
} from '@mawadda/contracts';
import { controlCharacterIssues, ProblemError, problems, type Logger, type Principal } from '@mawadda/kit';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { ChatApp } from '../app/context.js';
import { markReceipts } from '../app/mark-receipts.js';
import { writtenFor } from '../app/views.js';
import { writeMessage } from '../app/write-message.js';
import { problemFor } from '../http/problems.js';
import { failed, INTERNAL, invalidFrame, socketProblemOf, succeeded } from './problems.js';

type Ack = (answer: SocketAck<unknown>) => void;

/**
 * Each frame is parsed by its contract schema and run through the same use cases as HTTP. A bad
 * frame is answered, never thrown: one member's odd bytes must not take the socket server down.
 */
export function handleFrames(socket: Socket, app: ChatApp, member: Principal, logger: Logger) {
  const on = <S extends z.ZodType>(
    event: string,
    schema: S,
    run: (frame: z.output<S>) => Promise<SocketAck<unknown>>,
  ) =>
    socket.on(event, (raw: unknown, ack?: unknown) => {
      const answer: Ack = (a) => {
        if (typeof ack === 'function') (ack as Ack)(a);
        else if (!a.ok) socket.emit(SERVER_EVENTS.chatError, { event, problem: a.problem });
      };
      // Refused as over HTTP (the kit's rule for every text field): never silently changed.
      const hidden = controlCharacterIssues(raw);
      if (hidden.length) return answer(failed(socketProblemOf(problems.validation(hidden))));
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return answer(failed(invalidFrame(parsed.error, raw)));
      run(parsed.data).then(answer, (err: unknown) => {
        if (err instanceof ProblemError) return answer(failed(socketProblemOf(err)));
        logger.error({ err, event }, 'chat frame failed');
        answer(failed(INTERNAL));
      });
    });

  on(CLIENT_EVENTS.send, sendFrameSchema, async (frame) => {
    const to = { conversationId: frame.conversationId };
    const written = await writeMessage(app, member.id, to, frame, socket.id);
    if (!written.ok) return failed(socketProblemOf(problemFor(written.refusal)));
    return succeeded(await writtenFor(app, member.id, written.value));
  });

  for (const kind of [CLIENT_EVENTS.delivered, CLIENT_EVENTS.read] as const)
    on(kind, receiptFrameSchema, async (frame) => {
      const done = await markReceipts(app, member.id, frame.conversationId, kind, frame.upToSeq, socket.id);
      return done.ok ? succeeded(null) : failed(socketProblemOf(problemFor(done.refusal)));
    });

  // Typing is ephemeral: never stored, throttled per conversation, told only to the other member
  // of an open conversation the sender may still see.
  const lastTyping = new Map<string, number>();
  on(CLIENT_EVENTS.typing, typingFrameSchema, async (frame) => {
    const now = Date.now();
    if (now - (lastTyping.get(frame.conversationId) ?? 0) < TYPING_THROTTLE_MS) return succeeded(null);
    lastTyping.set(frame.conversationId, now);
    const facts = await app.conversations.factsOf(app.database.db, member.id, frame.conversationId);
    if (!facts) return failed(socketProblemOf(problemFor({ refusal: 'notFound', what: 'conversation' })));
    // A conversation waiting for her guardian tells her nothing, typing included.
    if (facts.status === 'open' && !facts.gate)
      app.live.toMember(facts.otherId, SERVER_EVENTS.typing, {
        conversationId: frame.conversationId,
        memberId: member.id,
      });
    return succeeded(null);
  });
}
