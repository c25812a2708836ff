// Debian's Chromium for Lighthouse, never a downloaded browser: started by chrome-launcher (the
// launcher Lighthouse itself uses) in its own process group with a throwaway profile, and
// playwright-core attached to the same DevTools port to put a member's session in the page's
// storage before a signed-in run.
import fs from 'node:fs';
import { Launcher } from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Fails before the bench starts anything: a missing browser was otherwise a spawn error raised
 * on the launcher's child process, which ended this process with the app it had started still
 * running.
 */
export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not at ${CHROMIUM}: install Debian's (apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH`,
    );
}

export interface BenchChrome {
  port: number;
  pid: number;
  /** Signs the site's origin in as the member site does: the token under localStorage `token`. */
  storeSession(origin: string, token: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startChrome(): Promise<BenchChrome> {
  // The launcher itself rather than its `launch()`: a Chrome that started but never opened its
  // DevTools port is then still this module's to kill (`launch()` would leave it running).
  const chrome = new Launcher({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      // The machine's network is closed: no update, sync or safe-browsing calls in the traces.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    logLevel: 'silent',
    // This process stops Chrome itself (finally), also on Ctrl-C through its own handler.
    handleSIGINT: false,
  });
  try {
    await chrome.launch();
  } catch (error) {
    chrome.kill();
    throw new Error(`Chromium (${CHROMIUM}) did not start`, { cause: error });
  }
  const { port, pid, chromeProcess } = chrome;
  if (!port || !pid || !chromeProcess) {
    chrome.kill();
    throw new Error(`Chromium (${CHROMIUM}) did not start`);
  }
  let browser: Browser | undefined;
  return {
    port,
    pid,
    async storeSession(origin, token) {
      browser ??= await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      try {
        // A same-origin answer that loads none of the site's files: Lighthouse's own cache
        // clearing then leaves nothing of this visit behind but the storage.
        await page.goto(`${origin}/healthz`);
        // Runs in the page; this package's types know no DOM, hence the global's shape spelled out.
        await page.evaluate(
          (t) =>
            (
              globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
            ).localStorage.setItem('token', t),
          token,
        );
      } finally {
        await page.close();
      }
    },
    async stop() {
      // Playwright's connection first; Chrome itself ends by its process group below.
      await browser?.close().catch(() => undefined);
      const exited = new Promise<void>((resolve) => {
        if (chromeProcess.exitCode !== null || chromeProcess.signalCode !== null) resolve();
        else chromeProcess.once('exit', () => resolve());
      });
      chrome.kill(); // SIGKILL to its process group (-pid), and the profile folder removed
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}
