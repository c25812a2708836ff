import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { page, text } from '../test/fixtures';
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

  it('takes a page from the startup list without calling the API', async () => {
    const calls = stubFetch({});
    const about = page(
      1,
      'about-us',
      text('About us', 'من نحن'),
      text('## Who we are\n\nA family platform.', '## من نحن\n\nمنصة للأسرة.'),
    );
    const { router } = await renderPage(null, {
      locale: 'ar',
      path: '/',
      routePath: '/unused',
      extraRoutes: contentRoutes('/'),
      state: { pages: [about] },
    });
    await screen.findByRole('heading', { level: 1 });

    await router.navigate('/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByText('منصة للأسرة.')).not.toHaveAttribute('dir');
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toHaveTextContent('الرئيسية');
    expect(calls).toEqual([]);
  });

  it('shows the 404 error view when the CMS has no such page', async () => {
    stubFetch({});
    await renderPage(null, {
      locale: 'en',
      path: '/en/privacy-policy',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
