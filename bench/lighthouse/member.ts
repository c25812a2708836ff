// The signed-in member whose search page Lighthouse measures: registered through the public API
// as members register (the codes read from the dev inbox), profile filled in as the demo's people
// fill theirs, beside a few others so the page shows results, and found by search before any run.
import { fetchClient, registerAndConfirm, type InboxReader } from '@mawadda/kit/testing';
import { client, pool, sleep, untilFound } from '../../scripts/demo/api.js';
import { DEMO_MEMBER_PASSWORD, demoMembers } from '../../scripts/demo/people.js';

/** A seed of its own: the bench's people never collide with the demo's or the load test's. */
const LIGHTHOUSE_SEED = 1919;
/** Half men, half women: the viewer (member 0, a man) finds the women. */
const PEOPLE = 8;

export interface BenchMember {
  email: string;
  /** A fresh access token (they last 15 minutes; a run of the bench takes longer). */
  signIn(): Promise<string>;
}

export async function prepareMember(baseUrl: string, inbox: InboxReader): Promise<BenchMember> {
  const api = client(baseUrl);
  const people = demoMembers(PEOPLE, LIGHTHOUSE_SEED);
  const tokens: string[] = new Array(people.length);
  await pool(people, 2, async (m, i) => {
    const session = await registerAndConfirm(
      fetchClient(baseUrl, { 'accept-language': m.locale }),
      m.registration as { email: string; phone: string } & Record<string, unknown>,
      inbox,
    );
    // 404 until profile has read the registration.
    await untilFound(
      () => api('PATCH', '/api/profile/me', { token: session.body.token, json: m.profile }),
      60_000,
    );
    tokens[i] = session.body.token;
  });
  const viewer = people[0]!;
  const women = people.filter((p) => p.gender !== viewer.gender).length;
  // Search is fed by events: wait until the viewer finds every woman.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const page = await api<{ items: unknown[] }>('GET', '/api/search/members?limit=50', { token: tokens[0] });
    if (page.body.items.length >= women) break;
    if (Date.now() > deadline)
      throw new Error(`search showed ${page.body.items.length} of ${women} members after a minute`);
    await sleep(250);
  }
  return {
    email: viewer.email,
    async signIn() {
      const login = await api<{ token: string }>('POST', '/api/auth/login', {
        json: { email: viewer.email, password: DEMO_MEMBER_PASSWORD },
      });
      return login.body.token;
    },
  };
}
