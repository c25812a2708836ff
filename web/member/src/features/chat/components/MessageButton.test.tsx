import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatWith, conversation } from '../../../test/chat/fixtures';
import { memberProfile, OTHER_ID } from '../../../test/profile/fixtures';
import { openMemberProfile } from '../../../test/profile/open-profile';
import { relationship } from '../../../test/social/fixtures';

type Routes = Parameters<typeof openMemberProfile>[1];

const WITH = `GET /api/chat/with/${OTHER_ID}`;

/** Maryam's profile, with where I stand with her socially and in chat. */
const open = (routes: Routes, locale: 'en' | 'ar' = 'en') =>
  openMemberProfile(
    OTHER_ID,
    {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
      ...routes,
    },
    locale,
  );

describe('the message button on a profile', () => {
  it('opens the conversation when I may write to her', async () => {
    await open({ [WITH]: () => ({ body: chatWith({ conversation: null }) }) });
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/en/chat/${OTHER_ID}`,
    );
  });

  it('opens our conversation even when I may not write (its history is mine to read)', async () => {
    await open({
      [WITH]: () => ({
        body: chatWith({
          conversation: conversation({ memberId: OTHER_ID, status: 'closed', closedReason: 'closed' }),
          canWrite: false,
          refusal: 'closed',
        }),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/en/chat/${OTHER_ID}`,
    );
  });

  it('explains a refusal when pressed, with the way forward: a plan', async () => {
    const { calls } = await open({
      [WITH]: () => ({
        body: chatWith({ conversation: null, canWrite: false, refusal: 'needs_entitlement' }),
      }),
    });
    const button = await screen.findByRole('button', { name: 'Message' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByText('Starting a conversation needs a subscription or your free trial.'),
    ).not.toBeInTheDocument();
    button.click();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    const notice = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(notice).getByRole('heading', { name: 'You cannot write to Maryam Hassan now' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('Starting a conversation needs a subscription or your free trial.');
    expect(within(notice).getByRole('link', { name: 'See subscription plans' })).toHaveAttribute(
      'href',
      '/en/subscription',
    );
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/chat')).map((c) => c.method)).toEqual(['GET']);
  });

  it('for a private profile, the way forward is her follow button, and following asks again', async () => {
    let followed = false;
    await open({
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile({ visibility: 'private' }) }),
      [WITH]: () => ({
        body: followed
          ? chatWith({ conversation: null })
          : chatWith({ conversation: null, canWrite: false, refusal: 'needs_follow' }),
      }),
      [`POST /api/social/follows/${OTHER_ID}`]: () => {
        followed = true;
        return { body: relationship({ following: 'accepted', button: 'UnFollow' }) };
      },
    });
    const button = await screen.findByRole('button', { name: 'Message' });
    button.click();
    const notice = await screen.findByText(
      "This member's profile is private. Send a follow request; once they accept, you can message them.",
    );
    const follow = within(notice.closest('.chat-notice')!).getByRole('button', { name: 'Follow' });
    follow.click();
    expect(await screen.findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/en/chat/${OTHER_ID}`,
    );
  });

  it('is not offered when the chat does not know her (she blocks me)', async () => {
    await open({});
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('is called مراسلة in Arabic', async () => {
    await open({ [WITH]: () => ({ body: chatWith({ conversation: null }) }) }, 'ar');
    expect(await screen.findByRole('link', { name: 'مراسلة' })).toHaveAttribute('href', `/chat/${OTHER_ID}`);
  });
});
