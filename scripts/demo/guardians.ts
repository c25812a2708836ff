import { randomUUID } from 'node:crypto';
import type { GuardianSettings, GuardianState } from '@mawadda/contracts';
import { codeInMessage, type InboxReader } from '@mawadda/kit/testing';
import { ApiError, sleep, untilFound, type Api } from './api.js';
import type { Cast } from './cast.js';
import { DEMO_EMAIL_DOMAIN } from './people.js';
import type { Seeded } from './seeded.js';

/**
 * Guardians (wali), made through the site as members do it (auth README: Guardian): women invite a
 * guardian, who accepts from the dev inbox. The first man then writes to the woman whose guardian
 * approves conversations, so the demo shows a conversation waiting for a guardian.
 */

/** Every demo guardian signs in with this password. */
export const DEMO_GUARDIAN_PASSWORD = 'Mawadda-wali-2026';

export interface GuardianLogin {
  email: string;
  password: string;
  name: string;
  /** The member (email) whose guardian this is. */
  of: string;
}

const ALL_OFF: GuardianSettings = {
  approveConversations: false,
  approvePhotos: false,
  approveCv: false,
  readsConversations: false,
  callsIncludeGuardian: false,
  seesMatchmaking: false,
};

/** The guardian's address: the member's own, prefixed, on the demo's reserved domain. */
export const guardianEmailOf = (s: Seeded) => `wali.${s.member.email.split('@')[0]}@${DEMO_EMAIL_DOMAIN}`;
const guardianNameOf = (s: Seeded) =>
  `Abdullah ${s.member.registration.fullNameEn!.split(' ').slice(1).join(' ')}`;

type Session = { token: string; account: { id: string } };

/** Links `woman` to her guardian unless linked already; returns the guardian's token. */
async function link(api: Api, inbox: InboxReader, woman: Seeded): Promise<string> {
  const email = guardianEmailOf(woman);
  const login = () =>
    api<Session>('POST', '/api/auth/login', {
      json: { email, password: DEMO_GUARDIAN_PASSWORD },
      expect: [200, 401],
    });
  const state = await api<GuardianState>('GET', '/api/auth/me/guardian', { token: woman.token });
  if (state.body.status === 'linked') {
    const existing = await login();
    if (existing.status === 200) return existing.body.token;
  }
  const after = new Date(Date.now() - 1_000);
  await api('POST', '/api/auth/me/guardian/invite', {
    token: woman.token,
    locale: woman.member.locale,
    json: { email },
    expect: [202],
  });
  const message = await inbox(email, 'guardian.invite', after);
  const token = /[?&]token=([\w-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no token in the guardian invitation to ${email}`);
  const password = DEMO_GUARDIAN_PASSWORD;
  // As his browser does: the code that proves the address is his, then his new account.
  const asked = new Date(Date.now() - 1_000);
  await api('POST', `/api/auth/guardian/invites/${token}/code`, {
    locale: woman.member.locale,
    json: {},
    expect: [202],
  });
  const code = codeInMessage((await inbox(email, 'guardian.code', asked)).text);
  const accepted = await api<Session & { code?: string }>(
    'POST',
    `/api/auth/guardian/invites/${token}/accept`,
    {
      locale: woman.member.locale,
      json: { fullName: guardianNameOf(woman), password, confirmPassword: password, code },
      expect: [201, 409],
    },
  );
  if (accepted.status === 201) return accepted.body.token;
  // A guardian account from an earlier run whose link ended: it signs in and accepts.
  const signedIn = await login();
  if (signedIn.status !== 200)
    throw new ApiError(409, `accepting the guardian invitation for ${email}`, accepted.body);
  await api('POST', `/api/auth/guardian/invites/${token}/accept`, {
    token: signedIn.body.token,
    json: {},
    expect: [201],
  });
  return signedIn.body.token;
}

async function choose(api: Api, woman: Seeded, settings: GuardianSettings) {
  await api('PUT', '/api/auth/me/guardian/settings', { token: woman.token, json: settings });
}

/**
 * The first man writes to the gated woman once (a resumed seed finds the conversation). Chat learns
 * of the guardian and his trial from events, so this waits until the guardian can read her list
 * and retries while chat has yet to hear of the trial.
 */
async function writeToGated(api: Api, man: Seeded, woman: Seeded, guardianToken: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reads = await api('GET', `/api/chat/guardian/members/${woman.id}/conversations`, {
      token: guardianToken,
      expect: [200, 404],
    });
    if (reads.status === 200) break;
    if (Date.now() > deadline) throw new Error('chat did not hear of the demo guardian in time');
    await sleep(200);
  }
  const withHer = await api<{ conversation: unknown }>('GET', `/api/chat/with/${woman.id}`, {
    token: man.token,
  });
  if (withHer.body.conversation) return false;
  for (;;) {
    const started = await api<{ code?: string }>('POST', '/api/chat/conversations', {
      token: man.token,
      locale: man.member.locale,
      json: {
        memberId: woman.id,
        clientId: randomUUID(),
        text: 'Assalamu alaikum. I read your profile and would be glad to talk, with your family’s blessing.',
      },
      expect: [201, 403],
    });
    if (started.status === 201) return true;
    if (Date.now() > deadline) throw new ApiError(403, 'the first man starting a conversation', started.body);
    await sleep(200);
  }
}

export interface GuardianScene {
  linked: number;
  /** The guardian whose approval the first man's conversation waits for. */
  login: GuardianLogin;
  /** The photo-approving guardian's token, for the reveal that waits for him (reveals.ts). */
  photoGuardianToken: string;
  conversationWaiting: boolean;
}

export async function seedGuardians(api: Api, inbox: InboxReader, cast: Cast): Promise<GuardianScene> {
  const { gatedWoman, photoGuarded, plainGuarded, firstMan } = cast;
  const plan: [Seeded, GuardianSettings][] = [
    // The guardian the demo signs in as: he also sees what she looks for and her suggestions, and
    // every call of hers rings him too and connects only once he joins (chat README: calls).
    [
      gatedWoman,
      {
        ...ALL_OFF,
        approveConversations: true,
        readsConversations: true,
        seesMatchmaking: true,
        callsIncludeGuardian: true,
      },
    ],
    [photoGuarded, { ...ALL_OFF, approvePhotos: true, approveCv: true }],
    // The defaults: the three approvals, no reading, no sight of her matchmaking.
    [plainGuarded, { ...ALL_OFF, approveConversations: true, approvePhotos: true, approveCv: true }],
  ];
  const tokens = new Map<Seeded, string>();
  for (const [woman, settings] of plan) {
    if (tokens.has(woman)) continue;
    tokens.set(woman, await link(api, inbox, woman));
    await choose(api, woman, settings);
  }
  // Two guardians vouch for their ward's declaration (profile README: declarations); the one the
  // demo signs in as has not yet, so his home offers it. Profile learns of the link from auth's
  // event: 404 until it has.
  for (const woman of [photoGuarded, plainGuarded])
    await untilFound(() =>
      api('PUT', `/api/profile/guardian/members/${woman.id}/declaration/attestation`, {
        token: tokens.get(woman)!,
      }),
    );
  const conversationWaiting = await writeToGated(api, firstMan, gatedWoman, tokens.get(gatedWoman)!);
  return {
    linked: tokens.size,
    login: {
      email: guardianEmailOf(gatedWoman),
      password: DEMO_GUARDIAN_PASSWORD,
      name: guardianNameOf(gatedWoman),
      of: gatedWoman.member.email,
    },
    photoGuardianToken: tokens.get(photoGuarded)!,
    conversationWaiting,
  };
}
