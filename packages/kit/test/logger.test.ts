import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from '../src/logging/logger.js';

it('never writes passwords, tokens or cookies to the log', () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger('test', 'info', sink);
  log.info(
    {
      password: 'Sabr-77',
      body: { confirmPassword: 'Sabr-77', token: 'eyJ.abc' },
      req: { headers: { authorization: 'Bearer eyJ.abc', cookie: 'mawadda_refresh=s3cret' } },
    },
    'login',
  );
  const out = lines.join('');
  expect(out).toContain('login');
  expect(out).not.toMatch(/Sabr-77|eyJ\.abc|s3cret/);
  expect(out).toContain('[redacted]');
});

it('logs a failed query with its SQL but without the values it carried', async () => {
  const { openPgliteDatabase } = await import('../src/db/pglite-database.js');
  const { sql } = await import('drizzle-orm');
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger('test', 'info', sink);
  const database = await openPgliteDatabase();
  // A NUL byte makes Postgres refuse the text, so the query fails with every parameter attached.
  const failure = await database.db
    .execute(
      sql`select ${'amina@example.com\u0000'}::text, ${'$argon2id$v=19$m=19456$c2VjcmV0'}::text, ${'+971501234567'}::text`,
    )
    .catch((e: unknown) => e);
  await database.close();
  log.error({ err: failure }, 'unhandled error');
  const out = lines.join('');
  expect(out).toContain('Failed query: select $1::text');
  expect(out).not.toMatch(/amina@example\.com|argon2id|\+971501234567/);
});

it('writes request lines to the same stream, as the service, and keeps redacting everything else', async () => {
  const { logRequest } = await import('../src/http/edge.js');
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger('gateway', 'info', sink);
  logRequest(
    log,
    'GET',
    '/api/search/members?q=secret',
    200,
    process.hrtime.bigint(),
    'req-12345678',
    '/members',
  );
  log.info({ token: 'eyJ.abc' }, 'after');
  const [line, after] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(line).toMatchObject({
    service: 'gateway',
    name: 'gateway',
    requestId: 'req-12345678',
    url: '/api/search/members',
    status: 200,
    msg: 'request',
  });
  expect(JSON.stringify(line)).not.toContain('secret');
  expect(after).toMatchObject({ token: '[redacted]', msg: 'after' });
});
