import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const defaults = {
  'follow.requested': 'in_app',
  'follow.accepted': 'in_app',
  'conversation.started': 'email',
  'reveal.requested': 'email',
  'reveal.granted': 'in_app',
  'feedback.replied': 'email',
  'billing.notice': 'email',
  'moderation.result': 'email',
  'guardian.request': 'email',
  'guardian.decision': 'in_app',
  'suggestions.ready': 'in_app',
  'pair.waiting': 'email',
  'call.missed': 'in_app',
  'story.agreement': 'email',
  'story.decision': 'email',
};
const signedIn = { auth: { isAuthenticated: true } } as const;

describe('notification settings', () => {
  it('shows a radio group per kind with my channel, and saves what I change', async () => {
    const calls = stubFetch({
      'GET /api/notify/preferences': () => ({ body: defaults }),
      'PUT /api/notify/preferences': (body) => ({ body: { ...defaults, ...(body as object) } }),
    });
    await renderPage(<NotificationSettingsPage />, { path: '/notifications/settings', state: signedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notification settings' }),
    ).toBeInTheDocument();
    const groups = await screen.findAllByRole('group');
    expect(groups).toHaveLength(14);
    const story = screen.getByRole('group', { name: 'My spouse asks to publish our story' });
    expect(within(story).getByRole('radio', { name: 'On the site and by email' })).toBeChecked();
    const path = screen.getByRole('group', { name: 'Steps on a path toward nikah waiting for me' });
    expect(within(path).getByRole('radio', { name: 'On the site and by email' })).toBeChecked();
    const suggestions = screen.getByRole('group', { name: 'My suggestions of the day' });
    expect(within(suggestions).getByRole('radio', { name: 'On the site' })).toBeChecked();
    const conversations = screen.getByRole('group', { name: 'New conversations' });
    expect(within(conversations).getByRole('radio', { name: 'On the site and by email' })).toBeChecked();
    const follows = screen.getByRole('group', { name: 'Follow requests' });
    expect(within(follows).getByRole('radio', { name: 'On the site' })).toBeChecked();

    await userEvent.click(within(conversations).getByRole('radio', { name: 'Off' }));
    await userEvent.click(within(follows).getByRole('radio', { name: 'On the site and by email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings were saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/notify/preferences');
    expect(put.body).toMatchObject({ 'conversation.started': 'off', 'follow.requested': 'email' });
    expect(within(conversations).getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('keeps my choices on the page when saving fails', async () => {
    stubFetch({
      'GET /api/notify/preferences': () => ({ body: defaults }),
      'PUT /api/notify/preferences': () => ({
        status: 503,
        body: {
          type: 'x',
          title: 'Unavailable',
          status: 503,
          code: 'unavailable',
          messageKey: 'error.unexpected',
        },
      }),
    });
    await renderPage(<NotificationSettingsPage />, { path: '/notifications/settings', state: signedIn });
    const replies = await screen.findByRole('group', { name: 'Staff replies to my messages' });
    await userEvent.click(within(replies).getByRole('radio', { name: 'On the site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your settings could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(within(replies).getByRole('radio', { name: 'On the site' })).toBeChecked();
  });

  it('reads in Arabic', async () => {
    stubFetch({ 'GET /api/notify/preferences': () => ({ body: defaults }) });
    await renderPage(<NotificationSettingsPage />, {
      path: '/notifications/settings',
      state: signedIn,
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'المحادثات الجديدة' });
    expect(within(group).getByRole('radio', { name: 'في الموقع وبالبريد الإلكتروني' })).toBeChecked();
  });
});
