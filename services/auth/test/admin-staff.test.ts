import { staffAccountSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let root: { id: string; auth: string };
beforeAll(async () => {
  ctx = await startAuthApp();
  root = await ctx.signInRoot();
});
afterAll(() => ctx.close());

const api = () => request(ctx.app);
/** Each staff member's TOTP secret, from the enrolment of their first sign-in on. */
const secrets = new Map<string, string>();
async function signIn(email: string, password: string) {
  const done = await ctx.signIn(email, password, secrets.get(email));
  if (done.totpSecret) secrets.set(email, done.totpSecret);
  return done;
}
const create = (body: object, auth = root.auth) =>
  api().post('/api/auth/admin/staff').set('Authorization', auth).send(body);
const update = (id: string, body: object, auth = root.auth) =>
  api().put(`/api/auth/admin/staff/${id}`).set('Authorization', auth).send(body);
let n = 0;
const newStaff = (role: 'moderator' | 'admin') => ({
  email: `Staff${++n}.${Date.now()}@Mawadda.test`,
  fullName: `Staff Person ${n}`,
  role,
  password: 'Qalam-wa-Lawh-31',
});

describe('staff accounts', () => {
  it('an admin opens a staff account (201, the row), who can then sign in with their role', async () => {
    const input = newStaff('moderator');
    const res = await create(input).expect(201);
    const row = staffAccountSchema.strict().parse(res.body);
    expect(row).toMatchObject({
      email: input.email.toLowerCase(),
      role: 'moderator',
      status: 'active',
      lastSignInAt: null,
    });
    const mod = await signIn(input.email.toLowerCase(), input.password);
    const me = await api().get('/api/auth/me').set('Authorization', mod.auth).expect(200);
    expect(me.body.role).toBe('moderator');
    const after = await api()
      .get(`/api/auth/admin/staff/${row.id}`)
      .set('Authorization', root.auth)
      .expect(200);
    expect(after.body.lastSignInAt).not.toBeNull();
  });

  it('refuses a taken email (409 naming email), a weak or common password, and a moderator (403)', async () => {
    const input = newStaff('admin');
    await create(input).expect(201);
    const taken = await create({ ...input, email: input.email.toUpperCase() }).expect(409);
    expect(taken.body).toMatchObject({ code: 'email_taken', field: 'email' });
    const member = registration();
    await ctx.registerMember(member);
    expect((await create({ ...newStaff('moderator'), email: member.email }).expect(409)).body.field).toBe(
      'email',
    );
    expect((await create({ ...newStaff('moderator'), password: '123' }).expect(400)).body.field).toBe(
      'password',
    );
    expect((await create({ ...newStaff('moderator'), password: 'password123' }).expect(400)).body.code).toBe(
      'password_common',
    );
    expect((await create({ ...newStaff('moderator'), role: 'member' }).expect(400)).body.field).toBe('role');
    const moderator = await ctx.bearer('moderator');
    await create(newStaff('moderator'), moderator).expect(403);
    await api().get('/api/auth/admin/staff').set('Authorization', moderator).expect(403);
  });

  it('lists staff only, with Content-Range, filtered by role', async () => {
    const res = await api()
      .get('/api/auth/admin/staff')
      .query({ filter: JSON.stringify({ role: 'admin' }), range: '[0,99]' })
      .set('Authorization', root.auth)
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^staff 0-\d+\/\d+$/);
    expect(res.body.length).toBeGreaterThan(0);
    for (const row of res.body) expect(staffAccountSchema.strict().parse(row).role).toBe('admin');
    expect(res.body.map((r: { email: string }) => r.email)).toContain('root@mawadda.test');
    const member = registration();
    const m = await ctx.registerMember(member);
    await api().get(`/api/auth/admin/staff/${m.body.account.id}`).set('Authorization', root.auth).expect(404);
    await api().get(`/api/auth/admin/staff/${uuidv7()}`).set('Authorization', root.auth).expect(404);
  });

  it('an admin cannot demote or suspend themselves', async () => {
    const demote = await update(root.id, { role: 'moderator' }).expect(409);
    expect(demote.body.code).toBe('staff_self_change');
    const suspend = await update(root.id, { status: 'suspended' }).expect(409);
    expect(suspend.body.code).toBe('staff_self_change');
  });

  it('the last active admin cannot be demoted or suspended', async () => {
    // A fresh installation: its root admin is the only admin.
    const lone = await startAuthApp();
    try {
      const rootThere = await lone.signInRoot();
      const other = await lone.bearer('admin');
      const res = await request(lone.app)
        .put(`/api/auth/admin/staff/${rootThere.id}`)
        .set('Authorization', other)
        .send({ role: 'moderator' })
        .expect(409);
      expect(res.body.code).toBe('last_admin');
      await request(lone.app)
        .put(`/api/auth/admin/staff/${rootThere.id}`)
        .set('Authorization', other)
        .send({ status: 'suspended' })
        .expect(409);
    } finally {
      await lone.close();
    }
  });

  it('promotes and demotes another admin; suspending staff ends their sessions at once', async () => {
    const input = newStaff('moderator');
    const { body } = await create(input).expect(201);
    const promoted = await update(body.id, { role: 'admin' }).expect(200);
    expect(promoted.body.role).toBe('admin');
    const staff = await signIn(input.email.toLowerCase(), input.password);
    await api().get('/api/auth/admin/staff').set('Authorization', staff.auth).expect(200);

    const suspended = await update(body.id, { status: 'suspended' }).expect(200);
    expect(suspended.body.status).toBe('suspended');
    // The token issued before stops at once, here and (through the revocation view) everywhere.
    const refused = await api().get('/api/auth/admin/staff').set('Authorization', staff.auth);
    expect([401, 403]).toContain(refused.status);
    await api().post('/api/auth/refresh').set('Cookie', staff.cookie).expect(403);
    const login = await api()
      .post('/api/auth/login')
      .send({ email: input.email.toLowerCase(), password: input.password });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_suspended');

    await update(body.id, { status: 'active', role: 'moderator' }).expect(200);
    const back = await signIn(input.email.toLowerCase(), input.password);
    await api().get('/api/auth/admin/staff').set('Authorization', back.auth).expect(403);
  });

  it('the member suspension route does not reach staff accounts', async () => {
    const { body } = await create(newStaff('admin')).expect(201);
    await api()
      .put(`/api/auth/admin/accounts/${body.id}/status`)
      .set('Authorization', await ctx.bearer('moderator'))
      .send({ status: 'suspended', reason: 'other' })
      .expect(404);
  });
});
