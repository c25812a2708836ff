import { client, type Api } from './api.js';
import { DEMO_MODERATOR, DEMO_STAFF } from './config.js';

/** The demo's two staff accounts, signed in: the admin the site opens at start, and the moderator. */
export interface DemoStaff {
  admin: string;
  moderator: string;
}

const signIn = async (api: Api, who: { email: string; password: string }) =>
  (await api<{ token: string }>('POST', '/api/auth/login', { json: who })).body.token;

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
 * Both staff accounts, the moderator opened first if missing. `adminLogin` is the site's admin:
 * the embedded demo's own by default, the one given to `npm run demo:seed` for a running site.
 */
export async function demoStaff(
  api: Api,
  adminLogin: { email: string; password: string } = DEMO_STAFF,
): Promise<DemoStaff> {
  const admin = await signIn(api, adminLogin);
  await ensureModerator(api, admin);
  return { admin, moderator: await signIn(api, DEMO_MODERATOR) };
}

/** For `npm run demo` on a folder seeded before: the moderator's login works as printed. */
export async function ensureDemoModerator(baseUrl: string) {
  const api = client(baseUrl);
  return ensureModerator(api, await signIn(api, DEMO_STAFF));
}
