import type { Page } from 'playwright-core';

/** One member's answers to the registration's steps, as the form names its fields. */
export interface RegistrationAnswers {
  name: string;
  gender: 'female' | 'male';
  /** Day, month and year as the selects hold them: '14', '05', '1996'. */
  birth: [string, string, string];
  nationality: string;
  maritalState: string;
  siteObjectiveId: string;
  country: string;
  /** A city id, or the first city of the country when left out. */
  city?: string;
  address: string;
  email: string;
  phone: string;
  communicate: string;
}

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

/** The registration's "next" (on its last step, "create my account"): the form's one submit button. */
export const next = (page: Page) => page.locator('form button[type="submit"]').click();

/**
 * The steps before the password: name and gender, birth date (day, month, year) and nationality,
 * marital status and aim, where the member lives, then email, phone and how to be reached. Ends on
 * the password step.
 */
export async function fillUpToPassword(page: Page, a: RegistrationAnswers) {
  const f = (name: string) => field(page, name);
  await f('fullName').fill(a.name);
  await f('gender').selectOption(a.gender);
  await next(page);
  await f('birthDate.day').selectOption(a.birth[0]);
  await f('birthDate.month').selectOption(a.birth[1]);
  await f('birthDate.year').selectOption(a.birth[2]);
  await f('nationality').selectOption(a.nationality);
  await next(page);
  await f('maritalState').selectOption(a.maritalState);
  await f('siteObjectiveId').selectOption(a.siteObjectiveId);
  await next(page);
  await f('country').selectOption(a.country);
  await f('city').selectOption(a.city ?? { index: 1 });
  await f('address').fill(a.address);
  await next(page);
  await f('email').fill(a.email);
  await f('phone').fill(a.phone);
  await f('communicate').selectOption(a.communicate);
  await next(page);
  await f('password').waitFor();
}

/** The password step with a matching confirmation, then on to the oath. */
export async function choosePassword(page: Page, password: string) {
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(password);
  await next(page);
}

/** The oath step: both consents. */
export async function takeTheOath(page: Page) {
  await field(page, 'acceptOath').check();
  await field(page, 'acceptTerms').check();
}
