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
  await screen.findByRole('button', { name: locale === 'ar' ? 'التالي' : 'Next' });
  return { calls, user: userEvent.setup() };
}

/** The message shown under a control, if any (the field kit ties it with aria-describedby). */
const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select' });

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const progress = () => document.querySelector('.reg-progress__count')?.textContent;

async function chooseDate(user: UserEvent, day: string, month: string, year: string) {
  await user.selectOptions(screen.getByLabelText('Day'), day);
  await user.selectOptions(screen.getByLabelText('Month'), month);
  await user.selectOptions(screen.getByLabelText('Year'), year);
}

/** Walks every step with valid answers, up to the oath (left for the caller). */
async function fillToOath(user: UserEvent) {
  await user.type(screen.getByLabelText('Name shown to members'), 'Amina');
  await user.selectOptions(field('Gender'), 'female');
  await next(user);
  await chooseDate(user, '12', 'April', '1995');
  await user.selectOptions(field('Nationality'), 'AE');
  await next(user);
  await user.selectOptions(field('Marital status'), 'single');
  await user.selectOptions(field('What are you looking for?'), 'marriage');
  await next(user);
  await user.selectOptions(field('Country of residence'), 'AE');
  await user.selectOptions(field('City'), 'AE-DXB');
  await user.type(field('Address'), 'Al Barsha 1, Dubai');
  await next(user);
  await user.type(field('Email'), 'amina@example.com');
  await user.type(field('Mobile number'), '+971 50 123 4567');
  await user.selectOptions(field('Preferred way to be contacted'), 'chat');
  await next(user);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await next(user);
  await screen.findByRole('checkbox', { name: /I swear by Allah/ });
}

async function fillValid(user: UserEvent, { oath = true } = {}) {
  await fillToOath(user);
  if (oath) await user.click(screen.getByRole('checkbox', { name: /I swear by Allah/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('RegisterPage', () => {
  it('asks one or two questions a step and says which step of how many', async () => {
    const { user } = await open();
    expect(progress()).toBe('Step 1 of 7');
    expect(screen.getByLabelText('Name shown to members')).toBeInTheDocument();
    // One name: the legal name is asked when the ID is verified, not here.
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(screen.getByLabelText('Name shown to members'), 'Amina');
    await user.selectOptions(field('Gender'), 'female');
    await next(user);
    expect(progress()).toBe('Step 2 of 7');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('.reg-progress__text')));
  });

  it('does not go on while a question of the step is unanswered or wrong, and says why under it', async () => {
    const { user, calls } = await open();
    const name = screen.getByLabelText('Name shown to members');
    await user.type(name, 'Am');
    await next(user);
    expect(progress()).toBe('Step 1 of 7');
    expect(errorOf(name)).toBe('Full name must be at least 3 characters.');
    expect(errorOf(field('Gender'))).toBe('Gender is required.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps every answer when going back', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Name shown to members'), 'Amina');
    await user.selectOptions(field('Gender'), 'female');
    await next(user);
    await chooseDate(user, '12', 'April', '1995');
    await user.selectOptions(field('Nationality'), 'AE');
    await next(user);
    expect(progress()).toBe('Step 3 of 7');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Day')).toHaveValue('12');
    expect(screen.getByLabelText('Month')).toHaveValue('04');
    expect(screen.getByLabelText('Year')).toHaveValue('1995');
    expect(field('Nationality')).toHaveValue('AE');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Name shown to members')).toHaveValue('Amina');
    expect(field('Gender')).toHaveValue('female');
  });

  it('refuses a day the month does not have, and an age under 18', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Name shown to members'), 'Amina');
    await user.selectOptions(field('Gender'), 'female');
    await next(user);
    const day = screen.getByLabelText('Day');
    await chooseDate(user, '31', 'February', '1995');
    await waitFor(() =>
      expect(errorOf(screen.getByRole('group', { name: 'Date of birth' }))).toBe(
        'Date of birth is not a real date: check the day, month and year.',
      ),
    );
    expect(day).toHaveAttribute('aria-invalid', 'true');
    await next(user);
    expect(progress()).toBe('Step 2 of 7');
    const young = String(new Date().getUTCFullYear() - 18);
    await chooseDate(user, '28', 'December', young);
    // The latest year offered is this year less 18: a birthday later in it is still under age.
    if (new Date().getUTCMonth() < 11 || new Date().getUTCDate() < 28)
      await waitFor(() =>
        expect(errorOf(screen.getByRole('group', { name: 'Date of birth' }))).toMatch(/18/),
      );
  });

  it('says "passwords do not match" as soon as the confirmation is left', async () => {
    const { user } = await open();
    await fillToOath(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret13');
    await user.tab();
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('passwords do not match');
  });

  it('speaks Arabic on the Arabic page, month names included', async () => {
    const { user } = await open({}, 'ar');
    expect(progress()).toBe('الخطوة 1 من 7');
    await user.type(screen.getByLabelText('الاسم الذي يراه الأعضاء'), 'آمنة');
    await user.selectOptions(screen.getByLabelText('الجنس', { selector: 'select' }), 'female');
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    const months = within(screen.getByLabelText('الشهر'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months.slice(1, 4)).toEqual(['يناير', 'فبراير', 'مارس']);
  });

  it('offers only the cities of the chosen country', async () => {
    const { user } = await open();
    await fillToOath(user);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Back' }));
    const city = field('City');
    const cityNames = () =>
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(cityNames()).toContain('Dubai');
    expect(cityNames()).not.toContain('Riyadh');
    await user.selectOptions(field('Country of residence'), 'SA');
    expect(cityNames()).toContain('Riyadh');
    expect(cityNames()).not.toContain('Dubai');
    expect(city).toHaveValue('');
  });

  it('requires the oath: nothing is sent and the message sits under the checkbox', async () => {
    const { user, calls } = await open();
    await fillValid(user, { oath: false });
    expect(screen.getByText('I swear that my aim is lawful marriage.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const oath = screen.getByRole('checkbox', { name: /I swear by Allah/ });
    await waitFor(() => expect(errorOf(oath)).toBe('Please take the oath that your aim is lawful marriage.'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(oath);
    await waitFor(() => expect(errorOf(oath)).toBeNull());
  });

  it('brings back the step of a field the server names (a common password), the message under it', async () => {
    const { user } = await open({
      'POST /api/auth/register': () =>
        problem(400, 'password_common', 'This password is too common.', [
          { field: 'password', message: 'This password is too common.' },
        ]),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const password = await screen.findByLabelText('Password');
    expect(progress()).toBe('Step 6 of 7');
    await waitFor(() => expect(errorOf(password)).toBe('This password is too common.'));
    await waitFor(() => expect(password).toHaveFocus());
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
      fullName: 'Amina',
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
    await user.type(screen.getByLabelText('Name shown to members'), 'Amina');
    await user.selectOptions(field('Gender'), 'male');
    await next(user);
    await chooseDate(user, '12', 'April', '1990');
    await user.selectOptions(field('Nationality'), 'AE');
    await next(user);
    await user.selectOptions(field('Marital status'), 'married');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.selectOptions(field('Gender'), 'female');
    await next(user);
    await next(user);
    const marital = field('Marital status');
    expect(within(marital).queryByRole('option', { name: 'Married' })).toBeNull();
    expect(marital).toHaveValue('');
  });
});
