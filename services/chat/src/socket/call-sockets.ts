import {
  CALL_CLIENT_EVENTS,
  callIdFrameSchema,
  callSignalFrameSchema,
  callStartFrameSchema,
  type SocketAck,
} from '@mawadda/contracts';
import { controlCharacterIssues, ProblemError, problems, type Logger, type Principal } from '@mawadda/kit';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { actOnCall } from '../app/calls/act-on-call.js';
import { callView, currentCall } from '../app/calls/call-views.js';
import { iceServersFor } from '../app/calls/ice-servers.js';
import { placeCall } from '../app/calls/place-call.js';
import { relaySignal } from '../app/calls/relay-signal.js';
import type { ChatApp } from '../app/context.js';
import type { CallAction, CallRuleRefusal } from '../domain/call-rules.js';
import { callProblemFor } from '../http/call-problems.js';
import { failed, INTERNAL, invalidFrame, socketProblemOf, succeeded } from './problems.js';

type Ack = (answer: SocketAck<unknown>) => void;
type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: CallRuleRefusal };

const answerOf = <T, R>(o: Outcome<T>, view: (v: T) => R): SocketAck<R> =>
  o.ok ? succeeded(view(o.value)) : failed(socketProblemOf(callProblemFor(o.refusal)));

/**
 * Call signalling on the chat's socket (README: calls): members place, answer, decline and leave
 * calls; a guardian's socket may only join and leave the calls that name him, and exchange
 * signals in them. Frames are parsed by their contract schemas and answered, never thrown.
 */
export function handleCallFrames(socket: Socket, io: Server, app: ChatApp, who: Principal, logger: Logger) {
  const on = <S extends z.ZodType>(
    event: string,
    schema: S,
    run: (frame: z.output<S>) => Promise<SocketAck<unknown>>,
  ) =>
    socket.on(event, (raw: unknown, ack?: unknown) => {
      const answer: Ack = (a) => {
        if (typeof ack === 'function') (ack as Ack)(a);
      };
      const hidden = controlCharacterIssues(raw);
      if (hidden.length) return answer(failed(socketProblemOf(problems.validation(hidden))));
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return answer(failed(invalidFrame(parsed.error, raw)));
      run(parsed.data).then(answer, (err: unknown) => {
        if (err instanceof ProblemError) return answer(failed(socketProblemOf(err)));
        logger.error({ err, event }, 'call frame failed');
        answer(failed(INTERNAL));
      });
    });
  // The calls a guardian joined from this socket (a guardian has no line: he may chaperone more than one).
  const joinedHere = new Set<string>();
  const act = (event: string, action: CallAction) =>
    on(event, callIdFrameSchema, async (f) => {
      const done = await actOnCall(app, who.id, f.callId, action);
      if (done.ok && action === 'join') joinedHere.add(f.callId);
      if (done.ok && action === 'leave') joinedHere.delete(f.callId);
      return answerOf(done, callView);
    });

  // Every frame for every caller: the rules say who may take which step (a guardian is no
  // conversation's member, so he cannot place, answer or decline; only a call's guardian joins).
  const member = who.role === 'member';
  on(CALL_CLIENT_EVENTS.start, callStartFrameSchema, async (f) =>
    answerOf(await placeCall(app, who.id, f), callView),
  );
  act(CALL_CLIENT_EVENTS.accept, 'accept');
  act(CALL_CLIENT_EVENTS.decline, 'decline');
  act(CALL_CLIENT_EVENTS.join, 'join');
  act(CALL_CLIENT_EVENTS.leave, 'leave');
  on(CALL_CLIENT_EVENTS.signal, callSignalFrameSchema, async (f) =>
    answerOf(await relaySignal(app, who.id, f), () => null),
  );
  on(CALL_CLIENT_EVENTS.ice, callIdFrameSchema, async (f) => {
    const call = await app.calls.get(f.callId);
    if (!call || ![call.callerId, call.calleeId, ...call.guardianIds].includes(who.id))
      return failed(socketProblemOf(callProblemFor({ refusal: 'not_in_call' })));
    return succeeded(iceServersFor(app.config, call.id, app.clock().getTime()));
  });

  // A member whose last device left is gone from their call (the other side is not left waiting).
  // Her call is asked first: nearly every socket leaves with none, and counting her devices asks
  // every replica (a thousand at once when a replica restarts).
  socket.once('disconnect', () => {
    void (async () => {
      const call = member ? await currentCall(app, who.id) : undefined;
      if (!call && joinedHere.size === 0) return;
      if ((await io.in(`member:${who.id}`).fetchSockets()).length) return;
      if (call) await actOnCall(app, who.id, call.id, 'leave');
      for (const callId of joinedHere) await actOnCall(app, who.id, callId, 'leave');
    })().catch((err: unknown) => logger.warn({ err }, 'call cleanup on disconnect failed'));
  });
}
