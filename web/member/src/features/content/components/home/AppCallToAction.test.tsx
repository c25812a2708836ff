import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render';
import {
  isIosSafari,
  listenForInstallOffer,
  resetInstallOffer,
} from '../../../../lib/app-install/install-prompt';
import { homeBlocks } from '../../test/fixtures';
import { AppCallToAction } from './AppCallToAction';

/** Chromium's install offer as the page receives it, with the member's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(offer));
  return offer;
}

const show = (locale: 'en' | 'ar' = 'en') =>
  renderPage(<AppCallToAction />, { locale, path: `/${locale}`, state: { blocks: homeBlocks() } });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** The browser the page runs in, as the install state reads it. */
const browser = (userAgent: string, maxTouchPoints = 5) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom's navigator has no touch points at all: given for this test, taken back after it.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
};

const section = () => screen.getByRole('heading', { level: 2 }).closest('section') as HTMLElement;

describe('AppCallToAction', () => {
  beforeAll(() => listenForInstallOffer());
  afterEach(() => {
    act(() => resetInstallOffer());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
  });

  it('without an install offer, keeps the block and its link, and no install button', async () => {
    await show();
    expect(within(section()).getByRole('link', { name: 'Discover our services' })).toHaveClass(
      'btn--primary',
    );
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('installs the web app from its button once the browser offers it, then drops the button', async () => {
    await show();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    expect(
      within(section()).getByText(
        'Free, with no app store: it opens from your home screen like any other app.',
      ),
    ).toBeInTheDocument();
    // Installing comes first; the services link steps back.
    expect(within(section()).getByRole('link', { name: 'Discover our services' })).toHaveClass('btn--ghost');

    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await show('ar');
    offerInstall();
    expect(screen.getByRole('button', { name: 'تثبيت التطبيق' })).toBeInTheDocument();
  });

  it('is not shown once the app is installed', async () => {
    await show();
    offerInstall();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('is not shown inside the installed app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await show();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('in Safari on an iPhone, shows the two Share-menu steps instead of an install button', async () => {
    browser(IPHONE_SAFARI);
    await show();
    const steps = within(section()).getByRole('list', {
      name: 'To install it on an iPhone or iPad, in Safari:',
    });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tap Share in Safari’s toolbar', 'Then choose “Add to Home Screen”']);
    // Each step drawn with Safari's own icon (an SVG, not a text glyph), hidden from screen readers.
    for (const li of within(steps).getAllByRole('listitem'))
      expect(li.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('says the steps in Arabic', async () => {
    browser(IPHONE_SAFARI);
    await show('ar');
    expect(within(section()).getByText('زر «مشاركة» في شريط سفاري')).toBeInTheDocument();
    expect(within(section()).getByText('ثم «إضافة إلى الشاشة الرئيسية»')).toBeInTheDocument();
  });

  it('shows no steps where the browser offers nothing of the kind (Chrome on iOS, a desktop Mac)', async () => {
    browser(IPHONE_CHROME);
    await show();
    expect(screen.queryByText('Tap Share in Safari’s toolbar')).not.toBeInTheDocument();
    expect(isIosSafari(IPAD_SAFARI, 0)).toBe(false);
    // An iPad asks as a Mac does; its touch screen tells it apart.
    expect(isIosSafari(IPAD_SAFARI, 5)).toBe(true);
  });
});
