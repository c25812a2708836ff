import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relationship } from '../../../test/social/fixtures';
import { memberProfile, OTHER_ID } from '../../../test/profile/fixtures';
import { openMemberProfile, openMemberProfileAsGuest } from '../../../test/profile/open-profile';

const PROFILE = `GET /api/profile/${OTHER_ID}`;
const RELATIONSHIP = `GET /api/social/relationship/${OTHER_ID}`;

const PROMPTS = [
  { prompt: 'spouse' as const, answer: 'Kind, patient, and close to his family.' },
  { prompt: 'weekend' as const, answer: 'Breakfast with my parents, then a long walk.' },
];

const open = (over: Parameters<typeof memberProfile>[0] = {}, locale: 'en' | 'ar' = 'en') =>
  openMemberProfile(
    OTHER_ID,
    { [PROFILE]: () => ({ body: memberProfile(over) }), [RELATIONSHIP]: () => ({ body: relationship() }) },
    locale,
  );

describe("another member's profile: summary, prompts, sections", () => {
  it('opens with a summary: name, age, place, presence, and no empty cover band', async () => {
    await open({ presence: 'today' });
    const head = (await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' })).closest('header')!;
    expect(head).toHaveTextContent('30 years old');
    expect(head).toHaveTextContent('Dubai');
    expect(head).toHaveTextContent('Active today');
    expect(head.querySelector('.profile-head__cover')).toBeNull();
    expect(within(head).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('says "online now" only when the API says so, and nothing when offline', async () => {
    await open({ presence: 'offline' });
    const head = (await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' })).closest('header')!;
    expect(head).not.toHaveTextContent(/online|offline|active/i);
  });

  it('shows her prompt answers near the top, before her details', async () => {
    await open({ prompts: PROMPTS });
    const prompts = await screen.findByRole('heading', { level: 2, name: 'In my own words' });
    const section = prompts.closest('section')!;
    expect(
      within(section).getByRole('heading', { level: 3, name: 'What I am looking for in a spouse' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('Breakfast with my parents, then a long walk.');
    const details = document.querySelector('details')!;
    expect(prompts.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the prompts out when she wrote none', async () => {
    await open({ prompts: [] });
    await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
    expect(screen.queryByRole('heading', { name: 'In my own words' })).not.toBeInTheDocument();
    // The invitation says why; the members' "photos are private" notice is not repeated.
    expect(
      screen.queryByRole('heading', { name: "This member's photos are private" }),
    ).not.toBeInTheDocument();
  });

  it('folds the details into short sections of chips, the first one open', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
    const sections = [...document.querySelectorAll('details')];
    expect(sections.map((d) => d.querySelector('summary h2')?.textContent)).toEqual([
      'Basic information',
      'Appearance',
      'Education and work',
      'Faith and lifestyle',
    ]);
    expect(sections.map((d) => d.open)).toEqual([true, false, false, false]);
    const work = within(sections[2]!).getAllByRole('listitem');
    expect(work.map((li) => li.textContent)).toContainEqual(expect.stringContaining('Teacher'));
    // No label rows any more, and the place is not repeated under the summary.
    expect(document.querySelector('dl.details')).toBeNull();
    expect(within(sections[0]!).queryByText('City')).not.toBeInTheDocument();
  });

  it('shows her name in Arabic script and her values in her form on the Arabic page', async () => {
    await open(
      {
        fullNameAr: 'مريم حسن',
        fullNameEn: 'Maryam Hassan',
        maritalState: 'divorced',
        religiosity: 'practising',
      },
      'ar',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'مريم حسن' })).toBeInTheDocument();
    expect(screen.getByText('مطلّقة')).toBeInTheDocument();
    expect(screen.getByText('ملتزمة')).toBeInTheDocument();
  });
});

describe("a guest on a member's profile", () => {
  it('reads the public profile the server gives a guest, with a sign-up call to action', async () => {
    const { calls } = await openMemberProfileAsGuest(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile({ fullName: 'Maryam', prompts: PROMPTS }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See more of Maryam' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/en/Auth/register?redirect=${encodeURIComponent(`/en/profile/${OTHER_ID}`)}`,
    );
    expect(screen.getByText('Kind, patient, and close to his family.')).toBeInTheDocument();
    // Asked without a token: the server decides what a guest reads.
    const asked = calls.find((c) => c.url.pathname === `/api/profile/${OTHER_ID}`)!;
    expect(asked.headers.get('authorization')).toBeNull();
  });

  it('of a private profile, shows only the few facts and says why', async () => {
    await openMemberProfileAsGuest(OTHER_ID, {
      [PROFILE]: () => ({
        body: memberProfile({
          fullName: 'Maryam',
          limited: true,
          visibility: 'private',
          mediaLocked: true,
          presence: null,
          gender: null,
          aboutMe: null,
          profession: null,
          height: null,
          nationality: null,
          maritalState: null,
          siteObjectiveId: null,
          communicate: null,
          eyecolor: null,
          skincolor: null,
          qualification: null,
          education: null,
          healthStatus: null,
          religiosity: null,
          prayer: null,
          smoking: null,
          religion: null,
          media: { avatar: null, cover: null, photos: [], cv: null, video: null },
        }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maryam' })).toBeInTheDocument();
    expect(screen.getByText(/This profile is private/)).toBeInTheDocument();
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(
      screen.queryByRole('heading', { name: "This member's photos are private" }),
    ).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown member', async () => {
    await openMemberProfileAsGuest(OTHER_ID, {
      [PROFILE]: () => ({ status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
