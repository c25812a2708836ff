import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { following, problem, relationship } from '../../../test/social/fixtures';
import { toasts } from '../../../test/social/open-page';
import {
  found,
  huda,
  HUDA_ID,
  KHALID_ID,
  openSearch,
  page,
  sara,
  SARA_ID,
  searches,
} from '../../../test/search/fixtures';

const SEARCH = 'GET /api/search/members';

const field = (name: string) => screen.getByLabelText(name);
const group = (legend: string) => screen.getByRole('group', { name: legend });
const cardOf = (name: string) => screen.getByRole('article', { name });
const status = () => document.querySelector<HTMLElement>('.search-results__status')!;
const results = () => screen.findByRole('heading', { level: 3, name: 'Huda Saleh' });

describe('the search page', () => {
  it('reads its filters, sort and page from the URL, shows them in the form and asks the API for them', async () => {
    const { calls } = await openSearch(
      '?ageMin=25&ageMax=35&maritalState=divorced&location=AE-SHJ&sort=mostActive&cursor=c2',
      { [SEARCH]: () => page([sara()], null, 'c1') },
    );
    expect(await screen.findByRole('link', { name: 'Sara Nour' })).toHaveAttribute(
      'href',
      `/en/profile/${SARA_ID}`,
    );
    expect(searches(calls)).toEqual([
      {
        ageMin: '25',
        ageMax: '35',
        maritalState: 'divorced',
        location: 'AE-SHJ',
        sort: 'mostActive',
        cursor: 'c2',
      },
    ]);
    expect(within(group('Age (years)')).getByLabelText('From')).toHaveValue('25');
    expect(within(group('Age (years)')).getByLabelText('To')).toHaveValue('35');
    expect(field('Marital status')).toHaveDisplayValue('Divorced');
    expect(field('City')).toHaveDisplayValue('Sharjah');
    expect(field('Gender')).toHaveDisplayValue('Opposite gender (default)');
    expect(field('Sort by')).toHaveDisplayValue('Most active');
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.title).toBe('Find your spouse | Mawadda');
  });

  it('shows each member with age, city, nationality, marital status, presence and photo', async () => {
    await openSearch('', { [SEARCH]: () => page([huda(), sara()]) });
    await results();
    const hudaCard = cardOf('Huda Saleh');
    expect(hudaCard).toHaveTextContent('28 years old');
    expect(hudaCard).toHaveTextContent('City: Dubai');
    expect(hudaCard).toHaveTextContent('Nationality: Emirati');
    expect(hudaCard).toHaveTextContent('Marital status: Single');
    expect(hudaCard).toHaveTextContent('Online');
    expect(hudaCard.querySelector('img')).toHaveAttribute('src', expect.stringContaining(HUDA_ID));
    const saraCard = cardOf('Sara Nour');
    expect(saraCard).toHaveTextContent('31 years old');
    expect(saraCard).toHaveTextContent('City: Sharjah');
    expect(saraCard).toHaveTextContent('Nationality: Saudi');
    expect(saraCard).toHaveTextContent('Marital status: Divorced');
    // Not seen for a week: nothing is said, rather than "offline".
    expect(saraCard).not.toHaveTextContent(/Offline|Presence/);
    expect(saraCard).not.toHaveTextContent('km away');
    // No photo from the cards call: her initial, never a stock face.
    expect(saraCard.querySelector('img')).toBeNull();
    expect(saraCard.querySelector('.member-avatar__initial')).toHaveTextContent('S');
    expect(status()).toHaveTextContent('2 members on this page');
  });

  it('puts the filters in the URL when sent, and back shows the previous search again', async () => {
    const { calls, user, router } = await openSearch('?sort=nearest', {
      [SEARCH]: (_body, url) =>
        page(url.searchParams.get('nationality') === 'SA' ? [sara({ distanceKm: 12 })] : [huda()]),
    });
    await results();
    await user.selectOptions(field('Nationality'), 'SA');
    await user.selectOptions(field('Smoking'), 'non-smoker');
    await user.type(within(group('Height (cm)')).getByLabelText('From'), '160');
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    expect(await screen.findByRole('link', { name: 'Sara Nour' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      '?nationality=SA&smoking=non-smoker&heightMin=160&sort=nearest',
    );
    expect(searches(calls).at(-1)).toEqual({
      nationality: 'SA',
      smoking: 'non-smoker',
      heightMin: '160',
      sort: 'nearest',
    });
    // Sorted by nearest, the card says how far.
    expect(cardOf('Sara Nour')).toHaveTextContent('12 km away');
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(await results()).toBeInTheDocument();
    expect(field('Nationality')).toHaveDisplayValue('Any');
    expect(within(group('Height (cm)')).getByLabelText('From')).toHaveValue('');
    expect(searches(calls).at(-1)).toEqual({ sort: 'nearest' });
  });

  it('says a reversed range under the maximum, in the page language, and sends nothing', async () => {
    const { calls, user, router } = await openSearch('', { [SEARCH]: () => page([huda()]) });
    await results();
    const age = group('Age (years)');
    await user.type(within(age).getByLabelText('From'), '40');
    await user.type(within(age).getByLabelText('To'), '30');
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    const max = within(age).getByLabelText('To');
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(max).toHaveAccessibleDescription('Maximum age must not be less than the minimum (40).');
    expect(within(age).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(searches(calls)).toEqual([{ sort: 'newest' }]);
    expect(router.state.location.search).toBe('');
    // The results already on screen stay.
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toBeInTheDocument();
  });

  it('takes Arabic digits typed in a range as the numbers they are', async () => {
    const { calls, user } = await openSearch('', { [SEARCH]: () => page([huda()]) }, 'ar');
    await screen.findByRole('link', { name: 'Huda Saleh' });
    const age = screen.getByRole('group', { name: 'العمر (بالسنوات)' });
    await user.type(within(age).getByLabelText('من'), '٢٥');
    await user.click(screen.getByRole('button', { name: 'اعرض النتائج' }));
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ ageMin: '25', sort: 'newest' }));
  });

  it('does not send a shared link whose range is reversed, and shows what to correct', async () => {
    const { calls } = await openSearch('?heightMin=180&heightMax=170', { [SEARCH]: () => page([huda()]) });
    const max = within(await screen.findByRole('group', { name: 'Height (cm)' })).getByLabelText('To');
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription('Maximum height (cm) must not be less than the minimum (180).'),
    );
    expect(status()).toHaveTextContent('Please correct the filters marked in red');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(searches(calls)).toEqual([]);
  });

  it('pages with the API cursors, keeps the filters, and moves focus to the results', async () => {
    const { calls, user, router } = await openSearch('?maritalState=single&limit=1', {
      [SEARCH]: (_body, url) =>
        url.searchParams.get('cursor') === 'c2' ? page([sara()], null, 'c1') : page([huda()], 'c2'),
    });
    await results();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Sara Nour' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?maritalState=single&limit=1&cursor=c2');
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en/search?maritalState=single&limit=1&cursor=c1',
    );
    expect(searches(calls)).toEqual([
      { maritalState: 'single', limit: '1', sort: 'newest' },
      { maritalState: 'single', cursor: 'c2', limit: '1', sort: 'newest' },
    ]);
  });

  it('a new sort starts again from the first page', async () => {
    const { calls, user, router } = await openSearch('?cursor=c2', { [SEARCH]: () => page([huda()]) });
    await results();
    await user.selectOptions(field('Sort by'), 'mostActive');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=mostActive'));
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ sort: 'mostActive' }));
    expect(field('Sort by')).toHaveFocus();
  });

  it('when nothing matches, says so and offers to clear the filters', async () => {
    const { calls, user, router } = await openSearch('?nationality=QA&smoking=smoker', {
      [SEARCH]: (_body, url) => page(url.searchParams.has('nationality') ? [] : [huda()]),
    });
    await waitFor(() => expect(status()).toHaveTextContent('No members match your filters.'));
    const empty = document.querySelector<HTMLElement>('.search-empty')!;
    expect(empty).toHaveTextContent('No members match your filters.');
    expect(empty).toHaveTextContent('Try widening them: a wider age range, another city or any nationality.');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    expect(await results()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(searches(calls).at(-1)).toEqual({ sort: 'newest' });
    expect(field('Nationality')).toHaveDisplayValue('Any');
  });

  it('on a failure says so, and "Try again" asks again', async () => {
    let fail = true;
    const { calls, user } = await openSearch('', {
      [SEARCH]: () =>
        fail ? problem(503, 'error.unavailable', 'The service is unavailable.') : page([huda()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We couldn't load the results. Please check your connection and try again.",
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await results()).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(2);
  });

  it('sorting by nearest without a city says why, in the server words, and offers newest', async () => {
    const { user, router } = await openSearch('?sort=nearest', {
      [SEARCH]: (_body, url) =>
        url.searchParams.get('sort') === 'nearest'
          ? problem(422, 'search.nearestNeedsCity', 'Add your city to your profile to sort by distance.', {
              field: 'sort',
            })
          : page([huda()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Add your city to your profile to sort by distance.');
    expect(within(alert).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    await user.click(within(alert).getByRole('button', { name: 'Sort by newest instead' }));
    expect(await results()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers best match first to a signed-in member, and asks the API for it', async () => {
    const { calls, user, router } = await openSearch('', { [SEARCH]: () => page([huda()]) });
    await results();
    const options = within(field('Sort by')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Best match',
      'Nearest to me',
      'Newest members',
      'Most active',
    ]);
    await user.selectOptions(field('Sort by'), 'Best match');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=compatibility'));
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ sort: 'compatibility' }));
  });

  it('shows on each card that carries it the score and why the pair fits, said to the searcher', async () => {
    const fit = { score: 87, theyMeet: { met: 4, of: 5 }, youMeet: { met: 2, of: 3 } };
    await openSearch('?sort=compatibility', { [SEARCH]: () => page([huda({ compatibility: fit }), sara()]) });
    await results();
    // No gender asked for: the women a man finds, so the sentence speaks to him of her.
    const hudaCard = cardOf('Huda Saleh');
    expect(hudaCard.querySelector('.compat__score')).toHaveTextContent(/^87\s?% match$/);
    expect(hudaCard.querySelector('.compat__reason')).toHaveTextContent(
      'She meets 4 of your 5 wishes, and you meet 2 of her 3',
    );
    // No compatibility on the card (not compatible, or private to him): nothing said.
    expect(cardOf('Sara Nour').querySelector('.compat')).toBeNull();
    expect(field('Sort by')).toHaveDisplayValue('Best match');
  });

  it('says the reason in the neutral form when the search names a gender, and in Arabic on the Arabic page', async () => {
    const fit = { score: 87, theyMeet: { met: 4, of: 5 }, youMeet: { met: 0, of: 0 } };
    await openSearch('?gender=female', { [SEARCH]: () => page([huda({ compatibility: fit })]) });
    await results();
    expect(cardOf('Huda Saleh').querySelector('.compat__reason')).toHaveTextContent(
      'They meet 4 of your 5 wishes',
    );
    cleanup();
    await openSearch('', { [SEARCH]: () => page([huda({ compatibility: fit })]) }, 'ar');
    await screen.findByRole('link', { name: 'Huda Saleh' });
    const card = cardOf('Huda Saleh');
    expect(card.querySelector('.compat__score')).toHaveTextContent(/^توافق 87[\u200e\u200f\u061c]*\s?%/);
    expect(card.querySelector('.compat__reason')).toHaveTextContent('توافق 4 من 5 مما تبحث عنه');
    expect(within(screen.getByLabelText('الترتيب حسب')).getAllByRole('option')[0]).toHaveTextContent(
      'الأنسب لي',
    );
  });

  it('sorting by best match without a birth date or city says why, with the way to the profile', async () => {
    const { user, router } = await openSearch('?sort=compatibility', {
      [SEARCH]: (_body, url) =>
        url.searchParams.get('sort') === 'compatibility'
          ? problem(
              422,
              'search.compatibilityNeedsProfile',
              'Add your date of birth and city to your profile to sort by compatibility.',
              { field: 'sort' },
            )
          : page([huda()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Add your date of birth and city to your profile to sort by compatibility.',
    );
    expect(within(alert).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    await user.click(within(alert).getByRole('button', { name: 'Sort by newest instead' }));
    expect(await results()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('searching too fast says how long to wait, in the server words, and retries', async () => {
    let limited = true;
    const { user, calls } = await openSearch('', {
      [SEARCH]: () =>
        limited
          ? problem(429, 'error.rateLimited', 'Too many attempts. Please try again in 12 seconds.', {
              retryAfter: 12,
            })
          : page([huda()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 12 seconds.');
    limited = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await results()).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(2);
  });

  it('a stale cursor from an old link shows the first page and says why', async () => {
    const { router } = await openSearch('?cursor=old', {
      [SEARCH]: (_body, url) =>
        url.searchParams.has('cursor')
          ? problem(
              400,
              'search.cursorInvalid',
              'This page of results is no longer available. Please search again.',
              {
                field: 'cursor',
              },
            )
          : page([huda()]),
    });
    expect(await results()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // The toast follows the redirect to the first page; it may paint just after the results.
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('This page of results is no longer available. Please search again.'),
    );
  });

  it('follows a member from their card', async () => {
    let rel = relationship({ memberId: HUDA_ID });
    const { calls, user } = await openSearch('', {
      [SEARCH]: () => page([huda(), found(KHALID_ID, 'Khalid Amin', { gender: 'male' })]),
      // One call for the page's follow states, not one per card.
      'POST /api/social/relationships': () => ({
        body: { items: [rel, following({ memberId: KHALID_ID })] },
      }),
      [`POST /api/social/follows/${HUDA_ID}`]: () => {
        rel = following({ memberId: HUDA_ID });
        return { body: rel };
      },
    });
    await results();
    const card = cardOf('Huda Saleh');
    const follow = await within(card).findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAccessibleDescription('Huda Saleh');
    expect(
      await within(cardOf('Khalid Amin')).findByRole('button', { name: 'Unfollow' }),
    ).toBeInTheDocument();
    await user.click(follow);
    await waitFor(() => expect(toasts()).toHaveTextContent('followed'));
    expect(await within(card).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/social/follows/'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname === '/api/social/relationships')).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/social/relationship/'))).toHaveLength(0);
  });

  it('offers each card the profile, a message and follow; a message says why not where chat refuses', async () => {
    const { calls, user } = await openSearch('', {
      [SEARCH]: () => page([huda(), found(KHALID_ID, 'Khalid Amin', { gender: 'male' })]),
      'POST /api/social/relationships': () => ({
        body: { items: [relationship({ memberId: HUDA_ID }), relationship({ memberId: KHALID_ID })] },
      }),
      [`GET /api/chat/with/${HUDA_ID}`]: () => ({
        body: { conversation: null, canWrite: false, refusal: 'needs_follow', retryAfterSeconds: null },
      }),
      [`GET /api/chat/with/${KHALID_ID}`]: () => ({
        body: { conversation: null, canWrite: true, refusal: null, retryAfterSeconds: null },
      }),
    });
    await results();
    const card = cardOf('Huda Saleh');
    expect(within(card).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/en/profile/${HUDA_ID}`,
    );
    expect(await within(card).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // Chat is asked only when a message button is pressed, not once per card.
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/chat/with/'))).toHaveLength(0);

    const message = within(card).getByRole('button', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('Huda Saleh');
    await user.click(message);
    expect(
      await within(card).findByRole('heading', { level: 3, name: 'You cannot write to Huda Saleh now' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Follow Huda Saleh: once your request is accepted, you can write.'),
    ).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(cardOf('Khalid Amin')).getByRole('button', { name: 'Message' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat page' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic: Arabic labels, Arabic age and presence words', async () => {
    await openSearch('?gender=male', { [SEARCH]: () => page([huda({ gender: 'female' })]) }, 'ar');
    const link = await screen.findByRole('link', { name: 'Huda Saleh' });
    expect(link).toHaveAttribute('href', `/profile/${HUDA_ID}`);
    const card = cardOf('Huda Saleh');
    expect(card).toHaveTextContent('28 عامًا');
    expect(card).toHaveTextContent('متصلة الآن');
    expect(card).toHaveTextContent('دبي');
    expect(card).toHaveTextContent('عزباء');
    expect(screen.getByLabelText('الجنس')).toHaveDisplayValue('الرجال');
    // The marital choices follow the gender asked for.
    expect(
      within(screen.getByLabelText('الحالة الاجتماعية')).getByRole('option', { name: 'مطلّق' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ابحث عن شريك حياتك' })).toBeInTheDocument();
  });
});

describe('the search page on a phone', () => {
  /** A viewport below 64rem: the filters fold behind their toggle. */
  const phone = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  afterEach(() => vi.unstubAllGlobals());

  it('draws the folded filter form only once opened, and keeps edits not yet applied when folded again', async () => {
    phone();
    // The form's chunk loaded beforehand, so a form drawn while folded would be there by the time
    // the results are: its absence below is the page's choice, not a slow import.
    await import('./SearchFilters');
    const { user, calls } = await openSearch('?maritalState=divorced', { [SEARCH]: () => page([huda()]) });
    await results();
    // Folded, the form is not drawn at all: no fields, no reference lists' options.
    expect(screen.queryByLabelText('Marital status')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Marital status')).toHaveDisplayValue('Divorced');
    await user.selectOptions(field('Nationality'), 'SA');

    await user.click(toggle);
    await user.click(toggle);
    expect(field('Nationality')).toHaveDisplayValue('Saudi');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ maritalState: 'divorced', nationality: 'SA', sort: 'newest' }),
    );
  });
});
