import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { width: 1366, height: 900, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../../artifacts/e2e');

/** `args`: more flags for a journey's own needs (calls: a fake camera and microphone). */
export function launch(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, ...args] });
}

/** A fresh visitor; `browserLanguage` is what their browser asks for (the root redirects on it). */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  browserLanguage = 'ar',
): Promise<Page> {
  const { width, height, ...device } = VIEWPORTS[viewport];
  const context = await browser.newContext({
    viewport: { width, height },
    locale: browserLanguage,
    ...device,
  });
  return context.newPage();
}

/** A visitor whose browser already holds `token`, as after signing in (sign-in is its own journey). */
export async function signedInPage(
  browser: Browser,
  viewport: ViewportName,
  token: string,
  browserLanguage = 'ar',
): Promise<Page> {
  const page = await newPage(browser, viewport, browserLanguage);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  return page;
}

/**
 * Nothing overflows sideways in either direction: false when the page fits its width, else the
 * elements sticking out, so a failure names them.
 */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return false;
    return [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.right > width + 1 || r.left < -1;
      })
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${String((e as HTMLElement).className)}`);
  });

/**
 * Keeps a screenshot of a step as an artifact: artifacts/e2e/<journey>/<viewport>-<n>-<step>.png.
 * Full page by default; `screen` keeps only what the member sees (dialogs, sticky parts).
 */
export async function shot(
  page: Page,
  journey: string,
  viewport: ViewportName,
  step: string,
  { screen = false } = {},
): Promise<string> {
  const dir = path.join(ARTIFACTS, journey);
  fs.mkdirSync(dir, { recursive: true });
  const n = fs.readdirSync(dir).filter((f) => f.startsWith(`${viewport}-`)).length + 1;
  const file = path.join(dir, `${viewport}-${String(n).padStart(2, '0')}-${step}.png`);
  await page.screenshot({ path: file, fullPage: !screen });
  return file;
}

/**
 * One browser for a test file: launched before its tests, closed after them. Answers a getter,
 * because the browser exists only once `beforeAll` has run.
 */
export function useBrowser(args: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('no browser: useBrowser() launches it in beforeAll');
    return browser;
  };
}
