import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { codeInMessage, fetchClient, httpInbox, registerAndConfirm } from '@mawadda/kit/testing';
import { adminApiToken } from './admin-token.js';

/** Every journey's members share one password: the journeys sign in with it through the UI. */
export const PASSWORD = 'Sabr-wa-Shukr-2026';
export const json = { 'content-type': 'application/json', 'accept-language': 'ar' };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Member {
  token: string;
  id: string;
  name: string;
}

export interface NewMember {
  name: string;
  gender: 'male' | 'female';
  email: string;
  phone: string;
  birthDate?: string;
  nationality?: string;
  city?: string;
  address?: string;
  maritalState?: 'single' | 'divorced' | 'widowed';
}

/**
 * A member registered straight through the API (the UI registration is the account journey's),
 * confirmed with the codes the dev inbox shows, returned once the profile service has created the profile from the registration event.
 */
export async function registerMember(baseUrl: string, who: NewMember): Promise<Member> {
  const city = who.city ?? 'AE-DXB';
  // Two steps (auth README: registration): the form, then the codes read from /dev/inbox.json.
  const { body: session } = await registerAndConfirm(
    fetchClient(baseUrl, { 'accept-language': 'ar' }),
    {
      fullName: who.name,
      email: who.email,
      phone: who.phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      gender: who.gender,
      birthDate: who.birthDate ?? (who.gender === 'male' ? '1992-02-20' : '1997-09-03'),
      nationality: who.nationality ?? 'AE',
      country: city.slice(0, 2),
      city,
      address: who.address ?? 'البرشاء، دبي',
      maritalState: who.maritalState ?? 'single',
      siteObjectiveId: 'marriage',
      communicate: 'chat',
      acceptOath: true,
      acceptTerms: true,
    },
    httpInbox(baseUrl),
  );
  const member = { token: session.token, id: session.account.id, name: who.name };
  // The profile service creates the profile from the registration event, a moment later.
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/profile/me`, { headers: bearer(member.token) })).status)
    .toBe(200);
  return member;
}

/** Search shows profiles at least this complete (percent); registration alone gives about 30. */
const SEARCHABLE_COMPLETENESS = 40;

/**
 * Fills in `fields` of the member's profile through the API, as her profile form would, and checks
 * it is then complete enough to be found in search.
 */
export async function completeProfile(baseUrl: string, member: Member, fields: Record<string, unknown>) {
  const filled = await fetch(`${baseUrl}/api/profile/me`, {
    method: 'PATCH',
    headers: { ...json, ...bearer(member.token) },
    body: JSON.stringify(fields),
  });
  expect(filled.status).toBe(200);
  const { completeness } = (await filled.json()) as { completeness: number };
  expect(completeness).toBeGreaterThanOrEqual(SEARCHABLE_COMPLETENESS);
}

/**
 * Starts the member's free trial through the API, as the member does on the site: nobody gets
 * one at registration. Billing answers 201 once it has read the registration event, a moment
 * after registering; until then it cannot tell whether the member may have one.
 */
export async function startTrial(baseUrl: string, member: Member): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await fetch(`${baseUrl}/api/billing/trial`, {
            method: 'POST',
            headers: bearer(member.token),
          })
        ).status,
      { timeout: 20_000, interval: 300 },
    )
    .toBe(201);
}

/** The e2e admin's access token (admin-token.ts: shared by the journeys while it lasts). */
export const signInAdmin = adminApiToken;

/**
 * Approves what a member has waiting for review, as a moderator would in the console: photos wait
 * for a moderator before other members see them (pre-moderation, the default). Through the staff
 * API as the admin; returns how many items it approved.
 */
export async function approvePending(
  baseUrl: string,
  adminPassword: string,
  memberId: string,
): Promise<number> {
  const token = await signInAdmin(baseUrl, adminPassword);
  const filter = encodeURIComponent(JSON.stringify({ memberId, status: 'pending' }));
  const queue = await fetch(`${baseUrl}/api/profile/admin/moderation?filter=${filter}`, {
    headers: bearer(token),
  });
  expect(queue.status).toBe(200);
  const items = (await queue.json()) as { id: string }[];
  for (const item of items) {
    const approved = await fetch(`${baseUrl}/api/profile/admin/moderation/${item.id}/approve`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(approved.status).toBe(200);
  }
  return items.length;
}

/**
 * The registration's second step in the site: the codes the dev inbox shows (never in production),
 * typed as a member would. `since`: when the form was sent (older codes are not these).
 */
export async function typeTheCodes(baseUrl: string, page: Page, email: string, phone: string, since: Date) {
  await page.locator('form [name="emailCode"]').waitFor();
  const inbox = httpInbox(baseUrl);
  const [mail, sms] = await Promise.all([
    inbox(email, 'verify.register.email', since),
    inbox(phone.replace(/\s/g, ''), 'verify.register.phone', since),
  ]);
  await page.locator('form [name="emailCode"]').fill(codeInMessage(mail.text));
  await page.locator('form [name="phoneCode"]').fill(codeInMessage(sms.text));
}
