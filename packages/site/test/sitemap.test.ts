import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mountSeo } from '../src/seo/mount-seo.js';

describe('sitemap.xml while the CMS is down', () => {
  it('answers 503, never 500, when the CMS cannot be read and no sitemap was built yet', async () => {
    const app = express();
    let calls = 0;
    mountSeo(app, {
      publicUrl: 'https://mawadda.example/',
      ttlMs: 0,
      cms: () => async (p) => {
        calls++;
        if (calls === 1) throw new Error('cms down');
        return p.startsWith('/page-titles') ? { items: [] } : { items: [], next: null };
      },
    });
    const down = await request(app).get('/sitemap.xml');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    const up = await request(app).get('/sitemap.xml').expect(200);
    expect(up.text).toContain('<loc>https://mawadda.example/</loc>');
    expect(up.text).toContain('<loc>https://mawadda.example/ur/contact-us</loc>');
    expect((await request(app).get('/robots.txt')).text).toContain(
      'Sitemap: https://mawadda.example/sitemap.xml',
    );
  });
});
