import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyVerification } from '@mawadda/contracts';
import { renderPage, stubFetch } from '../../test/render';
import { stubUploads } from '../../test/fake-xhr';
import { IdentityVerification } from './IdentityVerification';

const none = { status: 'none', submittedAt: null, decidedAt: null, reason: null } as const;
const state = (marital: MyVerification['marital']): MyVerification => ({
  badges: { phone: true, email: false, selfie: false, id: false },
  verified: false,
  selfie: none,
  id: none,
  marital,
});

describe('the declaration’s document on the verification page', () => {
  it('sends the document she names, and then says it waits for our team', async () => {
    stubFetch({ 'GET /api/profile/me/verification': () => ({ body: state(none) }) });
    const sent = stubUploads(() => ({
      status: 200,
      body: state({ ...none, status: 'pending', submittedAt: '2026-11-29T10:00:00.000Z' }),
    }));
    await renderPage(<IdentityVerification />);
    const section = (await screen.findByRole('heading', { name: 'Marital status document' })).parentElement!;
    expect(within(section).getByText('Not sent yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByLabelText('Which document'), 'Death certificate');
    const pdf = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText('Send a photo or PDF of the document'), pdf);
    expect(await within(section).findByText('Sent: our team is checking it.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/profile/me/verification/marital',
        fields: { document: 'death_certificate' },
      }),
    ]);
    // One waits: nothing more to send.
    expect(within(section).queryByLabelText('Send a photo or PDF of the document')).toBeNull();
  });

  it('tells a rejection’s reason, in Arabic', async () => {
    stubFetch({
      'GET /api/profile/me/verification': () => ({
        body: state({
          ...none,
          status: 'rejected',
          reason: 'unreadable',
          submittedAt: '2026-11-29T10:00:00.000Z',
        }),
      }),
    });
    await renderPage(<IdentityVerification />, { locale: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'وثيقة الحالة الاجتماعية' })).parentElement!;
    expect(within(section).getByRole('status')).toHaveTextContent('لم تُقبل');
    expect(within(section).getByRole('option', { name: 'دفتر العائلة' })).toBeInTheDocument();
  });

  it('once checked, says what others see: the badge, never the document', async () => {
    const at = '2026-11-29T10:00:00.000Z';
    stubFetch({
      'GET /api/profile/me/verification': () => ({
        body: state({ ...none, status: 'approved', submittedAt: at, decidedAt: at }),
      }),
    });
    await renderPage(<IdentityVerification />, { locale: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'وثيقة الحالة الاجتماعية' })).parentElement!;
    expect(within(section).getByRole('status')).toHaveTextContent(
      'تمّ التحقق. يرى من يقرأ ملفك «تحقّقنا من الوثيقة»، ولا يرى الوثيقة أبداً.',
    );
    expect(within(section).queryByLabelText('أرسل صورة الوثيقة أو ملف PDF')).toBeNull();
  });
});
