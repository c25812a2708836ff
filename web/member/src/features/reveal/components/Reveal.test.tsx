import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { relationship } from '../../../test/social/fixtures';
import { memberProfile, OTHER_ID, ownProfile } from '../../../test/profile/fixtures';
import { openMemberProfile } from '../../../test/profile/open-profile';
import { renderPage, stubFetch } from '../../../test/render';
import { writeToken } from '../../../app/token-store';
import { PrivacyPage } from './PrivacyPage';

const PROFILE = `GET /api/profile/${OTHER_ID}`;
const RELATIONSHIP = `GET /api/social/relationship/${OTHER_ID}`;
const hiddenPhotos = (status?: 'pending' | 'declined') =>
  memberProfile({
    media: { avatar: null, cover: null, photos: [], cv: null, video: null },
    hidden: { photos: true, cv: false },
    revealRequests: status ? [{ subject: 'photos', status }] : [],
  });

describe("hidden photos on another member's profile", () => {
  it('shows a placeholder (no photo) and "Ask to see photos", then "Request sent"', async () => {
    let asked = false;
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: hiddenPhotos(asked ? 'pending' : undefined) }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST /api/profile/${OTHER_ID}/reveal-requests`]: () => {
        asked = true;
        return {
          status: 201,
          body: {
            id: '0b0e7f3c-3f55-4a43-9a3e-6c1d8e2f4a99',
            requesterId: 'me',
            ownerId: OTHER_ID,
            subject: 'photos',
            status: 'pending',
            createdAt: '2026-11-25T10:00:00Z',
            decidedAt: null,
          },
        };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Kept for the people they choose' });
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).getByText(/Maryam Hassan shows these only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to see CV' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Ask to see photos' }));
    expect(await within(panel).findByText('Request sent')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ subject: 'photos' }]);
  });

  it('says "Declined" after a no, without a button to ask again', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: hiddenPhotos('declined') }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
    });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to see photos' })).not.toBeInTheDocument();
  });

  it('offers to reveal my own photos and CV to them, and to revoke', async () => {
    let revealed = false;
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      // I hide both; the buttons are offered for what I hide.
      'GET /api/profile/me': () => ({ body: ownProfile({ photosHidden: true, cvHidden: true }) }),
      'GET /api/profile/me/reveals': () => ({
        body: {
          items: revealed ? [{ viewerId: OTHER_ID, subject: 'photos', at: '2026-11-25T10:00:00Z' }] : [],
        },
      }),
      [`PUT /api/profile/me/reveals/${OTHER_ID}/photos`]: () => {
        revealed = true;
        return { body: { viewerId: OTHER_ID, subject: 'photos', at: '2026-11-25T10:00:00Z' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reveal my photos to Maryam Hassan' }));
    expect(await screen.findByRole('button', { name: 'Revoke my photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal my CV to Maryam Hassan' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });
});

describe('/profile/privacy', () => {
  it('shows the switches, the people revealed to and the requests, and saves a switch', async () => {
    writeToken('member-token');
    const calls = stubFetch({
      // The page reads the switches from my own profile.
      'GET /api/profile/me': () => ({ body: ownProfile() }),
      'GET /api/profile/me/reveals': () => ({ body: { items: [] } }),
      'GET /api/profile/me/reveal-requests': () => ({ body: { items: [] } }),
      'PUT /api/profile/me/privacy': (body) => ({
        body: { photosHidden: true, cvHidden: false, ...(body as object) },
      }),
    });
    await renderPage(<PrivacyPage />, {
      locale: 'en',
      path: '/en/profile/privacy',
      routePath: '/en/profile/privacy',
      state: { auth: { isAuthenticated: true }, token: 'member-token' },
    });
    const photos = await screen.findByRole('switch', { name: 'Hide my photos' });
    expect(photos).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('You have not revealed anything to anyone.')).toBeInTheDocument();
    expect(screen.getByText('No requests are waiting.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who can see what' })).toBeInTheDocument();
    await userEvent.setup().click(photos);
    expect(await screen.findByRole('switch', { name: 'Hide my photos' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ photosHidden: true });
  });
});
