import type { EnrolledSession, SecondFactorSession, TwoFactorSetup } from '@mawadda/contracts';
import type { ProblemBody } from '../api/api';

/*
 * The second step of a staff sign-in (services/auth README, Second factor). The challenge from
 * the password step is the credential here, not a token: these calls are made signed out.
 */

/** A refusal of a step: the problem's message key, the field it names and its code. */
export class StepError extends Error {
  constructor(
    messageKey: string,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(messageKey);
  }
}

async function post<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StepError('ra.notification.http_error');
  }
  const json = (await res.json().catch(() => ({}))) as unknown;
  if (!res.ok) {
    const problem = json as ProblemBody;
    throw new StepError(problem.messageKey ?? 'ra.auth.sign_in_error', problem.field, problem.code);
  }
  return json as T;
}

/** A code of the authenticator app, or a recovery code: the session, and recovery codes left. */
export const answerChallenge = (challenge: string, code: string) =>
  post<SecondFactorSession>('/api/auth/login/second-factor', { challenge, code });

/** The secret to add to the app, for staff who have none yet (the same again for this sign-in). */
export const startEnrolment = (challenge: string) =>
  post<TwoFactorSetup>('/api/auth/login/enrol', { challenge });

/** The first code of the new secret: the session and the recovery codes, shown once. */
export const confirmEnrolment = (challenge: string, code: string) =>
  post<EnrolledSession>('/api/auth/login/enrol/confirm', { challenge, code });

/** The challenge is over (expired, used, 5 wrong codes): the sign-in starts again. */
export const isChallengeOver = (e: unknown) => e instanceof StepError && e.code === 'challenge_expired';
