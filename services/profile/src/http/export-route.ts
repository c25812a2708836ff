import type { Response } from 'express';
import { problems, AUTHZ } from '@mawadda/kit';
import { assetFiles, objectKey } from '../domain/asset-files.js';
import { ownView } from '../domain/profile-views.js';
import type { ProfileContext } from './context.js';

/**
 * Data portability (PDPL, GDPR art. 20): the member's profile and every stored file, in one JSON
 * document. Files are written as base64 piece by piece from the store, so a 50 MB video never
 * sits whole in memory. URLs in `profile.media` expire; the `files` entries are the data itself.
 */
export function exportRoute(ctx: ProfileContext) {
  const { api, store, objects, signer } = ctx;

  api.get(
    '/me/export',
    {
      summary: 'Download my profile data and files as one JSON document',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      errors: { 404: 'No profile' },
    },
    async ({ auth, res }) => {
      const row = await store.find(auth.id);
      if (!row) throw problems.notFound();
      const assets = await store.assetsOf(auth.id);
      const { media: _media, ...profile } = ownView(row, assets, signer);
      res.set({
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="mawadda-my-data.json"',
        'Cache-Control': 'no-store',
      });
      await write(
        res,
        `{"exportedAt":${JSON.stringify(new Date().toISOString())},"profile":${JSON.stringify(profile)},"files":[`,
      );
      let first = true;
      for (const asset of assets) {
        for (const path of assetFiles(asset)) {
          const object = await objects.get(objectKey(path));
          if (!object) continue;
          const meta = {
            kind: asset.kind,
            name: path.split('/').slice(1).join('/'),
            contentType: object.contentType,
            size: object.size,
            uploadedAt: asset.createdAt.toISOString(),
          };
          await write(res, `${first ? '' : ','}${JSON.stringify(meta).slice(0, -1)},"base64":"`);
          first = false;
          // Base64 in 3-byte groups: carry the remainder so chunk borders do not add padding.
          let carry = Buffer.alloc(0);
          for await (const chunk of object.stream as AsyncIterable<Buffer>) {
            const data = Buffer.concat([carry, chunk]);
            const whole = data.length - (data.length % 3);
            await write(res, data.subarray(0, whole).toString('base64'));
            carry = data.subarray(whole);
          }
          await write(res, `${carry.toString('base64')}"}`);
        }
      }
      res.end(']}');
    },
  );
}

/** Writes and waits for the socket to drain when its buffer is full. */
function write(res: Response, text: string): Promise<void> {
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    res.once('drain', resolve);
    res.once('close', () => reject(new Error('client went away')));
  });
}
