import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CompatibilityView } from '@mawadda/contracts';
import { stubFetch } from '../../../test/render';
import { usePairCompatibility } from '../hooks/use-pair-compatibility';
import { memberProfile, OTHER_ID } from '../../../test/profile/fixtures';
import { openMemberProfile } from '../../../test/profile/open-profile';
import { problem } from '../../../test/social/fixtures';

const PAIR = `GET /api/search/compatibility/${OTHER_ID}`;
const PROFILE = `GET /api/profile/${OTHER_ID}`;

const view = (over: Partial<CompatibilityView> = {}): CompatibilityView => ({
  compatible: true,
  compatibility: { score: 87, theyMeet: { met: 4, of: 5 }, youMeet: { met: 2, of: 3 } },
  yourMustsUnmet: [],
  theirMustsMet: true,
  ...over,
});

/** Her profile page (a woman, read by a man) once loaded, search answering `pair`. */
async function open(
  pair: () => { status?: number; body?: unknown },
  locale: 'en' | 'ar' = 'en',
  gender = 'female',
) {
  const { calls } = await openMemberProfile(
    OTHER_ID,
    {
      [PROFILE]: () => ({ body: memberProfile({ gender: gender as 'female' | 'male' }) }),
      [PAIR]: pair,
    },
    locale,
  );
  await screen.findByRole('heading', { level: 1, name: 'Maryam Hassan' });
  return calls;
}

const block = (name: string) => screen.findByRole('region', { name });

describe("a profile's pair block", () => {
  it('shows the score and why the pair fits, said to the reader of her', async () => {
    await open(() => ({ body: view() }));
    const pair = await block('How you fit');
    expect(pair.querySelector('.compat__score')).toHaveTextContent(/^87\s?% match$/);
    expect(pair.querySelector('.compat__reason')).toHaveTextContent(
      'She meets 4 of your 5 wishes, and you meet 2 of her 3',
    );
  });

  it('names the must-haves she misses, in the words of the wishes page, and says he misses one of hers', async () => {
    await open(() => ({
      body: view({ compatible: false, yourMustsUnmet: ['age', 'place', 'smoking'], theirMustsMet: false }),
    }));
    const pair = await block('How you fit');
    expect(pair).toHaveTextContent(
      'She does not meet 3 of your must-haves: Age, Where they live, and Smoking',
    );
    expect(pair).toHaveTextContent('You do not meet one of her must-haves.');
    // Not compatible: no score, which would read as a recommendation.
    expect(pair.querySelector('.compat__score')).toBeNull();
  });

  it('when she meets all his must-haves, says only that he misses one of hers', async () => {
    await open(() => ({ body: view({ compatible: false, theirMustsMet: false }) }));
    const pair = await block('How you fit');
    expect(pair.querySelector('.pair-compat__unmet')).toBeNull();
    expect(within(pair).getByText('You do not meet one of her must-haves.')).toBeInTheDocument();
  });

  it('speaks Arabic to a woman about a man: his unmet musts counted in words, hers in her form', async () => {
    await open(
      () => ({
        body: view({ compatible: false, yourMustsUnmet: ['age', 'verifiedOnly'], theirMustsMet: false }),
      }),
      'ar',
      'male',
    );
    const pair = await block('التوافق بينكما');
    expect(pair).toHaveTextContent('لا يحقق شرطين من شروطك الأساسية: العمر والأعضاء الموثّقون فقط');
    expect(pair).toHaveTextContent('لا تحققين أحد شروطه الأساسية.');
  });

  it('says one unmet must in the singular, in Arabic, of a woman', async () => {
    await open(() => ({ body: view({ compatible: false, yourMustsUnmet: ['place'] }) }), 'ar');
    expect(await block('التوافق بينكما')).toHaveTextContent('لا تحقق شرطًا من شروطك الأساسية: مكان الإقامة');
  });

  it.each([
    [404, 'error.notFound'],
    [422, 'search.compatibilityNeedsProfile'],
  ])('shows nothing when search answers %i, and the profile stays', async (status, key) => {
    const calls = await open(() => problem(status, key, 'No.'));
    await waitFor(() => expect(calls.some((c) => `GET ${c.url.pathname}` === PAIR)).toBe(true));
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How you fit' })).toBeNull();
  });
});

describe('the pair read', () => {
  const read = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => usePairCompatibility(OTHER_ID), { wrapper });
  };

  it.each([
    [404, 'error.notFound'],
    [422, 'search.compatibilityNeedsProfile'],
  ])('answers null, not a failure, when search answers %i', async (status, key) => {
    stubFetch({ [PAIR]: () => problem(status, key, 'No.') });
    const { result } = read();
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('answers the view search sent', async () => {
    stubFetch({ [PAIR]: () => ({ body: view() }) });
    const { result } = read();
    await waitFor(() => expect(result.current).toEqual(view()));
  });
});
