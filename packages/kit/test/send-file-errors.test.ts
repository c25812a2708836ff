import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http/create-app.js';
import { silentLogger } from './support/silent-logger.js';

/**
 * A file the server fails to send is the server's business: a missing file is 404 `not_found`,
 * anything else a 500, and neither is ever blamed on the request's body (`bad_request`, field
 * `body`), which is what `send`'s own errors were read as.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-send-'));
fs.mkdirSync(path.join(dir, '.hidden'));
fs.writeFileSync(path.join(dir, '.hidden', 'a.txt'), 'hello');

const app = createHttpApp({
  logger: silentLogger,
  mount: (a) => {
    a.get('/missing', (_req, res) => res.sendFile(path.join(dir, 'nope.txt')));
    a.get('/dotted', (_req, res) => res.sendFile(path.join(dir, '.hidden', 'a.txt')));
    a.post('/echo', (req, res) => res.json(req.body));
  },
});

describe('file-serving failures', () => {
  it.each(['/missing', '/dotted'])('%s answers 404 not_found without naming a body field', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'not_found' });
    expect(res.body.field).toBeUndefined();
  });

  it('still names the body when the body is what was wrong', async () => {
    const res = await request(app).post('/echo').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'malformed_json', field: 'body' });
  });
});
