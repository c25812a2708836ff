import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { huda, openSearch, page, sara, searches } from '../../../test/search/fixtures';

const SEARCH = 'GET /api/search/members';
const VERIFIED = { phone: true, email: false, selfie: true, id: false };

describe('the "verified members only" filter', () => {
  it('asks the API for verified members, keeps it in the URL, and cards show the check mark', async () => {
    const { calls, user, router } = await openSearch('', {
      [SEARCH]: (_body, url) =>
        page(
          url.searchParams.get('verifiedOnly') === 'true'
            ? [sara({ badges: VERIFIED, verified: true })]
            : [huda(), sara({ badges: VERIFIED, verified: true })],
        ),
    });
    await screen.findByRole('link', { name: 'Huda Saleh' });
    const box = screen.getByRole('checkbox', { name: 'Verified members only' });
    expect(box).not.toBeChecked();
    expect(within(screen.getByRole('article', { name: 'Huda Saleh' })).queryByText('Verified')).toBeNull();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toBe('?verifiedOnly=true'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Huda Saleh' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Sara Nour' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?verifiedOnly=true');
    expect(searches(calls).at(-1)).toEqual({ verifiedOnly: 'true', sort: 'newest' });
    expect(
      within(screen.getByRole('article', { name: 'Sara Nour' })).getByText('Verified'),
    ).toBeInTheDocument();
  });

  it('reads the filter from a shared link', async () => {
    const { calls } = await openSearch('?verifiedOnly=true', { [SEARCH]: () => page([sara()]) });
    await screen.findByRole('link', { name: 'Sara Nour' });
    expect(screen.getByRole('checkbox', { name: 'Verified members only' })).toBeChecked();
    expect(searches(calls)).toEqual([{ verifiedOnly: 'true', sort: 'newest' }]);
  });
});
