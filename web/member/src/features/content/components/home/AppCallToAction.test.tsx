import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render';
import { listenForInstallOffer, resetInstallOffer } from '../../../../lib/app-install/install-prompt';
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

const section = () => screen.getByRole('heading', { level: 2 }).closest('section') as HTMLElement;

describe('AppCallToAction', () => {
  beforeAll(() => listenForInstallOffer());
  afterEach(() => {
    act(() => resetInstallOffer());
    vi.unstubAllGlobals();
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
});
