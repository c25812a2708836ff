import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { DEMO_META_NAME, DemoNotice, isDemoSite } from './DemoNotice';

const markAsDemo = (content = 'true') => {
  const meta = document.createElement('meta');
  meta.name = DEMO_META_NAME;
  meta.content = content;
  document.head.append(meta);
};

afterEach(() => document.head.querySelectorAll(`meta[name="${DEMO_META_NAME}"]`).forEach((m) => m.remove()));

describe('the demo notice', () => {
  it('says the members are invented when the gateway marked the page as a demo', async () => {
    markAsDemo();
    await renderPage(<DemoNotice />, { locale: 'en' });
    const band = screen.getByRole('complementary', { name: 'Demo site' });
    expect(band).toHaveTextContent('Every member here is invented');
  });

  it('speaks Arabic on the Arabic site', async () => {
    markAsDemo();
    await renderPage(<DemoNotice />, { locale: 'ar' });
    expect(screen.getByRole('complementary', { name: 'موقع تجريبي' })).toHaveTextContent('شخصيات مختلَقة');
  });

  it('shows nothing on the real site', async () => {
    expect(isDemoSite()).toBe(false);
    const { container } = await renderPage(<DemoNotice />, { locale: 'en' });
    expect(container.querySelector('.demo-notice')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('takes only an explicit true as the flag', () => {
    markAsDemo('false');
    expect(isDemoSite()).toBe(false);
  });
});
