import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMessageTo } from '@mawadda/kit/testing';
import { loadDemoConfig } from '../../../scripts/demo/config.js';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

/**
 * The links in mails name the site where it runs. They used to say http://localhost:3000
 * whatever the port: the demo on PORT=3456 mailed links to a site that was not there.
 */
describe("mailed links follow the site's address", () => {
  let site: EmbeddedApp;
  beforeAll(async () => {
    site = await startEmbeddedApp('public-origin', { PORT: '3456' });
  }, 60_000);
  afterAll(() => site?.close());

  it("links a registration's code to the port the site listens on, PUBLIC_ORIGIN unset", async () => {
    const form = site.registrationOf({ fullName: 'Amina Yusuf' });
    await request(site.app).post('/api/auth/register').send(form).expect(202);
    const mail = await waitForMessageTo(site.inboxDir, form.email, { channel: 'mail' });
    expect(mail.text).toContain('http://localhost:3456/');
    expect(mail.text).not.toContain('localhost:3000');
  });

  it('gives the demo on another port its own address', () => {
    expect(loadDemoConfig({ PORT: '3456' }).platform.PUBLIC_ORIGIN).toBe('http://localhost:3456');
    expect(
      loadDemoConfig({ PORT: '3456', PUBLIC_ORIGIN: 'https://demo.mawadda.example' }).platform.PUBLIC_ORIGIN,
    ).toBe('https://demo.mawadda.example');
  });
});
