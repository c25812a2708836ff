import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

describe('registration refuses text-direction controls in one-line fields', () => {
  // "Amina" followed by a right-to-left override shows "fdp.exe" as "exe.pdf" on every card.
  it.each([
    ['fullName', 'Amina \u202Efdp.exe'],
    ['fullNameEn', 'Amina \u2066Yusuf\u2069'],
    ['address', 'Al Majaz \u202B2\u202C'],
  ])('answers 400 naming %s', async (field, value) => {
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'en')
      .send(registration({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.find((e: { field: string }) => e.field === field)).toMatchObject({
      field,
      messageKey: 'validation.bidiControls',
    });
  });

  it('keeps the zero-width joiners and marks Persian and mixed names need', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(
        registration({ fullName: 'نرگس\u200Cخانم \u200FAmina\u200E', fullNameAr: 'فاطمة\u200Dالمنصوري' }),
      );
    expect(res.status).toBe(202);
  });
});
