import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { homeBlocks } from '../test/fixtures';
import { HomePage } from './HomePage';

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('HomePage', () => {
  it('shows the hero, how it works, promo, figures, app and oath in English', async () => {
    stubFetch({ 'GET /api/match/stats': () => ({ body: { marriages: 2 } }) });
    await renderPage(<HomePage />, { locale: 'en', path: '/en', state: { blocks: homeBlocks() } });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Begin your marriage journey with sincerity and trust' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/en/Auth/register',
    );
    expect(screen.getByRole('link', { name: 'Search for a spouse' })).toHaveAttribute('href', '/en/search');

    const steps = within(section('How it works')).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Create your account and take the oath',
      'Complete your profile and choose your privacy',
      'Search and follow',
      'Talk respectfully and involve your families',
    ]);
    expect(steps.map((s) => s.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      'user-plus',
      'id-card',
      'search',
      'chat',
    ]);
    expect(within(steps[2]!).getByRole('link')).toHaveAttribute('href', '/en/search');

    const promo = section('Save up to 60% on your subscription');
    expect(within(promo).getByText('Up to 60% off')).toBeInTheDocument();
    expect(within(promo).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/en/subscription',
    );

    const stats = section('Mawadda in numbers');
    expect(within(stats).getByText('6 million')).toBeInTheDocument();
    expect(within(stats).getByText('300,000')).toBeInTheDocument();
    expect(within(stats).getByText('2012')).toBeInTheDocument();
    // The team's figure and the marriages confirmed on the site, each labelled for what it is.
    expect(within(stats).getByText('successful marriages, as our team counts them')).toBeInTheDocument();
    const onSite = (await within(stats).findByText('marriages both spouses confirmed on Mawadda')).closest(
      'div',
    )!;
    expect(within(onSite).getByText('2')).toBeInTheDocument();

    expect(
      within(section('Get the Mawadda app')).getByRole('link', { name: 'Discover our services' }),
    ).toHaveAttribute('href', '/en/services');

    const oath = section('Membership oath');
    expect(
      within(oath).getByText('I swear by Allah that my purpose is lawful marriage.'),
    ).toBeInTheDocument();
    expect(within(oath).getByRole('link', { name: 'Take the oath and join' })).toHaveAttribute(
      'href',
      '/en/Auth/register',
    );
    expect(within(oath).getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
  });

  it('speaks Arabic: CMS texts in Arabic, Arabic plural for the trial, Arabic number words', async () => {
    await renderPage(<HomePage />, { locale: 'ar', path: '/', state: { blocks: homeBlocks() } });

    expect(
      screen.getByRole('heading', { level: 1, name: 'ابدأ رحلة زواجك بصدقٍ وطمأنينة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابك مجانًا' })).toHaveAttribute('href', '/Auth/register');
    expect(within(section('كيف تعمل مودة؟')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'أنشئ حسابك وأدِّ القسم' })).toBeInTheDocument();

    const promo = section('خصم يصل إلى 60% على الاشتراك');
    // Intl writes the Arabic percent with bidi marks around the sign.
    expect(
      within(promo).getByText(/^خصم يصل إلى 60[\u200e\u200f\u061c]*%[\u200e\u200f\u061c]*$/),
    ).toBeInTheDocument();
    // 14 takes the Arabic "many" form (يومًا), not the English-like singular.
    expect(within(promo).getByText('تجربة مجانية لمدة 14 يومًا')).toBeInTheDocument();

    const stats = section('مودة في أرقام');
    expect(within(stats).getByText('6 ملايين')).toBeInTheDocument();
    expect(within(stats).getByText('300,000')).toBeInTheDocument();
    expect(within(stats).getByText('زواج ناجح بحسب إحصاء فريقنا')).toBeInTheDocument();

    expect(
      within(section('قسم العضوية')).getByText('أقسم بالله العظيم أن غايتي الزواج الشرعي.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أؤدي القسم وأنضم' })).toHaveAttribute('href', '/Auth/register');
  });

  it('shows skeletons, not empty sections, while the startup is still loading', async () => {
    await renderPage(<HomePage />, { locale: 'en', path: '/en', state: { loader: true } });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How it works' }).closest('section'),
    ).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('.skeleton').length).toBeGreaterThan(4);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByText(/off$/)).toBeNull();
  });

  it('hides the sections the CMS left empty once loaded, and invents no members', async () => {
    await renderPage(<HomePage />, {
      locale: 'en',
      path: '/en',
      state: { blocks: { howItWorks: [], promo: { items: [] }, app: [] } },
    });

    // The most-active strip (its own chunk) may show its title while it loads; with no members
    // to show (no answer here) it leaves nothing behind.
    await waitFor(() => expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1']));
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it('does not invite a signed-in member to register', async () => {
    await renderPage(<HomePage />, {
      locale: 'en',
      path: '/en',
      state: { blocks: homeBlocks(), auth: { isAuthenticated: true }, token: 't' },
    });

    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Take the oath and join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search for a spouse' })).toBeInTheDocument();
  });
});
