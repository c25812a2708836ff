import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { PasswordField, type PasswordPurpose } from './PasswordInput';

function Example({ purpose, onSend }: { purpose: PasswordPurpose; onSend(value: string): void }) {
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSend(form.getValues('password'));
      }}
    >
      <input aria-label="Email" {...form.register('email', { onBlur: () => onSend('blurred') })} />
      <PasswordField
        id="pw"
        label="Password"
        purpose={purpose}
        related={['amina@example.com']}
        registration={form.register('password', { onBlur: () => onSend('blurred') })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const open = async (purpose: PasswordPurpose, locale: 'en' | 'ar' = 'en') => {
  const onSend = vi.fn();
  await renderPage(<Example purpose={purpose} onSend={onSend} />, { locale });
  return { onSend, user: userEvent.setup(), field: screen.getByLabelText('Password') };
};

describe('PasswordField', () => {
  it('shows and hides what was typed with a real button, keeping the value, the caret and the focus', async () => {
    const { user, field, onSend } = await open('current');
    await user.type(field, 'Sabr-2026');
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password', pressed: false });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', 'pw');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Sabr-2026');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBeInTheDocument();
    // Typing goes on where it was: the field never lost focus, so nothing validated it either.
    await user.keyboard('!');
    expect(field).toHaveValue('Sabr-2026!');
    expect(onSend).not.toHaveBeenCalledWith('blurred');

    // From the keyboard the focus stays on the button.
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('Sabr-2026!');
  });

  it('hides the password again when the form is sent', async () => {
    const { user, field, onSend } = await open('current');
    await user.type(field, 'Sabr-2026');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Sabr-2026');
    expect(field).toHaveAttribute('type', 'password');
  });

  it('tells password managers what the field is for', async () => {
    const { field } = await open('current');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
  });

  it.each(['new', 'confirm'] as const)('a %s password is a new-password to managers', async (purpose) => {
    const { field } = await open(purpose);
    expect(field).toHaveAttribute('autocomplete', 'new-password');
  });

  it('judges a new password as it is typed: weak and why, then strong', async () => {
    const { user, field } = await open('new');
    const hint = document.getElementById('pw-strength')!;
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining('pw-strength'));
    expect(hint).toHaveAttribute('aria-live', 'polite');
    expect(hint).toHaveTextContent('');
    await user.type(field, 'password1');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: very weak.'), { timeout: 5000 });
    expect(hint).toHaveTextContent('It is one of the passwords people use most.');
    await user.clear(field);
    await user.type(field, 'amina@example.com');
    await waitFor(() => expect(hint).toHaveTextContent('It contains your name or email.'), { timeout: 5000 });
    await user.clear(field);
    await user.type(field, 'Sabr-wa-Shukr-2026');
    await waitFor(() => expect(hint).toHaveTextContent('Strength: strong.'), { timeout: 5000 });
    expect(hint).not.toHaveTextContent('guess');
  });

  it('never calls a password shorter than the rule more than weak', async () => {
    const { user, field } = await open('new');
    await user.type(field, 'x7#Qz');
    const hint = document.getElementById('pw-strength')!;
    await waitFor(() => expect(hint).toHaveTextContent('It is too short.'), { timeout: 5000 });
    expect(hint).toHaveTextContent(/Strength: (very weak|weak)\./);
  });

  it('says it in Arabic on the Arabic page', async () => {
    const { user, field } = await open('new', 'ar');
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
    await user.type(field, '12345678');
    await waitFor(
      () => expect(document.getElementById('pw-strength')).toHaveTextContent('قوة كلمة المرور: ضعيفة جدًا.'),
      {
        timeout: 5000,
      },
    );
  });

  it('gives no strength hint for the current password or a confirmation', async () => {
    const { user, field } = await open('current');
    await user.type(field, 'password1');
    expect(document.getElementById('pw-strength')).toBeNull();
  });
});
