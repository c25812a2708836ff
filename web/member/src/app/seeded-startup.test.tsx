import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadLocale } from '../i18n/i18n';
import { stubFetch } from '../test/render';
import { App } from './App';
import { readStartupData, STARTUP_DATA_ID, type ServerData } from './server-data';

const label = (text: string) => ({ ar: text, en: text, ur: text, fa: text, tr: text });
const content: ServerData['startup'] = {
  menus: {
    header: [],
    footer: [
      {
        id: 7,
        categoryId: 3,
        menuId: 1,
        order: 1,
        isActive: true,
        link: '/faq',
        label: label('Seeded FAQ link'),
      },
    ],
    about: [],
  },
  blocks: { howItWorks: [], promo: { items: [] }, app: [] },
  pages: [],
};

afterEach(() => {
  document.getElementById(STARTUP_DATA_ID)?.remove();
});

describe("a page the server did not render, with the startup's content the gateway put in it", () => {
  it('reads the content from its JSON block, and nothing from a page without one', () => {
    expect(readStartupData()).toBeUndefined();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = STARTUP_DATA_ID;
    block.textContent = JSON.stringify(content);
    document.body.append(block);
    expect(readStartupData()).toEqual(content);
  });

  it('starts from it: the footer has its links at once, and none of the seven startup calls is made', async () => {
    window.history.replaceState(null, '', '/en/contact-us');
    if (!i18n.isInitialized) await initI18n('en');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const calls = stubFetch({});
    await act(async () => {
      render(<App startup={content} />);
    });
    // The footer shows the seeded links: the shell is mounted, and its effects (where a startup
    // call would be made) have run.
    expect(await screen.findByRole('link', { name: 'Seeded FAQ link' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname).filter((p) => p.startsWith('/api/cms/'))).toEqual([]);
  });
});
