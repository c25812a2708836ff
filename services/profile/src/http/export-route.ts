import type { Response } from 'express';
import { AUTHZ, compressStream } from '@mawadda/kit';
import { exportProfile } from '../app/export-profile.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

/**
 * The member's data download (app/export-profile.ts) as one JSON document, written piece by piece:
 * each file goes out as base64 while it is read from the store, and the socket's back-pressure is
 * respected, so memory holds a chunk at a time.
 */
export function exportRoute({ api, app }: ProfileHttp) {
  api.get(
    '/me/export',
    {
      summary: 'Download my profile data and files as one JSON document',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      // Written by the handler itself (a streamed download): documented as the 200 it is, not
      // the 204 of a route without a response schema, so API fuzzing checks the real answer.
      status: 200,
      errors: { 404: 'No profile' },
    },
    async ({ auth, req, res }) => {
      const download = orRefuse(await exportProfile(app, auth.id));
      // Base64 of the files and JSON: compressed as the client accepts, while it streams.
      compressStream(req, res, () => undefined);
      res.set({
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="mawadda-my-data.json"',
        'Cache-Control': 'no-store',
      });
      await write(
        res,
        `{"exportedAt":${JSON.stringify(download.exportedAt)},"profile":${JSON.stringify(download.profile)},` +
          `"preferences":${JSON.stringify(download.preferences)},"files":[`,
      );
      let first = true;
      for await (const { bytes, ...meta } of download.files()) {
        await write(res, `${first ? '' : ','}${JSON.stringify(meta).slice(0, -1)},"base64":"`);
        first = false;
        // Base64 in 3-byte groups: carry the remainder so chunk borders do not add padding.
        let carry = Buffer.alloc(0);
        for await (const chunk of bytes) {
          const data = Buffer.concat([carry, chunk]);
          const whole = data.length - (data.length % 3);
          await write(res, data.subarray(0, whole).toString('base64'));
          carry = data.subarray(whole);
        }
        await write(res, `${carry.toString('base64')}"}`);
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
