import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot } from './browser.js';
import { registerMember } from './members.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Every CSP refusal the page meets, as the browser reports it (the event fires per blocked load). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...console,
  ];
}

describe('the site under its Content-Security-Policy', () => {
  it('renders and works with nothing blocked, for a guest and for a signed-in member, in Arabic and English', async () => {
    const member = await registerMember(baseUrl, {
      name: 'Mariam Haddad',
      gender: 'female',
      email: `csp.${Date.now()}@example.ae`,
      phone: `+9715${String(Date.now()).slice(-8)}`,
    });
    const page = await newPage(browser(), 'desktop');
    const violations = await watchViolations(page);

    const home = await page.goto(`${baseUrl}/`);
    expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect.poll(() => page.locator('main').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Signed in as the site keeps it (spec §3: localStorage `token`); the pages call the API.
    await page.evaluate((token) => localStorage.setItem('token', token), member.token);
    for (const path of ['/search', '/en/news', '/en/contact-us', '/en/profile']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // The member's own profile came from the API: scripts ran and calls were allowed.
    await expect.poll(() => page.getByText('Mariam Haddad').count()).toBeGreaterThan(0);
    await shot(page, 'csp', 'desktop', 'en-profile-under-csp');
    expect(await violations()).toEqual([]);
  });
});
