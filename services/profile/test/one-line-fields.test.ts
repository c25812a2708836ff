import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp();
});
afterAll(() => t.close());

const patch = (auth: string, body: object) =>
  request(t.app).patch('/api/profile/me').set('Authorization', auth).send(body);

describe('a profile edit refuses text-direction controls in one-line fields', () => {
  it.each([
    ['firstName', 'Salma\u202E'],
    ['fullName', 'Salma \u2067Haddad\u2069'],
    ['profession', 'Pharm\u202Dacist'],
  ])('answers 400 naming %s and changes nothing', async (field, value) => {
    const { auth } = await t.register();
    const res = await patch(auth, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ field, messageKey: 'validation.bidiControls' });
    const me = await request(t.app).get('/api/profile/me').set('Authorization', auth).expect(200);
    expect(me.body[field]).not.toBe(value);
  });

  it('keeps ZWNJ in a Persian name and the controls in the about-me text', async () => {
    const { auth } = await t.register();
    const res = await patch(auth, { firstName: 'نرگس\u200Cخانم', aboutMe: 'I said \u2067سلام\u2069 twice.' });
    expect(res.status).toBe(200);
  });
});
