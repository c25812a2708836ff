import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../test/render';
import { problem } from '../../test/social/fixtures';
import { CallsEverywhereSwitch } from './CallsEverywhereSwitch';
import { CallsOffToggle } from './CallsOffToggle';

const CONVERSATION = '3f0c1e8a-5b7d-4c2e-9a61-0d4b8e2f7a13';
const CALLS = `/api/chat/conversations/${CONVERSATION}/calls`;
const SETTINGS = '/api/chat/calls/settings';
const toasts = () => document.querySelector<HTMLElement>('.toasts')!;
const sent = (calls: ReturnType<typeof stubFetch>, method: string) =>
  calls.filter((c) => c.method === method).map((c) => ({ path: c.url.pathname, body: c.body }));

describe('calls off in one conversation (the bell in its head)', () => {
  it('shows the state read, sends the opposite and shows what the server answered', async () => {
    let off = false;
    const calls = stubFetch({
      [`GET ${CALLS}`]: () => ({ body: { off } }),
      [`PUT ${CALLS}`]: (body) => {
        off = (body as { off: boolean }).off;
        return { body: { off } };
      },
    });
    await renderPage(<CallsOffToggle conversationId={CONVERSATION} />);
    const bell = await screen.findByRole('button', { name: 'Take no calls in this conversation' });
    await waitFor(() => expect(bell).toBeEnabled());
    expect(bell).toHaveAttribute('aria-pressed', 'false');

    const user = userEvent.setup();
    await user.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
    expect(toasts()).toHaveTextContent('You will not be called in this conversation');
    expect(sent(calls, 'PUT')).toEqual([{ path: CALLS, body: { off: true } }]);

    await user.click(bell);
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'false'));
    expect(toasts()).toHaveTextContent('Calls in this conversation are on again');
    expect(sent(calls, 'PUT')).toEqual([
      { path: CALLS, body: { off: true } },
      { path: CALLS, body: { off: false } },
    ]);
  });

  it('starts pressed when calls are already off there, in Arabic too', async () => {
    stubFetch({ [`GET ${CALLS}`]: () => ({ body: { off: true } }) });
    await renderPage(<CallsOffToggle conversationId={CONVERSATION} />, { locale: 'ar' });
    const bell = await screen.findByRole('button', { name: 'عدم استقبال المكالمات في هذه المحادثة' });
    await waitFor(() => expect(bell).toHaveAttribute('aria-pressed', 'true'));
  });

  it('keeps the state shown and says why when the change is refused', async () => {
    const calls = stubFetch({
      [`GET ${CALLS}`]: () => ({ body: { off: false } }),
      [`PUT ${CALLS}`]: () => problem(404, 'chat.conversationNotFound', 'This conversation does not exist.'),
    });
    await renderPage(<CallsOffToggle conversationId={CONVERSATION} />);
    const bell = await screen.findByRole('button', { name: 'Take no calls in this conversation' });
    await waitFor(() => expect(bell).toBeEnabled());
    await userEvent.setup().click(bell);
    await waitFor(() => expect(toasts()).not.toBeEmptyDOMElement());
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(sent(calls, 'PUT')).toEqual([{ path: CALLS, body: { off: true } }]);
  });
});

describe('no calls at all (under my conversations)', () => {
  it('shows the setting read, sends the change and shows the answer', async () => {
    let callsOff = false;
    const calls = stubFetch({
      [`GET ${SETTINGS}`]: () => ({ body: { callsOff } }),
      [`PUT ${SETTINGS}`]: (body) => {
        callsOff = (body as { callsOff: boolean }).callsOff;
        return { body: { callsOff } };
      },
    });
    await renderPage(<CallsEverywhereSwitch />);
    const box = await screen.findByRole('checkbox', { name: 'Take no calls at all' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    const user = userEvent.setup();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
    expect(sent(calls, 'PUT')).toEqual([{ path: SETTINGS, body: { callsOff: true } }]);

    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sent(calls, 'PUT')).toEqual([
      { path: SETTINGS, body: { callsOff: true } },
      { path: SETTINGS, body: { callsOff: false } },
    ]);
  });

  it('starts checked when calls are off everywhere, in Arabic too', async () => {
    stubFetch({ [`GET ${SETTINGS}`]: () => ({ body: { callsOff: true } }) });
    await renderPage(<CallsEverywhereSwitch />, { locale: 'ar' });
    const box = await screen.findByRole('checkbox', { name: 'عدم استقبال أي مكالمات' });
    await waitFor(() => expect(box).toBeChecked());
  });

  it('stays as it was and says why when the change is refused', async () => {
    const calls = stubFetch({
      [`GET ${SETTINGS}`]: () => ({ body: { callsOff: false } }),
      [`PUT ${SETTINGS}`]: () => problem(429, 'error.rateLimited', 'Too many attempts.'),
    });
    await renderPage(<CallsEverywhereSwitch />);
    const box = await screen.findByRole('checkbox', { name: 'Take no calls at all' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.setup().click(box);
    await waitFor(() => expect(toasts()).not.toBeEmptyDOMElement());
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(sent(calls, 'PUT')).toEqual([{ path: SETTINGS, body: { callsOff: true } }]);
  });
});
