import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@mawadda/contracts/locale';
import { initialState } from '../../../app/state';
import { readToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { oathBlock, problem, session } from '../../../test/auth/fixtures';
import { RegisterPage } from './RegisterPage';

type Routes = Parameters<typeof stubFetch>[0];

async function open(routes: Routes = {}, locale: Locale = 'en') {
  const calls = stubFetch(routes);
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  await renderPage(<RegisterPage />, {
    locale,
    routePath: `${prefix}/Auth/register`,
    path: `${prefix}/Auth/register`,
    state: { blocks: { ...initialState().blocks, app: [oathBlock] } },
    extraRoutes: [{ path: prefix || '/', element: <h1>Home page</h1> }],
  });
  await screen.findByRole('button', { name: locale === 'ar' ? 'أنشئ حسابي' : 'Create my account' });
  return { calls, user: userEvent.setup() };
}

/** The message shown under a control, if any (the field kit ties it with aria-describedby). */
const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select' });

async function fillValid(user: UserEvent, { oath = true } = {}) {
  await user.type(field('Email'), 'amina@example.com');
  await user.type(field('Mobile number'), '+971 50 123 4567');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await user.type(screen.getByLabelText('Full name'), 'Amina Saleh');
  await user.selectOptions(field('Gender'), 'female');
  await user.type(field('Date of birth'), '1995-04-12');
  await user.selectOptions(field('Nationality'), 'AE');
  await user.selectOptions(field('Marital status'), 'single');
  await user.selectOptions(field('Country of residence'), 'AE');
  await user.selectOptions(field('City'), 'AE-DXB');
  await user.type(field('Address'), 'Al Barsha 1, Dubai');
  await user.selectOptions(field('What are you looking for?'), 'marriage');
  await user.selectOptions(field('Preferred way to be contacted'), 'chat');
  if (oath) await user.click(screen.getByRole('checkbox', { name: /I swear by Allah/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('RegisterPage', () => {
  it('shows one message per field, the first failing rule, and only when the field is left', async () => {
    const { user } = await open();
    const fullName = screen.getByLabelText('Full name');
    await user.type(fullName, 'Am');
    expect(errorOf(fullName)).toBeNull();
    await user.tab();
    expect(errorOf(fullName)).toBe('Full name must be at least 3 characters.');
    await user.clear(fullName);
    await user.tab();
    // Empty breaks "required" and "at least 3": only the first is said.
    expect(errorOf(fullName)).toBe('Full name is required.');
    expect(within(fullName.parentElement!).getAllByRole('alert')).toHaveLength(1);
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription(/Full name is required\./);
  });

  it('says "passwords do not match" as soon as the confirmation is left, with the rest still empty', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret13');
    await user.tab();
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('passwords do not match');
    expect(errorOf(field('Email'))).toBeNull();
  });

  it('says it in Arabic on the Arabic page', async () => {
    const { user } = await open({}, 'ar');
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret12');
    const confirm = screen.getByLabelText('تأكيد كلمة المرور');
    await user.type(confirm, 'secret13');
    await user.tab();
    expect(errorOf(confirm)).toBe('كلمتا المرور غير متطابقتين');
  });

  it('offers only the cities of the chosen country', async () => {
    const { user } = await open();
    const city = field('City');
    const cityNames = () =>
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(cityNames()).toEqual(['Choose the country first']);
    await user.selectOptions(field('Country of residence'), 'AE');
    expect(cityNames()).toContain('Dubai');
    expect(cityNames()).not.toContain('Riyadh');
    await user.selectOptions(city, 'AE-DXB');
    await user.selectOptions(field('Country of residence'), 'SA');
    expect(cityNames()).toContain('Riyadh');
    expect(cityNames()).not.toContain('Dubai');
    expect(city).toHaveValue('');
  });

  it('requires the oath: nothing is sent and the message sits under the checkbox', async () => {
    const { user, calls } = await open();
    expect(screen.getByText('I swear that my aim is lawful marriage.')).toBeInTheDocument();
    await fillValid(user, { oath: false });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const oath = screen.getByRole('checkbox', { name: /I swear by Allah/ });
    await waitFor(() => expect(errorOf(oath)).toBe('Please take the oath that your aim is lawful marriage.'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(oath);
    await waitFor(() => expect(errorOf(oath)).toBeNull());
  });

  it('puts a field the server names (a common password) under that field', async () => {
    const { user } = await open({
      'POST /api/auth/register': () =>
        problem(400, 'password_common', 'This password is too common.', [
          { field: 'password', message: 'This password is too common.' },
        ]),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(errorOf(password)).toBe('This password is too common.'));
    expect(readToken()).toBeNull();
  });

  it('registers: sends every field, asks for both codes, then stores the token, says so and goes home', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const { user, calls } = await open({
      'POST /api/auth/register': () => ({ status: 202, body: { registrationId: 'reg-1', expiresAt } }),
      'POST /api/auth/register/confirm': () => ({ status: 201, body: session('jwt-new') }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Enter the codes we sent you' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.type(screen.getByLabelText('Code from the SMS'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and create my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/auth/register/confirm')?.body).toEqual({
      registrationId: 'reg-1',
      emailCode: '123456',
      phoneCode: '654321',
    });
    expect(screen.getByText('Your account has been created. Welcome to Mawadda!')).toBeInTheDocument();
    expect(readToken()).toBe('jwt-new');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Amina Saleh',
      email: 'amina@example.com',
      phone: '+971501234567',
      password: 'secret12',
      confirmPassword: 'secret12',
      gender: 'female',
      birthDate: '1995-04-12',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-DXB',
      address: 'Al Barsha 1, Dubai',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'chat',
      acceptOath: true,
      acceptTerms: true,
    });
  });

  it('does not offer "married" to a woman', async () => {
    const { user } = await open();
    const marital = field('Marital status');
    await user.selectOptions(field('Gender'), 'male');
    await user.selectOptions(marital, 'married');
    await user.selectOptions(field('Gender'), 'female');
    expect(within(marital).queryByRole('option', { name: 'Married' })).toBeNull();
    expect(marital).toHaveValue('');
  });
});
