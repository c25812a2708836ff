import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberProfile } from '../../../test/profile/fixtures';
import { openMemberProfile, requests } from '../../../test/profile/open-profile';
import { following, OTHER_ID, relationship } from '../../../test/social/fixtures';
import { toasts } from '../../../test/social/open-page';

const PROFILE = `GET /api/profile/${OTHER_ID}`;
const RELATIONSHIP = `GET /api/social/relationship/${OTHER_ID}`;
const BLOCKS = `/api/social/blocks/${OTHER_ID}`;
const blocked = relationship({ blocking: true });

async function openMenu() {
  const user = userEvent.setup();
  const more = await screen.findByRole('button', { name: 'More actions for Maryam Hassan' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  return user;
}

describe('blocking from another member’s profile', () => {
  it('explains what a block does, and Cancel changes nothing', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: following() }),
    });
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Maryam Hassan?', hidden: true });
    expect(dialog).toHaveTextContent(
      'You stop following each other, and any follow requests waiting between you end.',
    );
    expect(dialog).toHaveTextContent(
      'They will not find your profile, your photos or your lists, and cannot follow you.',
    );
    // Focus starts on the choice that changes nothing.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel', hidden: true });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(requests(calls, 'POST')).toEqual([]);
    expect(screen.getByRole('button', { name: 'More actions for Maryam Hassan' })).toHaveFocus();
  });

  it('blocks: the page then says they are blocked, hides their details, and Unblock lifts it', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: following() }),
      [`POST ${BLOCKS}`]: () => ({ body: blocked }),
      [`DELETE ${BLOCKS}`]: () => ({ body: relationship() }),
    });
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Block', hidden: true }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Maryam Hassan is blocked'));

    const notice = await screen.findByRole('region', { name: 'You have blocked Maryam Hassan' });
    expect(notice).toHaveTextContent('They cannot find your profile or follow you');
    expect(screen.queryByRole('button', { name: 'Unfollow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo 1 of 1' })).not.toBeInTheDocument();
    expect(requests(calls, 'POST')).toEqual([`POST ${BLOCKS}`]);

    await user.click(within(notice).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Maryam Hassan is unblocked'));
    // The earlier follow does not come back: Follow, not Unfollow.
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(requests(calls, 'DELETE')).toEqual([`DELETE ${BLOCKS}`]);
  });

  it('keeps the dialog open and says why when the block fails', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${BLOCKS}`]: () => ({ status: 503, body: {} }),
    });
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Block', hidden: true }));
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'The member was not blocked. Something went wrong',
    );
    expect(screen.queryByRole('region', { name: /You have blocked/ })).not.toBeInTheDocument();
  });

  it('shows the block on opening the profile of someone I block, with Unblock in the menu too', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: blocked }),
    });
    expect(await screen.findByRole('region', { name: 'You have blocked Maryam Hassan' })).toBeInTheDocument();
    await openMenu();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Unblock' })).toHaveLength(2);
  });

  it('offers to remove a member who follows me, after asking', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship({ followedBy: 'accepted' }) }),
      [`DELETE /api/social/followers/${OTHER_ID}`]: () => ({ body: relationship() }),
    });
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Remove from my followers' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Remove Maryam Hassan from your followers?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from my followers', hidden: true }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Maryam Hassan no longer follows you'));
    expect(requests(calls, 'DELETE')).toEqual([`DELETE /api/social/followers/${OTHER_ID}`]);
  });
});
