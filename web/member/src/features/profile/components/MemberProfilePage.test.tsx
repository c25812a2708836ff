import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relationship } from '../../../test/social/fixtures';
import { fieldProblem, memberProfile, OTHER_ID } from '../../../test/profile/fixtures';
import { openMemberProfile } from '../../../test/profile/open-profile';

const notFound = () => ({
  status: 404,
  body: {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    code: 'not_found',
    messageKey: 'error.notFound',
    detail: 'Page not found',
  },
});

describe("another member's profile", () => {
  it('shows their details and photos, read-only, without their private fields', async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' })).toBeInTheDocument();
    expect(document.title).toBe('Maryam Hassan | Mawadda');
    expect(screen.getByText('Teacher')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    // Read-only: the only buttons are the social ones (follow, the more-actions menu); nothing to
    // edit, upload, delete or switch; empty answers are simply left out.
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Follow',
      expect.stringContaining('More actions for Maryam Hassan'),
    ]);
    expect(screen.queryByLabelText(/Add a/)).not.toBeInTheDocument();
    expect(screen.queryByText('Not added yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Date of birth')).not.toBeInTheDocument();
    expect(screen.queryByText("This member's photos are private")).not.toBeInTheDocument();
  });

  it('says calmly that the photos are private when the media is locked', async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({
        body: memberProfile({
          visibility: 'private',
          mediaLocked: true,
          media: { avatar: null, cover: null, photos: [], cv: null, video: null },
        }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: "This member's photos are private" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'They share their photos, cover image, video and CV only with followers they have accepted.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Photo album' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The rest of the profile is still there.
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
  });

  it('says the locked notice in Arabic on the Arabic page', async () => {
    await openMemberProfile(
      OTHER_ID,
      { [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile({ mediaLocked: true }) }) },
      'ar',
    );
    expect(await screen.findByRole('heading', { name: 'صور هذا العضو خاصة' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown member', async () => {
    await openMemberProfile(OTHER_ID, { [`GET /api/profile/${OTHER_ID}`]: notFound });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Mawadda');
  });

  it('shows the 404 page for an id that cannot be a member', async () => {
    await openMemberProfile('not-a-member', {
      'GET /api/profile/not-a-member': () => fieldProblem(400, 'memberId', 'memberId is not valid.'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ status: 503, body: {} }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
