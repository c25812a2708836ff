import { signInStaff, type RegisterClient, type StaffSignedIn } from '@mawadda/kit/testing';
import { adminList, client, type Api } from './api.js';
import { DEMO_MODERATOR, DEMO_STAFF, type StaffLogin } from './config.js';

/**
 * The demo's two staff accounts, signed in: the admin (enrolled with DEMO_STAFF's TOTP secret) and
 * the moderator, who enrols at first sign-in like any staff; its secret is kept in the seed's
 * marker so the demo can print it.
 */
export interface DemoStaff {
  admin: string;
  moderator: string;
  /** The moderator's TOTP secret (base32), printed with its login. */
  moderatorTotpSecret: string;
}

/** The seed's client, as kit's signInStaff speaks to the API (refusals are answers, not throws). */
const poster = (api: Api): RegisterClient => ({
  async post(path, json) {
    const res = await api('POST', path, { json, expect: [200, 201, 400, 401, 403, 409, 429] });
    return { status: res.status, body: res.body, headers: Object.fromEntries(res.headers) };
  },
});

const signIn = (api: Api, who: StaffLogin): Promise<StaffSignedIn> => signInStaff(poster(api), who);

/**
 * Opens the demo moderator as the admin does in the console, unless it exists (409 `email_taken`):
 * run on every start, so a data folder seeded before the moderator existed gets one too.
 */
export async function ensureModerator(api: Api, adminToken: string): Promise<'created' | 'existed'> {
  const res = await api<{ code?: string }>('POST', '/api/auth/admin/staff', {
    token: adminToken,
    json: { ...DEMO_MODERATOR, role: 'moderator' },
    expect: [201, 409],
  });
  if (res.status === 201) return 'created';
  if (res.body.code !== 'email_taken')
    throw new Error(`opening the demo moderator: ${JSON.stringify(res.body)}`);
  return 'existed';
}

/**
 * The moderator signed in with its known secret; or, when the secret is not known (a folder
 * seeded before two-step sign-in, a seed of a running site run again), after the admin resets its
 * second factor as for a lost phone, so that this sign-in enrols a new one.
 */
async function signInModerator(api: Api, adminToken: string, known?: string) {
  if (known) {
    const res = await signIn(api, { ...DEMO_MODERATOR, totpSecret: known }).catch(() => undefined);
    if (res) return { token: res.body.token, secret: known };
  }
  const first = await signIn(api, DEMO_MODERATOR).catch(() => undefined);
  if (first?.totpSecret) return { token: first.body.token, secret: first.totpSecret };
  const list = await api<{ id: string }[]>(
    'GET',
    adminList('/api/auth/admin/staff', { q: DEMO_MODERATOR.email }),
    { token: adminToken },
  );
  const id = list.body[0]?.id;
  if (!id) throw new Error('the demo moderator is not in the staff list');
  await api('DELETE', `/api/auth/admin/staff/${id}/two-factor`, { token: adminToken, expect: [204] });
  const enrolled = await signIn(api, DEMO_MODERATOR);
  return { token: enrolled.body.token, secret: enrolled.totpSecret! };
}

/**
 * Both staff accounts, the moderator opened first if missing. `adminLogin` is the site's admin:
 * the embedded demo's own by default, the one given to `npm run demo:seed` for a running site.
 */
export async function demoStaff(
  api: Api,
  adminLogin: StaffLogin = DEMO_STAFF,
  moderatorTotpSecret?: string,
): Promise<DemoStaff> {
  const admin = (await signIn(api, adminLogin)).body.token;
  await ensureModerator(api, admin);
  const moderator = await signInModerator(api, admin, moderatorTotpSecret);
  return { admin, moderator: moderator.token, moderatorTotpSecret: moderator.secret };
}

/**
 * For `npm run demo` on a folder seeded before: the moderator's login works as printed. Answers
 * whether it was opened now and its TOTP secret (the known one, or a new one).
 */
export async function ensureDemoModerator(baseUrl: string, moderatorTotpSecret?: string) {
  const api = client(baseUrl);
  const admin = (await signIn(api, DEMO_STAFF)).body.token;
  const opened = await ensureModerator(api, admin);
  const { secret } = await signInModerator(api, admin, moderatorTotpSecret);
  return { opened, moderatorTotpSecret: secret };
}
