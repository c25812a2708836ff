import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/render';
import { page, text } from '../test/fixtures';
import { fetchPage } from './fetch-page';

describe('fetchPage', () => {
  it('reads a page with its body by slug, each part of a two-part slug encoded on its own', async () => {
    const vision = page(2, 'about-us/vision-mission', text('Vision', 'الرؤية'), text('Body', 'النص'));
    const calls = stubFetch({ 'GET /api/cms/pages/about-us/vision-mission': () => ({ body: vision }) });
    expect(await fetchPage('about-us/vision-mission')).toEqual(vision);
    await fetchPage('a b/c?d').catch(() => undefined);
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/cms/pages/about-us/vision-mission',
      '/api/cms/pages/a%20b/c%3Fd',
    ]);
  });

  it('rejects with the API problem for an unknown slug', async () => {
    stubFetch({});
    await expect(fetchPage('nowhere')).rejects.toMatchObject({ problem: { status: 404 } });
  });
});
