import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { page, pageSummary, text } from '../test/fixtures';
import { contentRoutes } from '../test/routes';

const visionBody = text(
  '## Our vision\n\nTo be the place Muslims **trust** most.\n\n## Our values\n\n- Sincerity\n- Modesty\n\nWrite to us on the [contact page](/contact-us) or read [elsewhere](https://example.org).\n\n<b>raw html</b>\n\n«اللهم إني أستخيرك بعلمك»',
  '## رؤيتنا\n\nأن نكون الوجهة الأكثر ثقة.\n\n## قيمنا\n\n- الإخلاص',
);

describe('StaticPage', () => {
  it('loads a two-part slug from the API and renders its Markdown in the locale', async () => {
    const calls = stubFetch({
      'GET /api/cms/pages/about-us/vision-mission': () => ({
        body: page(2, 'about-us/vision-mission', text('Vision and mission', 'الرؤية والرسالة'), visionBody),
      }),
    });
    await renderPage(null, {
      locale: 'en',
      path: '/en/about-us/vision-mission',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Vision and mission' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our vision',
      'Our values',
    ]);
    expect(screen.getByText('trust').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/en/contact-us');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('.prose b')).toBeNull();
    // A quoted du'a on an English page gets its own (right-to-left) direction.
    expect(screen.getByText('«اللهم إني أستخيرك بعلمك»')).toHaveAttribute('dir', 'auto');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cms/pages/about-us/vision-mission']);
    await waitFor(() => expect(document.title).toBe('Vision and mission | Mawadda'));
    // The locale root writes the site title when its language loads, possibly after the page's own.
    document.title = 'Mawadda | Marriage platform for Muslim families';
    await waitFor(() => expect(document.title).toBe('Vision and mission | Mawadda'));
  });

  it("reads an opened page's body by slug and names its section from the startup's titles", async () => {
    // The startup has the titles only: the section's crumb comes from them, the
    // page's body from its own call.
    const calls = stubFetch({
      'GET /api/cms/pages/about-us/vision-mission': () => ({
        body: page(
          2,
          'about-us/vision-mission',
          text('Vision and mission', 'الرؤية والرسالة'),
          text('## Our vision', '## رؤيتنا\n\nمنصة للأسرة.'),
        ),
      }),
    });
    const { router } = await renderPage(null, {
      locale: 'ar',
      path: '/',
      routePath: '/unused',
      extraRoutes: contentRoutes('/'),
      state: {
        pages: [
          pageSummary(1, 'about-us', text('About us', 'من نحن')),
          pageSummary(2, 'about-us/vision-mission', text('Vision and mission', 'الرؤية والرسالة')),
        ],
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(calls).toEqual([]);

    await router.navigate('/about-us/vision-mission');

    expect(await screen.findByRole('heading', { level: 1, name: 'الرؤية والرسالة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'رؤيتنا' })).toBeInTheDocument();
    expect(screen.getByText('منصة للأسرة.')).not.toHaveAttribute('dir');
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(trail).toHaveTextContent('الرئيسية');
    expect(within(trail).getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/about-us');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cms/pages/about-us/vision-mission']);
  });

  it('reads the page again when it is opened again (the browser cache makes that cheap)', async () => {
    const about = page(1, 'about-us', text('About us', 'من نحن'), text('A family platform.', 'منصة للأسرة.'));
    const calls = stubFetch({ 'GET /api/cms/pages/about-us': () => ({ body: about }) });
    const { router } = await renderPage(null, {
      locale: 'en',
      path: '/en/about-us',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
      state: { pages: [pageSummary(1, 'about-us', about.title)] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await router.navigate('/en');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'About us' })).toBeNull());
    await router.navigate('/en/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    // Home, shown in between, reads its own things (its most-active strip once its chunk is in,
    // whenever that is); the page was read twice.
    const pageReads = calls.map((c) => c.url.pathname).filter((p) => p.startsWith('/api/cms/pages/'));
    expect(pageReads).toEqual(['/api/cms/pages/about-us', '/api/cms/pages/about-us']);
  });

  it('says a page the CMS does not have is not found, inside the layout, with no retry', async () => {
    stubFetch({});
    await renderPage(null, {
      locale: 'en',
      path: '/en/privacy-policy',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
