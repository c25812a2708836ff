import type { AuthProvider } from 'react-admin';
import type { SecondFactorChallenge, SecondFactorStep } from '@mawadda/contracts';
import type { ProblemBody } from '../api/api';
import {
  adoptIfStaff,
  clearSession,
  currentAccount,
  currentToken,
  renewStaffSession,
  type SessionBody,
} from './session';

/** The login page shows this key when a member (or a company) signs in here. */
export const NOT_STAFF_KEY = 'mw.auth.notStaff';

/**
 * The password was right, and the sign-in goes on with a second step: a code of the staff
 * member's authenticator app (`verify`), or setting one up first (`enrol`). No session yet.
 */
export class SecondFactorNeeded extends Error {
  constructor(
    readonly step: SecondFactorStep,
    readonly challenge: string,
  ) {
    super('mw.twoFactor.needed');
  }
}

const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function problemKey(res: Response): Promise<string> {
  try {
    const problem = (await res.json()) as ProblemBody;
    return problem.messageKey ?? 'ra.auth.sign_in_error';
  } catch {
    return 'ra.auth.sign_in_error';
  }
}

/** A staff session in memory, or a fresh one from the refresh cookie. */
const hasStaffSession = async () => currentToken() !== null || (await renewStaffSession());

/** What the login page hands to `login`: the password step, or the session its second step opened. */
export type LoginParams = { email?: string; username?: string; password: string } | { session: SessionBody };

/*
 * Staff sign in on the members' auth API, then take the second step (every staff account has one)
 * on the login page. Only moderators and admins are kept: anyone else is told this console is for
 * staff, and the sign-in just made is ended at once (it was made here, for nothing else).
 */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    let body: SessionBody | SecondFactorChallenge;
    if ('session' in params) body = params.session;
    else {
      const res = await post('/api/auth/login', {
        email: params.email ?? params.username,
        password: params.password,
      });
      if (!res.ok) throw new Error(await problemKey(res));
      body = (await res.json()) as SessionBody | SecondFactorChallenge;
    }
    if ('secondFactor' in body) throw new SecondFactorNeeded(body.secondFactor, body.challenge);
    if (!adoptIfStaff(body)) {
      await post('/api/auth/logout').catch(() => undefined);
      clearSession();
      throw new Error(NOT_STAFF_KEY);
    }
  },

  async logout() {
    // Only a staff session of ours is ended on the server: the refresh cookie is shared with the
    // member site, and a visitor who merely opened /admin must not be signed out there.
    if (currentToken() !== null) await post('/api/auth/logout').catch(() => undefined);
    clearSession();
  },

  async checkAuth() {
    if (!(await hasStaffSession())) throw { message: false };
  },

  async checkError(error: { status?: number }) {
    // The data layer already refreshed once on a 401: a second one means the session is over.
    if (error?.status === 401) {
      clearSession();
      throw error;
    }
    // 403 (an admin-only page for a moderator) keeps the session: the page says why.
  },

  async getPermissions() {
    if (!(await hasStaffSession())) return undefined;
    return currentAccount()?.role;
  },

  async getIdentity() {
    if (!(await hasStaffSession())) throw new Error('ra.auth.auth_check_error');
    const account = currentAccount()!;
    return { id: account.id, fullName: account.fullName };
  },
};
