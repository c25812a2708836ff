import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeToken } from '../../../../app/token-store';
import { renderPage, stubFetch } from '../../../../test/render';
import { found, huda, HUDA_ID, KHALID_ID, sara, SARA_ID } from '../../../../test/search/fixtures';
import { cardsOf, hudaCard, problem } from '../../../../test/social/fixtures';
import { homeBlocks } from '../../test/fixtures';
import { HomePage } from '../HomePage';

const MOST_ACTIVE = 'GET /api/search/most-active';
type Routes = Parameters<typeof stubFetch>[0];

async function openHome(routes: Routes, { signedIn = false, locale = 'en' as 'en' | 'ar' } = {}) {
  if (signedIn) writeToken('member-token');
  const calls = stubFetch(routes);
  await renderPage(<HomePage />, {
    locale,
    path: locale === 'ar' ? '/' : '/en',
    state: {
      blocks: homeBlocks(),
      ...(signedIn ? { auth: { isAuthenticated: true }, token: 'member-token' } : {}),
    },
  });
  return calls;
}

const heading = () => screen.findByRole('heading', { level: 2, name: 'Most active members' });
/** The strip's title once its members are in (while they load, the row is busy and empty). */
async function strip() {
  const title = await heading();
  await waitFor(() => expect(title.closest('section')!.querySelector('[aria-busy="true"]')).toBeNull());
  return title;
}
const asked = (calls: ReturnType<typeof stubFetch>, path: string) =>
  waitFor(() => expect(calls.some((c) => c.url.pathname === path)).toBe(true));

describe('the most active members on the home page', () => {
  it('shows a guest each name in the page’s script when the member gave one', async () => {
    const items = [
      huda({ fullName: 'Huda', fullNameEn: 'Huda', fullNameAr: 'هدى' }),
      sara({ fullName: 'Sara' }),
    ];
    await openHome({ [MOST_ACTIVE]: () => ({ body: { items } }) }, { locale: 'ar' });
    const arabic = await screen.findByRole('heading', { level: 2, name: 'الأعضاء الأكثر نشاطًا' });
    await waitFor(() => expect(arabic.closest('section')!.querySelector('[aria-busy="true"]')).toBeNull());
    const names = () =>
      [...arabic.closest('section')!.querySelectorAll('.active-card__name')].map((n) => n.textContent);
    // Sara gave no Arabic spelling: her name as she wrote it.
    expect(names()).toEqual(['هدى', 'Sara']);
  });

  it("shows a guest each member with age in years and the profile's presence words, linking to the profile", async () => {
    const calls = await openHome({
      [MOST_ACTIVE]: () => ({
        body: {
          items: [
            huda({ fullName: 'Huda' }),
            sara({ fullName: 'Sara', presence: 'offline' }),
            found(KHALID_ID, 'Khalid', { presence: 'week', gender: 'male', age: 33 }),
          ],
        },
      }),
    });
    const section = (await strip()).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    // "Offline" tells nothing and is left unsaid, as on a profile.
    expect(items.map((li) => li.textContent)).toEqual([
      'HHuda28 years oldOnline',
      'SSara31 years old',
      'KKhalid33 years oldActive this week',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/en/profile/${HUDA_ID}`);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', `/en/profile/${SARA_ID}`);
    expect(within(section).getByRole('link', { name: 'See more members' })).toHaveAttribute(
      'href',
      '/en/search?sort=mostActive',
    );
    // Photos are for members: a guest's strip asks for none, and shows no one's.
    expect(calls.some((c) => c.url.pathname === '/api/profile/cards')).toBe(false);
    expect(section.querySelector('img')).toBeNull();
  });

  it("shows a member the photos the profile service grants, and names in the page's script", async () => {
    const calls = await openHome(
      {
        [MOST_ACTIVE]: () => ({ body: { items: [huda(), sara()] } }),
        'POST /api/profile/cards': cardsOf(hudaCard({ fullNameAr: 'هدى صالح' })),
      },
      { signedIn: true, locale: 'ar' },
    );
    const section = (await screen.findByRole('heading', { level: 2, name: 'الأعضاء الأكثر نشاطًا' })).closest(
      'section',
    )!;
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('هدى صالح');
    expect(first).toHaveTextContent('28 عامًا');
    // In her gender, as her profile says it.
    expect(first).toHaveTextContent('متصلة الآن');
    expect(first!.querySelector('img')).toHaveAttribute('src', expect.stringContaining(HUDA_ID));
    expect(second).toHaveTextContent('Sara Nour');
    expect(second).toHaveTextContent('31 عامًا');
    expect(second).not.toHaveTextContent('متصل');
    expect(second!.querySelector('img')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/profile/cards')?.body).toEqual({
      ids: [HUDA_ID, SARA_ID],
    });
  });

  it('holds its place while the list loads: its title and an empty row, no member standing in', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const pending = new Promise((r) => (answer = r));
    const calls = await openHome({
      [MOST_ACTIVE]: () => pending.then(() => ({ body: { items: [huda({ fullName: 'Huda' })] } })),
    });
    await asked(calls, '/api/search/most-active');
    const section = (await heading()).closest('section')!;
    const list = within(section).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    answer(undefined);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).not.toHaveAttribute('aria-busy');
  });

  it('is not there at all when nobody is in the list', async () => {
    const calls = await openHome({ [MOST_ACTIVE]: () => ({ body: { items: [] } }) });
    await asked(calls, '/api/search/most-active');
    // The place it held while loading goes once the empty answer is in.
    await waitFor(() => expect(screen.queryByText('Most active members')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });

  it('is not there at all when the list fails, and the rest of home stands', async () => {
    const calls = await openHome({
      [MOST_ACTIVE]: () => problem(503, 'error.unavailable', 'The service is unavailable.'),
    });
    await asked(calls, '/api/search/most-active');
    await waitFor(() => expect(screen.queryByText('Most active members')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });

  it('still shows the members when their photos cannot be had', async () => {
    await openHome(
      {
        [MOST_ACTIVE]: () => ({ body: { items: [found(HUDA_ID, 'Huda Saleh')] } }),
        'POST /api/profile/cards': () => problem(500, 'error.internal', 'Something went wrong'),
      },
      { signedIn: true },
    );
    const section = (await strip()).closest('section')!;
    expect(within(section).getByRole('link', { name: /Huda Saleh/ })).toHaveTextContent('28 years old');
  });
});
