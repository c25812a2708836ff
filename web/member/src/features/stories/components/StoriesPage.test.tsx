import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { StoriesPage } from './StoriesPage';
import { StoryPage } from './StoryPage';

const ID = '0190a000-0000-7000-8000-0000000000bb';
const GONE = '0190a000-0000-7000-8000-0000000000cc';
const published = {
  id: ID,
  title: 'How we met',
  body: 'We wrote to each other for a month, our families met, and after istikhara we married.',
  names: ['Amina', 'O.'],
  languages: ['en'],
  publishedAt: '2026-11-25T10:00:00.000Z',
};

describe('StoriesPage', () => {
  it("lists the stories published in the page's language, each linked", async () => {
    const calls = stubFetch({ 'GET /api/match/stories': () => ({ body: { items: [published] } }) });
    await renderPage(<StoriesPage />, { locale: 'en', path: '/en/stories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Success stories' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'How we met' })).toHaveAttribute(
      'href',
      `/en/stories/${ID}`,
    );
    expect(screen.getByText(/Amina and O\./)).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('lang')).toBe('en');
  });

  it('says so when nothing is published in Arabic yet', async () => {
    stubFetch({ 'GET /api/match/stories': () => ({ body: { items: [] } }) });
    await renderPage(<StoriesPage />, { locale: 'ar', path: '/stories' });
    expect(await screen.findByText('لم تُنشر أي قصة بهذه اللغة بعد.')).toBeInTheDocument();
  });

  it('one story reads whole', async () => {
    stubFetch({ [`GET /api/match/stories/${ID}`]: () => ({ body: published }) });
    await renderPage(<StoryPage />, {
      locale: 'en',
      routePath: '/en/stories/:id',
      path: `/en/stories/${ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'How we met' })).toBeInTheDocument();
    expect(screen.getByText(published.body)).toBeInTheDocument();
  });

  it('a withdrawn story is "not here", with the way back', async () => {
    stubFetch({
      [`GET /api/match/stories/${GONE}`]: () => ({
        status: 404,
        body: {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          messageKey: 'match.storyNotFound',
          detail: 'There is no such story.',
        },
      }),
    });
    await renderPage(<StoryPage />, {
      locale: 'en',
      routePath: '/en/stories/:id',
      path: `/en/stories/${GONE}`,
    });
    expect(await screen.findByRole('heading', { name: 'This story is not here' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All success stories' })[0]).toHaveAttribute(
      'href',
      '/en/stories',
    );
  });
});
