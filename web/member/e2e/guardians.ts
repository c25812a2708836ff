import { expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage } from './browser.js';
import { bearer, json, type Member } from './members.js';

/** The newest message of a purpose in the dev inbox to an address, once it is there. */
export async function inboxText(baseUrl: string, to: string, purpose: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/dev/inbox.json?${new URLSearchParams({ to, purpose })}`);
        if (!res.ok) return false;
        const { messages = [] } = (await res.json()) as { messages?: { to: string; text: string }[] };
        text = messages.find((m) => m.to.toLowerCase() === to.toLowerCase())?.text ?? '';
        return text !== '';
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
  return text;
}

export interface NewGuardian {
  name: string;
  email: string;
  password: string;
}

/**
 * Links a guardian to `ward` as the product does: she invites his address (auth's API), and he
 * accepts in his own browser (English, desktop), creating his account with the code mailed to
 * him. Answers his access token, as his browser keeps it.
 */
export async function linkGuardian(
  baseUrl: string,
  browser: Browser,
  ward: Member,
  guardian: NewGuardian,
): Promise<string> {
  const invited = await fetch(`${baseUrl}/api/auth/me/guardian/invite`, {
    method: 'POST',
    headers: { ...json, ...bearer(ward.token) },
    body: JSON.stringify({ email: guardian.email }),
  });
  expect(invited.status).toBe(202);
  const mail = await inboxText(baseUrl, guardian.email, 'guardian.invite');
  const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail)?.[1] ?? '');

  const page = await newPage(browser, 'desktop', 'en');
  await page.goto(`${baseUrl}/en/guardian/accept?token=${encodeURIComponent(token)}`);
  await page.getByLabel('Full name').fill(guardian.name);
  await page.getByLabel('Password', { exact: true }).fill(guardian.password);
  await page.getByLabel('Confirm password').fill(guardian.password);
  // The code that proves the invited address is his, read from his inbox.
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await page.getByText(/^Code sent to /).waitFor();
  const codeMail = await inboxText(baseUrl, guardian.email, 'guardian.code');
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(codeMail)![1]!;
  await page.getByLabel('Code from the message').fill(code);
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  await page.waitForURL(/\/en\/guardian\/requests/);
  const guardianToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(guardianToken).not.toBe('');
  await page.context().close();
  return guardianToken;
}
