import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image, ownProfile } from '../../../test/profile/fixtures';
import { openOwnProfile, requests } from '../../../test/profile/open-profile';

/** Pre-moderation on one's own profile: what waits for a moderator, and what a moderator turned down. */
const pending = (id: string) => ({ ...image(id), moderation: 'pending' as const });
const NOTICE = '0190a000-0000-7000-8000-0000000000aa';

describe('own profile under moderation', () => {
  it('marks the photos, profile image and about-me text that await review', async () => {
    await openOwnProfile(
      ownProfile({
        aboutMe: 'The approved text.',
        aboutMePending: 'My newer words, not yet reviewed.',
        media: {
          avatar: pending('a1'),
          cover: { ...image('c1'), moderation: 'approved' },
          photos: [{ ...image('p1'), moderation: 'approved' }, pending('p2')],
          cv: null,
          video: null,
        },
      }),
    );
    // The owner reads what they wrote last, said to wait for review.
    expect(screen.getByText('My newer words, not yet reviewed.')).toBeInTheDocument();
    expect(screen.queryByText('The approved text.')).not.toBeInTheDocument();
    expect(
      screen.getByText('Other members see your previous text until a moderator approves this one.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your new profile photo is visible only to you until a moderator approves it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your new cover image/)).not.toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Photo album' })).getAllByRole('listitem');
    expect(within(items[0]!).queryByText('Awaiting review.')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Awaiting review.')).toBeInTheDocument();
  });

  it('tells the owner why something was turned down, in their language, until they dismiss it', async () => {
    const { calls, user } = await openOwnProfile(
      ownProfile({
        moderationNotices: [
          { id: NOTICE, kind: 'photo', reason: 'contact_details', at: '2026-11-20T09:00:00Z' },
        ],
      }),
      { [`POST /api/profile/me/moderation-notices/${NOTICE}/dismiss`]: () => ({ status: 204 }) },
    );
    const notices = screen.getByRole('region', {
      name: 'A moderator did not approve something on your profile',
    });
    expect(notices).toHaveTextContent('A photo in your album');
    expect(notices).toHaveTextContent(
      'Contact details (phone, email, social accounts) may not be shared on the profile.',
    );
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(requests(calls, 'POST')).toContain(`POST /api/profile/me/moderation-notices/${NOTICE}/dismiss`);
  });

  it('shows the notices in Arabic on the Arabic site', async () => {
    await openOwnProfile(
      ownProfile({
        moderationNotices: [
          { id: NOTICE, kind: 'avatar', reason: 'not_a_person', at: '2026-11-20T09:00:00Z' },
        ],
      }),
      {},
      'ar',
    );
    expect(
      screen.getByRole('heading', { name: 'لم يوافق المشرف على شيء في ملفك الشخصي' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/يجب أن تُظهر الصورة شخصًا/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
  });
});
