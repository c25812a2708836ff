import { fieldIssuesFrom, type SocketAck, type SocketProblem } from '@mawadda/contracts';
import { ProblemError, problems } from '@mawadda/kit';
import type { z } from 'zod';

/** A problem as a socket ack carries it: the same code, message key and field as over HTTP. */
export const socketProblemOf = (p: ProblemError): SocketProblem => ({
  status: p.status,
  code: p.code,
  messageKey: p.messageKey,
  ...(p.options.field && { field: p.options.field }),
  ...(p.options.params && { params: p.options.params }),
});

/** A frame that fails its schema: 400 naming the field, as a body would get over HTTP. */
export const invalidFrame = (error: z.ZodError, input: unknown) =>
  socketProblemOf(problems.validation(fieldIssuesFrom(error, input)));

export const failed = <T>(problem: SocketProblem): SocketAck<T> => ({ ok: false, problem });
export const succeeded = <T>(data: T): SocketAck<T> => ({ ok: true, data });

export const INTERNAL: SocketProblem = { status: 500, code: 'internal', messageKey: 'error.internal' };
