import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { DeclarationBadges } from './DeclarationBadges';

const ALL = { declared: true, attested: true, documentChecked: true };

describe('the declaration badges', () => {
  it('say in words how far her declaration is backed, her guardian named as hers', async () => {
    await renderPage(<DeclarationBadges declaration={ALL} gender="female" />);
    const list = await screen.findByRole('list', { name: 'Marital status, children and wives' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Declared by her', 'Attested by her guardian', 'Document checked']);
    // The document itself is never shown, and the tooltip says so.
    expect(within(list).getByText('Document checked').parentElement).toHaveAttribute(
      'title',
      'Our team checked a document for this declaration. The document itself is never shown.',
    );
  });

  it('a man’s guardian is his; only the levels reached are shown', async () => {
    await renderPage(
      <DeclarationBadges
        declaration={{ declared: true, attested: true, documentChecked: false }}
        gender="male"
      />,
    );
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Declared by him', 'Attested by his guardian']);
  });

  it('shows nothing where no declaration is shown (a guest reading a private profile)', async () => {
    const { unmount } = await renderPage(<DeclarationBadges declaration={undefined} gender="female" />);
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    await renderPage(
      <DeclarationBadges declaration={{ declared: false, attested: false, documentChecked: false }} />,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reads in Arabic, in her own form', async () => {
    await renderPage(<DeclarationBadges declaration={ALL} gender="female" />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'الحالة الاجتماعية والأولاد والزوجات' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['صرّحت بها', 'أكّدها وليّها', 'تحقّقنا من وثيقتها']);
  });
});
