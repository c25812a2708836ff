import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldProblem, manProfile, ownProfile } from '../../../../test/profile/fixtures';
import { openOwnProfile, requests } from '../../../../test/profile/open-profile';

/** The message under a control, tied to it by the form kit (aria-describedby). */
const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;
const control = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });

describe('own profile, edit mode', () => {
  it('sends only the fields that changed, then shows the saved profile', async () => {
    const saved = ownProfile({ height: 172, eyecolor: 'green', profession: 'Head teacher' });
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => ({ body: saved }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('heading', { name: 'Edit your profile' })).toHaveFocus();
    // The form starts from what is stored.
    expect(control('Height (cm)')).toHaveValue('165');
    expect(control('Country')).toHaveValue('AE');
    expect(control('City')).toHaveValue('AE-DXB');

    await user.clear(control('Height (cm)'));
    await user.type(control('Height (cm)'), '172');
    await user.selectOptions(control('Eye colour'), 'green');
    await user.clear(control('Profession or job'));
    await user.type(control('Profession or job'), 'Head teacher');
    // Typed and put back as it was: not a change, so not sent.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toEqual({ height: 172, eyecolor: 'green', profession: 'Head teacher' });
    // Back in view mode, with the answer of the save, and focus back on "Edit profile".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
    expect(screen.getByText('Head teacher')).toBeInTheDocument();
  });

  it('clears an optional answer with null, and reads Arabic digits', async () => {
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => ({ body: ownProfile() }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.selectOptions(control('Smoking'), '');
    await user.clear(control('Height (cm)'));
    await user.type(control('Height (cm)'), '١٧٠');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('profile updated');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ smoking: null, height: 170 });
  });

  it('puts a server field error under its field, keeps what was typed and sends nothing else', async () => {
    const { user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => fieldProblem(400, 'profession', 'Profession or job is not valid.'),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(control('Profession or job'));
    await user.type(control('Profession or job'), 'Qadi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    const profession = control('Profession or job');
    await waitFor(() => expect(errorOf(profession)).toBe('Profession or job is not valid.'));
    expect(profession).toHaveAttribute('aria-invalid', 'true');
    expect(profession).toHaveFocus();
    expect(profession).toHaveValue('Qadi');
    expect(screen.getByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();
  });

  it('refuses a number out of range before sending, with the range in the hint', async () => {
    const { calls, user } = await openOwnProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const height = control('Height (cm)');
    expect(height).toHaveAccessibleDescription('In centimetres, from 120 to 230.');
    await user.clear(height);
    await user.type(height, '17');
    await user.tab();
    expect(errorOf(height)).toBe('Height (cm) must be at least 120.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(requests(calls, 'PATCH')).toEqual([]);
  });

  it('offers only the cities of the chosen country, and asks for one after the country changes', async () => {
    const { calls, user } = await openOwnProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.selectOptions(control('Country'), 'SA');
    const city = control('City');
    expect(city).toHaveValue('');
    const names = within(city)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Riyadh');
    expect(names).not.toContain('Dubai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf(city)).toBe('City is required.'));
    expect(requests(calls, 'PATCH')).toEqual([]);
  });

  it('does not ask a woman about a beard or wives, nor offer "married"', async () => {
    const { user } = await openOwnProfile(ownProfile());
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByLabelText('Beard')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Number of wives')).not.toBeInTheDocument();
    const marital = within(control('Marital status'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(marital).not.toContain('married');
  });

  it('asks a man about his beard and wives, and offers him Islam as religion', async () => {
    const { user } = await openOwnProfile(manProfile());
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(control('Beard')).toHaveValue('short');
    expect(control('Number of wives')).toHaveValue('0');
    const religions = within(control('Religion'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(religions).toEqual(['', 'islam']);
  });

  it('asks before throwing away typed changes on cancel', async () => {
    const { user } = await openOwnProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(control('Profession or job'), ' and writer');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent("Discard the changes you haven't saved?");
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes', hidden: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
    expect(screen.getByText('Teacher')).toBeInTheDocument();
  });

  it('asks the birth date as day, month by name and year, and sends the changed date', async () => {
    const { calls, user } = await openOwnProfile(ownProfile(), {
      'PATCH /api/profile/me': () => ({ body: ownProfile({ birthDate: '1994-04-12' }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    // Not the browser's date input, whose format is its own locale's (mm/dd/yyyy).
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(group.querySelector('input[type="date"]')).toBeNull();
    expect(within(group).getByRole('combobox', { name: 'Day' })).toHaveValue('12');
    const month = within(group).getByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue('04');
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent('April');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), '1994');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ birthDate: '1994-04-12' });
  });
});
