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
