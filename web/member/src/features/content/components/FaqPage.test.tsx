import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { faq, text } from '../test/fixtures';
import { contentRoutes } from '../test/routes';

const questions = [
  faq(
    1,
    text('Is Mawadda free?', 'هل التسجيل في مودة مجاني؟'),
    text('Creating an account is free.', 'إنشاء الحساب مجاني.'),
  ),
  faq(
    2,
    text('Can I hide my photos?', 'هل يمكنني إخفاء صوري؟'),
    text('Yes, make your profile private.', 'نعم، اجعل ملفك خاصاً.'),
  ),
];

describe('FaqPage', () => {
  it('opens an answer from the keyboard', async () => {
    stubFetch({ 'GET /api/cms/faq': () => ({ body: { items: questions } }) });
    const user = userEvent.setup();
    await renderPage(null, {
      locale: 'en',
      path: '/en/faq',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();

    const second = screen.getByText('Can I hide my photos?');
    const details = second.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(screen.getByText('Yes, make your profile private.')).not.toBeVisible();

    // Tab reaches the questions in order (past the breadcrumb link and the first question).
    await user.tab();
    await user.tab();
    expect(screen.getByText('Is Mawadda free?')).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();

    // In a browser, Enter or Space on the focused <summary> runs its activation (a click). user-event
    // emulates that only for buttons and links, so the activation goes to whatever has focus.
    fireEvent.click(document.activeElement as Element);
    expect(details.open).toBe(true);
    expect(screen.getByText('Yes, make your profile private.')).toBeVisible();
    expect((screen.getByText('Is Mawadda free?').closest('details') as HTMLDetailsElement).open).toBe(false);
  });

  it('asks the questions in Urdu', async () => {
    stubFetch({ 'GET /api/cms/faq': () => ({ body: { items: questions } }) });
    await renderPage(null, {
      locale: 'ur',
      path: '/ur/faq',
      routePath: '/unused',
      extraRoutes: contentRoutes('/ur'),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'اکثر پوچھے جانے والے سوالات' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ur:Is Mawadda free?')).toBeInTheDocument();
  });
});
