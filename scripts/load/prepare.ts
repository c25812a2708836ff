import { randomUUID } from 'node:crypto';
import {
  fetchClient,
  registerAndConfirm,
  signInStaff,
  type InboxReader,
  type RegisterClient,
  type StaffCredentials,
} from '@mawadda/kit/testing';
import { ApiError, client, pool, sleep, untilFound, type Api } from '../demo/api.js';
import { DEMO_MEMBER_PASSWORD, demoMembers, type DemoMember } from '../demo/people.js';

/**
 * What the k6 scenarios need, made through the public API as members make it (profiles complete
 * enough to be searched, trials, chat pairs), written to a JSON file the scenarios `open()`. A
 * second run against the same site signs the members in instead of registering them again.
 */
export interface LoadData {
  /**
   * The staff scenario's admin, signed in by the runner just before each scenario (staff answer a
   * second step that k6 cannot compute with the TOTP library): an access token good for 15 minutes.
   */
  admin: { token: string } | null;
  members: { id: string; email: string; password: string; gender: DemoMember['gender'] }[];
  pairs: { conversationId: string; a: { id: string; token: string }; b: { id: string; token: string } }[];
}

interface Member {
  demo: DemoMember;
  id: string;
  token: string;
}

/** A fixed seed of its own: the load members never collide with the demo's 2026 people. */
const LOAD_SEED = 1818;

async function registerOrSignIn(api: Api, m: DemoMember, inbox: InboxReader): Promise<Member> {
  type Session = { account: { id: string }; token: string };
  const login = await api<Session>('POST', '/api/auth/login', {
    json: { email: m.email, password: DEMO_MEMBER_PASSWORD },
    expect: [200, 401],
  });
  if (login.status === 200) return { demo: m, id: login.body.account.id, token: login.body.token };
  const viaApi: RegisterClient = {
    post: async (path, json) => {
      const res = await api('POST', path, {
        json,
        locale: m.locale,
        expect: [201, 202],
      });
      return { status: res.status, body: res.body, headers: Object.fromEntries(res.headers) };
    },
  };
  const { body } = await registerAndConfirm(
    viaApi,
    m.registration as { email: string; phone: string } & Record<string, unknown>,
    inbox,
  );
  return { demo: m, id: body.account.id, token: body.token };
}

/** Retries a call while it answers one of `statuses` (an event not yet read), up to `timeoutMs`. */
async function until<T>(attempt: () => Promise<T>, statuses: number[], timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError && statuses.includes(error.status)) || Date.now() > deadline)
        throw error;
      await sleep(250);
    }
  }
}

/** How many members `who` finds (the opposite gender, every page). */
async function searchable(api: Api, who: Member): Promise<number> {
  let found = 0;
  let cursor: string | null = null;
  do {
    const query: string = `/api/search/members?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: { body: { items: unknown[]; next: string | null } } = await api('GET', query, {
      token: who.token,
    });
    found += page.body.items.length;
    cursor = page.body.next;
  } while (cursor);
  return found;
}

export async function prepareLoadData(
  baseUrl: string,
  options: {
    count: number;
    /** Conversations wanted, one per chat VU (fewer when the members cannot make that many). */
    chatPairs: number;
    inbox: InboxReader;
    progress: (line: string) => void;
  },
): Promise<LoadData> {
  const api = client(baseUrl);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const people = demoMembers(options.count, LOAD_SEED);
  const members: Member[] = new Array(people.length);
  await pool(people, 4, async (m, i) => {
    const member = await registerOrSignIn(api, m, options.inbox);
    await untilFound(() => api('PATCH', '/api/profile/me', { token: member.token, json: m.profile }), 60_000);
    members[i] = member;
  });
  options.progress(`${members.length} members registered with their profiles (${elapsed()})`);

  // Search is fed by events: wait until a man and a woman each find the other side.
  const men = members.filter((m) => m.demo.gender === 'male');
  const women = members.filter((m) => m.demo.gender === 'female');
  const deadline = Date.now() + 120_000;
  while ((await searchable(api, men[0]!)) < women.length || (await searchable(api, women[0]!)) < men.length) {
    if (Date.now() > deadline)
      throw new Error('the load members did not all become searchable within 2 minutes');
    await sleep(500);
  }
  options.progress(`search shows every member (${elapsed()})`);

  // Chat pairs: each man starts his trial (premium may start conversations), then the men write
  // first to women with a public profile (a private one would need an accepted follow first), in
  // rounds: each man to the next woman, until there are as many conversations as chat VUs. A man
  // in several conversations is a member on several devices, as chat serves them; a pair whose
  // guardian must approve is skipped (her guardian decides).
  const open = women.filter((w) => w.demo.profile.visibility !== 'private');
  if (!open.length) throw new Error('no woman with a public profile among the load members');
  await pool(men, 4, async (man) => {
    // 503 account_not_ready until billing has read the registration.
    await until(() => api('POST', '/api/billing/trial', { token: man.token, expect: [201, 409] }), [503]);
  });
  const couples = Array.from({ length: open.length }, (_, round) =>
    men.map((man, i) => ({ man, woman: open[(i + round) % open.length]! })),
  ).flat();
  const pairs: LoadData['pairs'] = [];
  while (pairs.length < options.chatPairs && couples.length) {
    await pool(couples.splice(0, options.chatPairs - pairs.length), 4, async ({ man, woman }) => {
      // 403 needs_entitlement until chat has read billing's entitlement.changed.
      const started = await until(
        () =>
          api<{ conversation: { id: string; guardianApproval?: string | null } }>(
            'POST',
            '/api/chat/conversations',
            {
              token: man.token,
              json: { memberId: woman.id, clientId: randomUUID(), text: 'السلام عليكم (load test)' },
              expect: [200, 201],
            },
          ),
        [403, 404],
      );
      if (started.body.conversation.guardianApproval === 'waiting') return;
      pairs.push({
        conversationId: started.body.conversation.id,
        a: { id: man.id, token: man.token },
        b: { id: woman.id, token: woman.token },
      });
    });
  }
  options.progress(`${pairs.length} conversations open for chat (${elapsed()})`);

  return {
    admin: null,
    members: members.map((m) => ({
      id: m.id,
      email: m.demo.email,
      password: DEMO_MEMBER_PASSWORD,
      gender: m.demo.gender,
    })),
    pairs,
  };
}

/** The admin's access token, through the second step (kit's signInStaff). */
export async function adminToken(baseUrl: string, admin: StaffCredentials): Promise<string> {
  return (await signInStaff(fetchClient(baseUrl), admin)).body.token;
}
