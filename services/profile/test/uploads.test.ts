import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@mawadda/contracts';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A file of exactly `size` bytes that starts as a real JPEG (the rest is padding after the end). */
const jpegOfSize = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0)]);
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

const stored = (memberId: string) => t.objects.list(`members/${memberId}`);

describe('bad uploads get a clear 4xx and store nothing', () => {
  it.each([
    [
      'a shell script renamed .jpg',
      '/me/avatar',
      'put',
      () => Buffer.from('#!/bin/sh\nrm -rf /\n'),
      'me.jpg',
      'image/jpeg',
      415,
      'upload.imageType',
    ],
    [
      'a PDF declared as an image',
      '/me/photos',
      'post',
      () => PDF,
      'photo.jpg',
      'image/jpeg',
      415,
      'upload.imageType',
    ],
    [
      'HTML as a CV',
      '/me/cv',
      'put',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
      'cv.pdf',
      'application/pdf',
      415,
      'upload.cvType',
    ],
    [
      'an empty file',
      '/me/avatar',
      'put',
      () => Buffer.alloc(0),
      'empty.jpg',
      'image/jpeg',
      400,
      'upload.noFile',
    ],
    [
      'a JPEG as a video',
      '/me/video',
      'put',
      () => jpegOfSize(20_000),
      'v.mp4',
      'video/mp4',
      415,
      'upload.videoType',
    ],
  ] as const)('%s', async (_name, path, method, body, filename, contentType, status, messageKey) => {
    const { memberId, auth } = await t.register();
    const url = `/api/profile${path}`;
    const res = await (method === 'put' ? request(t.app).put(url) : request(t.app).post(url))
      .set('Authorization', auth)
      .attach('file', body(), { filename, contentType })
      .expect(status);
    expect(res.body).toMatchObject({ field: 'file', messageKey });
    expect(await stored(memberId)).toEqual([]);
  });

  it('a truncated JPEG', async () => {
    const { memberId, auth } = await t.register();
    const res = await request(t.app)
      .post('/api/profile/me/photos')
      .set('Authorization', auth)
      .attach('file', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg')
      .expect(400);
    expect(res.body).toMatchObject({ field: 'file', messageKey: 'upload.corrupt' });
    expect(await stored(memberId)).toEqual([]);
  });

  it('two files at once', async () => {
    const { memberId, auth } = await t.register();
    const res = await request(t.app)
      .post('/api/profile/me/photos')
      .set('Authorization', auth)
      .attach('file', jpeg, 'a.jpg')
      .attach('file', jpeg, 'b.jpg')
      .expect(400);
    expect(res.body).toMatchObject({ field: 'file', messageKey: 'upload.oneFile' });
    expect(await stored(memberId)).toEqual([]);
  });

  it('no multipart body at all', async () => {
    const { auth } = await t.register();
    await request(t.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .send({ file: 'x' })
      .expect(415);
  });

  it('a profile image of exactly 5 MB (the limit is "less than 5MB"), and one byte under it', async () => {
    const { memberId, auth } = await t.register();
    const over = await request(t.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .attach('file', jpegOfSize(PROFILE_IMAGE_MAX_BYTES), 'big.jpg')
      .expect(413);
    expect(over.body).toMatchObject({ field: 'file', messageKey: 'upload.imageTooLarge' });
    expect(await stored(memberId)).toEqual([]);
    await request(t.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .attach('file', jpegOfSize(PROFILE_IMAGE_MAX_BYTES - 1), 'ok.jpg')
      .expect(200);
  });

  it('a CV of exactly 2 MB, and one byte under it', async () => {
    const { memberId, auth } = await t.register();
    const over = await request(t.app)
      .put('/api/profile/me/cv')
      .set('Authorization', auth)
      .attach('file', pdfOfSize(UPLOAD_MAX_BYTES), 'cv.pdf')
      .expect(413);
    expect(over.body).toMatchObject({ field: 'file', messageKey: 'upload.fileTooLarge' });
    expect(await stored(memberId)).toEqual([]);
    const ok = await request(t.app)
      .put('/api/profile/me/cv')
      .set('Authorization', auth)
      .attach('file', pdfOfSize(UPLOAD_MAX_BYTES - 1), 'cv.pdf')
      .expect(200);
    expect(ok.body).toMatchObject({ contentType: 'application/pdf', size: UPLOAD_MAX_BYTES - 1 });
  });

  it('a guest', async () => {
    await request(t.app).post('/api/profile/me/photos').attach('file', jpeg, 'a.jpg').expect(401);
  });
});

describe('video', () => {
  /** An MP4 as phones write it starts with its `ftyp` box; the rest is media data. */
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41'),
    Buffer.from([0, 0, 0x10, 8]),
    Buffer.from('mdat'),
    Buffer.alloc(0x1000, 0x42),
  ]);

  it('is stored as sent and served in byte ranges, so players can seek', async () => {
    const { auth } = await t.register();
    const video = (
      await request(t.app)
        .put('/api/profile/me/video')
        .set('Authorization', auth)
        .attach('file', mp4, 'me.mp4')
        .expect(200)
    ).body;
    expect(video).toMatchObject({ contentType: 'video/mp4', size: mp4.length });
    const whole = await request(t.app)
      .get(video.url)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect((whole.body as Buffer).equals(mp4)).toBe(true);
    const part = await request(t.app)
      .get(video.url)
      .set('Authorization', auth)
      .set('Range', 'bytes=8-15')
      .buffer(true)
      .parse(binary as never)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${mp4.length}`);
    expect((part.body as Buffer).toString()).toBe('isom\0\0\u0002\0');
    const tail = await request(t.app)
      .get(video.url)
      .set('Authorization', auth)
      .set('Range', 'bytes=4100-')
      .buffer(true)
      .parse(binary as never)
      .expect(206);
    expect(tail.headers['content-range']).toBe(`bytes 4100-${mp4.length - 1}/${mp4.length}`);
    await request(t.app)
      .get(video.url)
      .set('Authorization', auth)
      .set('Range', `bytes=${mp4.length}-`)
      .expect(416);
  });
});

describe('stored images', () => {
  it('carry no metadata: a JPEG with GPS coordinates comes back without them, in every width', async () => {
    const { auth } = await t.register();
    const withGps = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#358' } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Salma Haddad' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 12/1 18/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '55/1 16/1 12/1',
        },
      })
      .jpeg()
      .toBuffer();
    // The fixture really carries them, or this test would prove nothing.
    const exif = (await sharp(withGps).metadata()).exif;
    expect(exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await request(t.app)
      .post('/api/profile/me/photos')
      .set('Authorization', auth)
      .attach('file', withGps, 'gps.jpg')
      .expect(201);
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([
      320, 640, 768, 1024, 1280, 1400,
    ]);
    for (const { url } of res.body.variants) {
      const file = await request(t.app)
        .get(url)
        .set('Authorization', auth)
        .buffer(true)
        .parse(binary as never)
        .expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect((file.body as Buffer).includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('replacing the profile image deletes the old files and announces both', async () => {
    const { memberId, auth } = await t.register();
    const first = (
      await request(t.app)
        .put('/api/profile/me/avatar')
        .set('Authorization', auth)
        .attach('file', jpeg, 'a.jpg')
        .expect(200)
    ).body;
    const second = (
      await request(t.app)
        .put('/api/profile/me/avatar')
        .set('Authorization', auth)
        .attach('file', jpeg, 'b.jpg')
        .expect(200)
    ).body;
    const keys = await stored(memberId);
    expect(keys.every((k) => k.includes(second.id))).toBe(true);
    await request(t.app).get(first.variants[0].url).expect(404);
    await eventually(() =>
      t.published.some((e) => e.type === 'profile.photo.removed' && e.payload.photoId === first.id),
    );
    expect(t.published.filter((e) => e.type === 'profile.photo.added' && e.key === memberId)).toHaveLength(2);
    const snapshot = t.published.filter((e) => e.type === 'profile.updated' && e.key === memberId).at(-1)!;
    expect(snapshot.payload).toMatchObject({ profile: { avatarId: second.id } });
  });

  it('deleting an album photo removes its files; another member cannot delete it', async () => {
    const owner = await t.register();
    const other = await t.register();
    const added = (
      await request(t.app)
        .post('/api/profile/me/photos')
        .set('Authorization', owner.auth)
        .attach('file', jpeg, 'a.jpg')
        .expect(201)
    ).body;
    await request(t.app)
      .delete(`/api/profile/me/photos/${added.id}`)
      .set('Authorization', other.auth)
      .expect(404);
    expect(await stored(owner.memberId)).not.toEqual([]);
    await request(t.app)
      .delete(`/api/profile/me/photos/${added.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    expect(await stored(owner.memberId)).toEqual([]);
    await request(t.app)
      .delete(`/api/profile/me/photos/${added.id}`)
      .set('Authorization', owner.auth)
      .expect(404);
    await eventually(() =>
      t.published.some((e) => e.type === 'profile.photo.removed' && e.payload.photoId === added.id),
    );
  });

  it('the album holds 12 photos at most', async () => {
    const { memberId, auth } = await t.register();
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#999' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 12; i++) {
      await request(t.app)
        .post('/api/profile/me/photos')
        .set('Authorization', auth)
        .attach('file', small, `${i}.jpg`)
        .expect(201);
    }
    const res = await request(t.app)
      .post('/api/profile/me/photos')
      .set('Authorization', auth)
      .attach('file', small, '13.jpg')
      .expect(409);
    expect(res.body).toMatchObject({ field: 'file', messageKey: 'error.photoLimit' });
    expect(res.body.detail).toContain('12');
    expect((await stored(memberId)).length).toBe(12);
  });
});

/** supertest leaves unknown types unparsed; images need their bytes. */
function binary(res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
