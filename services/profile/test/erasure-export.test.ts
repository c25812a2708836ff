import { buildOpenApi } from '@mawadda/kit';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startProfileApp();
  jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('GET /api/profile/me/export', () => {
  it('gives my data and every file as one JSON document, only to me', async () => {
    const { memberId, auth } = await t.register();
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', auth)
      .send({ profession: 'Architect' })
      .expect(200);
    await request(t.app)
      .post('/api/profile/me/photos')
      .set('Authorization', auth)
      .attach('file', jpeg, 'p.jpg')
      .expect(201);
    await request(t.app)
      .put('/api/profile/me/cv')
      .set('Authorization', auth)
      .attach('file', PDF, 'cv.pdf')
      .expect(200);
    const res = await request(t.app).get('/api/profile/me/export').set('Authorization', auth).expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = JSON.parse(res.text);
    expect(data.profile).toMatchObject({ memberId, profession: 'Architect', address: 'Al Barsha 1, Dubai' });
    const cv = data.files.find((f: { kind: string }) => f.kind === 'cv');
    expect(Buffer.from(cv.base64, 'base64').equals(PDF)).toBe(true);
    const photos = data.files.filter((f: { kind: string }) => f.kind === 'photo');
    expect(photos.length).toBe(3); // 320, 640 and the original 700
    for (const p of photos)
      expect((await sharp(Buffer.from(p.base64, 'base64')).metadata()).format).toBe('webp');
    await request(t.app).get('/api/profile/me/export').expect(401);
  });

  it('is documented with the 200 it answers, not a 204', () => {
    const doc = buildOpenApi({ title: 'profile', version: '1' }, [
      { prefix: '/api/profile', operations: t.service.api.operations },
    ]);
    const op = (doc.paths['/api/profile/me/export'] as Record<string, { responses: object }>).get!;
    expect(Object.keys(op.responses)).toContain('200');
    expect(Object.keys(op.responses)).not.toContain('204');
  });
});

describe('member.deleted', () => {
  it('erases the profile, its files and its grants, and a replay changes nothing', async () => {
    const { memberId, auth } = await t.register();
    await request(t.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .attach('file', jpeg, 'a.jpg')
      .expect(200);
    await request(t.app)
      .put('/api/profile/me/cv')
      .set('Authorization', auth)
      .attach('file', PDF, 'cv.pdf')
      .expect(200);
    const own = (await request(t.app).get('/api/profile/me').set('Authorization', auth).expect(200)).body;
    const neighbour = await t.register();
    await request(t.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', neighbour.auth)
      .attach('file', jpeg, 'n.jpg')
      .expect(200);
    expect((await t.objects.list(`members/${memberId}`)).length).toBeGreaterThan(0);

    const event = {
      type: 'member.deleted' as const,
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    };
    await t.publishAuthEvent(event);
    await eventually(
      async () => (await request(t.app).get('/api/profile/me').set('Authorization', auth)).status === 404,
    );
    expect(await t.objects.list(`members/${memberId}`)).toEqual([]);
    await request(t.app).get(own.media.avatar.variants[0].url).expect(404);
    await request(t.app).get(own.media.cv.url).expect(404);
    await request(t.app).get(`/api/profile/${memberId}`).expect(404);
    // Another member's files are untouched.
    expect((await t.objects.list(`members/${neighbour.memberId}`)).length).toBeGreaterThan(0);
    await t.publishAuthEvent(event);
    await request(t.app).get(`/api/profile/${neighbour.memberId}`).expect(200);
  });
});
