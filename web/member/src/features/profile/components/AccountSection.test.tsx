import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readToken } from '../../../app/token-store';
import { fieldProblem } from '../../../test/profile/fixtures';
import { openOwnProfile, requests } from '../../../test/profile/open-profile';

describe('your data and account', () => {
  it('deletes the account only with the right password, then signs out and goes home', async () => {
    let password = '';
    const { calls, user } = await openOwnProfile(undefined, {
      'DELETE /api/auth/me': (body) => {
        password = (body as { password: string }).password;
        return password === 'Sabr-2026'
          ? { status: 204 }
          : fieldProblem(
              400,
              'password',
              'The current password is not correct.',
              'error.currentPasswordWrong',
            );
      },
    });
    const trigger = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('This cannot be undone');

    // Cancel returns focus to the button that opened the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(requests(calls, 'DELETE')).toEqual([]);

    await user.click(trigger);
    const field = await screen.findByLabelText('Your password');
    await user.type(field, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good', hidden: true }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The current password is not correct.'));
    expect(readToken()).toBe('member-token');

    await user.clear(field);
    await user.type(field, 'Sabr-2026');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Your account has been deleted. We wish you all the best.')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(password).toBe('Sabr-2026');
  });

  it('downloads my data as mawadda-my-data.json', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    let blob: Blob | undefined;
    URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:export');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! });
    });
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    });
    const { calls, user } = await openOwnProfile(undefined, {
      'GET /api/profile/me/export': () => ({ body: { profile: { fullName: 'Amina Saleh' }, files: [] } }),
      'GET /api/chat/me/export': () => ({
        body: { memberId: 'me', conversations: [{ id: 'c1', messages: [{ text: 'Assalamu alaikum' }] }] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('mawadda-my-data.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ profile: { fullName: 'Amina Saleh' } });
    expect(calls.find((c) => c.url.pathname === '/api/profile/me/export')?.headers.get('Authorization')).toBe(
      'Bearer member-token',
    );
    // The messages are chat's: their own download.
    await user.click(screen.getByRole('button', { name: 'Download my messages' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('mawadda-my-messages.json');
    expect(JSON.parse(await saved[1]!.blob.text())).toMatchObject({
      conversations: [{ messages: [{ text: 'Assalamu alaikum' }] }],
    });
  });
});
